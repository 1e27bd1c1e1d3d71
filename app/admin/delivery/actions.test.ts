// The delivery page's Server Actions: a zone or method form saved over a newer version is refused with
// who changed it (the newer change kept); delete removes a method, and a zone with known pincodes is
// refused with the reason and kept. Only the settings group.
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { db } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries, createUser } from "@/lib/testing/fixtures.ts";
import { removeMethod, removeZone, saveMethod, saveZone } from "./actions.ts";

useTestDatabase();

let pageCaller: Caller = { user: null, via: "anonymous", sentCookies: false, ip: "198.51.100.1" };
vi.mock("@/lib/auth/page-caller.ts", () => ({ getPageCaller: async () => pageCaller }));
vi.mock("next/cache", async (original) => ({ ...(await original<object>()), refresh: () => {} }));

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

/** Where the action redirected to, or what it answered. */
const outcome = (sent: Promise<unknown>) => sent.then((state) => ({ state }), (e: unknown) => {
  const digest = String((e as { digest?: string }).digest);
  return digest.startsWith("NEXT_REDIRECT") ? { redirect: digest.split(";")[2] } : { refused: digest };
});

const as = (user: { id: number }, groups: string[]) => {
  pageCaller = { user: { ...user, staffGroups: groups } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
};

let metro: { id: number };
let owner: { id: number };
let meera: { id: number };
beforeAll(async () => {
  await createCountries();
  owner = await createUser({ staffGroups: ["settings"] });
  meera = await db().user.update({ where: { id: (await createUser({ staffGroups: ["settings"] })).id }, data: { firstName: "Meera" } });
  metro = await db().shippingZone.create({ data: { code: "metro", name: "Metro cities", isDefault: true } });
  await db().location.create({ data: { pincode: "560001", name: "MG Road", city: "Bengaluru", state: "Karnataka", countryIso2: "IN", latitude: "12.975600", longitude: "77.606800", zoneId: metro.id } });
});

const zoneForm = (updatedAt: string, areas: string) => form({ id: String(metro.id), updated_at: updatedAt, name: "Metro cities", code: "metro", is_serviceable: "on", is_default: "on", areas });
const zoneVersion = async () => (await db().shippingZone.findUniqueOrThrow({ where: { id: metro.id } })).dateUpdated.toISOString();

describe("the delivery forms", () => {
  it("refuse a zone saved over a newer version, naming who saved it, and keep the newer areas", async () => {
    const seen = await zoneVersion();
    as(meera, ["settings"]);
    expect(await saveZone({}, zoneForm(seen, "56"))).toEqual({ ok: true, message: "Saved." });
    as(owner, ["settings"]);
    const stale = await saveZone({}, zoneForm(seen, "11"));
    expect(stale.message).toMatch(/^Changed by Meera at \d\d:\d\d — review and save again\.$/);
    expect(stale.ok).toBeUndefined();
    expect(await db().shippingZoneArea.findMany({ where: { zoneId: metro.id }, select: { pincodePrefix: true } })).toEqual([{ pincodePrefix: "56" }]);
    // Read again, saved again: it goes through.
    expect(await saveZone({}, zoneForm(await zoneVersion(), "11"))).toEqual({ ok: true, message: "Saved." });
  });

  it("refuse a method saved over a newer version; delete removes it and goes back to the delivery page", async () => {
    as(owner, ["settings"]);
    const fields = { name: "Standard delivery", code: "standard", min_days: "5", max_days: "8", is_active: "on", zone_ids: String(metro.id), [`price_${metro.id}`]: "499" };
    const made = await outcome(saveMethod({}, form(fields)));
    const id = Number(/\/admin\/delivery\/methods\/(\d+)\//.exec(String((made as { redirect: string }).redirect))![1]);
    const seen = (await db().shippingMethod.findUniqueOrThrow({ where: { id } })).dateUpdated.toISOString();
    expect(await saveMethod({}, form({ ...fields, id: String(id), updated_at: seen, [`price_${metro.id}`]: "549" }))).toEqual({ ok: true, message: "Saved." });
    expect((await saveMethod({}, form({ ...fields, id: String(id), updated_at: seen, [`price_${metro.id}`]: "399" }))).message).toMatch(/^Changed by Asha at \d\d:\d\d/);
    expect((await db().shippingCharge.findFirstOrThrow({ where: { methodId: id } })).price.toFixed(2)).toBe("549.00");

    expect(await outcome(removeMethod({}, form({ id: String(id) })))).toEqual({ redirect: "/admin/delivery/" });
    expect(await db().shippingMethod.count({ where: { id } })).toBe(0);
    expect(await db().auditLogEntry.count({ where: { entityType: "ShippingMethod", entityId: String(id), action: "shipping_method.delete", actorId: owner.id } })).toBe(1);
  });

  it("refuse to delete a zone with known pincodes, saying why, and keep it", async () => {
    as(owner, ["settings"]);
    expect(await removeZone({}, form({ id: String(metro.id) }))).toEqual({ message: "1 known pincode is in this zone: move it to another zone first." });
    expect(await db().shippingZone.count({ where: { id: metro.id } })).toBe(1);
    expect(await removeZone({}, form({ id: "x" }))).toEqual({ message: "This zone does not exist." });
    expect(await removeZone({}, form({ id: "999999" }))).toEqual({ message: "Not found." });
  });

  it("are refused to staff without the settings group, changing nothing", async () => {
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "1"; // as next.config.js turns on forbidden()
    as(owner, ["catalogue", "orders", "marketing", "content", "careers", "customers"]);
    expect(await outcome(removeZone({}, form({ id: String(metro.id) })))).toEqual({ refused: "NEXT_HTTP_ERROR_FALLBACK;403" });
    expect(await outcome(saveZone({}, zoneForm(await zoneVersion(), "")))).toEqual({ refused: "NEXT_HTTP_ERROR_FALLBACK;403" });
    expect(await db().shippingZone.count({ where: { id: metro.id } })).toBe(1);
  });
});
