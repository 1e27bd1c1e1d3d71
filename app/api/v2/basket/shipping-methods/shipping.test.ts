// Delivery location, zones and shipping methods (spec/API.md §5.2): zones by Location, pincode prefix or
// range, country and default; PUT/GET /location/; methods with flat, per-item and free-above charges;
// `no-shipping-required`; [] where no zone serves; products whose class is limited to some zones.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { getCaller } from "@/lib/auth/caller.ts";
import { undeliverable } from "@/lib/shipping/deliverability.ts";
import { callerZoneFacade, homePincode } from "@/lib/shipping/location.ts";
import { zoneOf } from "@/lib/shipping/zones.ts";
import { estimatedDate } from "@/lib/shipping/estimates.ts";
import { createProduct, createProductClass } from "@/lib/testing/basket-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import * as display from "../../%5Fbasket/route.ts";
import * as location from "../../location/route.ts";
import * as addProduct from "../add-product/route.ts";
import * as methods from "./route.ts";

useTestDatabase();

let metro: { id: number }, rest: { id: number }, remote: { id: number };
let sofa: { id: number }, wardrobe: { id: number }, gift: { id: number };
let mgRoad: { id: number };

beforeAll(async () => {
  await createCountries();
  metro = await db().shippingZone.create({ data: { code: "metro", name: "Metro cities" } });
  rest = await db().shippingZone.create({ data: { code: "rest", name: "Rest of India", isDefault: true } });
  remote = await db().shippingZone.create({ data: { code: "remote", name: "Not yet", isServiceable: false } });
  mgRoad = await db().location.create({ data: { pincode: "560001", name: "MG Road", city: "Bengaluru", state: "Karnataka", countryIso2: "IN", latitude: "12.975600", longitude: "77.606800", zoneId: metro.id } });
  await db().shippingZoneArea.createMany({
    data: [
      { zoneId: metro.id, countryIso2: "IN", pincodePrefix: "56" },
      { zoneId: rest.id, countryIso2: "IN", pincodePrefix: "5600" },
      { zoneId: metro.id, countryIso2: "IN", pincodeFrom: "110001", pincodeTo: "110099" },
      { zoneId: remote.id, countryIso2: "IN", pincodePrefix: "19" },
    ],
  });
  const standard = await db().shippingMethod.create({ data: { code: "standard", name: "Standard delivery", description: "5–8 working days.", minDays: 5, maxDays: 8 } });
  const express = await db().shippingMethod.create({ data: { code: "express", name: "Express delivery", minDays: 2, maxDays: 3, displayOrder: 1 } });
  const retired = await db().shippingMethod.create({ data: { code: "retired", name: "Retired", minDays: 1, maxDays: 1, isActive: false } });
  await db().shippingCharge.createMany({
    data: [
      { methodId: standard.id, zoneId: metro.id, price: "499.00", freeAbove: "25000.00" },
      { methodId: express.id, zoneId: metro.id, price: "1499.00" },
      { methodId: retired.id, zoneId: metro.id, price: "1.00" },
      { methodId: standard.id, zoneId: rest.id, price: "799.00", pricePerItem: "100.00" },
    ],
  });
  sofa = await createProduct({ title: "Teak Sofa", price: "1299.00", numInStock: 100 });
  const large = await createProductClass();
  await db().productClassDeliveryZone.create({ data: { productClassId: large.id, zoneId: metro.id } });
  wardrobe = await createProduct({ title: "Grand Wardrobe", price: "30000.00", productClassId: large.id });
  gift = await createProduct({ title: "Gift Card", price: "500.00", productClassId: (await createProductClass({ requiresShipping: false, tracksStock: false })).id, numInStock: null });
});

describe("zoneOf", () => {
  it("takes the Location's zone, else the narrowest area, else the default zone of a shipping country", async () => {
    const z = async (country: string, pincode: string) => {
      const m = await zoneOf(db(), country, pincode);
      return [m.zone?.code ?? null, m.location?.name ?? null];
    };
    expect(await z("IN", "560001")).toEqual(["metro", "MG Road"]);
    expect(await z("IN", "561234")).toEqual(["metro", null]); // "56" holds it; "5600" does not
    expect(await z("IN", "560012")).toEqual(["rest", null]); // "5600" is narrower than "56"
    expect(await z("IN", "110050")).toEqual(["metro", null]);
    expect(await z("IN", "110100")).toEqual(["rest", null]);
    expect(await z("IN", "190001")).toEqual([null, null]); // a zone that is not serviceable
    expect(await z("IN", "302001")).toEqual(["rest", null]);
    expect(await z("NP", "44600")).toEqual([null, null]); // not a shipping country
  });
});

