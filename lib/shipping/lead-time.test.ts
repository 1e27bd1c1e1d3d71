// Made-to-order lead times (docs/decisions/0120): one rule for the product page, the basket, the
// shipping-methods list and checkout — the estimate is the slowest line's lead time plus the method's
// days, and a method that does not carry made-to-order pieces (express) is not offered.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { productBySlug } from "@/lib/catalogue/product-detail.ts";
import { SHOPPER } from "@/lib/catalogue/viewer.ts";
import { estimatedDate } from "@/lib/shipping/estimates.ts";
import { firstLeadTime, leadTimeText, slowestLeadTime, withLeadTime } from "@/lib/shipping/lead-time.ts";
import { addWorkingDays } from "@/lib/shipping/working-days.ts";
import { createProduct, createProductClass } from "@/lib/testing/basket-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { CHECKOUT_ADDRESS } from "@/lib/testing/order-fixtures.ts";
import * as display from "@/app/api/v2/%5Fbasket/route.ts";
import * as shopper from "@/app/api/v2/%5Fshopper/route.ts";
import * as addProduct from "@/app/api/v2/basket/add-product/route.ts";
import * as methods from "@/app/api/v2/basket/shipping-methods/route.ts";
import * as checkout from "@/app/api/v2/checkout/route.ts";
import * as location from "@/app/api/v2/location/route.ts";

useTestDatabase();

describe("the rule", () => {
  it("takes the product's own range, else its parent's, else its class's", () => {
    expect(firstLeadTime(null, { minDays: 6, maxDays: 12 }, { minDays: 24, maxDays: 36 })).toEqual({ minDays: 6, maxDays: 12 });
    expect(firstLeadTime(null, null, { minDays: 24, maxDays: 36 })).toEqual({ minDays: 24, maxDays: 36 });
    expect(firstLeadTime(null, null)).toBeNull();
  });

  it("makes a basket wait for its slowest made-to-order line", () => {
    expect(slowestLeadTime([null, { minDays: 24, maxDays: 30 }, { minDays: 12, maxDays: 36 }, null])).toEqual({ minDays: 24, maxDays: 36 });
    expect(slowestLeadTime([null, null])).toBeNull();
  });

  it("adds the lead time to each method's days and drops the methods that do not carry made-to-order pieces", () => {
    const standard = { code: "standard", minDays: 5, maxDays: 8, forMadeToOrder: true };
    const express = { code: "express", minDays: 2, maxDays: 3, forMadeToOrder: false };
    expect(withLeadTime([standard, express], null)).toEqual([standard, express]);
    expect(withLeadTime([standard, express], { minDays: 24, maxDays: 36 })).toEqual([{ code: "standard", minDays: 29, maxDays: 44, forMadeToOrder: true }]);
  });

  it("says it in weeks when the range is whole weeks of six working days, else in working days", () => {
    expect(leadTimeText({ minDays: 24, maxDays: 36 })).toBe("Made to order in 4–6 weeks");
    expect(leadTimeText({ minDays: 6, maxDays: 6 })).toBe("Made to order in 1 week");
    expect(leadTimeText({ minDays: 10, maxDays: 15 })).toBe("Made to order in 10–15 working days");
    expect(leadTimeText({ minDays: 1, maxDays: 1 })).toBe("Made to order in 1 working day");
  });

  it("counts working days from a date, Sundays not counted, as the server's estimates do", () => {
    // Saturday 28 November 2026: the next working day is Monday 30.
    expect(addWorkingDays("2026-11-28", 1)).toBe("2026-11-30");
    expect(addWorkingDays("2026-11-28", 36)).toBe("2027-01-09");
    expect(estimatedDate(44, new Date("2026-11-28T06:00:00Z"), "Asia/Kolkata")).toBe(addWorkingDays(estimatedDate(8, new Date("2026-11-28T06:00:00Z"), "Asia/Kolkata"), 36));
  });
});

