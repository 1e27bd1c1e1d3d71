// The staff product API (API.md §10): list with search and filters, create, detail, PATCH with the
// edit-conflict check; every change is audited, old slugs redirect, and the shop's answers show a
// change at once (the catalogue cache is on in tests too).
import { beforeAll, describe, expect, it } from "vitest";
import { productBySlug } from "@/lib/catalogue/product-detail.ts";
import { slugRedirect } from "@/lib/catalogue/product-admin-write.ts";
import { SHOPPER } from "@/lib/catalogue/viewer.ts";
import { db } from "@/lib/db.ts";
import { buildCatalogueShop, signedIn, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as shopList from "../../catalogue/product/list/route.ts";
import * as shopPrice from "../../products/[id]/price/route.ts";
import * as stock from "../stockrecords/[id]/route.ts";
import * as list from "./route.ts";
import * as detail from "./[id]/route.ts";
import * as children from "./[id]/children/route.ts";

useTestDatabase();
let ids: ShopIds;
type Staff = Awaited<ReturnType<typeof signedIn>>;
let owner: Staff;
let cataloguer: Staff;

beforeAll(async () => {
  ids = await buildCatalogueShop();
  owner = await signedIn({ isStaff: true });
  cataloguer = await signedIn({ staffGroups: ["catalogue"] });
  await db().user.update({ where: { id: cataloguer.user.id }, data: { firstName: "Meera" } });
});

const get = (path: string, headers = owner.headers) => call(list, path, { headers });
const show = (id: number, headers = owner.headers) => call(detail, `/api/v2/admin/products/${id}/`, { params: { id: String(id) }, headers });
const patch = (id: number, body: unknown, headers = owner.headers) => call(detail, `/api/v2/admin/products/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers });
const create = (body: unknown, headers = owner.headers) => call(list, "/api/v2/admin/products/", { method: "POST", body, headers });
const titles = async (query: string) => (await get(`/api/v2/admin/products/${query}`)).json.results.map((p: { title: string }) => p.title);
const shopCard = async (title: string) => (await call(shopList, `/api/v2/catalogue/product/list/?q=${encodeURIComponent(title)}`)).json.results.find((c: { title: string }) => c.title === title);

describe("GET /api/v2/admin/products/", () => {
  it("lists products but not variants, hidden ones too, in Envelope A with the stock record", async () => {
    const r = await get("/api/v2/admin/products/?q=teak");
    expect(r.status).toBe(200);
    const bench = await db().product.findUniqueOrThrow({ where: { id: ids.bench }, include: { stockRecord: true, productClass: true } });
    expect(r.json).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: ids.bench,
          url: `http://shop.test/api/v2/admin/products/${ids.bench}/`,
          title: "Teak Bench",
          slug: bench.slug,
          structure: "standalone",
          is_public: true,
          product_class: { id: bench.productClassId, name: "Furniture" },
          categories: [{ id: ids.living, name: "Living Room" }],
          upc: "8906183000016",
          sku: bench.stockRecord!.partnerSku,
          stockrecord: ids.stockBench,
          price: "12000.00",
          num_in_stock: 50,
          num_allocated: 0,
          children_count: 0,
          updated_at: bench.dateUpdated.toISOString(),
        },
      ],
    });
    expect(await titles("?ordering=title&page_size=100")).toEqual([
      "Café Sofa",
      "Empty Chair",
      "Jaipur Chair",
      "Mango Nesting Tables",
      "Secret Sofa",
      "Sold Out Sofa",
      "Teak Bench",
      "Untracked Sofa",
    ]);
  });

  it("searches by SKU and a variant's SKU, and filters by category, class, published and stock state", async () => {
    const sku = (await db().stockRecord.findUniqueOrThrow({ where: { productId: ids.chairRust } })).partnerSku;
    expect(await titles(`?q=${sku}`)).toEqual(["Jaipur Chair"]);
    // By title (never a variant's own), by a GTIN; "%" and "_" are letters, not wildcards.
    expect(await titles("?q=jaipur&ordering=title")).toEqual(["Jaipur Chair"]);
    expect(await titles("?q=8906183000016")).toEqual(["Teak Bench"]);
    expect([await titles("?q=%25"), await titles("?q=_"), await titles("?q=Te_k")]).toEqual([[], [], []]);
    expect(await titles(`?category=${ids.sofas}&ordering=title`)).toEqual(["Café Sofa", "Empty Chair", "Secret Sofa", "Sold Out Sofa", "Untracked Sofa"]);
    expect(await titles("?published=false")).toEqual(["Secret Sofa"]);
    expect(await titles("?stock=out&ordering=title")).toEqual(["Empty Chair", "Sold Out Sofa"]);
    expect(await titles("?stock=low&ordering=title")).toEqual(["Café Sofa", "Jaipur Chair"]);
    expect(await titles("?stock=untracked")).toEqual(["Untracked Sofa"]);
    const cls = (await db().product.findUniqueOrThrow({ where: { id: ids.untracked } })).productClassId;
    expect(await titles(`?product_class=${cls}`)).toEqual(["Untracked Sofa"]);
    expect(await titles("?ordering=-price&page_size=2")).toEqual(["Café Sofa", "Untracked Sofa"]);
    const bad = await get("/api/v2/admin/products/?stock=lots");
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ stock: ['"lots" is not a valid choice.'] });
  });

  it("refuses shoppers, anonymous callers and staff without the catalogue group", async () => {
    expect((await get("/api/v2/admin/products/", (await signedIn()).headers)).status).toBe(403);
    expect((await get("/api/v2/admin/products/", {})).status).toBe(403);
    const warehouse = await signedIn({ staffGroups: ["orders"] });
    expect((await get("/api/v2/admin/products/", warehouse.headers)).status).toBe(403);
    expect((await show(ids.bench, warehouse.headers)).status).toBe(403);
    expect((await patch(ids.bench, { title: "X" }, warehouse.headers)).status).toBe(403);
  });
});

