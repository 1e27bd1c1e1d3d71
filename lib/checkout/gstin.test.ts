// A business buyer's GSTIN at checkout (spec/API.md §6): optional, checked by shape and check character
// (406 {"gstin": ["Enter a valid GSTIN."]}, nothing written), kept on the order in its one spelling with
// its state's code, and printed on the tax invoice with the registered business name.
import { beforeAll, describe, expect, it } from "vitest";
import { db, transaction } from "@/lib/db.ts";
import { moveOrder } from "@/lib/orders/pipeline.ts";
import { createProduct } from "@/lib/testing/basket-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { CHECKOUT_ADDRESS, createSouthZone } from "@/lib/testing/order-fixtures.ts";
import { drawnText } from "@/lib/testing/pdf-text.ts";
import type { PrintedDocument } from "@/lib/invoices/document.ts";
import * as addProduct from "@/app/api/v2/basket/add-product/route.ts";
import * as checkout from "@/app/api/v2/checkout/route.ts";
import * as invoiceRoute from "@/app/api/v2/orders/[id]/invoice/route.ts";

useTestDatabase();

beforeAll(async () => {
  await createCountries();
  const { zone, standard } = await createSouthZone();
  await db().shippingCharge.create({ data: { methodId: standard.id, zoneId: zone.id, price: "118.00" } });
  await db().shopDetails.update({ where: { id: 1 }, data: { gstin: "08AAJCV4821K1ZY", stateCode: "08" } });
});

async function basketOf(headers: Record<string, string>) {
  const table = await createProduct({ title: "Sheesham Desk", price: "23600.00", numInStock: 5 });
  const r = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", body: { url: table.id, quantity: 1 }, headers });
  expect(r.status).toBe(200);
  return r.json as { url: string };
}

const post = (headers: Record<string, string>, body: Record<string, unknown>) => call(checkout, "/api/v2/checkout/", { method: "POST", body, headers });

describe("POST /api/v2/checkout/ with a GSTIN", () => {
  it("refuses a GSTIN whose check character is wrong, with the documented 406, and places nothing", async () => {
    const b = await signedIn();
    const basket = await basketOf(b.headers);
    for (const gstin of ["27AAPFU0939F1ZW", "27AAPFU0939F1Z", 27, ["27AAPFU0939F1ZV"]]) {
      const r = await post(b.headers, { basket: basket.url, shipping_address: { ...CHECKOUT_ADDRESS, state: "Karnataka" }, gstin, business_name: "Urban Interiors LLP" });
      expect([r.status, r.json]).toEqual([406, { gstin: ["Enter a valid GSTIN."] }]);
    }
    expect(await db().order.count({ where: { userId: b.user.id } })).toBe(0);
  });

  it("keeps a right one in capitals with its state's code, and the invoice names the business", async () => {
    const b = await signedIn();
    const basket = await basketOf(b.headers);
    const r = await post(b.headers, { basket: basket.url, shipping_address: { ...CHECKOUT_ADDRESS, state: "Karnataka" }, gstin: " 27aapfu0939f1zv ", business_name: "  Urban Interiors LLP " });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const order = await db().order.findFirstOrThrow({ where: { userId: b.user.id } });
    expect([order.gstin, order.gstinStateCode, order.businessName]).toEqual(["27AAPFU0939F1ZV", "27", "Urban Interiors LLP"]);

    const staff = await signedIn({ staffGroups: ["orders"] });
    await transaction(async (tx) => {
      await moveOrder(tx, order.id, { status: "processing" }, { kind: "staff", userId: staff.user.id });
      await moveOrder(tx, order.id, { status: "shipped" }, { kind: "staff", userId: staff.user.id });
    });
    const invoice = await db().invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect([invoice.buyerGstin, invoice.buyerBusinessName, invoice.placeOfSupply]).toEqual(["27AAPFU0939F1ZV", "Urban Interiors LLP", "29"]);
    const doc = invoice.document as unknown as PrintedDocument;
    // 23,600.00 at 18 % and 118.00 delivery at 18 %, to Karnataka from Rajasthan: IGST.
    expect(doc.totals).toEqual({ taxable: "20100.00", cgst: "0.00", sgst: "0.00", igst: "3618.00", total: "23718.00" });
    expect(doc.amountInWords).toBe("Rupees Twenty-Three Thousand Seven Hundred Eighteen Only");

    const res = await invoiceRoute.GET!(new Request(`http://localhost/api/v2/orders/${order.id}/invoice/`, { headers: { host: "shop.test", ...b.headers } }), { params: Promise.resolve({ id: String(order.id) }) });
    const text = drawnText(Buffer.from(await res.arrayBuffer()));
    for (const expected of ["Urban Interiors LLP", "GSTIN 27AAPFU0939F1ZV", "State Maharashtra (code 27)", "Place of supply: Karnataka (state code 29)", "Delivery: Standard delivery", "9965"]) expect(text).toContain(expected);
  });

  it("takes blank fields as none", async () => {
    const b = await signedIn();
    const basket = await basketOf(b.headers);
    const r = await post(b.headers, { basket: basket.url, shipping_address: CHECKOUT_ADDRESS, gstin: "  ", business_name: "" });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const order = await db().order.findFirstOrThrow({ where: { userId: b.user.id } });
    expect([order.gstin, order.gstinStateCode, order.businessName]).toEqual([null, null, null]);
  });
});