/** An anonymous browser keeping its cookies. */
function browser() {
  const jar = new Map<string, string>();
  return async (route: Parameters<typeof call>[0], path: string, opts: Parameters<typeof call>[2] = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const r = await call(route, path, { ...opts, headers: { ...(cookie ? { cookie, origin: "http://shop.test" } : {}), ...opts.headers } });
    for (const c of r.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return r;
  };
}

describe("PUT, GET /api/v2/location/", () => {
  it("stores a browser's pincode in a cookie and answers its zone and place", async () => {
    const b = browser();
    expect((await b(location, "/api/v2/location/")).json).toEqual({ pincode: null, zone_id: null, zone_name: null, location_id: null, location_name: null, serviceable: false });
    const r = await b(location, "/api/v2/location/", { method: "PUT", body: { pincode: " 560001 " } });
    const answer = { pincode: "560001", zone_id: metro.id, zone_name: "Metro cities", location_id: mgRoad.id, location_name: "MG Road", serviceable: true };
    expect([r.status, r.json]).toEqual([200, answer]);
    expect(r.headers.get("set-cookie")).toMatch(/^pincode=560001; .*HttpOnly/i);
    expect((await b(location, "/api/v2/location/")).json).toEqual(answer);
    const far = await b(location, "/api/v2/location/", { method: "PUT", body: { pincode: 190001 } });
    expect(far.json).toEqual({ pincode: "190001", zone_id: null, zone_name: null, location_id: null, location_name: null, serviceable: false });
  });

  it("refuses a malformed pincode", async () => {
    for (const pincode of ["12345", "012345", "56000A", ""]) {
      const r = await call(location, "/api/v2/location/", { method: "PUT", body: { pincode } });
      expect([pincode, r.status, r.json]).toEqual([pincode, 400, { pincode: ["Enter a valid pincode."] }]);
    }
  });

  it("refuses a pincode of the wrong JSON type with the same message, and a missing one as required", async () => {
    for (const pincode of [null, [], ["560001"], {}, { pincode: "560001" }, true, 5600.01, 1e20, -560001, "5".repeat(40)]) {
      const r = await call(location, "/api/v2/location/", { method: "PUT", body: { pincode } });
      expect([pincode, r.status, r.json]).toEqual([pincode, 400, { pincode: ["Enter a valid pincode."] }]);
    }
    const missing = await call(location, "/api/v2/location/", { method: "PUT", body: {} });
    expect([missing.status, missing.json]).toEqual([400, { pincode: ["This field is required."] }]);
  });

  it("stores a signed-in caller's pincode on the user, without a cookie for an app", async () => {
    const { user, headers } = await signedIn();
    const r = await call(location, "/api/v2/location/", { method: "PUT", headers, body: { pincode: "110050" } });
    expect(r.json).toMatchObject({ pincode: "110050", zone_name: "Metro cities", location_id: null, serviceable: true });
    expect(r.headers.get("set-cookie")).toBeNull();
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).pincode).toBe("110050");
    expect((await call(location, "/api/v2/location/", { headers })).json.pincode).toBe("110050");
  });

  it("gives a signed-in caller who never chose a pincode their default delivery address's, until they choose one", async () => {
    const { user, headers } = await signedIn();
    const saved = (line1: string, postcode: string, isDefaultForShipping: boolean) =>
      db().userAddress.create({ data: { userId: user.id, firstName: "Asha", lastName: "Rao", line1, line4: "City", postcode, countryIso2: "IN", phoneNumber: "+919845012345", hash: line1, isDefaultForShipping } });
    await saved("1 Park Street", "700016", false);
    await saved("12 MG Road", "560001", true);
    expect((await call(location, "/api/v2/location/", { headers })).json).toMatchObject({ pincode: "560001" });
    await call(location, "/api/v2/location/", { method: "PUT", headers, body: { pincode: "110050" } });
    expect((await call(location, "/api/v2/location/", { headers })).json).toMatchObject({ pincode: "110050" });
  });
});

const price = (incl: string, excl: string, tax: string) => ({ currency: "INR", excl_tax: excl, incl_tax: incl, tax });

