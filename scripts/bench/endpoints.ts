// The endpoints `npm run bench` loads. Add yours here: a path (with its query) on the demo shop, or
// several paths (read from the running shop) loaded in turn.
import { addProductLoad, addThenSetLoad, shopperWithBasket } from "./basket-load.ts";
import { listingUrls, suggestionUrls } from "./catalogue-urls.ts";
import type { LoadResult } from "./load.ts";
import { categoryPagePaths, productPagePaths } from "./page-urls.ts";
import { churnedProductPage, quietProductPage } from "./staff.ts";

export interface BenchEndpoint {
  name: string;
  path?: string;
  /** Several paths, taken in turn; built from the running shop. */
  paths?: (origin: string) => Promise<string[]>;
  /** Also load it from a server with the catalogue cache off (CATALOGUE_CACHE=0). */
  cacheOff?: boolean;
  /** Default: 10 and 50. */
  connections?: number[];
  /** First views: each path fetched once, one at a time, before anything else warmed it. */
  cold?: boolean;
  /** With `cold`: pages viewed once just before, so the server's code is warm while the measured pages are not. */
  warmPaths?: (origin: string) => Promise<string[]>;
  /** Request headers sent with every request (built from the running shop's origin). */
  headers?: (origin: string) => Record<string, string> | Promise<Record<string, string>>;
  /** A load of its own (writes, per-connection state) instead of GETs of `path`/`paths`. */
  run?: (origin: string, connections: number, seconds: number) => Promise<LoadResult>;
}

/** Paths of the bench-only empty pages (app/[locale]/(shop)/bench-empty, app/(bench)/bench-bare), each new to the server. */
function emptyPaths(route: string, count: number, prefix = "page"): string[] {
  return Array.from({ length: count }, (_, i) => `/${route}/${prefix}-${i + 1}/`);
}

/** An app's anonymous header session (spec/API.md §2): its realm is the host it talks to. */
function appSession(origin: string): Record<string, string> {
  return { "Session-Id": `SID:ANON:${new URL(origin).hostname}:bench-app-session-0000000001` };
}

/** One basket cookie per server, holding a product, for the rows of a shopper with a basket. */
const baskets = new Map<string, Promise<string>>();
async function basketCookie(origin: string): Promise<Record<string, string>> {
  if (!baskets.has(origin)) baskets.set(origin, shopperWithBasket(origin));
  return { Cookie: await baskets.get(origin)! };
}

export const BENCH_ENDPOINTS: BenchEndpoint[] = [
  // Shop pages: first views (rendered, cache cold) before anything warms them, then served from the page cache.
  { name: "30 product pages, first view (cache cold)", paths: (origin) => productPagePaths(origin, 30), cold: true },
  { name: "30 category pages, first view (cache cold)", paths: (origin) => categoryPagePaths(origin, 30), cold: true },
  // A shop that has been up a while: its code is compiled and optimised, a page a price change just dropped is not.
  {
    name: "30 other product pages, first view (code warm, cache cold)",
    paths: async (origin) => (await productPagePaths(origin, 60)).slice(30),
    warmPaths: async (origin) => (await productPagePaths(origin, 90)).slice(60),
    cold: true,
  },
  {
    name: "30 other category pages, first view (code warm, cache cold)",
    paths: async (origin) => (await categoryPagePaths(origin, 60)).slice(30),
    warmPaths: async (origin) => (await categoryPagePaths(origin, 90)).slice(60),
    cold: true,
  },
  // The floor under those: pages with nothing of their own (bench-only routes), in the shop's frame and without it.
  { name: "30 empty shop pages (frame only), first view (code warm, cache cold)", paths: async () => emptyPaths("bench-empty", 30), warmPaths: async () => emptyPaths("bench-empty", 30, "warm"), cold: true },
  { name: "30 empty pages, no frame (Next's own floor), first view (code warm, cache cold)", paths: async () => emptyPaths("bench-bare", 30), warmPaths: async () => emptyPaths("bench-bare", 30, "warm"), cold: true },
  { name: "home page", path: "/" },
  { name: "category page", path: "/c/living-room/" },
  // A browser with any cookie is never sent a kept answer: the same page through Next and its page cache.
  { name: "category page, a browser with a cookie", path: "/c/living-room/", headers: () => ({ Cookie: "seen=1" }), connections: [10] },
  { name: "product page", paths: (origin) => productPagePaths(origin, 1) },
  // A shopper with a basket (issue 25): shop pages are the same bytes whatever cookies come with them.
  { name: "category page, a shopper with a basket", path: "/c/living-room/", headers: basketCookie, connections: [10] },
  { name: "product page, a shopper with a basket", paths: (origin) => productPagePaths(origin, 1), headers: basketCookie, connections: [10] },
  { name: "basket page (/basket/), a shopper with a basket", path: "/basket/", headers: basketCookie, connections: [10] },
  // Issue 21: staff change a price every second; the page is rendered again in the background (decision 0106).
  { name: "product page, no changes (the churned one below)", run: quietProductPage, connections: [10] },
  { name: "product page, staff change its price every second", run: churnedProductPage, connections: [10] },
  { name: "search page", path: "/search/q=sofa/" },
  { name: "countries", path: "/api/v2/countries/" },
  { name: "country", path: "/api/v2/countries/IN/" },
  { name: "health", path: "/api/health/" },
  { name: "return policy", path: "/api/v2/policies/legals/return-policy/" },
  // The app's landing page: shared slots through the content and catalogue caches, the caller's parts per request.
  { name: "home (/api/v1/home/)", path: "/api/v1/home/", cacheOff: true },
  { name: "storefront listing", path: "/api/v2/catalogue/product/list/?page_size=20", cacheOff: true },
  // Callers with credentials are never sent a kept answer (lib/http/shared-answers.ts): the app's own path through Next.
  { name: "storefront listing, app caller (Session-Id)", path: "/api/v2/catalogue/product/list/?page_size=20", headers: appSession, connections: [10] },
  { name: "home (/api/v1/home/), app caller (Session-Id)", path: "/api/v1/home/", headers: appSession, connections: [10] },
  { name: "products", path: "/api/v2/products/", cacheOff: true },
  { name: "50 listing URLs (filters, pages, sorts)", paths: (origin) => listingUrls(origin, 50), cacheOff: true, connections: [10] },
  { name: "suggestions, 60 three-letter prefixes", paths: (origin) => suggestionUrls(origin, 60), cacheOff: true, connections: [10] },
  // Ceiling (issue 10): ≥ 300 req/s at 10 connections on PostgreSQL.
  { name: "POST add-product, a basket per connection", run: addProductLoad, connections: [10] },
  { name: "POST add-product, then PATCH the line back to 1 (both counted), a basket per connection", run: addThenSetLoad, connections: [10] },
];

/** The ceilings answer this endpoint's body. */
export const CEILING_REFERENCE = "/api/v2/countries/";
