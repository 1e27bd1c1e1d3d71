// Listings as the API and the pages get them: cards (the exact ProductCard), filters, orderings,
// pages, disjunctive facets, and what shoppers may not see.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { UrlBuilder } from "@/lib/http/urls.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { CatalogueFixtures } from "@/lib/testing/catalogue-fixtures.ts";
import { productCardJson } from "./card-json.ts";
import { listProducts, type ListingOptions } from "./listing.ts";
import { parseListingQuery } from "./listing-query.ts";
import { SHOPPER, STAFF, type Viewer } from "./viewer.ts";

useTestDatabase();

const ids: Record<string, number> = {};
const urls = new UrlBuilder("http://shop.test");

beforeAll(async () => {
  const f = await CatalogueFixtures.create();
  await f.attribute("colour", "Colour", { type: "multi_option" });
  await f.attribute("material", "Material");
  await f.attribute("care", "Care", { type: "text", isFilterable: false });
  const living = await f.category("Living Room", "living-room", "0001", null, { image: "categories/living.jpg" });
  const sofas = await f.category("Sofas", "sofas", "0001.0001", living.id);
  const recliners = await f.category("Recliners", "recliners", "0001.0001.0001", sofas.id);
  const hidden = await f.category("Hidden", "hidden-tables", "0001.0002", living.id, { isPublic: false });
  const sideTables = await f.category("Side Tables", "side-tables", "0001.0002.0001", hidden.id);
  const bedroom = await f.category("Bedroom", "bedroom", "0002", null);
  Object.assign(ids, { living: living.id, sofas: sofas.id, recliners: recliners.id, hidden: hidden.id, bedroom: bedroom.id });

  const p = async (name: string, title: string, opts: Parameters<typeof f.product>[1]) => (ids[name] = (await f.product(title, opts)).id);
  await p("bench", "Teak Bench", { category: living.id, price: "12000.00", attributes: { material: "Teak" }, image: "products/bench", rating: "4.5", upc: "8906183000016" });
  await p("cafe", "Café Sofa", { category: sofas.id, price: "45999.50", stock: 3, attributes: { colour: ["Indigo", "Rust", "Sage"], material: "Velvet" } });
  await p("soldOut", "Sold Out Sofa", { category: sofas.id, price: "30000.00", stock: 4, allocated: 4, attributes: { colour: "Indigo", material: "Cotton" } });
  await p("untracked", "Untracked Sofa", { category: sofas.id, price: "25000.00", stock: null, attributes: { colour: "Sage", material: "Velvet" }, rating: "3.9" });
  await p("secret", "Secret Sofa", { category: sofas.id, price: "10.00", isPublic: false, attributes: { colour: "Indigo" } });
  await p("nesting", "Mango Nesting Tables", { category: sideTables.id, price: "8000.00" });
  await p("chair", "Jaipur Chair", { category: recliners.id, structure: "parent", attributes: { material: "Cane" }, rating: "4.8" });
  for (const [colour, price, stock] of [["Indigo", "8499.00", 5], ["Ochre", "7999.00", 0], ["Rust", "9999.00", 2]] as const) {
    await p(`chair${colour}`, `Jaipur Chair – ${colour}`, { parent: ids.chair, price, stock, attributes: { colour } });
  }
  await p("empty", "Empty Chair", { category: sofas.id, structure: "parent" });
  await p("emptyChild", "Empty Chair – Grey", { parent: ids.empty, price: "5000.00", stock: 0, attributes: { colour: "Grey" } });
  await f.ready();
});

const list = (qs: string, viewer: Viewer = SHOPPER, page: { page?: number; pageSize?: number } = {}, opts: ListingOptions = {}) =>
  listProducts(parseListingQuery(new URLSearchParams(qs), { storefront: true }), viewer, { page: page.page ?? 1, pageSize: page.pageSize ?? 20 }, opts);
const titles = async (qs: string, viewer?: Viewer) => (await list(qs, viewer)).cards.map((c) => c.title);

