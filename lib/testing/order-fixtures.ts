// An order as checkout leaves it, written directly (for tests of what happens after checkout): its
// lines allocated on their stock records, a shipping address, the first tracking event, and its two
// links (the tracking token and a thanks page token).
import { db } from "@/lib/db.ts";
import { newThanksLink, tokenHash, trackingToken } from "@/lib/orders/access.ts";
import { createProduct } from "./basket-fixtures.ts";

export interface OrderFixture {
  userId?: number | null;
  email?: string;
  /** Quantities of new products (each with `stock` units in stock). */
  quantities?: number[];
  stock?: number;
}

export async function createOrder(opts: OrderFixture = {}) {
  const quantities = opts.quantities ?? [2];
  const products = [];
  for (const q of quantities) {
    const product = await createProduct({ price: "1180.00", numInStock: opts.stock ?? 10, numAllocated: q });
    products.push(product);
  }
  const records = await db().stockRecord.findMany({ where: { productId: { in: products.map((p) => p.id) } } });
  const [{ number }] = await db().$queryRaw<{ number: number }[]>`SELECT nextval('"Order_number_seq"')::int AS number`;
  const thanks = newThanksLink();
  const address = await db().orderAddress.create({
    data: { firstName: "Asha", lastName: "Rao", line1: "14, 2nd Cross", line4: "Bengaluru", postcode: "560038", countryIso2: "IN", phoneNumber: "+919845012345" },
  });
  const order = await db().order.create({
    data: {
      number,
      trackingTokenHash: tokenHash(trackingToken(number)),
      thanksTokenHash: thanks.hash,
      thanksTokenExpiresAt: thanks.expiresAt,
      userId: opts.userId ?? null,
      email: opts.email ?? "asha@example.in",
      totalInclTax: (1180 * quantities.reduce((a, b) => a + b, 0)).toFixed(2),
      totalExclTax: (1000 * quantities.reduce((a, b) => a + b, 0)).toFixed(2),
      shippingInclTax: "0.00",
      shippingExclTax: "0.00",
      shippingMethod: "Standard delivery",
      shippingCode: "standard",
      shippingAddressId: address.id,
      lines: {
        create: products.map((p, i) => {
          const sr = records.find((r) => r.productId === p.id)!;
          const q = quantities[i];
          return {
            productId: p.id,
            stockRecordId: sr.id,
            partnerSku: sr.partnerSku,
            title: p.title,
            quantity: q,
            unitPriceInclTax: "1180.00",
            priceInclTax: (1180 * q).toFixed(2),
            priceExclTax: (1000 * q).toFixed(2),
            priceInclTaxExclDiscounts: (1180 * q).toFixed(2),
            priceExclTaxExclDiscounts: (1000 * q).toFixed(2),
            numAllocated: q,
            taxRate: "0.1800",
            taxCode: "GST18",
            hsnCode: "9403",
          };
        }),
      },
      events: { create: { status: "new", note: "Order placed" } },
    },
  });
  return { order, products, trackingToken: trackingToken(number), thanksToken: thanks.token };
}

/** A shipping address in Bengaluru as checkout's body carries it (the south zone's pincode, 560038). */
export const CHECKOUT_ADDRESS = {
  first_name: "Asha",
  last_name: "Rao",
  line1: "14, 2nd Cross, Indiranagar",
  line4: "Bengaluru",
  postcode: "560038",
  country: "http://shop.test/api/v2/countries/IN/",
  phone_number: "98450 12345",
};

/** The south zone (pincodes 56…) and its "Standard delivery" method; the charges are each test's own. */
export async function createSouthZone() {
  const zone = await db().shippingZone.create({ data: { code: "south", name: "South India", areas: { create: { countryIso2: "IN", pincodePrefix: "56" } } } });
  const standard = await db().shippingMethod.create({ data: { code: "standard", name: "Standard delivery", minDays: 3, maxDays: 6, displayOrder: 1 } });
  return { zone, standard };
}
