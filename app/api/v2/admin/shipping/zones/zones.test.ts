// The staff shipping zones API (API.md §10): Envelope A list, one zone's shape everywhere, areas as text
// with per-line errors, deletion refused while known pincodes are in the zone, only for settings staff.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { ZERO } from "@/lib/pricing/index.ts";
import { shippingForAddress } from "@/lib/shipping/for-basket.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import * as one from "./[id]/route.ts";
import * as list from "./route.ts";

useTestDatabase();
let settings: Awaited<ReturnType<typeof signedIn>>;
let metro: { id: number };

beforeAll(async () => {
  settings = await signedIn({ staffGroups: ["settings"] });
  await createCountries();
  metro = await db().shippingZone.create({ data: { code: "metro", name: "Metro cities", isDefault: true } });
  await db().location.create({ data: { pincode: "560001", name: "MG Road", city: "Bengaluru", state: "Karnataka", countryIso2: "IN", latitude: "12.975600", longitude: "77.606800", zoneId: metro.id } });
  const standard = await db().shippingMethod.create({ data: { code: "standard", name: "Standard delivery", minDays: 5, maxDays: 8 } });
  await db().shippingCharge.create({ data: { methodId: standard.id, zoneId: metro.id, price: "499.00" } });
});

const post = (body: unknown, headers = settings.headers) => call(list, "/api/v2/admin/shipping/zones/", { method: "POST", body, headers });
const get = (headers = settings.headers) => call(list, "/api/v2/admin/shipping/zones/", { headers });
const path = (id: number) => `/api/v2/admin/shipping/zones/${id}/`;
const patch = (id: number, body: unknown, headers = settings.headers) => call(one, path(id), { method: "PATCH", params: { id: String(id) }, body, headers });
const del = (id: number, headers = settings.headers) => call(one, path(id), { method: "DELETE", params: { id: String(id) }, headers });

const version = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const METRO = { id: 0, name: "Metro cities", code: "metro", is_serviceable: true, is_default: true, areas: "", product_class_ids: [], num_locations: 1, date_updated: version };

describe("/api/v2/admin/shipping/zones/", () => {
  it("makes, lists, changes and deletes a zone; the basket follows its areas at once", async () => {
    const made = await post({ name: "North East", code: "north-east", areas: "78\n 79000-79999 \nNP" });
    const NE = { id: made.json.id, name: "North East", code: "north-east", is_serviceable: true, is_default: false, areas: "78\n79000-79999\nNP whole country", product_class_ids: [], num_locations: 0, date_updated: version };
    expect([made.status, made.json]).toEqual([201, NE]);
    expect(made.headers.get("location")).toBe(`http://shop.test/api/v2/admin/shipping/zones/${NE.id}/`);
    const listed = await get();
    expect([listed.status, listed.json]).toEqual([200, { count: 2, next: null, previous: null, results: [{ ...METRO, id: metro.id }, NE] }]);

    const basis = { inclTax: ZERO, shippingUnits: 1, leadTime: null };
    expect((await shippingForAddress(db(), { country: "IN", postcode: "302001" }, basis)).map((o) => o.code)).toEqual(["standard"]); // the default zone
    const seen = listed.json.results[0].date_updated;
    const changed = await patch(metro.id, { areas: "30", updated_at: seen });
    expect([changed.status, changed.json]).toEqual([200, { ...METRO, id: metro.id, areas: "30" }]);
    expect((await shippingForAddress(db(), { country: "IN", postcode: "302001" }, basis)).map((o) => o.code)).toEqual(["standard"]);
    // A second save from the version read before the change is refused, and the change stays.
    const stale = await patch(metro.id, { areas: "", updated_at: seen });
    expect([stale.status, stale.json]).toEqual([409, { detail: expect.stringMatching(/^Changed by .+ at \d\d:\d\d — review and save again\.$/), code: "edit_conflict" }]);
    expect((await call(one, path(metro.id), { params: { id: String(metro.id) }, headers: settings.headers })).json.areas).toBe("30");
    // A narrower area in a zone without charges: nothing is offered at its pincodes from now on.
    expect((await patch(NE.id, { areas: "3020" })).status).toBe(200);
    expect(await shippingForAddress(db(), { country: "IN", postcode: "302001" }, basis)).toEqual([]);
    expect((await shippingForAddress(db(), { country: "IN", postcode: "301001" }, basis)).map((o) => o.code)).toEqual(["standard"]);

    const gone = await del(NE.id);
    expect(gone.status).toBe(204);
    expect((await call(one, path(NE.id), { params: { id: String(NE.id) }, headers: settings.headers })).status).toBe(404);
  });

  it("answers 400 beside the field for bad area lines, and 409 for deleting a zone with known pincodes", async () => {
    const bad = await post({ name: "Bad", code: "bad", areas: "56\n110099-1100\n400001-400000" });
    expect([bad.status, bad.json]).toEqual([400, {
      areas: ["Line 2 (110099-1100): The ends of 110099-1100 differ in length; write both in full.\nLine 3 (400001-400000): 400001 comes after 400000; write the smaller pincode first."],
    }]);
    expect((await patch(metro.id, { areas: 5 })).status).toBe(400);
    const refused = await del(metro.id);
    expect([refused.status, refused.json]).toEqual([409, { detail: "1 known pincode is in this zone: move it to another zone first.", code: "zone_has_pincodes" }]);
  });

  it("refuses staff without the settings group", async () => {
    const marketing = await signedIn({ staffGroups: ["marketing"] });
    expect([(await get(marketing.headers)).status, (await post({ name: "X", code: "x" }, marketing.headers)).status, (await patch(metro.id, { name: "X" }, marketing.headers)).status, (await del(metro.id, marketing.headers)).status]).toEqual([403, 403, 403, 403]);
  });
});
