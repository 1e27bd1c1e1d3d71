import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeLabeller } from "./route-label.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const label = routeLabeller(path.join(ROOT, "app"), path.join(ROOT, "public"), ["/api/metrics/"]);

describe("the route a request metric is labelled with", () => {
  it("is the app folder's name for the route, never the product, order or token in the address", () => {
    expect(label("/")).toBe("/");
    expect(label("/p/juniper-velvet-2-seater-sofa/")).toBe("/p/[slug]/");
    expect(label("/p/teak-rocker/?colour=plum")).toBe("/p/[slug]/");
    expect(label("/c/living-room/sofas/")).toBe("/c/[...slug]/");
    expect(label("/api/v2/products/42/")).toBe("/api/v2/products/[id]/");
    expect(label("/api/v2/orders/17/invoice/")).toBe("/api/v2/orders/[id]/invoice/");
    expect(label("/media/products/sofa-640.webp")).toBe("/media/[...path]/");
  });

  it("prefers a fixed folder to a parameter, and a parameter to a catch-all", () => {
    expect(label("/api/v2/orders/track/")).toBe("/api/v2/orders/track/");
    expect(label("/api/v2/products/")).toBe("/api/v2/products/");
    expect(label("/api/v9/no/such/thing/")).toBe("/api/[[...path]]/");
    expect(label("/api/")).toBe("/api/[[...path]]/");
    expect(label("/api/metrics/")).toBe("/api/metrics/");
    expect(label("/api/metrics")).toBe("/api/metrics/");
  });

  it("spells Next's %5F folders as the underscore the address has", () => {
    expect(label("/api/v2/_basket/")).toBe("/api/v2/_basket/");
    expect(label("/api/v2/%5Fbasket/")).toBe("/api/v2/_basket/");
  });

  it("names files, Next's own paths and unknown addresses in a few fixed labels", () => {
    expect(label("/robots.txt")).toBe("/robots.txt");
    expect(label("/sitemap.xml")).toBe("/sitemap.xml");
    expect(label("/icon-192.png")).toBe("/public/");
    expect(label("/_next/static/chunks/app-1234.js")).toBe("/_next/static/");
    expect(label("/_next/image?url=x")).toBe("/_next/other/");
    expect(label("/no-such-page/here/")).toBe("unmatched");
    expect(label("/%E0%A4%/")).toBe("unmatched");
  });
});
