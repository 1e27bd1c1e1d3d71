// The metadata of every shop page a search engine may index, from the pages' own generateMetadata: an
// absolute canonical URL and a complete Open Graph (site name and locale too: Next replaces the root
// layout's openGraph whole) on the configured public address, and nothing for what shoppers may not see.
// Every page under app/[locale]/(shop)/ and app/[locale]/(account)/ is either in the indexed table or kept out of indexes.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Metadata } from "next";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { generateMetadata as rootMetadata } from "@/app/layout.tsx";
import { generateMetadata as homeMetadata } from "@/app/[locale]/(shop)/page.tsx";
import { generateMetadata as productMetadata } from "@/app/[locale]/(shop)/p/[slug]/page.tsx";
import { generateMetadata as categoryMetadata } from "@/app/[locale]/(shop)/c/[...slug]/page.tsx";
import { generateMetadata as collectionMetadata } from "@/app/[locale]/(shop)/collections/[slug]/page.tsx";
import { generateMetadata as aboutMetadata } from "@/app/[locale]/(shop)/about/page.tsx";
import { generateMetadata as contactMetadata } from "@/app/[locale]/(shop)/contact/page.tsx";
import { generateMetadata as faqMetadata } from "@/app/[locale]/(shop)/faq/page.tsx";
import { generateMetadata as deliveryMetadata } from "@/app/[locale]/(shop)/delivery-and-returns/page.tsx";
import { generateMetadata as showroomMetadata } from "@/app/[locale]/(shop)/showroom/page.tsx";
import { generateMetadata as careersMetadata } from "@/app/[locale]/(shop)/careers/page.tsx";
import { generateMetadata as careersPathMetadata } from "@/app/[locale]/(shop)/careers/[...path]/page.tsx";
import { generateMetadata as generalApplyMetadata } from "@/app/[locale]/(shop)/careers/apply/page.tsx";
import { generateMetadata as downloadsMetadata } from "@/app/[locale]/(shop)/downloads/[[...state]]/page.tsx";
import { generateMetadata as galleryMetadata } from "@/app/[locale]/(shop)/gallery/[[...state]]/page.tsx";
import { generateMetadata as policyMetadata } from "@/app/[locale]/(shop)/policies/[slug]/page.tsx";
import { generateMetadata as searchMetadata } from "@/app/[locale]/(shop)/search/[[...state]]/page.tsx";
import { db } from "@/lib/db.ts";
import { buildCatalogueShop, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { usePublicUrl } from "@/lib/testing/public-url.ts";

// The pages' loaders are "use cache" functions; outside Next their cache calls have no store to talk to.
vi.mock("next/cache", () => ({ cacheLife: () => {}, cacheTag: () => {} }));
// The root layout's fonts are made by Next's compiler.
vi.mock("next/font/local", () => ({ default: () => ({ variable: "font" }) }));
// Account and token pages mark themselves as read per request; outside Next there is no request to mark.
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => {} }));

useTestDatabase();
const ORIGIN = "https://shop.example.in";
usePublicUrl(ORIGIN);

let ids: ShopIds;
const slugs: Record<string, string> = {};
beforeAll(async () => {
  ids = await buildCatalogueShop();
  for (const name of ["bench", "chair", "chairIndigo", "secret"]) slugs[name] = (await db().product.findUniqueOrThrow({ where: { id: ids[name] } })).slug;
  await db().collection.createMany({
    data: [
      { title: "Handloom stories", slug: "handloom-stories", image: "collections/handloom.jpg" },
      { title: "Last season", slug: "last-season", isActive: false },
    ],
  });
  const job = { department: "Design", location: "Jodhpur", experience: "3 years", description: "Draw furniture." };
  await db().jobAlert.createMany({
    data: [
      { ...job, title: "Furniture designer", slug: "furniture-designer-jodhpur" },
      { ...job, title: "Closed position", slug: "closed-position", isOpen: false },
    ],
  });
  await db().policy.create({ data: { slug: "return-policy", title: "Return policy", content: "Thirty days." } });
});

const SITE_OG = { siteName: "Vanya Living", locale: "en_IN", type: "website" };
/** A page's hreflang links: its English and Hindi addresses, English the default (docs/decisions/0179). */
const languagesOf = (url: string) => ({ "en-IN": url, "hi-IN": url.replace(ORIGIN, `${ORIGIN}/hi`), "x-default": url });
const product = (slug: string) => productMetadata({ params: Promise.resolve({ slug }) });
const category = (...slug: string[]) => categoryMetadata({ params: Promise.resolve({ slug }) });

