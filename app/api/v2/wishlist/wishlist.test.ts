// Wish lists over the route handlers (API.md §7): signed-in only, the caller's own lists only.
import { beforeAll, describe, expect, it } from "vitest";
import { buildCatalogueShop, signedIn, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as defaultList from "../_wishlist/route.ts";
import * as lists from "./route.ts";
import * as oneList from "./[id]/route.ts";

useTestDatabase();
let ids: ShopIds;
let asha: Record<string, string>;
let ravi: Record<string, string>;

beforeAll(async () => {
  ids = await buildCatalogueShop();
  asha = (await signedIn()).headers;
  ravi = (await signedIn()).headers;
});

const post = (body: unknown, headers = asha) => call(lists, "/api/v2/wishlist/", { method: "POST", body, headers });

describe("/api/v2/wishlist/", () => {
  it("is for signed-in callers only", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const r = await call(lists, "/api/v2/wishlist/", { method, body: method === "POST" ? { product: ids.bench } : undefined });
      expect([method, r.status, r.json]).toEqual([method, 403, { detail: "Authentication credentials were not provided." }]);
    }
    expect((await call(defaultList, "/api/v2/_wishlist/")).status).toBe(403);
  });

  it("adds to the default list, created on first use (201; already there: 200), by URL or id", async () => {
    const first = await post({ product: `https://elsewhere.example/api/v2/products/${ids.bench}/` });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      id: expect.any(Number),
      name: "Wish list",
      key: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      visibility: "Private",
      is_default: true,
      lines: [{ product: `http://shop.test/api/v2/products/${ids.bench}/`, title: "Teak Bench", date_created: expect.stringMatching(/Z$/) }],
    });
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const again = await post({ product: ids.bench });
    expect(again.status).toBe(200);
    expect(again.json.lines.length).toBe(1);
    const r = await call(lists, "/api/v2/wishlist/", { headers: asha });
    expect(r.json).toEqual([first.json]);
  });

  it("creates named lists, adds to a given list, and refuses bad input with field errors", async () => {
    const made = await post({ name: "  Living room ideas ", visibility: "Shared" });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ name: "Living room ideas", visibility: "Shared", is_default: false, lines: [] });
    const added = await post({ product: ids.cafe, list: `/api/v2/wishlist/${made.json.id}/` });
    expect([added.status, added.json.lines.map((l: { title: string }) => l.title)]).toEqual([201, ["Café Sofa"]]);
    for (const [body, errors] of [
      [{}, { non_field_errors: ["Give a product to add, or a name to create a wish list."] }],
      [{ product: "/api/v2/options/1/" }, { product: ["Invalid hyperlink - No URL match."] }],
      [{ product: ids.secret }, { product: ["Invalid hyperlink - Object does not exist."] }],
      [{ product: 99999 }, { product: ["Invalid hyperlink - Object does not exist."] }],
      [{ product: true }, { product: ["Incorrect type. Expected URL string, received bool."] }],
      [{ name: "" }, { name: ["This field may not be blank."] }],
      [{ name: "a\u0000b" }, { name: ["Null characters are not allowed."] }],
      [{ name: "Mine", visibility: "Everyone" }, { visibility: ['"Everyone" is not a valid choice.'] }],
    ] as const) {
      const r = await post(body);
      expect([body, r.status, r.json]).toEqual([body, 400, errors]);
    }
    const ravisList = await post({ name: "Ravi's" }, ravi);
    const intoRavis = await post({ product: ids.cafe, list: ravisList.json.id });
    expect([intoRavis.status, intoRavis.json]).toEqual([400, { list: [`Invalid pk "${ravisList.json.id}" - object does not exist.`] }]);
  });

  it("removes with DELETE ?product=…[&list=…] or the same as a body; 404 when it is not there", async () => {
    await post({ product: ids.untracked });
    const del = (path: string, body?: unknown) => call(lists, path, { method: "DELETE", headers: asha, body });
    expect((await del(`/api/v2/wishlist/?product=${ids.untracked}`)).status).toBe(204);
    expect((await del(`/api/v2/wishlist/?product=${ids.untracked}`)).status).toBe(404);
    await post({ product: ids.untracked });
    expect((await del("/api/v2/wishlist/", { product: `/api/v2/products/${ids.untracked}/` })).status).toBe(204);
    expect((await del("/api/v2/wishlist/")).json).toEqual({ product: ["This field is required."] });
    expect((await del("/api/v2/wishlist/?product=abc")).json).toEqual({ product: ["Invalid hyperlink - No URL match."] });
  });
});

describe("/api/v2/wishlist/{id}/", () => {
  it("reads, renames, shares and deletes the caller's list; anyone else's is not found", async () => {
    const list = (await post({ name: "Gifts" })).json;
    const path = `/api/v2/wishlist/${list.id}/`;
    const params = { id: String(list.id) };
    expect((await call(oneList, path, { params, headers: asha })).json).toEqual(list);
    const patched = await call(oneList, path, { method: "PATCH", params, headers: asha, body: { name: "Diwali gifts", visibility: "Shared" } });
    expect(patched.json).toMatchObject({ id: list.id, name: "Diwali gifts", visibility: "Shared", key: list.key });
    for (const method of ["GET", "PATCH", "DELETE"]) {
      const r = await call(oneList, path, { method, params, headers: ravi, body: method === "PATCH" ? { name: "Taken" } : undefined });
      expect([method, r.status, r.json]).toEqual([method, 404, { detail: "Not found." }]);
    }
    expect((await call(oneList, path, { method: "DELETE", params, headers: asha })).status).toBe(204);
    expect((await call(oneList, path, { params, headers: asha })).status).toBe(404);
    expect((await call(oneList, "/x/", { params: { id: "abc" }, headers: asha })).status).toBe(404);
  });
});

describe("/api/v2/_wishlist/", () => {
  it("pages the default list's products as cards marked as favourites", async () => {
    const r = await call(defaultList, "/api/v2/_wishlist/", { headers: asha });
    expect(r.json).toMatchObject({ count: 1, next: null, previous: null });
    expect(r.json.results).toEqual([expect.objectContaining({ id: ids.bench, title: "Teak Bench", is_favourite: true })]);
    const empty = await call(defaultList, "/api/v2/_wishlist/", { headers: (await signedIn()).headers });
    expect(empty.json).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});
