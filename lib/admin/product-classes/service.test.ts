// A product class saved from its staff form: the same schema for the form's fields, one transaction with
// the audit entry and the caches told, refused over a newer version; the action refuses other groups.
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { productBySlug } from "@/lib/catalogue/product-detail.ts";
import { SHOPPER } from "@/lib/catalogue/viewer.ts";
import { db, transaction } from "@/lib/db.ts";
import { createProduct, createProductClass } from "@/lib/testing/basket-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { ProductClassInput, productClassFromForm, updateProductClass } from "./service.ts";

useTestDatabase();

let pageCaller: Caller = { user: null, via: "anonymous", sentCookies: false, ip: "198.51.100.1" };
vi.mock("@/lib/auth/page-caller.ts", () => ({ getPageCaller: async () => pageCaller }));
vi.mock("next/cache", async (original) => ({ ...(await original<object>()), revalidatePath: () => {} }));

function form(fields: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) f.append(k, one);
  return f;
}

const base = { name: "Seating furniture", gst_rate: "18", hsn_code: "9401", tracks_stock: "on", requires_shipping: "on", lead_min: "4", lead_max: "6", lead_unit: "weeks" };

let zoneId: number;
beforeAll(async () => {
  zoneId = (await db().shippingZone.create({ data: { code: "metro", name: "Metro cities" } })).id;
});

describe("the form's fields", () => {
  it("become the schema's input: weeks of six working days, unticked boxes false, zones as ids", () => {
    expect(ProductClassInput.parse(productClassFromForm(form({ ...base, zone: [String(7)] })))).toEqual({
      name: "Seating furniture", gst_rate: "18", hsn_code: "9401", tracks_stock: true, requires_shipping: true,
      made_to_order_min_days: 24, made_to_order_max_days: 36, zone_ids: [7],
    });
    expect(ProductClassInput.parse(productClassFromForm(form({ ...base, tracks_stock: [], lead_min: "10", lead_max: "15", lead_unit: "days" })))).toMatchObject({ tracks_stock: false, made_to_order_min_days: 10, made_to_order_max_days: 15 });
    expect(ProductClassInput.parse(productClassFromForm(form({ ...base, lead_min: "", lead_max: "" })))).toMatchObject({ made_to_order_min_days: null, made_to_order_max_days: null });
  });

  it("answers each mistake beside its field", () => {
    const issues = (f: Record<string, string>) => ProductClassInput.safeParse(productClassFromForm(form({ ...base, ...f }))).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ lead_max: "" })).toEqual([["made_to_order_max_days", "Give both ends of the lead time, or neither."]]);
    expect(issues({ lead_min: "6", lead_max: "4" })).toEqual([["made_to_order_max_days", "Must not be sooner than the shortest."]]);
    expect(issues({ lead_min: "four" })).toEqual([["made_to_order_min_days", "Enter a whole number."]]);
    expect(issues({ hsn_code: "94a1", gst_rate: "15", name: " " })).toEqual([
      ["name", "This field may not be blank."],
      ["gst_rate", "Choose 0, 5, 12, 18 or 28 %."],
      ["hsn_code", "Enter a 4, 6 or 8-digit HSN or SAC code."],
    ]);
  });
});