describe("the landing page", () => {
  it("has the shop's title, an absolute canonical URL and its own Open Graph on PUBLIC_URL", async () => {
    const title = "Vanya Living · Solid-wood furniture from Jodhpur";
    const description = "Vanya Living makes sofas, beds, dining sets and decor in solid Indian hardwoods, delivered across India.";
    expect(await homeMetadata()).toEqual({
      title: { absolute: title },
      description,
      alternates: { canonical: `${ORIGIN}/`, languages: languagesOf(`${ORIGIN}/`) },
      openGraph: { ...SITE_OG, title, description, url: `${ORIGIN}/` },
    });
  });

  it("sits under a root layout whose metadataBase is PUBLIC_URL", () => {
    expect(rootMetadata().metadataBase?.toString()).toBe(`${ORIGIN}/`);
  });
});

describe("a product page", () => {
  it("has an absolute canonical URL, and Open Graph with the absolute URL of its first picture", async () => {
    const url = `${ORIGIN}/p/${slugs.bench}/`;
    expect(await product(slugs.bench)).toEqual({
      title: "Teak Bench",
      description: "Teak Bench, handmade in our Jodhpur workshop.",
      alternates: { canonical: url, languages: languagesOf(url) },
      openGraph: {
        ...SITE_OG,
        title: "Teak Bench",
        description: "Teak Bench, handmade in our Jodhpur workshop.",
        url,
        images: [{ url: `${ORIGIN}/media/products/bench-1.jpg`, width: 1200, height: 900, alt: "Front view" }],
      },
    });
  });

  it("of a variant is canonical at its own address", async () => {
    const meta = await product(slugs.chairIndigo);
    expect(meta.alternates?.canonical).toBe(`${ORIGIN}/p/${slugs.chairIndigo}/`);
    expect(meta.openGraph).toMatchObject({ ...SITE_OG, url: `${ORIGIN}/p/${slugs.chairIndigo}/`, title: "Jaipur Chair – Indigo" });
    expect((await product(slugs.chair)).alternates?.canonical).toBe(`${ORIGIN}/p/${slugs.chair}/`);
  });

  it("has no metadata for a hidden or unknown product (the page is a 404)", async () => {
    expect(await product(slugs.secret)).toEqual({});
    expect(await product("no-such-product")).toEqual({});
  });
});

describe("a category page", () => {
  it("has an absolute canonical URL and Open Graph with its picture", async () => {
    const url = `${ORIGIN}/c/living-room/`;
    const description = "Where everyone gathers.";
    expect(await category("living-room")).toEqual({
      title: "Living Room",
      description,
      alternates: { canonical: url, languages: languagesOf(url) },
      openGraph: { ...SITE_OG, title: "Living Room", description, url, images: [{ url: `${ORIGIN}/media/categories/living.jpg`, width: 800, height: 600 }] },
    });
  });

  it("of a subcategory is canonical at its full path", async () => {
    const meta = await category("living-room", "sofas", "recliners");
    expect(meta.alternates?.canonical).toBe(`${ORIGIN}/c/living-room/sofas/recliners/`);
    expect(meta.openGraph).toMatchObject({ ...SITE_OG, url: `${ORIGIN}/c/living-room/sofas/recliners/` });
  });

  it("filtered or sorted, is canonical at the plain listing and kept out of search indexes", async () => {
    const meta = await category("living-room", "sofas", "colour=Indigo", "sort=price");
    expect(meta.alternates?.canonical).toBe(`${ORIGIN}/c/living-room/sofas/`);
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect((await category("living-room", "sofas")).robots).toBeUndefined();
  });

  it("has no metadata for a hidden category or one below it", async () => {
    expect(await category("living-room", "hidden-tables")).toEqual({});
    expect(await category("living-room", "hidden-tables", "side-tables")).toEqual({});
    expect(await category("hidden-tables")).toEqual({});
    expect(await category("no-such-room")).toEqual({});
  });
});

/** A page's generateMetadata with these route params. */
const withParams = <P,>(generate: (props: { params: Promise<P> }) => Promise<Metadata>, params: P) => () => generate({ params: Promise.resolve(params) });

interface IndexedPage {
  /** The page's file, from the repository's root. */
  file: string;
  path: string;
  title: string | { absolute: string };
  metadata: () => Metadata | Promise<Metadata>;
  images?: { url: string; width?: number; height?: number; alt?: string }[];
}

