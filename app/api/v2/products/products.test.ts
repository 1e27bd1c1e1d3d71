// /api/v2/products/ and a product's sub-resources, over the route handlers: exact bodies, filters,
// pages, bad parameters (400, never 500), hidden products, staff-only stock levels; and options.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { buildCatalogueShop, signedIn, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as options from "../options/route.ts";
import * as option from "../options/[id]/route.ts";
import * as list from "./route.ts";
import * as detail from "./[id]/route.ts";
import * as availability from "./[id]/availability/route.ts";
import * as price from "./[id]/price/route.ts";
import * as stockrecords from "./[id]/stockrecords/route.ts";
import * as stockrecord from "./[id]/stockrecords/[sid]/route.ts";

useTestDatabase();
let ids: ShopIds;
let staff: Record<string, string>;

beforeAll(async () => {
  ids = await buildCatalogueShop();
  staff = (await signedIn({ isStaff: true })).headers;
});

const get = (path: string, headers: Record<string, string> = {}) => call(list, path, { headers });
const titles = async (qs: string, headers?: Record<string, string>) => {
  const r = await get(`/api/v2/products/${qs}`, headers);
  expect(r.status).toBe(200);
  return r.json.results.map((c: { title: string }) => c.title);
};

describe("GET /api/v2/products/", () => {
  it("answers Envelope A of ProductCard, newest first, for the caller (never cached by others)", async () => {
    const r = await get("/api/v2/products/?page_size=2");
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      count: 7,
      next: "http://shop.test/api/v2/products/?page_size=2&page=2",
      previous: null,
      results: [
        {
          url: `http://shop.test/api/v2/products/${ids.empty}/`,
          id: ids.empty,
          upc: null,
          title: "Empty Chair",
          slug: expect.stringMatching(/^empty-chair-/),
          structure: "parent",
          price: { currency: null, excl_tax: null, incl_tax: null, tax: "0.00" },
          price_is_from: true,
          availability: { is_available_to_buy: false, message: "Unavailable" },
          image: null,
          rating: null,
          rating_count: 0,
          is_favourite: false,
        },
        expect.objectContaining({ title: "Jaipur Chair", price: { currency: "INR", excl_tax: "7202.54", incl_tax: "8499.00", tax: "1296.46" }, price_is_from: true, rating: 4.8 }),
      ],
    });
    expect(r.headers.get("vary")).toBe("Accept, Accept-Language, Cookie, Authorization, Session-Id");
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    const last = await get("/api/v2/products/?page_size=2&page=4");
    expect(last.json).toMatchObject({ count: 7, next: null, previous: "http://shop.test/api/v2/products/?page_size=2&page=3" });
    expect(last.json.results.map((c: { title: string }) => c.title)).toEqual(["Teak Bench"]);
  });

  it("filters by structure, category (slug or id, with subcategories), q and price, and orders", async () => {
    expect(await titles("?structure=parent")).toEqual(["Empty Chair", "Jaipur Chair"]);
    expect(await titles("?category=sofas")).toEqual(["Empty Chair", "Jaipur Chair", "Untracked Sofa", "Sold Out Sofa", "Café Sofa"]);
    expect(await titles(`?category=${ids.recliners}`)).toEqual(["Jaipur Chair"]);
    expect(await titles("?q=CAFE")).toEqual(["Café Sofa"]);
    expect(await titles("?price_min=10000&price_max=30000&ordering=-price")).toEqual(["Untracked Sofa", "Teak Bench"]);
    expect(await titles("?ordering=title&page_size=3")).toEqual(["Café Sofa", "Empty Chair", "Jaipur Chair"]);
    // Storefront-only filters are not filters here.
    expect((await get("/api/v2/products/?attr_colour=Indigo&in_stock=maybe")).json.count).toBe(7);
  });

  it("answers every bad parameter with a clear 400, and a bad page with 404", async () => {
    const bad: [string, Record<string, string[]>][] = [
      ["?structure=bundle", { structure: ["Select a valid choice. bundle is not one of the available choices."] }],
      ["?ordering=price;drop", { ordering: ["Select a valid choice. price;drop is not one of the available choices."] }],
      ["?price_min=cheap&price_max=-5", { price_min: ["A valid number is required."], price_max: ["A valid number is required."] }],
      ["?category=hidden-tables", { category: ["Select a valid choice. hidden-tables is not one of the available choices."] }],
      ["?category=no-such", { category: ["Select a valid choice. no-such is not one of the available choices."] }],
      [`?q=${"x".repeat(201)}`, { q: ["Ensure this field has no more than 200 characters."] }],
    ];
    for (const [qs, body] of bad) {
      const r = await get(`/api/v2/products/${qs}`);
      expect([qs, r.status, r.json]).toEqual([qs, 400, body]);
    }
    for (const page of ["0", "abc", "9"]) {
      const r = await get(`/api/v2/products/?page=${page}`);
      expect([page, r.status, r.json]).toEqual([page, 404, { detail: "Invalid page." }]);
    }
    expect((await get("/api/v2/products/?page_size=1000")).json.results.length).toBe(7);
    // Any text is a search, never an error: other scripts, digits, symbols, quotes. A NUL is no text (lib/http/validation.ts).
    for (const q of ["沙发", "²½ⅷ", "١٢٣", "a:b & c | !d", "'); DROP TABLE \"Product\"; --", "the", "*:*"]) {
      const r = await get(`/api/v2/products/?q=${encodeURIComponent(q)}`);
      expect([q, r.status]).toEqual([q, 200]);
    }
    expect((await get("/api/v2/products/?q=%00sofa")).json).toEqual({ q: ["Null characters are not allowed."] });
  });

  it("never shows shoppers hidden products, or products only through a hidden category; staff see them", async () => {
    expect(await titles("?q=secret")).toEqual([]);
    expect(await titles("?q=secret", staff)).toEqual(["Secret Sofa"]);
    expect(await titles("?category=hidden-tables", staff)).toEqual(["Mango Nesting Tables"]);
    expect((await get("/api/v2/products/?structure=child", staff)).json.count).toBe(4);
  });
});

