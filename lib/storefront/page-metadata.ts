// A shop page's metadata (canonical link, Open Graph) on the configured public address. Shop pages are
// cached for every visitor (docs/decisions/0017-cached-shop-pages.md), so URLs come from PUBLIC_URL
// (siteUrl), never from a request. Next merges metadata per top-level key: a page that sets `openGraph`
// replaces the root layout's whole `openGraph`, so every page's Open Graph carries the site's own fields
// (site name, locale, type) again here.
import type { Metadata } from "next";
import { config } from "@/lib/config.ts";
import { siteUrl } from "./site-url.ts";

export interface PageImage {
  /** A site path ("/media/…") or an absolute URL. */
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

export interface PageFacts {
  /** The page's own title (the root layout's template adds the shop's name), or an absolute one. */
  title: string | { absolute: string };
  description?: string;
  /** The page's canonical site path ("/p/teak-bench/"). */
  path: string;
  images?: PageImage[];
  robots?: Metadata["robots"];
}

/** The shop's title on its landing page and in search results without a page title. */
export function siteTitle(): string {
  return `${config().SHOP_NAME} · Solid-wood furniture from Jodhpur`;
}

export function siteDescription(): string {
  return `${config().SHOP_NAME} makes sofas, beds, dining sets and decor in solid Indian hardwoods, delivered across India.`;
}

/** Open Graph fields every page shares. */
export function siteOpenGraph() {
  return { siteName: config().SHOP_NAME, locale: "en_IN", type: "website" as const };
}

/** An absolute URL on the public address for a site path; absolute URLs stay as they are. */
function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : siteUrl(pathOrUrl);
}

/** Metadata for a shop page: its absolute canonical URL and a complete Open Graph. */
export function pageMetadata(page: PageFacts): Metadata {
  const url = siteUrl(page.path);
  const title = typeof page.title === "string" ? page.title : page.title.absolute;
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: url },
    ...(page.robots ? { robots: page.robots } : {}),
    openGraph: {
      ...siteOpenGraph(),
      title,
      description: page.description,
      url,
      images: page.images?.length ? page.images.map((i) => ({ ...i, url: absoluteUrl(i.url) })) : undefined,
    },
  };
}

/** The landing page. */
export function homeMetadata(): Metadata {
  return pageMetadata({ title: { absolute: siteTitle() }, description: siteDescription(), path: "/" });
}