const SHOP = "app/[locale]/(shop)";
const INDEXED: IndexedPage[] = [
  { file: `${SHOP}/page.tsx`, path: "/", title: { absolute: "Vanya Living · Solid-wood furniture from Jodhpur" }, metadata: homeMetadata },
  { file: `${SHOP}/about/page.tsx`, path: "/about/", title: "About us", metadata: aboutMetadata },
  { file: `${SHOP}/contact/page.tsx`, path: "/contact/", title: "Contact us", metadata: contactMetadata },
  { file: `${SHOP}/faq/page.tsx`, path: "/faq/", title: "Questions and answers", metadata: faqMetadata },
  { file: `${SHOP}/delivery-and-returns/page.tsx`, path: "/delivery-and-returns/", title: "Delivery and returns", metadata: deliveryMetadata },
  { file: `${SHOP}/showroom/page.tsx`, path: "/showroom/", title: "360° showroom", metadata: showroomMetadata },
  { file: `${SHOP}/careers/page.tsx`, path: "/careers/", title: "Careers", metadata: careersMetadata },
  {
    file: `${SHOP}/careers/[...path]/page.tsx`,
    path: "/careers/furniture-designer-jodhpur/",
    title: "Furniture designer, Jodhpur",
    metadata: withParams(careersPathMetadata, { path: ["furniture-designer-jodhpur"] }),
  },
  {
    file: `${SHOP}/careers/[...path]/page.tsx`,
    path: "/careers/department=Design/location=Jodhpur/",
    title: "Careers: Design, Jodhpur",
    metadata: withParams(careersPathMetadata, { path: ["department=Design", "location=Jodhpur"] }),
  },
  { file: `${SHOP}/careers/apply/page.tsx`, path: "/careers/apply/", title: "Send us your résumé", metadata: generalApplyMetadata },
  { file: `${SHOP}/downloads/[[...state]]/page.tsx`, path: "/downloads/", title: "Catalogues and brochures", metadata: withParams(downloadsMetadata, {}) },
  { file: `${SHOP}/downloads/[[...state]]/page.tsx`, path: "/downloads/page=2/", title: "Catalogues and brochures (page 2)", metadata: withParams(downloadsMetadata, { state: ["page=2"] }) },
  { file: `${SHOP}/gallery/[[...state]]/page.tsx`, path: "/gallery/", title: "Gallery", metadata: withParams(galleryMetadata, { state: [] }) },
  { file: `${SHOP}/gallery/[[...state]]/page.tsx`, path: "/gallery/projects/page=2/", title: "Gallery: Projects (page 2)", metadata: withParams(galleryMetadata, { state: ["projects", "page=2"] }) },
  { file: `${SHOP}/policies/[slug]/page.tsx`, path: "/policies/return-policy/", title: "Return policy", metadata: withParams(policyMetadata, { slug: "return-policy" }) },
  {
    file: `${SHOP}/collections/[slug]/page.tsx`,
    path: "/collections/handloom-stories/",
    title: "Handloom stories",
    metadata: withParams(collectionMetadata, { slug: "handloom-stories" }),
    images: [{ url: `${ORIGIN}/media/collections/handloom.jpg`, width: 1200, height: 800 }],
  },
  {
    file: `${SHOP}/c/[...slug]/page.tsx`,
    path: "/c/living-room/",
    title: "Living Room",
    metadata: withParams(categoryMetadata, { slug: ["living-room"] }),
    images: [{ url: `${ORIGIN}/media/categories/living.jpg`, width: 800, height: 600 }],
  },
  {
    file: `${SHOP}/p/[slug]/page.tsx`,
    path: "/p/<bench>/",
    title: "Teak Bench",
    metadata: () => product(slugs.bench),
    images: [{ url: `${ORIGIN}/media/products/bench-1.jpg`, width: 1200, height: 900, alt: "Front view" }],
  },
];

const NOINDEX = { index: false };
const NOINDEX_FOLLOW = { index: false, follow: true };
type Generate = (props: { params: Promise<Record<string, unknown>> }) => Promise<Metadata>;
/** A page module's generateMetadata, called as Next calls it: with the route's params and the language. */
const generated =
  (load: () => Promise<{ generateMetadata: unknown }>, params: Record<string, unknown> = {}) =>
  async (locale = "en") =>
    ((await load()).generateMetadata as Generate)({ params: Promise.resolve({ ...params, locale }) });
const ACCOUNT = "app/[locale]/(account)";
/**
 * Pages search engines are kept out of: forms, thank-you pages, search results, each shopper's own pages and
 * pages opened from a link with a token. They too name their address in each language (docs/decisions/0187).
 */
