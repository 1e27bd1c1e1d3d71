// Staff zone changes: areas as text, the classes a zone takes, the default, deletion — and a pincode
// moved to another zone is at once what the tester and a basket's shipping methods answer.
import { beforeAll, describe, expect, it } from "vitest";
import { db, transaction } from "@/lib/db.ts";
import { ZERO } from "@/lib/pricing/index.ts";
import { shippingForAddress } from "@/lib/shipping/for-basket.ts";
import { createProductClass } from "@/lib/testing/basket-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries, createUser } from "@/lib/testing/fixtures.ts";
import { testDelivery } from "./tester.ts";
import { createZone, deleteZone, updateZone, ZoneInput, ZonePatchInput } from "./zones.ts";

useTestDatabase();

let metro: { id: number };
let rest: { id: number };
let owner: { id: number };

beforeAll(async () => {
  await createCountries();
  owner = await createUser({ staffGroups: ["settings"] });
  metro = await db().shippingZone.create({ data: { code: "metro", name: "Metro cities" } });
  rest = await db().shippingZone.create({ data: { code: "rest", name: "Rest of India", isDefault: true } });
  await db().location.create({ data: { pincode: "560001", name: "MG Road", city: "Bengaluru", state: "Karnataka", countryIso2: "IN", latitude: "12.975600", longitude: "77.606800", zoneId: metro.id } });
  await db().shippingZoneArea.create({ data: { zoneId: metro.id, countryIso2: "IN", pincodeFrom: "110001", pincodeTo: "110099" } });
  const standard = await db().shippingMethod.create({ data: { code: "standard", name: "Standard delivery", minDays: 5, maxDays: 8 } });
  const express = await db().shippingMethod.create({ data: { code: "express", name: "Express delivery", minDays: 2, maxDays: 3, displayOrder: 1 } });
  await db().shippingCharge.createMany({
    data: [
      { methodId: standard.id, zoneId: metro.id, price: "499.00" },
      { methodId: express.id, zoneId: metro.id, price: "1499.00" },
      { methodId: standard.id, zoneId: rest.id, price: "799.00" },
    ],
  });
});

const offered = async (postcode: string) =>
  (await shippingForAddress(db(), { country: "IN", postcode }, { inclTax: ZERO, shippingUnits: 1, leadTime: null })).map((o) => `${o.code} ${o.charge.inclTax.toFixed(2)}`);

describe("editing a zone", () => {
  it("a prefix added to a zone moves its pincodes there in the tester and the basket, with one audit entry", async () => {
    expect((await testDelivery(db(), "302001"))?.zone?.name).toBe("Rest of India");
    expect(await offered("302001")).toEqual(["standard 799.00"]);
    const large = await db().productClass.update({ where: { id: (await createProductClass()).id }, data: { name: "Large furniture" } });
    await transaction((tx) => updateZone(tx, { id: owner.id, ip: "203.0.113.9" }, metro.id, ZonePatchInput.parse({ areas: "110001-110099\n30", product_class_ids: [large.id] })));
    expect((await testDelivery(db(), "302001"))?.zone?.name).toBe("Metro cities");
    expect(await offered("302001")).toEqual(["standard 499.00", "express 1499.00"]);
    expect((await testDelivery(db(), "400001"))?.classesRefused).toEqual(["Large furniture"]);
    const entry = await db().auditLogEntry.findFirstOrThrow({ where: { entityType: "ShippingZone", entityId: String(metro.id) } });
    expect([entry.action, entry.actorId, entry.ip, entry.changes]).toEqual(["shipping_zone.update", owner.id, "203.0.113.9", {
      areas: ["110001-110099", "110001-110099\n30"], product_class_ids: [[], [large.id]],
    }]);
  });

  it("refuses a save made from an older version, naming who changed it, and keeps the newer areas", async () => {
    const seen = (await db().shippingZone.findUniqueOrThrow({ where: { id: rest.id } })).dateUpdated.toISOString();
    const meera = await db().user.update({ where: { id: (await createUser({ staffGroups: ["settings"] })).id }, data: { firstName: "Meera", lastName: "Iyer" } });
    await transaction((tx) => updateZone(tx, { id: meera.id }, rest.id, ZonePatchInput.parse({ areas: "9", updated_at: seen })));
    const stale = await transaction((tx) => updateZone(tx, { id: owner.id }, rest.id, ZonePatchInput.parse({ areas: "8", updated_at: seen })))
      .catch((e: { status: number; body: unknown }) => [e.status, e.body]);
    expect(stale).toEqual([409, { detail: expect.stringMatching(/^Changed by Meera at \d\d:\d\d — review and save again\.$/), code: "edit_conflict" }]);
    expect(await db().shippingZoneArea.findMany({ where: { zoneId: rest.id }, select: { pincodePrefix: true } })).toEqual([{ pincodePrefix: "9" }]);
    await transaction((tx) => updateZone(tx, { id: owner.id }, rest.id, ZonePatchInput.parse({ areas: "" })));
  });

  it("refuses bad area lines beside the field, and a taken code, changing nothing", async () => {
    const refused = await transaction((tx) => updateZone(tx, { id: owner.id }, rest.id, ZonePatchInput.parse({ code: "metro", areas: "56\n110099-110001" })))
      .catch((e: { status: number; body: unknown }) => [e.status, e.body]);
    expect(refused).toEqual([400, {
      areas: ["Line 2 (110099-110001): 110099 comes after 110001; write the smaller pincode first."],
      code: ["A zone with this code already exists."],
    }]);
    expect(await db().shippingZoneArea.count({ where: { zoneId: rest.id } })).toBe(0);
  });

  it("creates a zone, makes it the only default, and deletes it; a zone with known pincodes is refused", async () => {
    const id = await transaction((tx) => createZone(tx, { id: owner.id }, ZoneInput.parse({ name: "North East", code: "North-East", is_serviceable: true, is_default: true, areas: "78\n79", product_class_ids: [] })));
    const zones = await db().shippingZone.findMany({ where: { isDefault: true }, select: { id: true, code: true } });
    expect(zones).toEqual([{ id, code: "north-east" }]);
    expect((await testDelivery(db(), "781001"))?.zone?.name).toBe("North East");
    await transaction((tx) => deleteZone(tx, { id: owner.id }, id));
    expect(await db().shippingZone.count({ where: { id } })).toBe(0);
    expect(await db().auditLogEntry.findMany({ where: { entityType: "ShippingZone", entityId: String(id) }, select: { action: true }, orderBy: { id: "asc" } })).toEqual([
      { action: "shipping_zone.create" }, { action: "shipping_zone.delete" },
    ]);
    const refused = await transaction((tx) => deleteZone(tx, { id: owner.id }, metro.id)).catch((e: { status: number; body: unknown }) => [e.status, e.body]);
    expect(refused).toEqual([409, { detail: "1 known pincode is in this zone: move it to another zone first.", code: "zone_has_pincodes" }]);
    const missing = await transaction((tx) => deleteZone(tx, { id: owner.id }, 999999)).catch((e: { status: number }) => e.status);
    expect(missing).toBe(404);
  });
});