describe("saving a class", () => {
  it("changes it with its zones, records before and after, and the product page shows the lead time at once", async () => {
    const owner = await createUser({ staffGroups: ["catalogue"] });
    const cls = await createProductClass();
    const sofa = await createProduct({ title: "Teak Sofa", productClassId: cls.id });
    const { slug } = await db().product.findUniqueOrThrow({ where: { id: sofa.id } });
    expect((await productBySlug(slug, SHOPPER))?.leadTime).toBeNull();
    const seen = (await db().productClass.findUniqueOrThrow({ where: { id: cls.id } })).dateUpdated.toISOString();
    const change = ProductClassInput.parse({ ...(productClassFromForm(form({ ...base, zone: String(zoneId) })) as object), updated_at: seen });
    await transaction((tx) => updateProductClass(tx, { id: owner.id, ip: "203.0.113.9" }, cls.id, change));
    const row = await db().productClass.findUniqueOrThrow({ where: { id: cls.id }, include: { deliveryZones: true } });
    expect([row.name, row.gstRate.toFixed(4), row.taxCode, row.hsnCode, row.madeToOrderMinDays, row.madeToOrderMaxDays, row.deliveryZones.map((z) => z.zoneId)]).toEqual(["Seating furniture", "0.1800", "GST18", "9401", 24, 36, [zoneId]]);
    const entry = await db().auditLogEntry.findFirstOrThrow({ where: { entityType: "ProductClass", entityId: String(cls.id) } });
    expect([entry.action, entry.actorId, entry.ip, entry.changes]).toEqual(["productclass.update", owner.id, "203.0.113.9", {
      name: [cls.name, "Seating furniture"], hsn_code: ["9403", "9401"], made_to_order_min_days: [null, 24], made_to_order_max_days: [null, 36], zone_ids: [[], [zoneId]],
    }]);
    expect((await productBySlug(slug, SHOPPER))?.leadTime).toEqual({ minDays: 24, maxDays: 36 });

    // A second form made from the old version is refused with who saved in between.
    const stale = ProductClassInput.parse({ ...(productClassFromForm(form({ ...base, lead_min: "1", lead_max: "2" })) as object), updated_at: seen });
    const refused = await transaction((tx) => updateProductClass(tx, { id: owner.id }, cls.id, stale)).catch((e: { status: number; body: unknown }) => [e.status, e.body]);
    expect(refused).toEqual([409, { detail: expect.stringMatching(/^Changed by .+ at \d\d:\d\d — review and save again\.$/), code: "edit_conflict" }]);
    expect((await db().productClass.findUniqueOrThrow({ where: { id: cls.id } })).madeToOrderMaxDays).toBe(36);
  });

  it("refuses a zone that does not exist and a class that is gone", async () => {
    const owner = await createUser({ isStaff: true });
    const cls = await createProductClass();
    const change = ProductClassInput.parse(productClassFromForm(form({ ...base, zone: "999999" })));
    const bad = await transaction((tx) => updateProductClass(tx, { id: owner.id }, cls.id, change)).catch((e: { status: number; body: unknown }) => [e.status, e.body]);
    expect(bad).toEqual([400, { zone_ids: ["Invalid pk - object does not exist."] }]);
    const gone = await transaction((tx) => updateProductClass(tx, { id: owner.id }, 999999, change)).catch((e: { status: number }) => e.status);
    expect(gone).toBe(404);
  });
});

describe("the Server Action", () => {
  it("saves for the catalogue group, answers field errors, and refuses the warehouse member", async () => {
    const { saveProductClassAction } = await import("@/app/admin/product-classes/actions.ts");
    const cls = await createProductClass();
    const staff = await createUser({ staffGroups: ["catalogue"] });
    pageCaller = { user: { ...staff, staffGroups: ["catalogue"] } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
    const state = { ok: false, message: "", errors: {} };
    expect(await saveProductClassAction(state, form({ ...base, id: String(cls.id), lead_max: "" }))).toEqual({ ok: false, message: "Check the fields marked.", errors: { lead_max: "Give both ends of the lead time, or neither." } });
    expect(await saveProductClassAction(state, form({ ...base, id: String(cls.id) }))).toEqual({ ok: true, message: "Saved. The shop shows the change now.", errors: {} });
    expect((await db().productClass.findUniqueOrThrow({ where: { id: cls.id } })).madeToOrderMaxDays).toBe(36);
    const warehouse = await createUser({ staffGroups: ["orders"] });
    pageCaller = { user: { ...warehouse, staffGroups: ["orders"] } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
    await expect(saveProductClassAction(state, form({ ...base, id: String(cls.id), lead_min: "1", lead_max: "1" }))).rejects.toThrow();
    expect((await db().productClass.findUniqueOrThrow({ where: { id: cls.id } })).madeToOrderMaxDays).toBe(36);
  });
});