const NOT_INDEXED: { file: string; path: string; robots: Metadata["robots"]; metadata: (locale?: string) => Promise<Metadata> }[] = [
  { file: `${SHOP}/careers/[...path]/page.tsx`, path: "/careers/furniture-designer-jodhpur/apply/", robots: NOINDEX_FOLLOW, metadata: generated(async () => ({ generateMetadata: careersPathMetadata }), { path: ["furniture-designer-jodhpur", "apply"] }) },
  { file: `${SHOP}/careers/thank-you/page.tsx`, path: "/careers/thank-you/", robots: NOINDEX_FOLLOW, metadata: generated(() => import("@/app/[locale]/(shop)/careers/thank-you/page.tsx")) },
  { file: `${SHOP}/search/[[...state]]/page.tsx`, path: "/search/q=teak/", robots: NOINDEX_FOLLOW, metadata: generated(async () => ({ generateMetadata: searchMetadata }), { state: ["q=teak"] }) },
  { file: `${ACCOUNT}/account/page.tsx`, path: "/account/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/account/page.tsx")) },
  { file: `${ACCOUNT}/account/login/page.tsx`, path: "/account/login/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/account/login/page.tsx")) },
  { file: `${ACCOUNT}/account/register/page.tsx`, path: "/account/register/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/account/register/page.tsx")) },
  { file: `${ACCOUNT}/account/verify-email/page.tsx`, path: "/account/verify-email/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/account/verify-email/page.tsx")) },
  { file: `${ACCOUNT}/account/orders/page.tsx`, path: "/account/orders/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/account/orders/page.tsx")) },
  { file: `${ACCOUNT}/account/orders/[id]/page.tsx`, path: "/account/orders/12/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/account/orders/[id]/page.tsx"), { id: "12" }) },
  { file: `${ACCOUNT}/account/orders/[id]/return/page.tsx`, path: "/account/orders/12/return/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/account/orders/[id]/return/page.tsx"), { id: "12" }) },
  { file: `${ACCOUNT}/account/wishlist/page.tsx`, path: "/account/wishlist/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/account/wishlist/page.tsx")) },
  { file: `${ACCOUNT}/basket/page.tsx`, path: "/basket/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/basket/page.tsx")) },
  { file: `${ACCOUNT}/checkout/page.tsx`, path: "/checkout/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/checkout/page.tsx")) },
  { file: `${ACCOUNT}/orders/[number]/thanks/page.tsx`, path: "/orders/100023/thanks/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/orders/[number]/thanks/page.tsx"), { number: "100023" }) },
  { file: `${ACCOUNT}/orders/[number]/pay/page.tsx`, path: "/orders/100023/pay/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/orders/[number]/pay/page.tsx"), { number: "100023" }) },
  { file: `${ACCOUNT}/orders/track/page.tsx`, path: "/orders/track/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/orders/track/page.tsx")) },
  { file: `${ACCOUNT}/staff-invitation/page.tsx`, path: "/staff-invitation/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/staff-invitation/page.tsx")) },
  { file: `${ACCOUNT}/newsletter/confirm/[token]/page.tsx`, path: "/newsletter/confirm/t0k3n/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/newsletter/confirm/[token]/page.tsx"), { token: "t0k3n" }) },
  { file: `${ACCOUNT}/newsletter/unsubscribe/[token]/page.tsx`, path: "/newsletter/unsubscribe/t0k3n/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/newsletter/unsubscribe/[token]/page.tsx"), { token: "t0k3n" }) },
  { file: `${ACCOUNT}/stock-alerts/confirm/[token]/page.tsx`, path: "/stock-alerts/confirm/t0k3n/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/stock-alerts/confirm/[token]/page.tsx"), { token: "t0k3n" }) },
  { file: `${ACCOUNT}/stock-alerts/cancel/[token]/page.tsx`, path: "/stock-alerts/cancel/t0k3n/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/stock-alerts/cancel/[token]/page.tsx"), { token: "t0k3n" }) },
  { file: `${ACCOUNT}/stock-alerts/asked/page.tsx`, path: "/stock-alerts/asked/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/stock-alerts/asked/page.tsx")) },
  { file: `${ACCOUNT}/wishlists/[key]/page.tsx`, path: "/wishlists/no-such-list/", robots: NOINDEX, metadata: generated(() => import("@/app/[locale]/(account)/wishlists/[key]/page.tsx"), { key: "no-such-list" }) },
];
/** Not a page of its own: what the proxy answers a missing account page with, always a 404. */
const NOT_FOUND_PAGES = ["app/[locale]/(account)/page-not-found/page.tsx"];
/** Any other address under a language: always a 404 (it calls notFound()), so no address to name. */
const CATCH_ALL_404 = "app/[locale]/[...missing]/page.tsx";