describe("POST /api/v2/admin/products/ and GET /api/v2/admin/products/{id}/", () => {
  it("creates a product with class, category, attributes, price and stock, audited; it appears in the shop once published", async () => {
    const cls = (await db().product.findUniqueOrThrow({ where: { id: ids.bench } })).productClassId!;
    const r = await create({ title: "Sheesham Stool", description: "A **small** stool.", product_class: cls, categories: [ids.living], price: "3499", num_in_stock: 12, sku: "SS-1", attributes: { material: "Sheesham" }, seo_title: "Sheesham stool" });
    expect(r.status).toBe(201);
    const id = r.json.id;
    expect(r.json).toEqual({
      id,
      url: `http://shop.test/api/v2/admin/products/${id}/`,
      title: "Sheesham Stool",
      slug: "sheesham-stool",
      structure: "standalone",
      is_public: false,
      product_class: { id: cls, name: "Furniture" },
      categories: [{ id: ids.living, name: "Living Room" }],
      upc: null,
      sku: "SS-1",
      stockrecord: expect.any(Number),
      price: "3499.00",
      num_in_stock: 12,
      num_allocated: 0,
      children_count: 0,
      updated_at: expect.any(String),
      description: "A **small** stool.",
      title_hi: "",
      description_hi: "",
      seo_title: "Sheesham stool",
      seo_description: "",
      shop_url: "http://shop.test/p/sheesham-stool/",
      attributes: [{ code: "material", name: "Material", value: "Sheesham" }],
      related: [],
      options: [],
      children: [],
      images: [],
      made_to_order_min_days: null,
      made_to_order_max_days: null,
    });
    expect((await show(id)).json).toEqual(r.json);
    expect(await shopCard("Sheesham Stool")).toBeUndefined();
    const published = await patch(id, { is_public: true, updated_at: r.json.updated_at });
    expect(published.status).toBe(200);
    expect((await shopCard("Sheesham Stool")).price.incl_tax).toBe("3499.00");
    const audit = await db().auditLogEntry.findMany({ where: { entityType: "Product", entityId: String(id) }, orderBy: { id: "asc" } });
    expect(audit.map((a) => [a.action, a.changes])).toEqual([
      ["product.create", expect.objectContaining({ title: [null, "Sheesham Stool"], price: [null, "3499.00"] })],
      ["product.update", { is_public: [false, true] }],
    ]);
  });

  it("refuses a blank title, a taken slug or SKU, unknown categories and a variant's id", async () => {
    const bench = await db().product.findUniqueOrThrow({ where: { id: ids.bench }, include: { stockRecord: true } });
    for (const [body, errors] of [
      [{ title: "" }, { title: ["This field may not be blank."] }],
      [{ title: "A", slug: bench.slug }, { slug: ["A product with this slug already exists."] }],
      [{ title: "A", slug: "Not A Slug" }, { slug: ["Use lower-case letters, digits and hyphens only."] }],
      [{ title: "A", categories: [999999] }, { categories: ['Invalid pk "999999" - object does not exist.'] }],
      [{ title: "A", price: "1", sku: bench.stockRecord!.partnerSku }, { sku: ["A product with this SKU already exists."] }],
      [{ title: "A", price: "-4" }, { price: ["A valid number with at most 2 decimal places is required."] }],
    ] as const) {
      const r = await create(body);
      expect([body, r.status, r.json]).toEqual([body, 400, errors]);
    }
    expect(await db().product.count({ where: { title: "A" } })).toBe(0);
    expect((await show(ids.chairRust)).status).toBe(404);
    expect((await show(999999)).status).toBe(404);
  });

  it("shows a parent with its variants, their option values, SKUs, prices and stock", async () => {
    const r = await show(ids.chair);
    expect(r.json.children.map((c: { title: string; price: string; num_in_stock: number; attributes: unknown }) => [c.title, c.price, c.num_in_stock, c.attributes])).toEqual([
      ["Jaipur Chair – Indigo", "8499.00", 5, [{ code: "colour", name: "Colour", value: "Indigo" }]],
      ["Jaipur Chair – Ochre", "7999.00", 0, [{ code: "colour", name: "Colour", value: "Ochre" }]],
      ["Jaipur Chair – Rust", "9999.00", 2, [{ code: "colour", name: "Colour", value: "Rust" }]],
    ]);
    expect(r.json.related).toEqual([ids.secret, ids.bench]);
    expect((await patch(ids.chair, { price: "10" })).json).toEqual({ price: ["A product with variants is priced and stocked per variant."] });
  });
});

