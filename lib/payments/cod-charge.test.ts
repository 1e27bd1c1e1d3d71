// The cash-on-delivery charge (COD_CHARGE): added to a cash-on-delivery order's total and checked against
// the total the buyer saw, answered as the Order's surcharge, and invoiced as a service line of its own
// (its GST split with the rest); an order paid online pays none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db, transaction } from "@/lib/db.ts";
import type { PrintedDocument } from "@/lib/invoices/document.ts";
import { issueInvoice } from "@/lib/invoices/issue.ts";
import { setEnv } from "@/lib/messaging/testing.ts";
import { createProduct } from "@/lib/testing/basket-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { CHECKOUT_ADDRESS, createSouthZone } from "@/lib/testing/order-fixtures.ts";
import * as addProduct from "@/app/api/v2/basket/add-product/route.ts";
import * as checkout from "@/app/api/v2/checkout/route.ts";

useTestDatabase();

let restore: () => void;

beforeAll(async () => {
  restore = setEnv({ COD_CHARGE: "59.00" });
  resetConfig();
  await createCountries();
  const { zone, standard } = await createSouthZone();
  await db().shippingCharge.create({ data: { methodId: standard.id, zoneId: zone.id, price: "118.00" } });
  await db().shopDetails.update({ where: { id: 1 }, data: { legalName: "Vanya Living Private Limited", gstin: "08AAJCV4821K1ZY", stateCode: "08" } });
});

afterAll(() => {
  restore();
  resetConfig();
});

async function basketOf() {
  const product = await createProduct({ title: "Cane Chair", price: "1180.00", numInStock: 5 });
  const { headers } = await signedIn();
  const basket = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", body: { url: product.id, quantity: 1 }, headers });
  return { headers, basket: basket.json.url as string };
}

describe("COD_CHARGE", () => {
  it("is added to a cash-on-delivery order, checked in the total, answered as a surcharge and invoiced as a line of its own", async () => {
    const { headers, basket } = await basketOf();
    const seenWithout = await call(checkout, "/api/v2/checkout/", { method: "POST", body: { basket, shipping_address: CHECKOUT_ADDRESS, total: "1298.00" }, headers });
    expect([seenWithout.status, seenWithout.json]).toEqual([406, { non_field_errors: ["Total incorrect 1298.00 != 1357.00"] }]);
    const r = await call(checkout, "/api/v2/checkout/", { method: "POST", body: { basket, shipping_address: CHECKOUT_ADDRESS, total: "1357.00" }, headers });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toMatchObject({
      total_incl_tax: "1357.00",
      total_excl_tax: "1150.00",
      surcharges: [{ name: "Cash on delivery charge", code: "cod", incl_tax: "59.00", excl_tax: "50.00" }],
    });
    const order = await db().order.findUniqueOrThrow({ where: { number: Number(r.json.number) } });
    const invoice = (await transaction((tx) => issueInvoice(tx, order.id)))!;
    const doc = invoice.document as unknown as PrintedDocument;
    expect(doc.lines.map((l) => [l.description, l.hsn, l.taxable, l.cgst, l.sgst, l.igst, l.total])).toEqual([
      ["Cane Chair", "9403", "1000.00", "0.00", "0.00", "180.00", "1180.00"],
      ["Delivery: Standard delivery", "9965", "100.00", "0.00", "0.00", "18.00", "118.00"],
      ["Cash on delivery charge", "9971", "50.00", "0.00", "0.00", "9.00", "59.00"],
    ]);
    expect(invoice.totalInclTax.toFixed(2)).toBe("1357.00");
  });
});
