// The staff categories API (API.md §10): categories made, renamed, moved under another parent (never
// under themselves or their own subcategories), reordered, published and deleted when empty, each
// audited, never saved over a newer change, only for the catalogue group, and seen by the shop at once.
import { beforeAll, describe, expect, it } from "vitest";
import { categoryTree } from "@/lib/catalogue/category-tree.ts";
import { db } from "@/lib/db.ts";
import { buildCatalogueShop, signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as one from "./[id]/route.ts";
import * as list from "./route.ts";

useTestDatabase();
let staff: Awaited<ReturnType<typeof signedIn>>;
const cat: Record<string, number> = {};

beforeAll(async () => {
  await buildCatalogueShop();
  for (const c of await db().category.findMany()) cat[c.slug] = c.id;
  staff = await signedIn({ staffGroups: ["catalogue"] });
});

const post = (body: unknown, headers = staff.headers) => call(list, "/api/v2/admin/categories/", { method: "POST", body, headers });
const get = (query = "", headers = staff.headers) => call(list, `/api/v2/admin/categories/${query}`, { headers });
const getOne = (id: number, headers = staff.headers) => call(one, `/api/v2/admin/categories/${id}/`, { params: { id: String(id) }, headers });
const patch = (id: number, body: unknown, headers = staff.headers) => call(one, `/api/v2/admin/categories/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers });
const remove = (id: number, headers = staff.headers) => call(one, `/api/v2/admin/categories/${id}/`, { method: "DELETE", params: { id: String(id) }, headers });

/** The tree as "path slug" lines, in tree order. */
async function tree(): Promise<string[]> {
  return (await db().category.findMany({ orderBy: { path: "asc" } })).map((c) => `${c.path} ${c.slug}`);
}

describe("the category tree through the staff API", () => {
  it("lists every category in tree order, hidden ones too, searchable", async () => {
    const r = await get();
    expect(r.status).toBe(200);
    expect(r.json.results.map((c: { slug: string }) => c.slug)).toEqual(["living-room", "sofas", "recliners", "hidden-tables", "side-tables", "bedroom"]);
    expect(r.json.results[0]).toEqual({
      id: cat["living-room"],
      name: "Living Room",
      slug: "living-room",
      description: "Where everyone gathers.",
      name_hi: "",
      description_hi: "",
      image: "http://shop.test/media/categories/living.jpg",
      is_public: true,
      parent: null,
      depth: 0,
      position: 1,
      path: "0001",
      num_children: 2,
      num_products: 1,
      date_updated: expect.any(String),
    });
    expect((await get("?q=TABLE")).json.results.map((c: { slug: string }) => c.slug)).toEqual(["hidden-tables", "side-tables"]);
  });

  it("makes a hidden category last under its parent, with a slug from its name, audited; the shop does not show it until it is published", async () => {
    await categoryTree(); // cached before the change
    const r = await post({ name: "Corner Sofas & Sets", parent: cat.sofas });
    expect([r.status, r.json]).toMatchObject([201, { name: "Corner Sofas & Sets", slug: "corner-sofas-sets", is_public: false, parent: cat.sofas, depth: 2, position: 2, path: "0001.0001.0002" }]);
    expect(r.headers.get("location")).toBe(`http://shop.test/api/v2/admin/categories/${r.json.id}/`);
    cat.corner = r.json.id;
    expect(await db().auditLogEntry.findFirstOrThrow({ where: { action: "category.create" } })).toMatchObject({ actorId: staff.user.id, entityType: "Category", entityId: String(r.json.id), before: null });
    const hidden = (await categoryTree()).byId.get(cat.corner)!;
    expect([hidden.name, hidden.visible]).toEqual(["Corner Sofas & Sets", false]);

    const published = await patch(cat.corner, { is_public: true, updated_at: r.json.date_updated });
    expect([published.status, published.json.is_public]).toEqual([200, true]);
    const shown = (await categoryTree()).byId.get(cat.corner)!;
    expect([shown.visible, shown.slugPath]).toEqual([true, ["living-room", "sofas", "corner-sofas-sets"]]);
    expect((await db().auditLogEntry.findFirstOrThrow({ where: { action: "category.publish" } })).after).toMatchObject({ is_public: true });
  });

  it("makes one at the top level at a chosen place", async () => {
    const r = await post({ name: "Dining", slug: "dining", position: 1, is_public: true });
    expect([r.status, r.json.path, r.json.position]).toEqual([201, "0001", 1]);
    cat.dining = r.json.id;
    expect(await tree()).toEqual(["0001 dining", "0002 living-room", "0002.0001 sofas", "0002.0001.0001 recliners", "0002.0001.0002 corner-sofas-sets", "0002.0002 hidden-tables", "0002.0002.0001 side-tables", "0003 bedroom"]);
  });

  it("refuses a taken or malformed slug, an unknown parent and bad fields beside the field", async () => {
    for (const [body, errors] of [
      [{ name: "Sofas again", slug: "sofas" }, { slug: ["A category with this slug already exists."] }],
      [{ name: "Bad", slug: "Not A Slug" }, { slug: ["Use lower-case letters, digits and hyphens, e.g. corner-sofas."] }],
      [{ name: "Orphan", parent: 999999 }, { parent: ["There is no category with this id."] }],
      [{ name: "" }, { name: ["This field may not be blank."] }],
      [{ name: "Odd", parent: "sofas" }, { parent: ["A valid integer is required."] }],
    ] as const) {
      const r = await post(body);
      expect([body, r.status, r.json]).toEqual([body, 400, errors]);
    }
  });

  it("renames a category: the shop's tree shows the new name and address at once", async () => {
    await categoryTree();
    const before = (await getOne(cat.recliners)).json;
    const r = await patch(cat.recliners, { name: "Reclining Chairs", slug: "reclining-chairs", description: "Lean back.", updated_at: before.date_updated });
    expect([r.status, r.json.name, r.json.slug, r.json.description]).toEqual([200, "Reclining Chairs", "reclining-chairs", "Lean back."]);
    const node = (await categoryTree()).byId.get(cat.recliners)!;
    expect([node.name, node.slugPath.join("/")]).toEqual(["Reclining Chairs", "living-room/sofas/reclining-chairs"]);
    const audit = await db().auditLogEntry.findFirstOrThrow({ where: { action: "category.update", entityId: String(cat.recliners) } });
    expect([audit.before, audit.after]).toMatchObject([{ name: "Recliners", slug: "recliners" }, { name: "Reclining Chairs", slug: "reclining-chairs" }]);
  });

  it("moves a category with everything below it; the shop's tree follows", async () => {
    await categoryTree();
    const r = await patch(cat["hidden-tables"], { parent: cat.bedroom });
    expect([r.status, r.json.parent, r.json.path, r.json.depth]).toEqual([200, cat.bedroom, "0003.0001", 1]);
    expect(await tree()).toEqual(["0001 dining", "0002 living-room", "0002.0001 sofas", "0002.0001.0001 reclining-chairs", "0002.0001.0002 corner-sofas-sets", "0003 bedroom", "0003.0001 hidden-tables", "0003.0001.0001 side-tables"]);
    const shop = await categoryTree();
    expect(shop.byId.get(cat["side-tables"])!.slugPath).toEqual(["bedroom", "hidden-tables", "side-tables"]);
    expect(shop.byId.get(cat.bedroom)!.children.map((c) => c.slug)).toEqual(["hidden-tables"]);
    expect((await db().auditLogEntry.findFirstOrThrow({ where: { action: "category.move" } })).after).toMatchObject({ parent: cat.bedroom });
    // To the top level, last.
    const top = await patch(cat["hidden-tables"], { parent: null });
    expect([top.json.parent, top.json.path]).toEqual([null, "0004"]);
  });

  it("refuses a move under itself or under one of its own subcategories, changing nothing", async () => {
    const before = await tree();
    for (const [id, parent, message] of [
      [cat["living-room"], cat["living-room"], "A category cannot be moved under itself."],
      [cat["living-room"], cat.sofas, "A category cannot be moved under one of its own subcategories."],
      [cat["living-room"], cat.corner, "A category cannot be moved under one of its own subcategories."],
      [cat.sofas, 999999, "There is no category with this id."],
    ] as const) {
      const r = await patch(id, { parent });
      expect([r.status, r.json]).toEqual([400, { parent: [message] }]);
    }
    expect(await tree()).toEqual(before);
  });

  it("reorders siblings: up, down, past the end is last; neighbours keep their version", async () => {
    const neighbour = (await getOne(cat["living-room"])).json.date_updated;
    expect((await patch(cat.bedroom, { position: 1 })).json.path).toBe("0001");
    expect((await tree()).filter((l) => !l.includes("."))).toEqual(["0001 bedroom", "0002 dining", "0003 living-room", "0004 hidden-tables"]);
    expect((await patch(cat.dining, { position: 99 })).json.position).toBe(4);
    expect((await tree()).filter((l) => !l.includes("."))).toEqual(["0001 bedroom", "0002 living-room", "0003 hidden-tables", "0004 dining"]);
    expect(await tree()).toContain("0002.0001.0002 corner-sofas-sets");
    expect((await getOne(cat["living-room"])).json.date_updated).toBe(neighbour);
    expect((await db().auditLogEntry.findFirstOrThrow({ where: { action: "category.reorder", entityId: String(cat.dining) } })).after).toMatchObject({ position: 4 });
    const shop = await categoryTree();
    expect(shop.roots.map((c) => c.slug)).toEqual(["bedroom", "living-room", "hidden-tables", "dining"]);
    expect((await patch(cat.dining, { position: 0 })).json).toEqual({ position: ["Ensure this value is greater than or equal to 1."] });
  });

  it("refuses a change made from an older version with 409 edit_conflict", async () => {
    const read = (await getOne(cat.sofas)).json.date_updated;
    expect((await patch(cat.sofas, { description: "Deep seats.", updated_at: read })).status).toBe(200);
    const r = await patch(cat.sofas, { name: "Settees", updated_at: read });
    expect(r.status).toBe(409);
    expect(r.json).toEqual({ detail: expect.stringMatching(/^Changed by .+ at \d\d:\d\d — review and save again\.$/), code: "edit_conflict" });
    expect((await getOne(cat.sofas)).json.name).toBe("Sofas");
  });

  it("deletes only an empty category (409 with what is in it)", async () => {
    const full = await remove(cat.sofas);
    expect([full.status, full.json]).toEqual([409, { detail: "Sofas has 2 subcategories: move or delete them first.", code: "category_has_children" }]);
    expect((await remove(cat["living-room"])).json).toEqual({ detail: "Living Room has a subcategory: move or delete it first.", code: "category_has_children" });
    expect((await remove(cat["side-tables"])).json).toEqual({ detail: "Side Tables holds a product: move it to another category first.", code: "category_has_products" });
    const r = await remove(cat.corner);
    expect(r.status).toBe(204);
    expect((await getOne(cat.corner)).status).toBe(404);
    expect((await db().auditLogEntry.findFirstOrThrow({ where: { action: "category.delete" } })).before).toMatchObject({ slug: "corner-sofas-sets" });
    expect((await categoryTree()).byId.has(cat.corner)).toBe(false);
    expect(await tree()).toContain("0002.0001.0001 reclining-chairs");
    expect((await remove(999999)).status).toBe(404);
  });

  it("is for the catalogue group only", async () => {
    for (const headers of [(await signedIn({ staffGroups: ["orders", "marketing"] })).headers, (await signedIn()).headers, {}]) {
      const answers = [(await get("", headers)).status, (await post({ name: "Nope" }, headers)).status, (await getOne(cat.sofas, headers)).status, (await patch(cat.sofas, { name: "Nope" }, headers)).status, (await remove(cat.dining, headers)).status];
      expect(answers).toEqual([403, 403, 403, 403, 403]);
    }
    expect(await db().category.count({ where: { name: "Nope" } })).toBe(0);
  });
});
