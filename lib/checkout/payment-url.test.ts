// An online payment provider's answer becomes the Order's payment_url (lib/payments/provider.ts,
// spec/API.md §6): stored on the order and answered by checkout and the order detail. Cash on
// delivery answers null. The provider here is a fake, added to the shop's list of payment methods.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { publicUrl } from "@/lib/http/urls.ts";
import { trackingToken } from "@/lib/orders/access.ts";
import { db } from "@/lib/db.ts";
import { createProduct } from "@/lib/testing/basket-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { CHECKOUT_ADDRESS, createSouthZone } from "@/lib/testing/order-fixtures.ts";
import * as addProduct from "@/app/api/v2/basket/add-product/route.ts";
import * as checkout from "@/app/api/v2/checkout/route.ts";
import * as orderDetail from "@/app/api/v2/orders/[id]/route.ts";

vi.mock("@/lib/payments/index.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/payments/index.ts")>();
  const upi: import("@/lib/payments/index.ts").PaymentProvider = {
    code: "upi",
    label: "UPI",
    refuse: async () => null,
    async start(tx, orderId) {
      const { number } = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { number: true } });
      return { paymentUrl: `https://pay.example.in/upi/${number}/` };
    },
  };
  return { ...real, PAYMENT_METHODS: [...real.PAYMENT_METHODS, "upi"], paymentProvider: (code: string) => (code === "upi" ? upi : real.paymentProvider(code)) };
});

useTestDatabase();

const home = CHECKOUT_ADDRESS;

beforeAll(async () => {
  await createCountries();
  const { zone, standard } = await createSouthZone();
  await db().shippingCharge.create({ data: { methodId: standard.id, zoneId: zone.id, price: "118.00" } });
});

async function placeWith(payment: { method: string }) {
  const product = await createProduct({ title: "Teak Sofa", price: "1180.00", numInStock: 5 });
  const { user, headers } = await signedIn();
  const basket = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", body: { url: product.id, quantity: 1 }, headers });
  expect(basket.status, JSON.stringify(basket.json)).toBe(200);
  const r = await call(checkout, "/api/v2/checkout/", { method: "POST", body: { basket: basket.json.url, shipping_address: home, payment }, headers });
  return { r, headers, user, basketUrl: basket.json.url as string };
}

describe("the Order's payment_url", () => {
  it("is what the online provider answered when the payment started, in checkout's answer and in the order detail", async () => {
    const { r, headers, user, basketUrl } = await placeWith({ method: "upi" });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const order = await db().order.findUniqueOrThrow({ where: { number: Number(r.json.number) } });
    expect([order.paymentMethod, order.paymentUrl]).toEqual(["upi", `https://pay.example.in/upi/${order.number}/`]);
    expect(r.json).toEqual({
      number: String(order.number),
      basket: basketUrl,
      url: `http://shop.test/api/v2/orders/${order.id}/`,
      lines: `http://shop.test/api/v2/orders/${order.id}/lines/`,
      owner: `http://shop.test/api/v2/users/${user.id}/`,
      billing_address: null,
      currency: "INR",
      total_incl_tax: "1298.00",
      total_excl_tax: "1100.00",
      shipping_incl_tax: "118.00",
      shipping_excl_tax: "100.00",
      shipping_address: { ...home, title: "", line2: "", line3: "", state: "", notes: "", phone_number: "+919845012345" },
      shipping_method: "Standard delivery",
      shipping_code: "standard",
      status: "new",
      email: (await db().user.findUniqueOrThrow({ where: { id: user.id } })).email,
      date_placed: order.datePlaced.toISOString(),
      payment_url: `https://pay.example.in/upi/${order.number}/`,
      payment_method: "upi",
      offer_discounts: [],
      voucher_discounts: [],
      surcharges: [],
      invoice_url: null,
      credit_notes: [],
      tracking_token: trackingToken(order.number),
      tracking_url: publicUrl(`/orders/track/?number=${order.number}&token=${trackingToken(order.number)}`),
    });
    const detail = await call(orderDetail, `/api/v2/orders/${order.id}/`, { headers, params: { id: String(order.id) } });
    expect(detail.status).toBe(200);
    const { tracking_token: _token, tracking_url: _url, ...orderShape } = r.json;
    expect(detail.json).toEqual(orderShape);
  });

  it("is null for cash on delivery", async () => {
    const { r, headers } = await placeWith({ method: "cod" });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const order = await db().order.findUniqueOrThrow({ where: { number: Number(r.json.number) } });
    expect(order.paymentUrl).toBeNull();
    expect(r.json).toMatchObject({ payment_method: "cod", payment_url: null });
    expect((await call(orderDetail, `/api/v2/orders/${order.id}/`, { headers, params: { id: String(order.id) } })).json.payment_url).toBeNull();
  });
});
