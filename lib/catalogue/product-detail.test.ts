// One product in full: the API's detail (exact body), the storefront's (price inline, breadcrumbs,
// 360° view, variants, related), and what shoppers may not see.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { UrlBuilder } from "@/lib/http/urls.ts";
import { CatalogueFixtures } from "@/lib/testing/catalogue-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { productById, productBySlug } from "./product-detail.ts";
import { productDetailJson, storefrontProductJson } from "./product-json.ts";
import { SHOPPER, STAFF } from "./viewer.ts";

useTestDatabase();

const urls = new UrlBuilder("http://shop.test");
const ids: Record<string, number> = {};

beforeAll(async () => {
  const f = await CatalogueFixtures.create();
  await f.attribute("colour", "Colour", { type: "multi_option" });
  await f.attribute("material", "Material");
  const living = await f.category("Living Room", "living-room", "0001", null);
  const sofas = await f.category("Sofas", "sofas", "0001.0001", living.id);
  const hidden = await f.category("Archive", "archive", "0002", null, { isPublic: false });
  Object.assign(ids, { living: living.id, sofas: sofas.id });
  const engraving = await db().option.create({ data: { code: "engraving", name: "Engraving", helpText: "Up to 12 letters." } });
  ids.option = engraving.id;

  ids.bench = (await f.product("Teak Bench", { category: living.id, price: "12000.00", upc: "8906183000016", description: "A bench.", image: "products/bench", attributes: { material: "Teak", colour: ["Honey", "Walnut"] } })).id;
  await db().productCategory.create({ data: { productId: ids.bench, categoryId: hidden.id } });
  await db().productOption.create({ data: { productId: ids.bench, optionId: engraving.id } });
  ids.sofa = (await f.product("Kamal Sofa", { category: sofas.id, structure: "parent", image: "products/kamal", attributes: { material: "Velvet" } })).id;
  ids.sofaIndigo = (await f.product("Kamal Sofa – Indigo", { parent: ids.sofa, price: "51999.00", stock: 2, attributes: { colour: "Indigo" } })).id;
  ids.sofaRust = (await f.product("Kamal Sofa – Rust", { parent: ids.sofa, price: "49999.00", stock: 0, attributes: { colour: "Rust" } })).id;
  ids.sofaSecret = (await f.product("Kamal Sofa – Secret", { parent: ids.sofa, price: "1.00", isPublic: false, attributes: { colour: "Gold" } })).id;
  ids.chair = (await f.product("Cane Chair", { category: sofas.id, price: "9999.00" })).id;
  ids.hiddenChair = (await f.product("Hidden Chair", { category: sofas.id, price: "999.00", isPublic: false })).id;
  await db().productRecommendation.createMany({
    data: [
      { primaryId: ids.sofa, recommendedId: ids.hiddenChair, ranking: 0 },
      { primaryId: ids.sofa, recommendedId: ids.bench, ranking: 1 },
      { primaryId: ids.sofa, recommendedId: ids.chair, ranking: 2 },
    ],
  });
  const spin = await db().image360.create({ data: { productId: ids.sofa, title: "Kamal Sofa — 360° view", thumbnail: "360/kamal/thumb.jpg" } });
  await db().image360Frame.createMany({ data: [0, 1, 2].map((position) => ({ image360Id: spin.id, position, path: `360/kamal/frame-${position}.jpg` })) });
  ids.spin = spin.id;
  await f.ready();
});

describe("the API's product detail", () => {
  it("is API.md §4's shape, with links for price, availability and stock records", async () => {
    const bench = (await productById(ids.bench, SHOPPER))!;
    const images = await db().productImage.findMany({ where: { productId: ids.bench }, orderBy: { displayOrder: "asc" } });
    const row = await db().product.findUniqueOrThrow({ where: { id: ids.bench } });
    const url = `http://shop.test/api/v2/products/${ids.bench}/`;
    expect(productDetailJson(bench, urls)).toEqual({
      url,
      id: ids.bench,
      upc: "8906183000016",
      title: "Teak Bench",
      slug: row.slug,
      description: "A bench.",
      structure: "standalone",
      date_created: row.dateCreated.toISOString(),
      date_updated: row.dateUpdated.toISOString(),
      recommended_products: [],
      attributes: [
        { name: "Colour", code: "colour", value: ["Honey", "Walnut"] },
        { name: "Material", code: "material", value: "Teak" },
      ],
      // The hidden Archive category is not shown.
      categories: ["Living Room"],
      product_class: expect.stringMatching(/^furniture-/),
      images: [
        { id: images[0].id, original: "http://shop.test/media/products/bench-1.jpg", caption: "Front view", display_order: 1 },
        { id: images[1].id, original: "http://shop.test/media/products/bench-2.jpg", caption: "", display_order: 2 },
      ],
      price: `${url}price/`,
      availability: `${url}availability/`,
      stockrecords: `${url}stockrecords/`,
      options: [{ url: `http://shop.test/api/v2/options/${ids.option}/`, id: ids.option, code: "engraving", name: "Engraving", type: "text", required: false, help_text: "Up to 12 letters.", choices: [] }],
      // No buyer has reviewed it.
      rating: null,
      children: [],
    });
  });

  it("lists a parent's visible children as details of the same shape, and its visible recommendations", async () => {
    const json = productDetailJson((await productById(ids.sofa, SHOPPER))!, urls);
    expect(json.children.map((c) => c.title)).toEqual(["Kamal Sofa – Indigo", "Kamal Sofa – Rust"]);
    expect(json.children[0]).toMatchObject({ structure: "child", attributes: [{ code: "colour", value: ["Indigo"] }], categories: ["Living Room > Sofas"], children: [] });
    // A child without pictures shows its parent's.
    expect(json.children[0].images.map((i) => i.original)).toEqual(["http://shop.test/media/products/kamal-1.jpg", "http://shop.test/media/products/kamal-2.jpg"]);
    expect(json.recommended_products).toEqual([`http://shop.test/api/v2/products/${ids.bench}/`, `http://shop.test/api/v2/products/${ids.chair}/`]);
  });
});