describe("PATCH /api/v2/admin/products/{id}/", () => {
  it("changes the price and the shop's product, price and listing answers show it at once", async () => {
    const before = await show(ids.nesting);
    expect((await call(shopPrice, `/api/v2/products/${ids.nesting}/price/`, { params: { id: String(ids.nesting) } })).json.incl_tax).toBe("8000.00");
    const r = await patch(ids.nesting, { price: "7499.50", updated_at: before.json.updated_at }, cataloguer.headers);
    expect(r.status).toBe(200);
    expect(r.json.price).toBe("7499.50");
    expect((await call(shopPrice, `/api/v2/products/${ids.nesting}/price/`, { params: { id: String(ids.nesting) } })).json.incl_tax).toBe("7499.50");
  });

  it("refuses the second of two saves made from the same version with who changed it and when (409)", async () => {
    const seen = (await show(ids.cafe)).json.updated_at;
    expect((await patch(ids.cafe, { title: "Café Sofa (3 seater)", updated_at: seen }, cataloguer.headers)).status).toBe(200);
    const second = await patch(ids.cafe, { description: "Mine.", updated_at: seen });
    expect(second.status).toBe(409);
    expect(second.json).toEqual({ detail: expect.stringMatching(/^Changed by Meera at \d\d:\d\d — review and save again\.$/), code: "edit_conflict" });
    expect((await show(ids.cafe)).json).toMatchObject({ title: "Café Sofa (3 seater)", description: "" });
  });

  it("the list's quick edit of a stock record is refused the same way when the record changed since", async () => {
    const rec = await db().stockRecord.findUniqueOrThrow({ where: { id: ids.stockBench } });
    const seen = rec.dateUpdated.toISOString();
    const q = (body: unknown) => call(stock, `/api/v2/admin/stockrecords/${ids.stockBench}/`, { method: "PATCH", params: { id: String(ids.stockBench) }, body, headers: cataloguer.headers });
    expect((await q({ num_in_stock: 40, updated_at: seen })).status).toBe(200);
    const second = await q({ price: "1.00", updated_at: seen });
    expect([second.status, second.json.code]).toEqual([409, "edit_conflict"]);
  });

  it("sets the product's own made-to-order lead time, which the shop then promises; one end alone or a reversed range is refused", async () => {
    const made = await create({ title: "Carved Almirah", price: "25000.00", num_in_stock: 2, is_public: true, made_to_order_min_days: 24, made_to_order_max_days: 36 });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ made_to_order_min_days: 24, made_to_order_max_days: 36 });
    expect((await productBySlug(made.json.slug, SHOPPER))?.leadTime).toEqual({ minDays: 24, maxDays: 36 });
    const id = made.json.id;
    expect(await patch(id, { made_to_order_min_days: 12 })).toMatchObject({ status: 400, json: { made_to_order_max_days: ["Give both ends of the lead time, or neither."] } });
    expect(await patch(id, { made_to_order_min_days: 30, made_to_order_max_days: 12 })).toMatchObject({ status: 400, json: { made_to_order_max_days: ["Must not be sooner than the shortest."] } });
    expect(await patch(id, { made_to_order_min_days: 0, made_to_order_max_days: 400 })).toMatchObject({
      status: 400,
      json: { made_to_order_min_days: ["Ensure this value is at least 1."], made_to_order_max_days: ["Ensure this value is at most 365."] },
    });
    const cleared = await patch(id, { made_to_order_min_days: null, made_to_order_max_days: null });
    expect(cleared.json).toMatchObject({ made_to_order_min_days: null, made_to_order_max_days: null });
    expect((await productBySlug(made.json.slug, SHOPPER))?.leadTime).toBeNull();
    const entry = await db().auditLogEntry.findFirstOrThrow({ where: { entityType: "Product", entityId: String(id), action: "product.update" }, orderBy: { id: "desc" } });
    expect([(entry.before as Record<string, unknown>).made_to_order_max_days, (entry.after as Record<string, unknown>).made_to_order_max_days]).toEqual([36, null]);
  });

  it("sets the options a shopper gives when buying it, refusing one that does not exist", async () => {
    const seen = (await show(ids.bench)).json;
    expect(seen.options).toEqual([ids.option]);
    expect(await patch(ids.bench, { options: [ids.option2, 999999] })).toMatchObject({ status: 400, json: { options: ['Invalid pk "999999" - object does not exist.'] } });
    const r = await patch(ids.bench, { options: [ids.option2, ids.option] });
    expect([r.status, r.json.options]).toEqual([200, [ids.option, ids.option2].sort((a, b) => a - b)]);
    expect((await productBySlug(seen.slug, SHOPPER))?.options.map((o) => o.code)).toEqual(expect.arrayContaining(["engraving", "delivery_slot"]));
    expect((await patch(ids.bench, { options: [] })).json.options).toEqual([]);
    expect(await db().productOption.count({ where: { productId: ids.bench } })).toBe(0);
    await patch(ids.bench, { options: [ids.option] });
  });

  it("a new slug keeps the old one redirecting to the product", async () => {
    const old = (await show(ids.bench)).json.slug;
    const r = await patch(ids.bench, { slug: "teak-garden-bench" });
    expect(r.json).toMatchObject({ slug: "teak-garden-bench", shop_url: "http://shop.test/p/teak-garden-bench/" });
    expect(await slugRedirect(db(), old)).toBe("teak-garden-bench");
    // Back to the old slug: the old one is a product's slug again, the newer one redirects.
    await patch(ids.bench, { slug: old });
    expect(await slugRedirect(db(), old)).toBeNull();
    expect(await slugRedirect(db(), "teak-garden-bench")).toBe(old);
    const other = await create({ title: "Teak Garden Bench" });
    expect(other.json.slug).toBe("teak-garden-bench-2");
    expect((await patch(other.json.id, { slug: "teak-garden-bench" })).json).toEqual({ slug: ["A product with this slug already exists."] });
  });
});

