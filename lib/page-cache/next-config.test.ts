import { describe, expect, it } from "vitest";
import type { NextConfig } from "next";
import PageCacheHandler from "./page-handler.mjs";

// next.config.js is plain JavaScript without declarations: its type is given here.
const configFile = "../../next.config.js";
const nextConfig = ((await import(configFile)) as { default: NextConfig }).default;

describe("next.config.js and the page cache", () => {
  it("hands the page cache to Next through its global slot and leaves `cacheHandler` unset", () => {
    // With `cacheHandler` set, Next imports the file again on every request (docs/decisions/0075).
    expect(nextConfig.cacheHandler).toBeUndefined();
    const slot = (globalThis as Record<symbol, { FetchCache?: unknown } | undefined>)[Symbol.for("@next/cache-handlers")];
    expect(slot?.FetchCache).toBe(PageCacheHandler);
  });

  it("keeps the \"use cache\" data handler where Next imports it once", () => {
    expect(nextConfig.cacheHandlers?.default).toMatch(/\/lib\/page-cache\/data-handler\.mjs$/);
  });
});