describe("/api/v2/basket/shipping-methods/", () => {
  it("answers exactly one no-shipping-required method when nothing needs shipping", async () => {
    const none = [{ code: "no-shipping-required", name: "No shipping required", description: "", price: price("0.00", "0.00", "0.00"), is_discounted: false, discount: 0 }];
    expect((await call(methods, "/api/v2/basket/shipping-methods/")).json).toEqual(none);
    const { headers } = await signedIn();
    await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: gift.id, quantity: 2 } });
    expect((await call(methods, "/api/v2/basket/shipping-methods/", { headers })).json).toEqual(none);
  });

  it("charges flat plus per item in the default zone, the caller's zone once known, free above a value, [] where nobody delivers", async () => {
    const { headers } = await signedIn();
    await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: sofa.id, quantity: 2 } });
    const get = async () => (await call(methods, "/api/v2/basket/shipping-methods/", { headers })).json;
    // 799.00 + 2 × 100.00 = 999.00 incl. 18 % GST
    expect(await get()).toEqual([{ code: "standard", name: "Standard delivery", description: "5–8 working days.", price: price("999.00", "846.61", "152.39"), is_discounted: false, discount: 0 }]);
    await call(location, "/api/v2/location/", { method: "PUT", headers, body: { pincode: "560001" } });
    expect(await get()).toEqual([
      { code: "standard", name: "Standard delivery", description: "5–8 working days.", price: price("499.00", "422.88", "76.12"), is_discounted: false, discount: 0 },
      { code: "express", name: "Express delivery", description: "", price: price("1499.00", "1270.34", "228.66"), is_discounted: false, discount: 0 },
    ]);
    await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: sofa.id, quantity: 18 } }); // 20 × 1299.00 = 25980.00
    expect((await get())[0]).toEqual({ code: "standard", name: "Standard delivery", description: "5–8 working days.", price: price("0.00", "0.00", "0.00"), is_discounted: true, discount: 499 });
    await call(location, "/api/v2/location/", { method: "PUT", headers, body: { pincode: "190001" } });
    expect(await get()).toEqual([]);
  });

  it("answers for a posted address; its errors are 406 field errors", async () => {
    const { headers } = await signedIn();
    await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: sofa.id, quantity: 1 } });
    const address = { country: "http://shop.test/api/v2/countries/IN/", first_name: "Asha", last_name: "Rao", line1: "12 MG Road", line4: "Bengaluru", postcode: "560 001", phone_number: "98450 12345" };
    const post = (body: unknown) => call(methods, "/api/v2/basket/shipping-methods/", { method: "POST", headers, body });
    expect((await post(address)).json.map((m: { code: string; price: { incl_tax: string } }) => [m.code, m.price.incl_tax])).toEqual([["standard", "499.00"], ["express", "1499.00"]]);
    expect((await post({ ...address, postcode: "302001" })).json.map((m: { price: { incl_tax: string } }) => m.price.incl_tax)).toEqual(["899.00"]);
    expect((await post({ ...address, postcode: "190001" })).json).toEqual([]);
    expect((await post({ ...address, country: "NP", postcode: "44600", phone_number: "+977 984 1234567" })).json).toEqual([]);
    const bad = await post({ ...address, postcode: "12", line1: "" });
    expect([bad.status, bad.json]).toEqual([406, { line1: ["This field may not be blank."], postcode: ["Enter a valid pincode."] }]);
    const unknown = await post({ ...address, country: "ZZ", phone_number: "+919845012345" });
    expect([unknown.status, unknown.json]).toEqual([406, { country: ["Invalid hyperlink - Object does not exist."] }]);
  });
});

describe("products delivered only to some zones", () => {
  it("cannot be added for a pincode outside them (406, compat); can inside them or before a pincode is given", async () => {
    const { headers } = await signedIn();
    const add = () => call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: wardrobe.id, quantity: 1 } });
    expect((await add()).status).toBe(200);
    await call(location, "/api/v2/location/", { method: "PUT", headers, body: { pincode: "302001" } });
    expect([(await add()).status, (await add()).json]).toEqual([406, { reason: "Grand Wardrobe is not available in 302001" }]);
    await call(location, "/api/v2/location/", { method: "PUT", headers, body: { pincode: "190001" } });
    expect((await add()).json).toEqual({ reason: "Grand Wardrobe is not available in 190001" });
    await call(location, "/api/v2/location/", { method: "PUT", headers, body: { pincode: "561034" } });
    expect((await add()).status).toBe(200);
    // Products without a limit go anywhere.
    expect((await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", headers, body: { url: sofa.id, quantity: 1 } })).status).toBe(200);
  });
});