describe("a sofa made to order in 4–6 weeks", () => {
  let sofa: { id: number; slug: string }, lamp: { id: number; slug: string }, chair: { id: number; slug: string };

  beforeAll(async () => {
    await createCountries();
    const zone = await db().shippingZone.create({ data: { code: "south", name: "South India", areas: { create: { countryIso2: "IN", pincodePrefix: "56" } } } });
    const standard = await db().shippingMethod.create({ data: { code: "standard", name: "Standard delivery", minDays: 5, maxDays: 8 } });
    const express = await db().shippingMethod.create({ data: { code: "express", name: "Express delivery", minDays: 2, maxDays: 3, displayOrder: 1, forMadeToOrder: false } });
    await db().shippingCharge.createMany({ data: [{ methodId: standard.id, zoneId: zone.id, price: "118.00" }, { methodId: express.id, zoneId: zone.id, price: "236.00" }] });
    const seating = await createProductClass();
    await db().productClass.update({ where: { id: seating.id }, data: { madeToOrderMinDays: 24, madeToOrderMaxDays: 36 } });
    sofa = await createProduct({ title: "Teak Sofa", price: "1180.00", productClassId: seating.id });
    chair = await createProduct({ title: "Cane Chair", price: "590.00", productClassId: seating.id });
    await db().product.update({ where: { id: chair.id }, data: { madeToOrderMinDays: 6, madeToOrderMaxDays: 12 } });
    lamp = await createProduct({ title: "Brass Lamp", price: "590.00" });
  });

  async function shopperAt(pincode: string) {
    const { headers } = await signedIn();
    await call(location, "/api/v2/location/", { method: "PUT", headers, body: { pincode } });
    return headers;
  }

  it("gives the product page its lead time: the class's, or the product's own", async () => {
    expect((await productBySlug(sofa.slug, SHOPPER))?.leadTime).toEqual({ minDays: 24, maxDays: 36 });
    expect((await productBySlug(chair.slug, SHOPPER))?.leadTime).toEqual({ minDays: 6, maxDays: 12 });
    expect((await productBySlug(lamp.slug, SHOPPER))?.leadTime).toBeNull();
  });

  it("tells the product page which methods carry made-to-order pieces", async () => {
    const headers = await shopperAt("560001");
    expect((await call(shopper, "/api/v2/_shopper/", { headers })).json.location.deliveries).toEqual([
      { code: "standard", name: "Standard delivery", estimated_date: estimatedDate(8), for_made_to_order: true },
      { code: "express", name: "Express delivery", estimated_date: estimatedDate(3), for_made_to_order: false },
    ]);
  });

  it("offers a basket from stock both methods; with the sofa only standard, its date 6 weeks later", async () => {
    const headers = await shopperAt("560001");
    await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: lamp.id, quantity: 1 } });
    let basket = (await call(display, "/api/v2/_basket/", { headers })).json;
    expect(basket.available_deliveries).toEqual([
      { code: "standard", name: "Standard delivery", estimated_date: estimatedDate(8) },
      { code: "express", name: "Express delivery", estimated_date: estimatedDate(3) },
    ]);
    await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: chair.id, quantity: 1 } });
    basket = (await call(display, "/api/v2/_basket/", { headers })).json;
    expect(basket.available_deliveries).toEqual([{ code: "standard", name: "Standard delivery", estimated_date: estimatedDate(8 + 12) }]);
    await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: sofa.id, quantity: 1 } });
    basket = (await call(display, "/api/v2/_basket/", { headers })).json;
    expect(basket.available_deliveries).toEqual([{ code: "standard", name: "Standard delivery", estimated_date: estimatedDate(8 + 36) }]);
    expect(Object.keys(basket.shipping_methods)).toEqual(["standard"]);
    const listed = await call(methods, "/api/v2/basket/shipping-methods/", { headers });
    expect(listed.json.map((m: { code: string }) => m.code)).toEqual(["standard"]);
  });

  it("refuses express at checkout for a basket with the sofa, and takes standard", async () => {
    const { headers } = await signedIn();
    const added = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: sofa.id, quantity: 1 } });
    const body = { basket: added.json.url, shipping_address: { ...CHECKOUT_ADDRESS, state: "Karnataka" } };
    const refused = await call(checkout, "/api/v2/checkout/", { method: "POST", headers, body: { ...body, shipping_method_code: "express" } });
    expect([refused.status, refused.json]).toEqual([406, { non_field_errors: ["Shipping method 'express' is not available"] }]);
    const placed = await call(checkout, "/api/v2/checkout/", { method: "POST", headers, body: { ...body, shipping_method_code: "standard", total: "1298.00" } });
    expect([placed.status, placed.json.shipping_method, placed.json.total_incl_tax]).toEqual([200, "Standard delivery", "1298.00"]);
  });
});
