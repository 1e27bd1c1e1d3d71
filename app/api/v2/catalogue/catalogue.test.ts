// The storefront's catalogue endpoints over the route handlers: the listing with attribute filters
// and disjunctive facets, the category endpoints (tree, flat, featured, by id and by slug path),
// filters of a category, suggestions, product details by slug and id, and is_favourite per caller.
import { beforeAll, describe, expect, it } from "vitest";
import { buildCatalogueShop, signedIn, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as categories from "../categories/route.ts";
import * as categoryPath from "../categories/[...slug_path]/route.ts";
import * as tree from "./c/route.ts";
import * as all from "./c/all/route.ts";
import * as special from "./c/special/route.ts";
import * as bySlug from "./d/[product-slug]/route.ts";
import * as markAsFav from "./d/[product-slug]/mark_as_fav/route.ts";
import * as filters from "./f/[id]/route.ts";
import * as detailBySlug from "./product/detail/[product-slug]/route.ts";
import * as listing from "./product/list/route.ts";
import * as listingCount from "./product/count/route.ts";
import * as suggestions from "./suggestions/route.ts";
import * as byIdV1 from "../../v1/catalogue/d/[id]/route.ts";
import { db } from "@/lib/db.ts";

useTestDatabase();
let ids: ShopIds;
let shopper: { user: { id: number }; headers: Record<string, string> };
let staff: Record<string, string>;

beforeAll(async () => {
  ids = await buildCatalogueShop();
  shopper = await signedIn();
  staff = (await signedIn({ isStaff: true })).headers;
});

const list = (qs: string, headers: Record<string, string> = {}) => call(listing, `/api/v2/catalogue/product/list/${qs}`, { headers });
const slugOf = async (id: number) => (await db().product.findUniqueOrThrow({ where: { id } })).slug;

describe("GET /api/v2/catalogue/product/list/", () => {
  it("filters by attributes (any value of one, every attribute) and in_stock, with disjunctive facets", async () => {
    const r = await list("?attr_colour=Indigo&price_max=40000");
    expect(r.status).toBe(200);
    expect(Object.keys(r.json)).toEqual(["count", "next", "previous", "results", "facets"]);
    expect(r.json.results.map((c: { title: string }) => c.title)).toEqual(["Jaipur Chair"]);
    expect(r.json.facets).toEqual({
      colour: [
        { value: "Indigo", count: 1 },
        { value: "Ochre", count: 1 },
        { value: "Rust", count: 1 },
        { value: "Sage", count: 1 },
      ],
      material: [{ value: "Cane", count: 1 }],
      price: { min: "8499.00", max: "45999.50" },
    });
    const both = await list("?attr_colour=Sage,Grey&attr_material=Velvet&in_stock=1");
    expect(both.json.results.map((c: { title: string }) => c.title)).toEqual(["Untracked Sofa", "Café Sofa"]);
  });

  it("counts what a set of filters would show, as the listing does (GET /api/v2/catalogue/product/count/)", async () => {
    const count = (qs: string) => call(listingCount, `/api/v2/catalogue/product/count/${qs}`);
    for (const qs of ["", "?attr_colour=Indigo&price_max=40000", "?attr_colour=Sage,Grey&attr_material=Velvet&in_stock=1", "?q=sofa", "?attr_colour=Nothing"]) {
      const [counted, listed] = await Promise.all([count(qs), list(qs)]);
      expect([counted.status, counted.json]).toEqual([200, { count: listed.json.count }]);
    }
    expect((await count("?attr_colour=Sage,Grey&attr_material=Velvet&in_stock=1")).json).toEqual({ count: 2 });
    expect((await count("?attr_colour=Nothing")).json).toEqual({ count: 0 });
    const bad = await count("?in_stock=maybe");
    expect([bad.status, bad.json]).toEqual([400, { in_stock: ["Must be a valid boolean."] }]);
    const unknown = await count("?attr_care=Oil");
    expect([unknown.status, unknown.json]).toEqual([400, { attr_care: ["care is not an attribute listings can be filtered by."] }]);
  });

  it("refuses unknown attributes and bad flags with a 400", async () => {
    for (const [qs, body] of [
      ["?attr_care=Oil", { attr_care: ["care is not an attribute listings can be filtered by."] }],
      ["?attr_size=XL", { attr_size: ["size is not an attribute listings can be filtered by."] }],
      ["?in_stock=maybe", { in_stock: ["Must be a valid boolean."] }],
      ["?attr_=x", { attr_: ["Name an attribute: attr_<code>."] }],
      ["?attr_colour=%00", { attr_colour: ["Null characters are not allowed."] }],
      ["?attr_constructor=x", { attr_constructor: ["constructor is not an attribute listings can be filtered by."] }],
      ["?attr___proto__=x", { attr___proto__: ["__proto__ is not an attribute listings can be filtered by."] }],
      ["?attr_toString=x&attr_toString=y", { attr_toString: ["toString is not an attribute listings can be filtered by."] }],
    ] as const) {
      const r = await list(qs);
      expect([qs, r.status, r.json]).toEqual([qs, 400, body]);
    }
  });

  it("lays each caller's favourites over the shared answer", async () => {
    await call(markAsFav, "/x/", { method: "POST", params: { "product-slug": String(ids.bench) }, headers: shopper.headers, body: { is_favourite: true } });
    const fav = (r: { json: { results: { id: number; is_favourite: boolean }[] } }) => r.json.results.filter((c) => c.is_favourite).map((c) => c.id);
    expect(fav(await list("", shopper.headers))).toEqual([ids.bench]);
    expect(fav(await list(""))).toEqual([]);
    expect(fav(await list("", (await signedIn()).headers))).toEqual([]);
  });
});

describe("categories", () => {
  it("/api/v2/categories/ lists the visible roots; /{id}/ one category; /{slug}/…/ the children at that path", async () => {
    const roots = await call(categories, "/api/v2/categories/");
    expect(roots.json.map((c: { name: string }) => c.name)).toEqual(["Living Room", "Bedroom"]);
    expect(roots.json[0]).toEqual({
      url: `http://shop.test/api/v2/categories/${ids.living}/`,
      id: ids.living,
      breadcrumbs: "Living Room",
      children: "http://shop.test/api/v2/categories/living-room/",
      name: "Living Room",
      slug: "living-room",
      description: "Where everyone gathers.",
      image: "http://shop.test/media/categories/living.jpg",
      is_public: true,
    });
    const one = await call(categoryPath, "/x/", { params: { slug_path: [String(ids.recliners)] } });
    expect(one.json).toMatchObject({ name: "Recliners", breadcrumbs: "Living Room > Sofas > Recliners", children: "http://shop.test/api/v2/categories/living-room/sofas/recliners/" });
    const children = await call(categoryPath, "/x/", { params: { slug_path: ["living-room"] } });
    expect(children.json.map((c: { name: string }) => c.name)).toEqual(["Sofas"]);
    expect((await call(categoryPath, "/x/", { params: { slug_path: ["living-room", "sofas", "recliners"] } })).json).toEqual([]);
    for (const path of [["sofas"], ["living-room", "hidden-tables"], ["living-room", "nope"], [String(ids.hidden)], ["99999"]]) {
      const r = await call(categoryPath, "/x/", { params: { slug_path: path } });
      expect([path, r.status, r.json]).toEqual([path, 404, { detail: "No Category found matching the query" }]);
    }
    expect((await call(categoryPath, "/x/", { params: { slug_path: ["living-room"] }, headers: staff })).json.map((c: { name: string }) => c.name)).toEqual(["Sofas", "Hidden"]);
  });

  it("/catalogue/c/ is the public tree with product counts; /c/all/ flat; /c/special/ the featured ones", async () => {
    const r = await call(tree, "/api/v2/catalogue/c/");
    expect(r.json).toEqual([
      {
        id: ids.living,
        name: "Living Room",
        slug: "living-room",
        image: "http://shop.test/media/categories/living.jpg",
        product_count: 6,
        children: [
          {
            id: ids.sofas,
            name: "Sofas",
            slug: "sofas",
            image: null,
            product_count: 5,
            children: [{ id: ids.recliners, name: "Recliners", slug: "recliners", image: null, product_count: 1, children: [] }],
          },
        ],
      },
      { id: ids.bedroom, name: "Bedroom", slug: "bedroom", image: null, product_count: 0, children: [] },
    ]);
    const flat = await call(all, "/api/v2/catalogue/c/all/");
    expect(flat.json.map((c: { slug: string; depth: number; parent: number | null }) => [c.slug, c.depth, c.parent])).toEqual([
      ["living-room", 0, null],
      ["sofas", 1, ids.living],
      ["recliners", 2, ids.sofas],
      ["bedroom", 0, null],
    ]);
    expect((await call(special, "/api/v2/catalogue/c/special/")).json.map((c: { slug: string }) => c.slug)).toEqual(["living-room", "sofas"]);
  });

  it("/catalogue/f/{id}/ gives a category's filters; hidden and unknown categories are not found", async () => {
    const r = await call(filters, "/x/", { params: { id: String(ids.sofas) } });
    expect(r.json).toEqual({
      id: ids.sofas,
      name: "Sofas",
      slug: "sofas",
      attributes: [
        {
          code: "colour",
          name: "Colour",
          type: "multi_option",
          values: [
            { value: "Grey", count: 1 },
            { value: "Indigo", count: 3 },
            { value: "Ochre", count: 1 },
            { value: "Rust", count: 2 },
            { value: "Sage", count: 2 },
          ],
        },
        { code: "material", name: "Material", type: "option", values: [{ value: "Cane", count: 1 }, { value: "Cotton", count: 1 }, { value: "Velvet", count: 2 }] },
      ],
      price: { min: "8499.00", max: "45999.50" },
    });
    for (const id of [String(ids.hidden), "99999", "x"]) {
      expect((await call(filters, "/x/", { params: { id } })).json).toEqual({ detail: "No Category found matching the query" });
    }
  });
});

describe("GET /api/v2/catalogue/suggestions/", () => {
  it("suggests products and categories for two letters or more", async () => {
    const r = await call(suggestions, "/api/v2/catalogue/suggestions/?q=sof");
    expect(r.json.products.map((p: { title: string }) => p.title)).toEqual(["Untracked Sofa", "Sold Out Sofa", "Café Sofa", "Empty Chair", "Jaipur Chair"]);
    expect(r.json.categories).toEqual([{ id: ids.sofas, name: "Sofas", slug: "sofas" }]);
    expect((await call(suggestions, "/api/v2/catalogue/suggestions/?q=s")).json).toEqual({ query: "s", products: [], categories: [] });
    expect((await call(suggestions, "/api/v2/catalogue/suggestions/")).json).toEqual({ query: "", products: [], categories: [] });
    expect((await call(suggestions, "/api/v2/catalogue/suggestions/?q=secret")).json.products).toEqual([]);
    expect((await call(suggestions, `/api/v2/catalogue/suggestions/?q=${"a".repeat(101)}`)).status).toBe(400);
  });
});

describe("storefront product detail", () => {
  it("is the same by slug (two paths) and by id (v1), with is_favourite for the caller", async () => {
    const slug = await slugOf(ids.chair);
    const a = await call(detailBySlug, `/api/v2/catalogue/product/detail/${slug}/`, { params: { "product-slug": slug } });
    const b = await call(bySlug, `/api/v2/catalogue/d/${slug}/`, { params: { "product-slug": slug } });
    const c = await call(byIdV1, `/api/v1/catalogue/d/${ids.chair}/`, { params: { id: String(ids.chair) } });
    expect(a.status).toBe(200);
    expect(b.json).toEqual(a.json);
    expect(c.json).toEqual(a.json);
    expect(a.json).toMatchObject({
      title: "Jaipur Chair",
      price: { incl_tax: "8499.00" },
      availability: { is_available_to_buy: true, message: "Available" },
      breadcrumbs: [{ name: "Living Room" }, { name: "Sofas" }, { name: "Recliners" }],
      image_360: { id: ids.spin, frame_count: 2 },
      related: [{ id: ids.bench, is_favourite: false }],
      is_favourite: false,
    });
    expect(a.json.variants.map((v: { title: string; availability: { message: string } }) => [v.title, v.availability.message])).toEqual([
      ["Jaipur Chair – Indigo", "In stock (5 available)"],
      ["Jaipur Chair – Ochre", "Unavailable"],
      ["Jaipur Chair – Rust", "In stock (2 available)"],
    ]);
    const mine = await call(bySlug, `/api/v2/catalogue/d/${slug}/`, { params: { "product-slug": slug }, headers: shopper.headers });
    expect(mine.json.related[0].is_favourite).toBe(true);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
  });

  it("is not found for unknown and hidden products", async () => {
    const secret = await slugOf(ids.secret);
    for (const [route, path, params] of [
      [bySlug, "/api/v2/catalogue/d/no-such-thing/", { "product-slug": "no-such-thing" }],
      [detailBySlug, `/api/v2/catalogue/product/detail/${secret}/`, { "product-slug": secret }],
      [byIdV1, `/api/v1/catalogue/d/${ids.secret}/`, { id: String(ids.secret) }],
      [byIdV1, "/api/v1/catalogue/d/nope/", { id: "nope" }],
      [bySlug, "/api/v2/catalogue/d/%00/", { "product-slug": "\u0000" }],
    ] as const) {
      const r = await call(route, path, { params });
      expect([params, r.status, r.json]).toEqual([params, 404, { detail: "Not found." }]);
    }
  });
});

describe("POST /api/v2/catalogue/d/{id}/mark_as_fav/", () => {
  it("sets or toggles the product in the caller's default wish list; anonymous callers are refused", async () => {
    const me = await signedIn();
    const post = (body?: unknown, id = ids.cafe, headers = me.headers) => call(markAsFav, "/x/", { method: "POST", params: { "product-slug": String(id) }, headers, body });
    expect((await post({ is_favourite: true })).json).toEqual({ product: ids.cafe, is_favourite: true });
    expect((await post({ is_favourite: true })).json).toEqual({ product: ids.cafe, is_favourite: true });
    expect((await post()).json).toEqual({ product: ids.cafe, is_favourite: false });
    expect((await post("")).json).toEqual({ product: ids.cafe, is_favourite: true });
    expect((await post({ is_favourite: "yes" })).json).toEqual({ is_favourite: ["Must be a valid boolean."] });
    expect((await post({ is_favourite: true }, ids.secret)).status).toBe(404);
    expect((await post({ is_favourite: true }, 0)).status).toBe(404);
    const anonymous = await post({ is_favourite: true }, ids.cafe, {});
    expect([anonymous.status, anonymous.json]).toEqual([403, { detail: "Authentication credentials were not provided." }]);
    const detail = await call(byIdV1, `/api/v1/catalogue/d/${ids.cafe}/`, { params: { id: String(ids.cafe) }, headers: me.headers });
    expect(detail.json.is_favourite).toBe(true);
  });
});
