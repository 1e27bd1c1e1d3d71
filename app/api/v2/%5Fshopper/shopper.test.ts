// GET /api/v2/_shopper/: the caller's own parts of a shop page — the basket count the header shows and
// the delivery pincode with its delivery dates (the product page's estimate).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { createProduct } from "@/lib/testing/basket-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { estimatedDate } from "@/lib/shipping/estimates.ts";
import * as displayAdd from "../%5Fbasket/add/route.ts";
import * as shopper from "./route.ts";

useTestDatabase();

let sofa: { id: number };

beforeAll(async () => {
  await createCountries();
  sofa = await createProduct({ title: "Teak Sofa", price: "1299.00", numInStock: 5 });
  const south = await db().shippingZone.create({ data: { code: "south", name: "South India" } });
  const closed = await db().shippingZone.create({ data: { code: "closed", name: "Closed", isServiceable: false } });
  await db().shippingZoneArea.createMany({
    data: [
      { zoneId: south.id, countryIso2: "IN", pincodePrefix: "56" },
      { zoneId: closed.id, countryIso2: "IN", pincodePrefix: "19" },
    ],
  });
  const standard = await db().shippingMethod.create({ data: { code: "standard", name: "Standard delivery", minDays: 3, maxDays: 6 } });
  await db().shippingCharge.create({ data: { methodId: standard.id, zoneId: south.id, price: "499.00" } });
});

const withCookies = (cookie: string) => ({ headers: { cookie, origin: "http://shop.test" } });

describe("GET /api/v2/_shopper/", () => {
  it("answers an anonymous caller with nothing of their own", async () => {
    const r = await call(shopper, "/api/v2/_shopper/");
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(r.json).toEqual({ user: null, favourites: [], basket_count: 0, location: null });
  });

  it("counts the items in the anonymous browser's basket", async () => {
    const added = await call(displayAdd, "/api/v2/_basket/add/", { method: "POST", body: { product: sofa.id, quantity: 2 } });
    expect(added.status).toBe(200);
    const basket = /(?:^|,\s*)(basket=[^;]+)/.exec(added.headers.get("set-cookie") ?? "")![1];
    const r = await call(shopper, "/api/v2/_shopper/", withCookies(basket));
    expect(r.json.basket_count).toBe(2);
  });

  it("gives the delivery dates for the chosen pincode", async () => {
    const r = await call(shopper, "/api/v2/_shopper/", withCookies("pincode=560001"));
    expect(r.json.location).toEqual({
      pincode: "560001",
      name: null,
      serviceable: true,
      deliveries: [{ code: "standard", name: "Standard delivery", estimated_date: estimatedDate(6), for_made_to_order: true }],
    });
  });

  it("says when the shop does not deliver to the pincode", async () => {
    const r = await call(shopper, "/api/v2/_shopper/", withCookies("pincode=190001"));
    expect(r.json.location).toEqual({ pincode: "190001", name: null, serviceable: false, deliveries: [] });
  });

  it("names a signed-in shopper and counts their basket", async () => {
    const { headers } = await signedIn();
    await call(displayAdd, "/api/v2/_basket/add/", { method: "POST", body: { product: sofa.id, quantity: 1 }, headers });
    const r = await call(shopper, "/api/v2/_shopper/", { headers });
    expect(r.json).toMatchObject({ user: { first_name: "Asha", display_name: "Asha", is_staff: false }, basket_count: 1, location: null });
  });

  it("tells staff apart, so the shop's header links them to the staff pages", async () => {
    const { headers } = await signedIn({ staffGroups: ["orders"] });
    const r = await call(shopper, "/api/v2/_shopper/", { headers });
    expect(r.json.user).toEqual({ first_name: "Asha", display_name: "Asha", is_staff: true });
  });
});
