// @ts-check
import PageCacheHandler from "./lib/page-cache/page-handler.mjs";
import createNextIntlPlugin from "next-intl/plugin";
import { OWN_POLICY_PAGES, pagePolicy } from "./lib/http/page-policy.mjs";

// `npm run bench` builds the shop together with its ceiling route (app/api/bench-ceiling/route.bench.ts)
// into a folder of its own; every other build leaves that route out (".bench.ts" is no page extension).
const benchBuild = process.env.STOREFRONT_BENCH_BUILD === "1";
const dev = process.env.NODE_ENV === "development";

// The pages' Content-Security-Policy: lib/http/page-policy.mjs.
const policy = pagePolicy({ dev });

// The page cache reaches Next through the slot Next reads when no `cacheHandler` is configured: with
// `cacheHandler` set, Next imports that file again on every request (two or three dynamic imports, each
// a round trip to tsx's loader thread under `npm start`). Every process that loads this file (the
// server, the build, `npm run dev`) gets the same class. Why: docs/decisions/0075-page-cache-in-nexts-global-slot.md
const cacheHandlersSlot = Symbol.for("@next/cache-handlers");
/** @type {Record<symbol, any>} */ (globalThis)[cacheHandlersSlot] = { .../** @type {Record<symbol, any>} */ (globalThis)[cacheHandlersSlot], FetchCache: PageCacheHandler };

/** Folders of the app that are no shop page in a language (see rewrites below). */
const UNLOCALIZED_ROOTS = ["hi", "en", "api", "admin", "_next", "media", "staff-only", "bench-bare"].join("|");

/** @param {string} file */
const here = (file) => new URL(file, import.meta.url).pathname;

/** @type {import("next").NextConfig} */
const nextConfig = {
  distDir: benchBuild ? ".next-bench" : ".next",
  pageExtensions: benchBuild ? ["bench.ts", "bench.tsx", "tsx", "ts", "jsx", "js"] : ["tsx", "ts", "jsx", "js"],
  // Every path ends in "/"; a path without it gets a 308 that keeps the method and body (spec/API.md).
  trailingSlash: true,
  // Database drivers load wasm and data files from their own package folders at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg", "sharp", "nodemailer"],
  poweredByHeader: false,
  // Next hashes every page body for an ETag on each response (a tenth of a cached page's cost);
  // cached pages are cheap to send whole.
  generateEtags: false,
  reactStrictMode: true,
  typedRoutes: false,
  // Cache Components: shop pages are rendered once per URL from "use cache" data and then served from
  // the page cache until a change expires their tags (docs/decisions: cached shop pages).
  cacheComponents: true,
  partialPrefetching: true,
  cacheHandlers: { default: here("./lib/page-cache/data-handler.mjs") },
  cacheLife: {
    // Catalogue data and pages: kept until a catalogue change expires their tags; a day at most.
    // Browsers reuse a page for 30 s on client-side navigation (Next's minimum).
    catalogue: { stale: 30, revalidate: 24 * 3600, expire: 7 * 24 * 3600 },
    // Content without change events yet (policies): at most five minutes old.
    content: { stale: 30, revalidate: 300, expire: 3600 },
  },
  // Pages draw pictures with components/ui/media-image.tsx at widths made when the picture is stored,
  // never through next/image: the optimiser's endpoint (/_next/image) is switched off, so no request can
  // make the server resize (docs/decisions/0078-pictures-without-next-image.md).
  images: { unoptimized: true },
  // The shop's pages live under app/[locale]/ (docs/decisions/0179). Hindi addresses carry their language
  // ("/hi/p/teak-bench/"); English ones keep the shop's addresses and are rewritten to "/en/…" here, in
  // Next's router, so a page view does not need the proxy (proxy.ts's matcher stays narrow). Not rewritten:
  // the API, the staff pages, Next's files, pictures, the root status and bench pages, and files with a
  // name of their own (robots.txt, the sitemap, icons). "/en/…" itself is not an address of the shop.
  async rewrites() {
    return {
      beforeFiles: [
        { source: "/", destination: "/en/" },
        { source: `/:path((?!(?:${UNLOCALIZED_ROOTS})(?:/|$))(?![^/]+\\.[a-z0-9]+$).+)`, destination: "/en/:path" },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async redirects() {
    return [
      { source: "/en", destination: "/", permanent: true },
      { source: "/en/:path+/", destination: "/:path+/", permanent: true },
      { source: "/en/:path+", destination: "/:path+", permanent: true },
    ];
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
      {
        // Pages; the API (its browsable pages carry their own policy), Next's files, /media/ and the pages
        // whose policy the proxy sends excepted.
        source: `/((?!api/|_next/|media/|${OWN_POLICY_PAGES}).*)`,
        headers: [
          { key: "Content-Security-Policy", value: policy },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
    ];
  },
  experimental: {
    // forbidden(): staff pages answer a signed-in shopper with a real 403 (app/forbidden.tsx).
    authInterrupts: true,
    // Uploads go to route handlers, which enforce their own limits (10 MiB).
    serverActions: { bodySizeLimit: "1mb" },
  },
};

// next-intl's request configuration (i18n/request.ts) reaches its server functions through the plugin.
const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

export default withNextIntl(nextConfig);