describe("POST /api/v2/admin/products/{id}/children/", () => {
  const addVariant = (id: number, body: unknown, headers = owner.headers) =>
    call(children, `/api/v2/admin/products/${id}/children/`, { method: "POST", params: { id: String(id) }, body, headers });

  it("adds variants with their option values, SKU, price and stock; the first takes over the product's own stock record", async () => {
    const made = await create({ title: "Rattan Lounger", price: "9000.00", num_in_stock: 5, sku: "RL-1", is_public: true, categories: [ids.living] });
    const record = made.json.stockrecord;
    const first = await addVariant(made.json.id, { attributes: { colour: "Natural" }, sku: "RL-NAT", price: "9000.00", num_in_stock: 4 });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ structure: "parent", stockrecord: null, children_count: 1 });
    expect(first.json.children).toEqual([
      { id: expect.any(Number), title: "Rattan Lounger – Natural", slug: "rattan-lounger-natural", upc: null, sku: "RL-NAT", stockrecord: record, price: "9000.00", num_in_stock: 4, attributes: [{ code: "colour", name: "Colour", value: "Natural" }] },
    ]);
    const second = await addVariant(made.json.id, { attributes: { colour: "Walnut" }, sku: "RL-WAL", price: "9500.50", num_in_stock: 2, upc: "8906183000993" }, cataloguer.headers);
    expect(second.json.children.map((c: { title: string; price: string; upc: string | null }) => [c.title, c.price, c.upc])).toEqual([
      ["Rattan Lounger – Natural", "9000.00", null],
      ["Rattan Lounger – Walnut", "9500.50", "8906183000993"],
    ]);
    const shop = await productBySlug(made.json.slug, SHOPPER);
    expect(shop?.variants.map((v) => v.title)).toEqual(["Rattan Lounger – Natural", "Rattan Lounger – Walnut"]);
    const audit = await db().auditLogEntry.findMany({ where: { entityType: "Product", entityId: String(made.json.id), action: "product.variant.create" }, orderBy: { id: "asc" } });
    expect(audit.map((a) => (a.after as { sku: string }).sku)).toEqual(["RL-NAT", "RL-WAL"]);
  });

  it("refuses option values a sibling has, none at all, a taken SKU, an unknown attribute and a variant's id, and writes nothing", async () => {
    const parent = ids.chair;
    const before = (await show(parent)).json.children.length;
    expect(await addVariant(parent, { attributes: { colour: "indigo" }, sku: "JC-NEW", price: "1.00" })).toMatchObject({
      status: 400,
      json: { attributes: ['"Jaipur Chair – Indigo" already has these option values.'] },
    });
    expect(await addVariant(parent, { attributes: { colour: "" }, sku: "JC-NEW", price: "1.00" })).toMatchObject({ status: 400, json: { attributes: ["Give the variant at least one option value."] } });
    const takenSku = (await show(parent)).json.children[0].sku;
    expect(await addVariant(parent, { attributes: { colour: "Teal" }, sku: takenSku, price: "1.00" })).toMatchObject({ status: 400, json: { sku: ["A product with this SKU already exists."] } });
    expect(await addVariant(parent, { attributes: { size: "L" }, sku: "JC-NEW", price: "1.00" })).toMatchObject({ status: 400, json: { attributes: ['Unknown attribute "size".'] } });
    expect((await addVariant(ids.chairRust, { attributes: { colour: "Teal" }, sku: "JC-NEW", price: "1.00" })).status).toBe(404);
    expect((await show(parent)).json.children.length).toBe(before);
    expect(await db().product.count({ where: { title: { startsWith: "Jaipur Chair – Teal" } } })).toBe(0);
  });
});
