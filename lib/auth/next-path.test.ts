import { describe, expect, it } from "vitest";
import { safeNextPath } from "./next-path.ts";

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