describe("the storefront's product detail", () => {
  it("inlines the card's price and availability and adds breadcrumbs, the 360° view, variants and related products", async () => {
    const page = (await productBySlug((await db().product.findUniqueOrThrow({ where: { id: ids.sofa } })).slug, SHOPPER))!;
    const json = storefrontProductJson(page, urls, new Set([ids.chair]));
    expect(json.price).toEqual({ currency: "INR", excl_tax: "44066.95", incl_tax: "51999.00", tax: "7932.05" });
    expect(json.availability).toEqual({ is_available_to_buy: true, message: "Available" });
    expect(json.breadcrumbs).toEqual([
      { id: ids.living, name: "Living Room", slug: "living-room", url: `http://shop.test/api/v2/categories/${ids.living}/` },
      { id: ids.sofas, name: "Sofas", slug: "sofas", url: `http://shop.test/api/v2/categories/${ids.sofas}/` },
    ]);
    expect(json.image_360).toEqual({
      id: ids.spin,
      title: "Kamal Sofa — 360° view",
      product: `http://shop.test/api/v2/products/${ids.sofa}/`,
      thumbnail: "http://shop.test/media/360/kamal/thumb.jpg",
      frames: [0, 1, 2].map((i) => `http://shop.test/media/360/kamal/frame-${i}.jpg`),
      frame_count: 3,
    });
    expect(json.variants.map((v) => [v.title, v.price.incl_tax, v.availability.message, v.attributes])).toEqual([
      ["Kamal Sofa – Indigo", "51999.00", "In stock (2 available)", [{ name: "Colour", code: "colour", value: ["Indigo"] }]],
      ["Kamal Sofa – Rust", null, "Unavailable", [{ name: "Colour", code: "colour", value: ["Rust"] }]],
    ]);
    expect(json.related.map((r) => [r.title, r.is_favourite])).toEqual([["Teak Bench", false], ["Cane Chair", true]]);
    expect(json.is_favourite).toBe(false);
    expect(page.breadcrumbs.map((b) => b.href)).toEqual(["/c/living-room/", "/c/living-room/sofas/"]);
  });

  it("shows a variant with its siblings, and its parent's 360° view; related falls back to its category", async () => {
    const page = (await productById(ids.sofaRust, SHOPPER))!;
    expect(page.parent).toMatchObject({ id: ids.sofa, title: "Kamal Sofa" });
    expect(page.variants.map((v) => v.id)).toEqual([ids.sofaIndigo, ids.sofaRust]);
    expect(page.image360?.id).toBe(ids.spin);
    expect(page.related.map((r) => r.title)).toEqual(["Cane Chair"]);
    expect(page.card.price.incl_tax).toBeNull();
  });

  it("hides hidden products and variants from shoppers; staff see them", async () => {
    expect(await productById(ids.hiddenChair, SHOPPER)).toBeNull();
    expect(await productById(ids.sofaSecret, SHOPPER)).toBeNull();
    expect(await productById(999999, SHOPPER)).toBeNull();
    expect(await productBySlug("no-such-product", SHOPPER)).toBeNull();
    expect((await productById(ids.hiddenChair, STAFF))?.title).toBe("Hidden Chair");
    const staffView = (await productById(ids.sofa, STAFF))!;
    expect(staffView.variants.map((v) => v.title)).toContain("Kamal Sofa – Secret");
    expect(staffView.categories).toEqual(["Living Room > Sofas"]);
    expect((await productById(ids.bench, STAFF))!.categories).toEqual(["Living Room", "Archive"]);
  });
});