describe("a page in Hindi", () => {
  it("is canonical at its /hi/ address, names both languages and has Hindi Open Graph", async () => {
    const url = `${ORIGIN}/p/${slugs.bench}/`;
    const meta = await productMetadata({ params: Promise.resolve({ slug: slugs.bench, locale: "hi" }) });
    expect(meta.alternates).toEqual({ canonical: `${ORIGIN}/hi/p/${slugs.bench}/`, languages: languagesOf(url) });
    expect(meta.openGraph).toMatchObject({ url: `${ORIGIN}/hi/p/${slugs.bench}/`, locale: "hi_IN" });
    const home = await homeMetadata({ params: Promise.resolve({ locale: "hi" }) });
    expect(home.alternates).toEqual({ canonical: `${ORIGIN}/hi/`, languages: languagesOf(`${ORIGIN}/`) });
  });

  it("has its title in Hindi, a shopper's own page and a content page alike", async () => {
    const login = NOT_INDEXED.find((p) => p.path === "/account/login/");
    expect((await login?.metadata("hi"))?.title).toBe("साइन इन करें");
    expect((await contactMetadata({ params: Promise.resolve({ locale: "hi" }) })).title).toBe("संपर्क करें");
    expect((await contactMetadata({ params: Promise.resolve({ locale: "en" }) })).title).toBe("Contact us");
  });
});

describe("every page search engines may index", () => {
  it.each(INDEXED.map((page) => [page.path, page] as const))("%s has its title, a description, an absolute canonical URL and a complete Open Graph on PUBLIC_URL", async (_, page) => {
    const url = ORIGIN + page.path.replace("<bench>", slugs.bench);
    const meta = await page.metadata();
    const title = typeof page.title === "string" ? page.title : page.title.absolute;
    expect(meta.description).toMatch(/\w+ \w+/);
    expect(meta).toEqual({
      title: page.title,
      description: meta.description,
      alternates: { canonical: url, languages: languagesOf(url) },
      openGraph: { ...SITE_OG, title, description: meta.description, url, images: page.images },
    });
  });

  it.each(NOT_INDEXED.map((page) => [page.path, page] as const))("%s is kept out of search indexes, and names its address in both languages", async (_, page) => {
    const url = ORIGIN + page.path;
    const english = await page.metadata("en");
    expect(english.robots).toEqual(page.robots);
    expect(english.alternates).toEqual({ canonical: url, languages: languagesOf(url) });
    const hindi = await page.metadata("hi");
    expect(hindi.robots).toEqual(page.robots);
    expect(hindi.alternates).toEqual({ canonical: url.replace(ORIGIN, `${ORIGIN}/hi`), languages: languagesOf(url) });
  });

  it("covers every page of the shop and of shoppers' own pages", () => {
    const files = ["app/[locale]/(shop)", "app/[locale]/(account)"].flatMap((dir) =>
      (readdirSync(dir, { recursive: true }) as string[]).filter((f) => path.basename(f) === "page.tsx").map((f) => `${dir}/${f.split(path.sep).join("/")}`),
    );
    const known = new Set([...INDEXED.map((p) => p.file), ...NOT_INDEXED.map((p) => p.file), ...NOT_FOUND_PAGES]);
    expect(files.filter((f) => !known.has(f))).toEqual([]);
    expect([...known].filter((f) => !files.includes(f))).toEqual([]);
  });

  it("is a generateMetadata under app/[locale], never a fixed metadata without the page's language (which has no hreflang)", () => {
    const files = (readdirSync("app/[locale]", { recursive: true }) as string[]).filter((f) => path.basename(f) === "page.tsx").map((f) => `app/[locale]/${f.split(path.sep).join("/")}`);
    const fixed = files.filter((f) => !NOT_FOUND_PAGES.includes(f) && f !== CATCH_ALL_404 && (/export const metadata\b/.test(readFileSync(f, "utf8")) || !/export const generateMetadata = (localizedMetadata|titledMetadata)\(/.test(readFileSync(f, "utf8"))));
    expect(fixed).toEqual([]);
  });

  it("has no metadata for a closed position, an unwritten policy or an inactive collection (the pages are 404s)", async () => {
    expect(await withParams(careersPathMetadata, { path: ["closed-position"] })()).toEqual({});
    expect(await withParams(policyMetadata, { slug: "privacy-policy" })()).toEqual({});
    expect(await withParams(policyMetadata, { slug: "no-such-policy" })()).toEqual({});
    expect(await withParams(collectionMetadata, { slug: "last-season" })()).toEqual({});
  });
});