describe("cards", () => {
  it("are the ProductCard of API.md §4, with the wording and rules of lib/pricing", async () => {
    const cards = Object.fromEntries((await list("")).cards.map((c) => [c.title, productCardJson(c, urls, false)]));
    expect(cards["Teak Bench"]).toEqual({
      url: `http://shop.test/api/v2/products/${ids.bench}/`,
      id: ids.bench,
      upc: "8906183000016",
      title: "Teak Bench",
      slug: expect.stringMatching(/^teak-bench-/),
      structure: "standalone",
      price: { currency: "INR", excl_tax: "10169.49", incl_tax: "12000.00", tax: "1830.51" },
      price_is_from: false,
      availability: { is_available_to_buy: true, num_available: 50, message: "In stock (50 available)" },
      image: "http://shop.test/media/products/bench-1.jpg",
      rating: 4.5,
      rating_count: 1,
      is_favourite: false,
    });
    expect(cards["Café Sofa"].availability).toEqual({ is_available_to_buy: true, num_available: 3, message: "In stock (3 available)" });
    expect(cards["Sold Out Sofa"]).toMatchObject({
      price: { currency: null, excl_tax: null, incl_tax: null, tax: "0.00" },
      availability: { is_available_to_buy: false, message: "Unavailable" },
    });
    expect(cards["Untracked Sofa"].availability).toEqual({ is_available_to_buy: true, message: "Available" });
    // A parent: from its cheapest child that can be bought (Ochre, 7999, has none in stock).
    expect(cards["Jaipur Chair"]).toMatchObject({
      structure: "parent",
      price: { currency: "INR", incl_tax: "8499.00", excl_tax: "7202.54", tax: "1296.46" },
      price_is_from: true,
      availability: { is_available_to_buy: true, message: "Available" },
      rating: 4.8,
      image: null,
    });
    // A parent whose children cannot be bought has the null price.
    expect(cards["Empty Chair"]).toMatchObject({
      price: { currency: null, excl_tax: null, incl_tax: null, tax: "0.00" },
      price_is_from: true,
      availability: { is_available_to_buy: false, message: "Unavailable" },
    });
  });

  it("give pages relative picture paths and storefront links", async () => {
    const bench = (await list("q=teak bench")).cards[0];
    expect(bench.image).toEqual({ path: "/media/products/bench-1.jpg", alt: "Front view", width: 1200, height: 900 });
    expect(bench.href).toBe(`/p/${bench.slug}/`);
  });
});

describe("filters", () => {
  it("list public standalone and parent products, newest first", async () => {
    expect(await titles("")).toEqual(["Empty Chair", "Jaipur Chair", "Mango Nesting Tables", "Untracked Sofa", "Sold Out Sofa", "Café Sofa", "Teak Bench"]);
    expect(await titles("structure=child")).toEqual(["Empty Chair – Grey", "Jaipur Chair – Rust", "Jaipur Chair – Ochre", "Jaipur Chair – Indigo"]);
    expect(await titles("structure=parent")).toEqual(["Empty Chair", "Jaipur Chair"]);
  });

  it("by category slug or id, with the categories below it, but not below a hidden one", async () => {
    const living = ["Empty Chair", "Jaipur Chair", "Untracked Sofa", "Sold Out Sofa", "Café Sofa", "Teak Bench"];
    expect(await titles("category=living-room")).toEqual(living);
    expect(await titles(`category=${ids.living}`)).toEqual(living);
    expect(await titles("category=recliners")).toEqual(["Jaipur Chair"]);
    expect(await titles("category=bedroom")).toEqual([]);
    await expect(list("category=hidden-tables")).rejects.toMatchObject({ status: 400, body: { category: ["Select a valid choice. hidden-tables is not one of the available choices."] } });
    await expect(list("category=nope")).rejects.toMatchObject({ status: 400 });
    await expect(list("category=99999")).rejects.toMatchObject({ status: 400 });
    expect(await titles("category=hidden-tables", STAFF)).toEqual(["Mango Nesting Tables"]);
    expect(await titles("structure=child&category=recliners")).toEqual(["Jaipur Chair – Rust", "Jaipur Chair – Ochre", "Jaipur Chair – Indigo"]);
  });

  it("by the price a card shows, and by what can be bought now", async () => {
    expect(await titles("price_min=9000&price_max=30000")).toEqual(["Untracked Sofa", "Teak Bench"]);
    expect(await titles("price_max=8499")).toEqual(["Jaipur Chair", "Mango Nesting Tables"]);
    expect(await titles("in_stock=1")).toEqual(["Jaipur Chair", "Mango Nesting Tables", "Untracked Sofa", "Café Sofa", "Teak Bench"]);
  });

  it("by attributes: any of an attribute's values, every attribute; a parent has its children's values", async () => {
    expect(await titles("attr_colour=Indigo")).toEqual(["Jaipur Chair", "Sold Out Sofa", "Café Sofa"]);
    expect(await titles("attr_colour=Sage,Grey")).toEqual(["Empty Chair", "Untracked Sofa", "Café Sofa"]);
    expect(await titles("attr_colour=Indigo&attr_material=Velvet")).toEqual(["Café Sofa"]);
    expect(await titles("attr_colour=Ochre&in_stock=1")).toEqual(["Jaipur Chair"]);
    await expect(list("attr_care=Dust")).rejects.toMatchObject({ status: 400, body: { attr_care: ["care is not an attribute listings can be filtered by."] } });
    await expect(list("attr_size=L")).rejects.toMatchObject({ status: 400, body: { attr_size: ["size is not an attribute listings can be filtered by."] } });
  });

  it("never show shoppers hidden products; staff see them", async () => {
    expect(await titles("q=secret")).toEqual([]);
    // By relevance: "sofa" in the title first, then in a category's name (Recliners are under Sofas).
    expect(await titles("attr_colour=Indigo&q=sofa")).toEqual(["Sold Out Sofa", "Café Sofa", "Jaipur Chair"]);
    expect(await titles("q=secret", STAFF)).toEqual(["Secret Sofa"]);
  });
});

