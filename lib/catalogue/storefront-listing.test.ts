// The storefront's category and listing services against a real (embedded) database.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { categoryBreadcrumbs, findCategoryByPath, listSubcategories, listTopCategories } from "./categories.ts";
import { listCategoryProducts } from "./category-products.ts";
import { CARDS_PER_PAGE } from "./product-cards.ts";
import { searchProducts, searchWords } from "./search-products.ts";
import { normaliseSearchText } from "./search-text.ts";

useTestDatabase();

let partnerId = 0;
let sku = 0;
let clock = Date.UTC(2026, 0, 1);

async function category(name: string, slug: string, path: string, parentId: number | null, extra = {}) {
  return db().category.create({ data: { name, slug, path, parentId, depth: path.split(".").length - 1, ...extra } });
}

async function product(
  title: string,
  categoryId: number | null,
  opts: { price?: string; stock?: number | null; allocated?: number; isPublic?: boolean; image?: string } = {},
) {
  clock += 60_000; // each product is newer than the one before
  const p = await db().product.create({
    data: {
      title,
      slug: normaliseSearchText(title).replace(/ /g, "-"),
      isPublic: opts.isPublic ?? true,
      searchText: normaliseSearchText(title),
      dateCreated: new Date(clock),
      ...(categoryId ? { categories: { create: { categoryId } } } : {}),
    },
  });
  if (opts.price) {
    await db().stockRecord.create({
      data: {
        productId: p.id,
        partnerId,
        partnerSku: `SKU-${++sku}`,
        price: opts.price,
        numInStock: opts.stock === undefined ? 50 : opts.stock,
        numAllocated: opts.allocated ?? 0,
      },
    });
  }
  if (opts.image) {
    await db().productImage.createMany({
      data: [
        { productId: p.id, original: `${opts.image}-2.jpg`, thumbnail: "t2.jpg", displayOrder: 2 },
        { productId: p.id, original: `${opts.image}-1.jpg`, thumbnail: "t1.jpg", displayOrder: 1, caption: "Front view" },
      ],
    });
  }
  return p;
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  partnerId = (await db().partner.create({ data: { name: "Workshop", code: "workshop" } })).id;
  const living = await category("Living Room", "living-room", "0002", null, { image: "categories/living room.jpg" });
  const bedroom = await category("Bedroom", "bedroom", "0001", null);
  await category("Archive", "archive", "0003", null, { isPublic: false });
  const sofas = await category("Sofas", "sofas", "0002.0001", living.id);
  await category("Recliners", "recliners", "0002.0001.0001", sofas.id);
  const hidden = await category("Hidden", "hidden-tables", "0002.0002", living.id, { isPublic: false });
  // Public itself, but below a hidden category: unreachable, so its products stay off Living Room too.
  const sideTables = await category("Side Tables", "side-tables", "0002.0002.0001", hidden.id);
  Object.assign(ids, { living: living.id, bedroom: bedroom.id, sofas: sofas.id });

  await product("Teak Bench", living.id, { price: "12000.00", image: "products/bench" });
  await product("Café Sofa", sofas.id, { price: "45999.50", stock: 3 });
  await product("Sold Out Sofa", sofas.id, { price: "30000.00", stock: 4, allocated: 4 });
  await product("Untracked Sofa", sofas.id, { price: "25000.00", stock: null });
  await product("Secret Sofa", sofas.id, { price: "10.00", isPublic: false });
  await product("Mango Nesting Tables", sideTables.id, { price: "8000.00" });
  const chair = await db().product.create({
    data: {
      title: "Jaipur Chair",
      slug: "jaipur-chair",
      structure: "parent",
      searchText: "jaipur chair",
      dateCreated: new Date((clock += 60_000)),
      categories: { create: { categoryId: sofas.id } },
    },
  });
  for (const [variant, price, stock] of [["Indigo", "8499.00", 5], ["Ochre", "7999.00", 0], ["Rust", "9999.00", 2]] as const) {
    const child = await db().product.create({
      data: { title: `Jaipur Chair, ${variant}`, slug: `jaipur-chair-${variant.toLowerCase()}`, structure: "child", parentId: chair.id, searchText: "jaipur chair" },
    });
    await db().stockRecord.create({ data: { productId: child.id, partnerId, partnerSku: `SKU-${++sku}`, price, numInStock: stock } });
  }
  ids.chair = chair.id;
});

