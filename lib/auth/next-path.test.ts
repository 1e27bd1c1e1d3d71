import { describe, expect, it } from "vitest";
import { nextInLanguage, safeNextPath } from "./next-path.ts";

describe("safeNextPath", () => {
  it("keeps paths on this site and refuses everything that could leave it", () => {
    expect(safeNextPath("/c/living-room/?x=1")).toBe("/c/living-room/?x=1");
    expect(safeNextPath("/admin/")).toBe("/admin/");
    for (const bad of ["//evil.example/", "https://evil.example/", "/\\evil.example", "evil", "", undefined, "/account/login/?next=/", "/api/v2/login/", "/\tx"]) {
      expect(safeNextPath(bad), String(bad)).toBe("/account/");
    }
    expect(safeNextPath(["/basket/", "/x/"])).toBe("/basket/");
  });
});

describe("nextInLanguage", () => {
  it("sends a Hindi sign-in on to the Hindi page, and an English one to the English page", () => {
    expect(nextInLanguage("hi", undefined)).toBe("/hi/account/");
    expect(nextInLanguage("hi", "/account/orders/?page=2")).toBe("/hi/account/orders/?page=2");
    expect(nextInLanguage("hi", "/hi/account/wishlist/")).toBe("/hi/account/wishlist/");
    expect(nextInLanguage("en", undefined)).toBe("/account/");
    expect(nextInLanguage("en", "/account/orders/")).toBe("/account/orders/");
  });

  it("never leaves the site, nor goes back to a sign-in page or the API in either language", () => {
    for (const bad of ["//evil.example/", "https://evil.example/", "/\\evil.example", "/hi/account/login/?next=/", "/hi/api/v2/login/"]) {
      expect(nextInLanguage("hi", bad), bad).toBe("/hi/account/");
    }
  });
});
