// Options kept by staff: added with a code nobody has, changed (the products asking for it show the
// change), removed only while no basket line holds an answer; each change audited, and the Server
// Actions answer each mistake beside its field and refuse staff without the catalogue group.
import { describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { productBySlug } from "@/lib/catalogue/product-detail.ts";
import { SHOPPER } from "@/lib/catalogue/viewer.ts";
import { db, transaction } from "@/lib/db.ts";
import { createProduct } from "@/lib/testing/basket-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { createOption, deleteOption, OptionCreateInput, optionFromForm, updateOption } from "./service.ts";

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
const fresh = () => `gift_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe("keeping options", () => {
  it("adds one, refuses its code again, and a change reaches the products asking for it", async () => {
    const owner = await createUser({ staffGroups: ["catalogue"] });
    const code = fresh();
    const input = OptionCreateInput.parse(optionFromForm(form({ code, name: " Gift note ", type: "text", help_text: "Up to 40 letters." })));
    expect(input).toEqual({ code, name: "Gift note", type: "text", required: false, help_text: "Up to 40 letters.", choices: [] });
    const option = await transaction((tx) => createOption(tx, { id: owner.id }, input));
    expect(await transaction((tx) => createOption(tx, { id: owner.id }, input)).catch(failure)).toEqual([400, { code: ["An option with this code already exists."] }]);
    const product = await createProduct({ title: "Brass Diya", isPublic: true });
    await db().productOption.create({ data: { productId: product.id, optionId: option.id } });
    const { slug } = await db().product.findUniqueOrThrow({ where: { id: product.id } });
    expect((await productBySlug(slug, SHOPPER))?.options.map((o) => [o.name, o.required])).toEqual([["Gift note", false]]);
    await transaction((tx) => updateOption(tx, { id: owner.id }, option.id, { name: "Gift message", type: "text", required: true, help_text: "", choices: ["Happy Diwali", "Happy birthday"] }));
    expect((await productBySlug(slug, SHOPPER))?.options.map((o) => [o.name, o.required, o.helpText, o.choices])).toEqual([["Gift message", true, "", ["Happy Diwali", "Happy birthday"]]]);
    const history = await db().auditLogEntry.findMany({ where: { entityType: "Option", entityId: String(option.id) }, orderBy: { id: "asc" } });
    expect(history.map((h) => [h.action, h.changes])).toEqual([
      ["option.create", { code: [null, code], name: [null, "Gift note"], type: [null, "text"], required: [null, false], help_text: [null, "Up to 40 letters."], choices: [null, []] }],
      ["option.update", { name: ["Gift note", "Gift message"], required: [false, true], help_text: ["Up to 40 letters.", ""], choices: [[], ["Happy Diwali", "Happy birthday"]] }],
    ]);
  });

  it("is removed only while no basket line holds an answer to it", async () => {
    const owner = await createUser({ staffGroups: ["catalogue"] });
    const option = await transaction((tx) => createOption(tx, { id: owner.id }, { code: fresh(), name: "Engraving", type: "text", required: false, help_text: "", choices: [] }));
    const product = await createProduct({ title: "Teak Box", isPublic: true });
    await db().productOption.create({ data: { productId: product.id, optionId: option.id } });
    const record = await db().stockRecord.findFirstOrThrow({ where: { productId: product.id } });
    const basket = await db().basket.create({ data: {} });
    const line = await db().basketLine.create({ data: { basketId: basket.id, productId: product.id, stockRecordId: record.id, lineReference: `${product.id}-x`, quantity: 1, priceInclTax: "10.00" } });
    await db().basketLineAttribute.create({ data: { lineId: line.id, optionId: option.id, value: "R & S" } });
    expect(await transaction((tx) => deleteOption(tx, { id: owner.id }, option.id)).catch(failure)).toEqual([
      400,
      { option: ['1 basket line holds an answer to "Engraving": it can be removed once they are bought or gone.'] },
    ]);
    await db().basketLine.delete({ where: { id: line.id } });
    await transaction((tx) => deleteOption(tx, { id: owner.id }, option.id));
    expect([await db().option.count({ where: { id: option.id } }), await db().productOption.count({ where: { optionId: option.id } })]).toEqual([0, 0]);
    expect(await transaction((tx) => deleteOption(tx, { id: owner.id }, option.id)).catch(failure)).toEqual([404, { detail: "Not found." }]);
  });
});

describe("the Server Actions", () => {
  it("add and change one for the catalogue group with errors beside the fields, and refuse the warehouse member", async () => {
    const { removeOptionAction, saveOptionAction } = await import("@/app/admin/options/actions.ts");
    const staff = await createUser({ staffGroups: ["catalogue"] });
    pageCaller = { user: { ...staff, staffGroups: ["catalogue"] } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
    const code = fresh();
    expect(await saveOptionAction({}, form({ code: "Gift Wrap", name: "", type: "text" }))).toMatchObject({
      error: "Check the fields marked below.",
      errors: { code: "Use lower-case letters, digits and _, starting with a letter (apps send it with the basket).", name: "This field may not be blank." },
    });
    expect(await saveOptionAction({}, form({ code, name: "Gift wrap", type: "boolean" }))).toEqual({ ok: 'Added "Gift wrap".' });
    const { id } = await db().option.findUniqueOrThrow({ where: { code } });
    expect(await saveOptionAction({}, form({ option: String(id), name: "Gift wrap", type: "boolean", required: "on", help_text: "Kraft paper." }))).toEqual({ ok: "Saved." });
    const warehouse = await createUser({ staffGroups: ["orders"] });
    pageCaller = { user: { ...warehouse, staffGroups: ["orders"] } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
    await expect(removeOptionAction({}, form({ option: String(id) }))).rejects.toThrow();
    expect(await db().option.findUniqueOrThrow({ where: { id } })).toMatchObject({ required: true, helpText: "Kraft paper." });
  });
});