describe("the display basket's shipping", () => {
  it("shows the cheapest charge, every method, the total with shipping and the delivery dates for the pincode", async () => {
    const b = browser();
    await b(addProduct, "/api/v2/basket/add-product/", { method: "POST", body: { url: sofa.id, quantity: 1 } });
    let r = await b(display, "/api/v2/_basket/");
    expect(r.json).toMatchObject({
      shipping: { currency: "INR", excl_tax: 761.86, tax_code: "GST18", incl_tax: 899, is_tax_known: true },
      shipping_methods: { standard: { name: "Standard delivery", calculation: { currency: "INR", excl_tax: 761.86, tax_code: "GST18", incl_tax: 899, is_tax_known: true } } },
      net_total: { currency: "INR", excl_tax: 1862.71, tax_code: null, incl_tax: 2198, is_tax_known: true },
      available_deliveries: [],
    });
    await b(location, "/api/v2/location/", { method: "PUT", body: { pincode: "560001" } });
    r = await b(display, "/api/v2/_basket/");
    expect(Object.keys(r.json.shipping_methods)).toEqual(["standard", "express"]);
    expect(r.json.shipping.incl_tax).toBe(499);
    expect(r.json.net_total.incl_tax).toBe(1798);
    expect(r.json.available_deliveries).toEqual([
      { code: "standard", name: "Standard delivery", estimated_date: estimatedDate(8) },
      { code: "express", name: "Express delivery", estimated_date: estimatedDate(3) },
    ]);
  });

  it("counts working days in the shop's time zone, Sundays not counted", () => {
    // Saturday 2026-11-28 20:00 UTC is Sunday 01:30 in Kolkata.
    expect(estimatedDate(1, new Date("2026-11-28T20:00:00Z"), "Asia/Kolkata")).toBe("2026-11-30");
    expect(estimatedDate(6, new Date("2026-11-26T06:00:00Z"), "Asia/Kolkata")).toBe("2026-12-03");
  });
});

describe("the home's zone_facade and ?pincode=", () => {
  it("stores a valid pincode and answers its facade; unknown or malformed: every field null", async () => {
    const app = { "session-id": "SID:ANON:shop.test:Zone_Facade_Test_123456789", host: "shop.test" };
    const caller = await getCaller(new Request("http://localhost/api/v1/home/", { headers: app }));
    const none = { zone_id: null, zone_name: null, location_id: null, location_name: null, pincode: null, geolocation: { latitude: null, longitude: null } };
    expect(await callerZoneFacade(caller)).toEqual(none);
    expect(await homePincode(caller, "5600", false)).toEqual({ facade: none, cookies: [] });
    const set = await homePincode(caller, "560001", false);
    const facade = { zone_id: metro.id, zone_name: "Metro cities", location_id: mgRoad.id, location_name: "MG Road", pincode: "560001", geolocation: { latitude: 12.9756, longitude: 77.6068 } };
    expect(set).toEqual({ facade, cookies: [] });
    // Stored on the app's session: the next request sees it.
    const later = await getCaller(new Request("http://localhost/api/v1/home/", { headers: app }));
    expect(await callerZoneFacade(later)).toEqual(facade);
    expect(await homePincode(later, "oops", false)).toEqual({ facade: none, cookies: [] });
    expect(await callerZoneFacade(later)).toEqual(facade);
  });

  it("tells checkout which products cannot go to an address's zone", async () => {
    const products = [{ title: "Grand Wardrobe", productClassId: (await db().product.findUniqueOrThrow({ where: { id: wardrobe.id } })).productClassId }, { title: "Teak Sofa", productClassId: (await db().product.findUniqueOrThrow({ where: { id: sofa.id } })).productClassId }];
    const titles = async (pincode: string) => (await undeliverable(db(), products, (await zoneOf(db(), "IN", pincode)).zone)).map((p) => p.title);
    expect(await titles("560001")).toEqual([]);
    expect(await titles("302001")).toEqual(["Grand Wardrobe"]);
    expect(await titles("190001")).toEqual(["Grand Wardrobe"]);
  });
});
