// Adding to the caller's Open basket when adds arrive at once (a double click, two tabs): they take
// turns on the basket, and each counts what the ones before it added, so the basket never holds more
// than can be bought (spec/API.md §5.2 add-product). On PGlite transactions run one at a time anyway;
// on PostgreSQL they really overlap.
import { describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { randomKey } from "@/lib/auth/secrets.ts";
import { db } from "@/lib/db.ts";
import { ApiError } from "@/lib/errors.ts";
import { createProduct, createProductClass } from "@/lib/testing/basket-fixtures.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { addToCurrentBasket } from "./service.ts";

useTestDatabase();

const browser = (): Caller => ({ user: null, via: "anonymous", sentCookies: true, ip: "203.0.113.7", basketCookie: randomKey(24) });

describe("adds to one basket at once", () => {
  it("count what the others added: of eight adds of one unit where three can be bought, three go in and five are refused", async () => {
    const sofa = await createProduct({ title: "Teak Sofa", price: "1299.00", numInStock: 5, numAllocated: 2 });
    const lamp = await createProduct({ title: "Brass Lamp", price: "999.50", numInStock: null });
    const caller = browser();
    const first = await addToCurrentBasket(caller, false, { productId: lamp.id, quantity: 1, options: [] }, "url");

    const results = await Promise.allSettled(Array.from({ length: 8 }, () => addToCurrentBasket(caller, false, { productId: sofa.id, quantity: 1, options: [] }, "url")));
    const refusals = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(refusals.map((e) => (e instanceof ApiError ? [e.status, e.body] : e))).toEqual(Array(5).fill([406, { reason: "a maximum of 3 can be bought" }]));

    const lines = await db().basketLine.findMany({ where: { basketId: first.basket.id }, orderBy: { id: "asc" }, select: { productId: true, quantity: true } });
    expect(lines).toEqual([
      { productId: lamp.id, quantity: 1 },
      { productId: sofa.id, quantity: 3 },
    ]);
  });

  it("of a new browser's first adds make one basket, holding every unit", async () => {
    const lamp = await createProduct({ title: "Cane Lamp", price: "499.00", numInStock: null });
    const caller = browser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => addToCurrentBasket(caller, false, { productId: lamp.id, quantity: 2, options: [] }, "url")));
    expect(new Set(answers.map((a) => a.basket.id)).size).toBe(1);
    const lines = await db().basketLine.findMany({ where: { basketId: answers[0].basket.id }, select: { productId: true, quantity: true } });
    expect(lines).toEqual([{ productId: lamp.id, quantity: 10 }]);
  });
});

describe("a product delivered only to some zones", () => {
  it("is refused to an anonymous browser whose pincode is outside them, and added inside them or before a pincode is given", async () => {
    await createCountries();
    const west = await db().shippingZone.create({ data: { code: "west", name: "West India" } });
    await db().shippingZone.create({ data: { code: "rest", name: "Rest of India", isDefault: true } });
    await db().location.create({ data: { pincode: "400050", name: "Bandra West", city: "Mumbai", state: "Maharashtra", countryIso2: "IN", latitude: "19.059600", longitude: "72.829500", zoneId: west.id } });
    const large = await createProductClass();
    await db().productClassDeliveryZone.create({ data: { productClassId: large.id, zoneId: west.id } });
    const wardrobe = await createProduct({ title: "Grand Wardrobe", price: "30000.00", productClassId: large.id });
    const add = (caller: Caller) => addToCurrentBasket(caller, false, { productId: wardrobe.id, quantity: 1, options: [] }, "url");
    const refusal = (caller: Caller) => add(caller).then(() => "added", (e: ApiError) => [e.status, e.body]);

    expect(await refusal({ ...browser(), pincodeCookie: "302001" })).toEqual([406, { reason: "Grand Wardrobe is not available in 302001" }]);
    expect(await refusal({ ...browser(), pincodeCookie: "400050" })).toBe("added");
    expect(await refusal(browser())).toBe("added");
  });
});
