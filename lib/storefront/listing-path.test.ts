import { describe, expect, it } from "vitest";
import { ORDERINGS } from "@/lib/catalogue/listing-query.ts";
import { DEFAULT_LISTING, hasListingQuery, listingPath, readListingQuery, SORTS, splitListingPath } from "./listing-path.ts";
import { searchPath, searchWordsIn } from "./search-path.ts";

const read = (query: string) => readListingQuery(new URLSearchParams(query));
/** The segments Next hands a catch-all route for `path` after its first segment (it percent-encodes "=" too). */
const segmentsOf = (path: string) => path.split("/").filter(Boolean).slice(1).map((s) => encodeURIComponent(decodeURIComponent(s)));

describe("sort orders", () => {
  it("are the catalogue's orderings", () => {
    expect(SORTS).toEqual(ORDERINGS);
  });
});

describe("readListingQuery", () => {
  it("reads a filter form's query string", () => {
    expect(read("q=%20teak%20%20sofa%20&attr_colour=Rust&attr_colour=Indigo&attr_material=Teak,Mango&price_min=1000&price_max=25000.5&in_stock=on&sort=-price&page=3&utm_source=x")).toEqual({
      q: "teak sofa",
      attributes: { colour: ["Indigo", "Rust"], material: ["Mango", "Teak"] },
      priceMin: "1000.00",
      priceMax: "25000.50",
      inStock: true,
      sort: "-price",
      page: 3,
    });
    expect(read("")).toEqual(DEFAULT_LISTING);
  });

  it("turns anything unusable into its default, never an error", () => {
    for (const bad of ["0", "-1", "1.5", "abc", "", "1e3"]) expect(read(`page=${bad}`).page).toBe(1);
    expect(read("page=99999999").page).toBe(100_000);
    expect(read("sort=cheapest&price_min=abc&price_max=-5&in_stock=maybe&attr_=x&attr_Bad-Code=x&attr_colour=")).toEqual(DEFAULT_LISTING);
  });
});

describe("attribute codes named like an object's own members", () => {
  it("are codes like any other, in a query string and in a path", () => {
    expect(read("attr_constructor=x&attr_toString=y&attr_valueof=z").attributes).toEqual({ constructor: ["x"], valueof: ["z"] });
    expect(splitListingPath(["living-room", "constructor=x", "valueOf=y"]).state.attributes).toEqual({ constructor: ["x"] });
  });
});

describe("listingPath", () => {
  it("writes the state after the place in one order, defaults left out", () => {
    expect(listingPath("/search/", { q: "teak sofa" })).toBe("/search/q=teak%20sofa/");
    expect(listingPath("/c/dining/", { page: 1 })).toBe("/c/dining/");
    expect(listingPath("/c/dining/", { page: 2, sort: "price", attributes: { colour: ["Rust", "Indigo"] } })).toBe(
      "/c/dining/colour=Indigo/colour=Rust/sort=price/page=2/",
    );
  });
});

describe("splitListingPath", () => {
  it("reads back what listingPath wrote, whatever the values hold", () => {
    const state = { ...DEFAULT_LISTING, q: "a&b/c=é %", attributes: { colour: ["Rust / Red", "a=b"] }, priceMin: "100.00", inStock: true, sort: "-rating" as const, page: 2 };
    const path = listingPath("/c/living-room/sofas/", state);
    expect(splitListingPath(segmentsOf(path))).toEqual({ place: ["living-room", "sofas"], state, canonical: true });
    expect(splitListingPath(["living-room"])).toEqual({ place: ["living-room"], state: DEFAULT_LISTING, canonical: true });
  });

  it("says when the state is not written the canonical way", () => {
    const other = (segments: string[]) => splitListingPath(segments.map(encodeURIComponent));
    expect(other(["dining", "page=2", "sort=price"])).toMatchObject({ state: { page: 2, sort: "price" }, canonical: false });
    expect(other(["dining", "page=1"])).toMatchObject({ place: ["dining"], state: DEFAULT_LISTING, canonical: false });
    expect(other(["dining", "page=abc"])).toMatchObject({ state: { page: 1 }, canonical: false });
    expect(other(["dining", "colour=Rust", "colour=Rust"])).toMatchObject({ state: { attributes: { colour: ["Rust"] } }, canonical: false });
    expect(other(["dining", "Bad-Code=x"])).toMatchObject({ state: DEFAULT_LISTING, canonical: false });
    expect(splitListingPath(["dining", "page%3D2", "%E0%A4"])).toMatchObject({ place: ["dining"], state: { page: 2 }, canonical: false });
  });
});

describe("the search box's paths", () => {
  it("are the search listing's paths", () => {
    for (const words of ["sofa", "teak  sofa ", "a&b/c=é %"]) {
      const path = searchPath(words);
      expect(path).toBe(listingPath("/search/", { q: words.trim().replace(/\s+/g, " ") }));
      expect(searchWordsIn(path)).toBe(words.trim().replace(/\s+/g, " "));
      expect(searchWordsIn(`${path}sort=price/page=2/`)).toBe(words.trim().replace(/\s+/g, " "));
    }
    expect(searchWordsIn("/search/")).toBe("");
    expect(searchWordsIn("/c/sofas/")).toBe("");
    expect(searchWordsIn("/search/q%3Dlamp/")).toBe("lamp");
  });
});

describe("hasListingQuery", () => {
  it("spots a query string that says something about a listing", () => {
    for (const q of ["q=sofa", "page=2", "sort=price", "attr_colour=Rust", "in_stock=1", "price_max=900"]) expect(hasListingQuery(new URLSearchParams(q))).toBe(true);
    for (const q of ["", "utm_source=mail", "attrs=1"]) expect(hasListingQuery(new URLSearchParams(q))).toBe(false);
  });
});
