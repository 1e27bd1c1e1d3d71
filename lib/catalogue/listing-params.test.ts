import { describe, expect, it } from "vitest";
import { listingHref, parsePageParam } from "./listing-params.ts";

describe("parsePageParam", () => {
  it("reads a positive whole page number, 1 when absent", () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam("3")).toBe(3);
    expect(parsePageParam(["2", "5"])).toBe(2);
  });

  it("refuses anything else", () => {
    for (const bad of ["0", "-1", "1.5", "abc", "", "01", "9999999"]) expect(parsePageParam(bad)).toBeNull();
  });
});

describe("listingHref", () => {
  it("keeps other parameters and leaves page 1 bare", () => {
    expect(listingHref("/search/", { q: "teak sofa" }, 1)).toBe("/search/?q=teak+sofa");
    expect(listingHref("/search/", { q: "teak sofa" }, 3)).toBe("/search/?q=teak+sofa&page=3");
    expect(listingHref("/c/dining/", {}, 1)).toBe("/c/dining/");
    expect(listingHref("/c/dining/", {}, 2)).toBe("/c/dining/?page=2");
  });
});