describe("orderings and pages", () => {
  it("sort by price (nothing to pay last), title, rating and date", async () => {
    expect(await titles("ordering=price")).toEqual(["Mango Nesting Tables", "Jaipur Chair", "Teak Bench", "Untracked Sofa", "Café Sofa", "Sold Out Sofa", "Empty Chair"]);
    expect(await titles("ordering=-price")).toEqual(["Café Sofa", "Untracked Sofa", "Teak Bench", "Jaipur Chair", "Mango Nesting Tables", "Empty Chair", "Sold Out Sofa"]);
    expect(await titles("ordering=title")).toEqual(["Café Sofa", "Empty Chair", "Jaipur Chair", "Mango Nesting Tables", "Sold Out Sofa", "Teak Bench", "Untracked Sofa"]);
    expect((await titles("ordering=-rating")).slice(0, 3)).toEqual(["Jaipur Chair", "Teak Bench", "Untracked Sofa"]);
    expect(await titles("ordering=-date_created")).toEqual(await titles(""));
  });

  it("page the listing; a page past the end is refused, or shows the last page when asked", async () => {
    const second = await list("", SHOPPER, { page: 2, pageSize: 3 });
    expect(second).toMatchObject({ count: 7, page: 2, pageSize: 3, numPages: 3 });
    expect(second.cards.map((c) => c.title)).toEqual(["Untracked Sofa", "Sold Out Sofa", "Café Sofa"]);
    await expect(list("", SHOPPER, { page: 4, pageSize: 3 })).rejects.toMatchObject({ status: 404, body: { detail: "Invalid page." } });
    const clamped = await list("", SHOPPER, { page: 9, pageSize: 3 }, { clampPage: true });
    expect(clamped).toMatchObject({ page: 3, count: 7 });
    expect(clamped.cards.map((c) => c.title)).toEqual(["Teak Bench"]);
    expect(await list("category=bedroom")).toMatchObject({ count: 0, page: 1, numPages: 1, cards: [] });
  });
});

describe("facets", () => {
  it("count each value over the other filters only (disjunctive), the price range over all but price", async () => {
    const facets = (await list("attr_colour=Indigo&price_max=40000", SHOPPER, {}, { facets: true })).facets!;
    expect(facets.attributes.map((a) => a.code)).toEqual(["colour", "material"]);
    // Colour counts ignore the colour filter but keep the price filter (Café Sofa costs more, Sold Out
    // Sofa has no price to show).
    expect(facets.attributes[0].values).toEqual([
      { value: "Indigo", count: 1 },
      { value: "Ochre", count: 1 },
      { value: "Rust", count: 1 },
      { value: "Sage", count: 1 },
    ]);
    // Material counts keep the colour filter: only Indigo things.
    expect(facets.attributes[1].values).toEqual([{ value: "Cane", count: 1 }]);
    // The price range ignores the price filter but keeps the colour filter.
    expect(facets.price).toEqual({ min: "8499.00", max: "45999.50" });
  });

  it("with two attributes selected, count each one's values under the other's filter only", async () => {
    const facets = (await list("attr_colour=Indigo&attr_material=Velvet", SHOPPER, {}, { facets: true })).facets!;
    const values = (code: string) => facets.attributes.find((a) => a.code === code)!.values;
    // Colours of Velvet things; materials of Indigo things; the price range of Indigo Velvet things.
    expect(values("colour")).toEqual([
      { value: "Indigo", count: 1 },
      { value: "Rust", count: 1 },
      { value: "Sage", count: 2 },
    ]);
    expect(values("material")).toEqual([
      { value: "Cane", count: 1 },
      { value: "Cotton", count: 1 },
      { value: "Velvet", count: 1 },
    ]);
    expect(facets.price).toEqual({ min: "45999.50", max: "45999.50" });
  });

  it("keep a selected value even when nothing else matches it, and count hidden products nowhere", async () => {
    const facets = (await list("attr_material=Teak&q=sofa", SHOPPER, {}, { facets: true })).facets!;
    const material = facets.attributes.find((a) => a.code === "material")!;
    expect(material.values).toEqual([
      { value: "Cane", count: 1 },
      { value: "Cotton", count: 1 },
      { value: "Teak", count: 0 },
      { value: "Velvet", count: 2 },
    ]);
    const colour = (await list("", SHOPPER, {}, { facets: true })).facets!.attributes.find((a) => a.code === "colour")!;
    expect(colour.values.find((v) => v.value === "Indigo")).toEqual({ value: "Indigo", count: 3 });
    const staffColour = (await list("", STAFF, {}, { facets: true })).facets!.attributes.find((a) => a.code === "colour")!;
    expect(staffColour.values.find((v) => v.value === "Indigo")).toEqual({ value: "Indigo", count: 4 });
  });
});

describe("listing facts", () => {
  it("follow a price change once the change is recorded", async () => {
    const { catalogueChanged } = await import("./changed.ts");
    await db().stockRecord.update({ where: { productId: ids.chairOchre }, data: { numInStock: 3 } });
    await catalogueChanged(db(), { productIds: [ids.chairOchre] });
    const chair = (await list("q=jaipur")).cards[0];
    expect(chair.price.incl_tax).toBe("7999.00");
    expect(await titles("price_max=8000")).toEqual(["Jaipur Chair", "Mango Nesting Tables"]);
  });
});
