// A product class's attributes kept by staff: added with a code nobody has, renamed, re-typed only
// while unused, removed only when no product has a value; every change on the class's history, and the
// Server Actions answer each mistake beside its field.
import { describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { db, transaction } from "@/lib/db.ts";
import { createProduct, createProductClass } from "@/lib/testing/basket-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { AttributeChangeInput, AttributeCreateInput, attributeFromForm, createAttribute, deleteAttribute, updateAttribute } from "./attributes.ts";

useTestDatabase();

let pageCaller: Caller = { user: null, via: "anonymous", sentCookies: false, ip: "198.51.100.1" };
vi.mock("@/lib/auth/page-caller.ts", () => ({ getPageCaller: async () => pageCaller }));
vi.mock("next/cache", async (original) => ({ ...(await original<object>()), revalidatePath: () => {} }));

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

const failure = (e: { status: number; body: unknown }) => [e.status, e.body];
const fresh = () => `frame_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe("the attribute form", () => {
  it("becomes the schema's input, and names each mistake", () => {
    expect(AttributeCreateInput.parse(attributeFromForm(form({ code: "seat_height", name: " Seat height ", type: "integer", is_filterable: "on", display_order: "3" })))).toEqual({
      code: "seat_height", name: "Seat height", type: "integer", is_filterable: true, display_order: 3,
    });
    expect(AttributeChangeInput.parse(attributeFromForm(form({ name: "Seat height", type: "integer", display_order: "" })))).toEqual({ name: "Seat height", type: "integer", is_filterable: false, display_order: 0 });
    const issues = AttributeCreateInput.safeParse(attributeFromForm(form({ code: "Seat Height", name: "", type: "colourful", display_order: "x" }))).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual([
      ["code", "Use lower-case letters, digits and _, starting with a letter (it appears in the shop's filter links)."],
      ["name", "This field may not be blank."],
      ["type", "Choose one of the types offered."],
      ["display_order", "Enter a whole number."],
    ]);
  });
});

describe("keeping a class's attributes", () => {
  it("adds, renames and removes one, each on the class's history", async () => {
    const owner = await createUser({ staffGroups: ["catalogue"] });
    const cls = await createProductClass();
    const code = fresh();
    const made = await transaction((tx) => createAttribute(tx, { id: owner.id, ip: "203.0.113.9" }, cls.id, { code, name: "Frame", type: "option", is_filterable: true, display_order: 2 }));
    expect(await transaction((tx) => createAttribute(tx, { id: owner.id }, cls.id, { code, name: "Again", type: "text", is_filterable: false, display_order: 0 })).catch(failure)).toEqual([
      400,
      { code: ["An attribute with this code already exists."] },
    ]);
    await transaction((tx) => updateAttribute(tx, { id: owner.id }, cls.id, made.id, { name: "Frame wood", type: "text", is_filterable: false, display_order: 1 }));
    expect(await db().attribute.findUniqueOrThrow({ where: { id: made.id } })).toMatchObject({ code, name: "Frame wood", type: "text", isFilterable: false, displayOrder: 1, productClassId: cls.id });
    await transaction((tx) => deleteAttribute(tx, { id: owner.id }, cls.id, made.id));
    expect(await db().attribute.count({ where: { id: made.id } })).toBe(0);
    const history = await db().auditLogEntry.findMany({ where: { entityType: "ProductClass", entityId: String(cls.id) }, orderBy: { id: "asc" } });
    expect(history.map((h) => [h.action, h.changes])).toEqual([
      ["productclass.attribute.create", { code: [null, code], name: [null, "Frame"], type: [null, "option"], is_filterable: [null, true], display_order: [null, 2] }],
      ["productclass.attribute.update", { name: ["Frame", "Frame wood"], type: ["option", "text"], is_filterable: [true, false], display_order: [2, 1] }],
      ["productclass.attribute.delete", { code: [code, null], name: ["Frame wood", null], type: ["text", null], is_filterable: [false, null], display_order: [1, null] }],
    ]);
  });

  it("keeps the type and the attribute itself while products have values, and refuses another class's attribute", async () => {
    const owner = await createUser({ staffGroups: ["catalogue"] });
    const [cls, other] = [await createProductClass(), await createProductClass()];
    const made = await transaction((tx) => createAttribute(tx, { id: owner.id }, cls.id, { code: fresh(), name: "Seats", type: "integer", is_filterable: true, display_order: 0 }));
    for (const n of ["2", "3"]) {
      const p = await createProduct({ productClassId: cls.id });
      await db().productAttributeValue.create({ data: { productId: p.id, attributeId: made.id, value: n, valueNumber: n } });
    }
    expect(await transaction((tx) => updateAttribute(tx, { id: owner.id }, cls.id, made.id, { name: "Seats", type: "text", is_filterable: true, display_order: 0 })).catch(failure)).toEqual([
      400,
      { type: ["Products already have values for it: its type cannot change."] },
    ]);
    expect(await transaction((tx) => deleteAttribute(tx, { id: owner.id }, cls.id, made.id)).catch(failure)).toEqual([400, { attribute: ['2 products have values for "Seats": clear them first.'] }]);
    expect(await transaction((tx) => deleteAttribute(tx, { id: owner.id }, other.id, made.id)).catch(failure)).toEqual([404, { detail: "Not found." }]);
    expect(await db().attribute.findUniqueOrThrow({ where: { id: made.id } })).toMatchObject({ type: "integer", name: "Seats" });
  });
});

describe("the Server Actions", () => {
  it("add and change one for the catalogue group with errors beside the fields, and refuse the warehouse member", async () => {
    const { removeAttributeAction, saveAttributeAction } = await import("@/app/admin/product-classes/actions.ts");
    const cls = await createProductClass();
    const staff = await createUser({ staffGroups: ["catalogue"] });
    pageCaller = { user: { ...staff, staffGroups: ["catalogue"] } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
    const code = fresh();
    const fields = { class: String(cls.id), code, name: "Frame", type: "option", is_filterable: "on", display_order: "0" };
    expect(await saveAttributeAction({}, form({ ...fields, name: "" }))).toMatchObject({ error: "Check the fields marked below.", errors: { name: "This field may not be blank." } });
    expect(await saveAttributeAction({}, form(fields))).toEqual({ ok: 'Added "Frame".' });
    const { id } = await db().attribute.findUniqueOrThrow({ where: { code } });
    expect(await saveAttributeAction({}, form({ class: String(cls.id), attribute: String(id), name: "Frame wood", type: "option", display_order: "4" }))).toEqual({ ok: "Saved." });
    expect(await db().attribute.findUniqueOrThrow({ where: { id } })).toMatchObject({ name: "Frame wood", isFilterable: false, displayOrder: 4 });
    const warehouse = await createUser({ staffGroups: ["orders"] });
    pageCaller = { user: { ...warehouse, staffGroups: ["orders"] } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
    await expect(removeAttributeAction({}, form({ class: String(cls.id), attribute: String(id) }))).rejects.toThrow();
    expect(await db().attribute.count({ where: { id } })).toBe(1);
    pageCaller = { user: { ...staff, staffGroups: ["catalogue"] } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
    expect(await removeAttributeAction({}, form({ class: String(cls.id), attribute: String(id) }))).toEqual({ ok: "Removed." });
  });
});
