// The staff collections API: a collection made with its products in order, shown by the shop's
// collection list at once; products reordered and replaced; its address made from the title, a taken
// one refused; a stale change refused; delete; only the content group.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { buildCatalogueShop, signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as shopList from "../../collection-list/route.ts";
import * as one from "./[id]/route.ts";
import * as list from "./route.ts";

useTestDatabase();
let content: Awaited<ReturnType<typeof signedIn>>;
let products: number[];

beforeAll(async () => {
  await buildCatalogueShop();
  content = await signedIn({ staffGroups: ["content"] });
  products = (await db().product.findMany({ where: { isPublic: true }, orderBy: { id: "asc" }, take: 3, select: { id: true } })).map((p) => p.id);
});

const post = (body: unknown, headers = content.headers) => call(list, "/api/v2/admin/collections/", { method: "POST", body, headers });
const patch = (id: number, body: unknown, headers = content.headers) => call(one, `/api/v2/admin/collections/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers });
const shopTitles = async () => (await call(shopList, "/api/v2/collection-list/")).json.map((c: { title: string }) => c.title);

describe("/api/v2/admin/collections/", () => {
  it("makes a collection with its products in order, its address from the title, and the shop lists it at once", async () => {
    expect(await shopTitles()).toEqual([]);
    const made = await post({ title: "Monsoon Verandah", description: "Cane and teak.", product_ids: [products[1], products[0]] });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ title: "Monsoon Verandah", slug: "monsoon-verandah", description: "Cane and teak.", is_active: true, position: 0, product_ids: [products[1], products[0]], url: "/collections/monsoon-verandah/", image: null });
    expect(made.json.products.map((p: { id: number }) => p.id)).toEqual([products[1], products[0]]);
    expect(await shopTitles()).toEqual(["Monsoon Verandah"]);

    const changed = await patch(made.json.id, { product_ids: [products[0], products[2]], updated_at: made.json.updated_at });
    expect([changed.status, changed.json.product_ids]).toEqual([200, [products[0], products[2]]]);
    const stale = await patch(made.json.id, { title: "Rain", updated_at: made.json.updated_at });
    expect([stale.status, stale.json.code]).toEqual([409, "edit_conflict"]);
    expect((await patch(made.json.id, { is_active: false })).json.is_active).toBe(false);
    expect(await shopTitles()).toEqual([]);
    const audit = await db().auditLogEntry.findMany({ where: { entityType: "Collection", entityId: String(made.json.id) }, orderBy: { id: "asc" }, select: { action: true } });
    expect(audit.map((a) => a.action)).toEqual(["collection.create", "collection.update", "collection.update"]);
  });

  it("refuses a taken address, a product twice or unknown, beside their fields", async () => {
    const taken = await post({ title: "Another", slug: "monsoon-verandah" });
    expect([taken.status, taken.json]).toEqual([400, { slug: ["Another collection has this address."] }]);
    const twice = await post({ title: "Twice", product_ids: [products[0], products[0]] });
    expect([twice.status, twice.json]).toEqual([400, { product_ids: ["A product is in the list twice."] }]);
    const unknown = await post({ title: "Unknown", product_ids: [999999] });
    expect([unknown.status, unknown.json]).toEqual([400, { product_ids: ["One of these products does not exist."] }]);
    const bad = await post({ title: "", slug: "Not An Address!" });
    expect([bad.status, Object.keys(bad.json).sort()]).toEqual([400, ["slug", "title"]]);
    const hindi = await post({ title: "बरसात" });
    expect([hindi.status, hindi.json]).toEqual([400, { slug: ["Give it an address, like handloom-stories."] }]);
  });

  it("deletes a collection, and refuses staff without the content group", async () => {
    const [first] = (await call(list, "/api/v2/admin/collections/?q=monsoon", { headers: content.headers })).json.results;
    expect((await call(one, `/api/v2/admin/collections/${first.id}/`, { method: "DELETE", params: { id: String(first.id) }, headers: content.headers })).status).toBe(204);
    expect((await call(list, "/api/v2/admin/collections/", { headers: content.headers })).json.count).toBe(0);
    const others = await signedIn({ staffGroups: ["orders", "catalogue", "marketing", "careers", "customers", "settings"] });
    expect([(await call(list, "/api/v2/admin/collections/", { headers: others.headers })).status, (await post({ title: "x" }, others.headers)).status, (await patch(1, { title: "x" }, others.headers)).status]).toEqual([403, 403, 403]);
  });
});
