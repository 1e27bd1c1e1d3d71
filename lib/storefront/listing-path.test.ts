import { describe, expect, it } from "vitest";
import { listingPath, readListingQuery, splitListingPath } from "./listing-path.ts";

const read = (query: string) => readListingQuery(new URLSearchParams(query));
/** The segments Next hands a catch-all route for `path` after `/c/` (it percent-encodes "=" too). */
const segmentsOf = (path: string) => path.split("/").filter(Boolean).slice(1).map((s) => encodeURIComponent(decodeURIComponent(s)));

describe("readListingQuery", () => {
  it("reads the page and the search words", () => {
    expect(read("page=3&q=%20teak%20%20sofa%20")).toEqual({ page: 3, q: "teak sofa" });
    expect(read("")).toEqual({ page: 1, q: "" });
  });

  it("turns an unusable page number into page 1, never an error", () => {
    for (const bad of ["0", "-1", "1.5", "abc", "", "1e3"]) expect(read(`page=${bad}`).page).toBe(1);
    expect(read("page=99999999").page).toBe(100_000);
  });
});

describe("listingPath", () => {
  it("writes the state after the place, page 1 and empty words left out", () => {
    expect(listingPath("/search/", { q: "teak sofa" })).toBe("/search/q=teak%20sofa/");
    expect(listingPath("/search/", { q: "teak sofa", page: 3 })).toBe("/search/q=teak%20sofa/page=3/");
    expect(listingPath("/c/dining/", { page: 1 })).toBe("/c/dining/");
    expect(listingPath("/c/dining/", { page: 2 })).toBe("/c/dining/page=2/");
  });
});

describe("splitListingPath", () => {
  it("reads back what listingPath wrote, whatever the words hold", () => {
    const path = listingPath("/c/living-room/sofas/", { page: 2, q: "a&b/c=é %" });
    expect(splitListingPath(segmentsOf(path))).toEqual({ place: ["living-room", "sofas"], query: { page: 2, q: "a&b/c=é %" }, canonical: true });
    expect(splitListingPath(["living-room"])).toEqual({ place: ["living-room"], query: { page: 1, q: "" }, canonical: true });
  });

  it("says when the state is not written the canonical way", () => {
    const other = (segments: string[]) => splitListingPath(segments.map(encodeURIComponent));
    expect(other(["dining", "page=2", "q=sofa"])).toMatchObject({ query: { page: 2, q: "sofa" }, canonical: false });
    expect(other(["dining", "page=1"])).toMatchObject({ place: ["dining"], query: { page: 1 }, canonical: false });
    expect(other(["dining", "page=abc"])).toMatchObject({ query: { page: 1 }, canonical: false });
    expect(other(["dining", "colour=teak"])).toMatchObject({ query: { page: 1, q: "" }, canonical: false });
    expect(splitListingPath(["dining", "page%3D2", "%E0%A4"])).toMatchObject({ place: ["dining"], query: { page: 2 }, canonical: false });
  });
});