describe("categories", () => {
  it("lists the public top level in tree order with media paths", async () => {
    const top = await listTopCategories();
    expect(top.map((c) => c.name)).toEqual(["Bedroom", "Living Room"]);
    expect(top[1]).toMatchObject({ href: "/c/living-room/", image: "/media/categories/living%20room.jpg" });
    expect(top[0].image).toBeNull();
  });

  it("finds a category only along its own path", async () => {
    const sofas = await findCategoryByPath(["living-room", "sofas"]);
    expect(sofas).toMatchObject({ name: "Sofas", href: "/c/living-room/sofas/" });
    expect(categoryBreadcrumbs(sofas!)).toEqual([
      { name: "Home", href: "/" },
      { name: "Living Room", href: "/c/living-room/" },
      { name: "Sofas", href: "/c/living-room/sofas/" },
    ]);
    expect(await findCategoryByPath(["sofas"])).toBeNull();
    expect(await findCategoryByPath(["bedroom", "sofas"])).toBeNull();
    expect(await findCategoryByPath(["living-room", "hidden-tables"])).toBeNull();
    expect(await findCategoryByPath(["archive"])).toBeNull();
    expect(await findCategoryByPath(["living-room", "sofas", "nope"])).toBeNull();
    expect(await findCategoryByPath(["Living Room"])).toBeNull();
  });

  it("lists public children under the parent's URL", async () => {
    const living = await findCategoryByPath(["living-room"]);
    const children = await listSubcategories(living!);
    expect(children.map((c) => [c.name, c.href])).toEqual([["Sofas", "/c/living-room/sofas/"]]);
  });
});

describe("category products", () => {
  it("lists public standalone and parent products of the category and its descendants, newest first", async () => {
    const living = await findCategoryByPath(["living-room"]);
    const page = await listCategoryProducts(living!, 1);
    expect(page!.cards.map((c) => c.title)).toEqual([
      "Jaipur Chair",
      "Untracked Sofa",
      "Sold Out Sofa",
      "Café Sofa",
      "Teak Bench",
    ]);
    expect(page).toMatchObject({ count: 5, page: 1, numPages: 1 });
  });

  it("describes price, stock and image the way a card shows them", async () => {
    const sofas = await findCategoryByPath(["living-room", "sofas"]);
    const cards = Object.fromEntries((await listCategoryProducts(sofas!, 1))!.cards.map((c) => [c.title, c]));
    expect(cards["Café Sofa"]).toMatchObject({ price: "45999.50", availability: { status: "low-stock", numAvailable: 3 } });
    expect(cards["Sold Out Sofa"].availability).toEqual({ status: "out-of-stock" });
    expect(cards["Untracked Sofa"].availability).toEqual({ status: "in-stock" });
    // A parent shows its cheapest child that can be bought (Ochre, 7999, has none in stock).
    expect(cards["Jaipur Chair"]).toMatchObject({ price: "8499.00", priceIsFrom: true, href: "/p/jaipur-chair/" });
    expect(cards["Café Sofa"].image).toBeNull();
    const living = await findCategoryByPath(["living-room"]);
    const bench = (await listCategoryProducts(living!, 1))!.cards.find((c) => c.title === "Teak Bench");
    expect(bench!.image).toEqual({ src: "/media/products/bench-1.jpg", alt: "Front view" });
  });

  it("pages by 24 and refuses pages past the end", async () => {
    const bedroom = await findCategoryByPath(["bedroom"]);
    expect(await listCategoryProducts(bedroom!, 1)).toMatchObject({ count: 0, numPages: 1, cards: [] });
    expect(await listCategoryProducts(bedroom!, 2)).toBeNull();
    for (let i = 0; i < CARDS_PER_PAGE + 1; i++) await product(`Bed ${i}`, ids.bedroom, { price: "1000.00" });
    const second = await listCategoryProducts(bedroom!, 2);
    expect(second).toMatchObject({ count: 25, numPages: 2 });
    expect(second!.cards.map((c) => c.title)).toEqual(["Bed 0"]);
    expect(await listCategoryProducts(bedroom!, 3)).toBeNull();
  });
});

describe("search", () => {
  it("normalises the query and needs every word", async () => {
    expect(searchWords("  CAFÉ   sofa ")).toEqual(["cafe", "sofa"]);
    expect(searchWords("a")).toEqual([]);
    expect(searchWords("%_")).toEqual([]);
    const hits = await searchProducts(searchWords("Café SOFA"), 1);
    expect(hits!.cards.map((c) => c.title)).toEqual(["Café Sofa"]);
    const sofas = await searchProducts(searchWords("sofa"), 1);
    expect(sofas!.cards.map((c) => c.title)).toEqual(["Untracked Sofa", "Sold Out Sofa", "Café Sofa"]);
    expect((await searchProducts(["chair"], 1))!.cards.map((c) => c.title)).toEqual(["Jaipur Chair"]);
  });
});
