// The staff home sections API: the landing page's sections in order, added, hidden, moved, pointed at a
// collection (the landing page following is in e2e/admin-content.spec.ts); a source only for a row of
// products; a stale change refused; only the content group.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as one from "./[id]/route.ts";
import * as list from "./route.ts";

useTestDatabase();
let content: Awaited<ReturnType<typeof signedIn>>;
let sofas: { id: number };

beforeAll(async () => {
  content = await signedIn({ staffGroups: ["content"] });
  sofas = await db().collection.create({ data: { title: "Sofas we love", slug: "sofas-we-love" } });
  await db().homeSection.createMany({
    data: [
      { type: "categories", title: "Shop by room", displayOrder: 0 },
      { type: "gallery", title: "From our workshop", displayOrder: 1 },
    ],
  });
});

const post = (body: unknown, headers = content.headers) => call(list, "/api/v2/admin/home-sections/", { method: "POST", body, headers });
const patch = (id: number, body: unknown, headers = content.headers) => call(one, `/api/v2/admin/home-sections/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers });
const listed = async () => (await call(list, "/api/v2/admin/home-sections/", { headers: content.headers })).json.results as { id: number; title: string; position: number; is_active: boolean; updated_at: string }[];

describe("/api/v2/admin/home-sections/", () => {
  it("adds a row of a collection's products at a place, hides and moves sections, and the list follows", async () => {
    const made = await post({ type: "products", title: "Sofas we love", product_source: "collection", collection_id: sofas.id, item_limit: 4, position: 0 });
    expect([made.status, made.json]).toEqual([201, {
      id: made.json.id, type: "products", title: "Sofas we love", is_active: true, product_source: "collection", collection_id: sofas.id,
      collection_title: "Sofas we love", item_limit: 4, position: 0, updated_at: expect.any(String),
    }]);
    expect((await listed()).map((s) => [s.title, s.position])).toEqual([["Sofas we love", 0], ["Shop by room", 1], ["From our workshop", 2]]);

    const gallery = (await listed())[2];
    const hidden = await patch(gallery.id, { is_active: false, position: 0, updated_at: gallery.updated_at });
    expect([hidden.status, hidden.json.is_active, hidden.json.position]).toEqual([200, false, 0]);
    expect((await listed()).map((s) => s.title)).toEqual(["From our workshop", "Sofas we love", "Shop by room"]);
    const stale = await patch(gallery.id, { title: "Workshop", updated_at: gallery.updated_at });
    expect([stale.status, stale.json.code]).toEqual([409, "edit_conflict"]);
    expect(await db().auditLogEntry.count({ where: { entityType: "HomeSection", actorId: content.user.id } })).toBe(2);
  });

  it("asks a row of products for its source and collection, and refuses a source elsewhere", async () => {
    const noSource = await post({ type: "products", title: "New" });
    expect([noSource.status, noSource.json]).toEqual([400, { product_source: ["Choose where the products come from."] }]);
    const noCollection = await post({ type: "products", title: "New", product_source: "collection" });
    expect([noCollection.status, noCollection.json]).toEqual([400, { collection_id: ["Choose the collection."] }]);
    const gone = await post({ type: "products", title: "New", product_source: "collection", collection_id: 999999 });
    expect([gone.status, gone.json]).toEqual([400, { collection_id: ["This collection does not exist."] }]);
    const elsewhere = await post({ type: "gallery", title: "Pictures", product_source: "featured" });
    expect([elsewhere.status, elsewhere.json]).toEqual([400, { product_source: ["Only a row of products has a source."] }]);
    const bad = await post({ type: "carousel", title: "", item_limit: 99 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json).sort()).toEqual(["item_limit", "title", "type"]);
    const [first] = await listed();
    expect((await patch(first.id, { product_source: "featured" })).json).toEqual({ product_source: ["Only a row of products has a source."] });
  });

  it("deletes a section, and refuses staff without the content group", async () => {
    const [first] = await listed();
    expect((await call(one, `/api/v2/admin/home-sections/${first.id}/`, { method: "DELETE", params: { id: String(first.id) }, headers: content.headers })).status).toBe(204);
    expect((await listed()).map((s) => s.position)).toEqual([0, 1]);
    const others = await signedIn({ staffGroups: ["orders", "catalogue", "marketing", "careers", "customers", "settings"] });
    expect([(await call(list, "/api/v2/admin/home-sections/", { headers: others.headers })).status, (await post({ type: "gallery", title: "x" }, others.headers)).status, (await patch(1, { title: "x" }, others.headers)).status]).toEqual([403, 403, 403]);
  });
});