describe("GET /api/v2/products/{id}/ and its sub-resources", () => {
  it("answers the detail, and 404 for unknown, malformed and hidden ids", async () => {
    const r = await call(detail, `/api/v2/products/${ids.bench}/`, { params: { id: String(ids.bench) } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      id: ids.bench,
      title: "Teak Bench",
      attributes: [{ name: "Material", code: "material", value: "Teak" }, { name: "Care", code: "care", value: "Oil yearly." }],
      categories: ["Living Room"],
      price: `http://shop.test/api/v2/products/${ids.bench}/price/`,
      options: [{ code: "engraving", name: "Engraving", required: false, help_text: "Up to 12 letters." }],
    });
    for (const id of ["999999", "abc", "1.5", String(ids.secret)]) {
      const miss = await call(detail, `/api/v2/products/${id}/`, { params: { id } });
      expect([id, miss.status, miss.json]).toEqual([id, 404, { detail: "Not found." }]);
    }
    expect((await call(detail, "/x/", { params: { id: String(ids.secret) }, headers: staff })).status).toBe(200);
  });

  it("prices and availability: a product, a sold-out one, a parent (never bought itself)", async () => {
    const at = async (route: typeof price, id: number) => (await call(route, "/x/", { params: { id: String(id) } })).json;
    expect(await at(price, ids.cafe)).toEqual({ currency: "INR", excl_tax: "38982.63", incl_tax: "45999.50", tax: "7016.87" });
    expect(await at(availability, ids.cafe)).toEqual({ is_available_to_buy: true, num_available: 3, message: "In stock (3 available)" });
    expect(await at(price, ids.soldOut)).toEqual({ currency: null, excl_tax: null, incl_tax: null, tax: "0.00" });
    expect(await at(availability, ids.soldOut)).toEqual({ is_available_to_buy: false, message: "Unavailable" });
    expect(await at(availability, ids.untracked)).toEqual({ is_available_to_buy: true, message: "Available" });
    expect(await at(price, ids.chair)).toEqual({ currency: null, excl_tax: null, incl_tax: null, tax: "0.00" });
    expect(await at(availability, ids.chair)).toEqual({ is_available_to_buy: false, message: "Unavailable" });
    expect(await at(price, ids.chairIndigo)).toMatchObject({ incl_tax: "8499.00" });
    expect((await call(price, "/x/", { params: { id: String(ids.secret) } })).status).toBe(404);
  });

  it("shows stock levels in stock records to staff only", async () => {
    const sid = ids.stockBench;
    const record = { id: sid, url: `http://shop.test/api/v2/products/${ids.bench}/stockrecords/${sid}/`, partner_sku: expect.stringMatching(/^SKU-/), price_currency: "INR", price: "12000.00" };
    const shopper = await call(stockrecords, "/x/", { params: { id: String(ids.bench) } });
    expect(shopper.json).toEqual([record]);
    expect(shopper.json[0]).not.toHaveProperty("num_in_stock");
    const forStaff = await call(stockrecord, "/x/", { params: { id: String(ids.bench), sid: String(sid) }, headers: staff });
    expect(forStaff.json).toEqual({ ...record, num_in_stock: 50, num_allocated: 0 });
    const signedInShopper = (await signedIn()).headers;
    expect((await call(stockrecord, "/x/", { params: { id: String(ids.bench), sid: String(sid) }, headers: signedInShopper })).json).toEqual(record);
    expect((await call(stockrecord, "/x/", { params: { id: String(ids.cafe), sid: String(sid) } })).status).toBe(404);
    expect((await call(stockrecords, "/x/", { params: { id: String(ids.chair) } })).json).toEqual([]);
  });
});

describe("GET /api/v2/options/", () => {
  it("answers Envelope A of Option and one option by id", async () => {
    const r = await call(options, "/api/v2/options/");
    expect(r.json).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [
        { url: `http://shop.test/api/v2/options/${ids.option2}/`, id: ids.option2, code: "delivery_slot", name: "Delivery slot", type: "text", required: true, help_text: "", choices: [] },
        { url: `http://shop.test/api/v2/options/${ids.option}/`, id: ids.option, code: "engraving", name: "Engraving", type: "text", required: false, help_text: "Up to 12 letters.", choices: [] },
      ],
    });
    expect((await call(option, "/x/", { params: { id: String(ids.option) } })).json.code).toBe("engraving");
    expect((await call(option, "/x/", { params: { id: "0" } })).status).toBe(404);
    expect(await db().option.count()).toBe(2);
  });
});
