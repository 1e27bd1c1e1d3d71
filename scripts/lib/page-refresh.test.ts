// A page cache key names the page the server renders again for it.
import { describe, expect, it } from "vitest";
import { pathOfKey } from "./page-refresh.ts";

describe("pathOfKey", () => {
  it("reads the page's path out of Next's cache key", () => {
    expect(pathOfKey("/route-cache/APP_PAGE/339cc81928cead2c7b13e0b8aacfc85ff4070766b7ab4ec3cf4c9283f51b1f3e/$/p/teak-bench/")).toBe("/p/teak-bench/");
    expect(pathOfKey("/route-cache/APP_PAGE/339cc8/$/")).toBe("/");
    expect(pathOfKey("/route-cache/APP_PAGE/339cc8/$/search/q=teak/")).toBe("/search/q=teak/");
    expect(pathOfKey("/index")).toBe("/");
    expect(pathOfKey("/c/living-room")).toBe("/c/living-room/");
  });
});
