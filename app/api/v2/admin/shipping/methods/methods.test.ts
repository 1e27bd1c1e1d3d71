// The staff shipping methods API (API.md §10): a method with its estimate and its charge per zone
// (decimal money), audited, the basket offered the new charge at once, only for settings staff.
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
});

const post = (body: unknown, headers = settings.headers) => call(list, "/api/v2/admin/shipping/methods/", { method: "POST", body, headers });
const path = (id: number) => `/api/v2/admin/shipping/methods/${id}/`;
const patch = (id: number, body: unknown, headers = settings.headers) => call(one, path(id), { method: "PATCH", params: { id: String(id) }, body, headers });
const del = (id: number, headers = settings.headers) => call(one, path(id), { method: "DELETE", params: { id: String(id) }, headers });
const offered = async () =>
  (await shippingForAddress(db(), { country: "IN", postcode: "560001" }, { inclTax: ZERO, shippingUnits: 2, leadTime: null })).map((o) => `${o.code} ${o.charge.inclTax.toFixed(2)} ${o.minDays}-${o.maxDays}`);

describe("/api/v2/admin/shipping/methods/", () => {
  it("makes a method with its charge per zone, changes the charge, and the basket is offered it at once", async () => {
    const made = await post({ name: "Standard delivery", code: "Standard", min_days: 5, max_days: 8, charges: [{ zone_id: metro.id, price: "499", price_per_item: "50.5" }] });
    const STANDARD = {
      id: made.json.id, name: "Standard delivery", code: "standard", description: "", min_days: 5, max_days: 8, display_order: 0, is_active: true, for_made_to_order: true,
      charges: [{ zone_id: metro.id, zone_name: "Metro cities", price: "499.00", price_per_item: "50.50", free_above: null }],
    };
    expect([made.status, made.json]).toEqual([201, { ...STANDARD, date_updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
    expect(made.headers.get("location")).toBe(`http://shop.test${path(STANDARD.id)}`);
    expect(await offered()).toEqual(["standard 600.00 5-8"]);

    const changed = await patch(STANDARD.id, { min_days: 4, charges: [{ zone_id: metro.id, price: "549.00", free_above: "50000" }], updated_at: made.json.date_updated });
    expect([changed.status, changed.json]).toEqual([200, { ...STANDARD, min_days: 4, charges: [{ ...STANDARD.charges[0], price: "549.00", price_per_item: "0.00", free_above: "50000.00" }], date_updated: changed.json.date_updated }]);
    expect(changed.json.date_updated).not.toBe(made.json.date_updated);
    expect(await offered()).toEqual(["standard 549.00 4-8"]);
    const entry = await db().auditLogEntry.findFirstOrThrow({ where: { action: "shipping_method.update", entityId: String(STANDARD.id) } });
    expect([entry.actorId, entry.changes]).toEqual([settings.user.id, {
      min_days: [5, 4],
      charges: [[{ zone_id: metro.id, price: "499.00", price_per_item: "50.50", free_above: null }], [{ zone_id: metro.id, price: "549.00", price_per_item: "0.00", free_above: "50000.00" }]],
    }]);

    const listed = await call(list, "/api/v2/admin/shipping/methods/", { headers: settings.headers });
    expect([listed.status, listed.json]).toEqual([200, { count: 1, next: null, previous: null, results: [changed.json] }]);
    expect((await patch(STANDARD.id, { is_active: false })).status).toBe(200);
    expect(await offered()).toEqual([]);
    expect((await del(STANDARD.id)).status).toBe(204);
    expect((await call(one, path(STANDARD.id), { params: { id: String(STANDARD.id) }, headers: settings.headers })).status).toBe(404);
  });

  it("refuses bad money, days the wrong way round, a taken code and an unknown zone beside their fields", async () => {
    await post({ name: "Express", code: "express", min_days: 2, max_days: 3 });
    const bad = await post({ name: "Express 2", code: "express", min_days: 4, max_days: 3, charges: [{ zone_id: 999999, price: "12.345" }] });
    expect([bad.status, bad.json]).toEqual([400, { charges: [{ price: ["A valid number with at most 2 decimal places is required."] }] }]);
    const rules = await post({ name: "Express 2", code: "express", min_days: 4, max_days: 3, charges: [{ zone_id: 999999, price: "12.34" }] });
    expect([rules.status, rules.json]).toEqual([400, { max_days: ["At least the fewest days."], code: ["A method with this code already exists."], charges: ["One of these zones does not exist."] }]);
  });

  it("refuses a change made from an older version with who changed it, and keeps the newer one", async () => {
    const made = await post({ name: "Same day", code: "same-day", min_days: 0, max_days: 1, charges: [{ zone_id: metro.id, price: "999" }] });
    const seen = made.json.date_updated;
    expect((await patch(made.json.id, { charges: [{ zone_id: metro.id, price: "1099" }], updated_at: seen })).status).toBe(200);
    const stale = await patch(made.json.id, { charges: [{ zone_id: metro.id, price: "899" }], updated_at: seen });
    expect([stale.status, stale.json]).toEqual([409, { detail: expect.stringMatching(/^Changed by .+ at \d\d:\d\d — review and save again\.$/), code: "edit_conflict" }]);
    const kept = await call(one, path(made.json.id), { params: { id: String(made.json.id) }, headers: settings.headers });
    expect(kept.json.charges.map((c: { price: string }) => c.price)).toEqual(["1099.00"]);
  });

  it("refuses staff without the settings group", async () => {
    const catalogue = await signedIn({ staffGroups: ["catalogue"] });
    expect([(await call(list, "/api/v2/admin/shipping/methods/", { headers: catalogue.headers })).status, (await post({}, catalogue.headers)).status, (await patch(1, {}, catalogue.headers)).status, (await del(1, catalogue.headers)).status]).toEqual([403, 403, 403, 403]);
  });
});
