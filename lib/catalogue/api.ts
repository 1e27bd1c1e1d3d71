// What the catalogue's route handlers share: reading ids from paths, the caller's favourites laid over
// cached answers, and the listing and product answers (routes stay a few lines each).
import { z } from "zod";
import type { Caller } from "@/lib/auth/caller.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import { pageRequest } from "@/lib/http/pagination.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { favouriteIds } from "@/lib/wishlist/favourites.ts";
import { cached } from "./cache.ts";
import { listProducts } from "./listing.ts";
import { listingJson } from "./listing-json.ts";
import { ORDERINGS, parseListingQuery, STRUCTURES } from "./listing-query.ts";
import { detailDependencies, productById, productBySlug, type ProductPage } from "./product-detail.ts";
import { storefrontProductJson } from "./product-json.ts";
import { localeKey, viewerOf, type Viewer } from "./viewer.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";

/** A path's id segment, or 404 (a malformed id names no object). */
export function idParam(raw: string | undefined, detail = "Not found."): number {
  const id = raw === undefined ? null : integerId(raw);
  if (id === null) throw new NotFoundError(detail);
  return id;
}

/** The caller's favourites among `ids` (none for anonymous callers). */
export function favouritesOf(caller: Caller, ids: readonly number[]): Promise<Set<number>> {
  return favouriteIds(caller.user?.id, ids);
}

const text = z.string().optional();
const amount = text.meta({ pattern: "^\\d{1,10}(\\.\\d{1,2})?$" });
/**
 * The query parameters of /api/v2/products/, for the document (parseListingQuery reads and checks them;
 * ?page and ?page_size are every listing's).
 */
export const ProductListQuery = z.object({
  structure: text.meta({ enum: [...STRUCTURES] }).describe("Default: standalone and parent"),
  category: text.describe("A category's slug or id; its subcategories are included"),
  q: text.describe("Search words"),
  price_min: amount.describe("Lowest card price, incl. GST"),
  price_max: amount.describe("Highest card price, incl. GST"),
  ordering: text.meta({ enum: [...ORDERINGS] }).describe("Default: newest first, by relevance with q"),
});
/** …and the storefront listing's: attribute filters attr_<code>=v1,v2 and in_stock=1. */
export const StorefrontListQuery = ProductListQuery.extend({
  in_stock: text.meta({ enum: ["1", "true", "yes", "on", "0", "false", "no", "off"] }).describe("1: only products that can be bought now"),
}).meta({
  patternProperties: { "^attr_.+$": { type: "string", description: "attr_<code>=v1,v2: any of the values; every attribute given must match" } },
});

/** The cache key of a whole answer: it holds absolute URLs, so the origin is part of it. */
function answerKey(urls: UrlBuilder, url: URL, viewer: Viewer): string {
  return `answer:${localeKey(viewer)}${urls.origin}${url.pathname}${url.search}`;
}

type CardJson = { id: number; is_favourite: boolean };

function markFavourites<T extends CardJson>(cards: T[], favourites: ReadonlySet<number>): T[] {
  return cards.map((c) => (favourites.has(c.id) ? { ...c, is_favourite: true } : c));
}

/**
 * GET of a product listing: the page of cards, with facets on the storefront listing. Shoppers share
 * one cached answer per URL (is_favourite false); the caller's favourites are laid over a copy.
 */
export async function listingAnswer(ctx: { url: URL; caller: Caller; urls: UrlBuilder; locale?: ShopLocale }, storefront: boolean) {
  const viewer = viewerOf(ctx.caller, ctx.locale);
  const build = async () => {
    const query = parseListingQuery(ctx.url.searchParams, { storefront });
    const listing = await listProducts(query, viewer, pageRequest(ctx.url), { facets: storefront });
    return listingJson(listing, ctx.url, ctx.urls, new Set());
  };
  const body = viewer.staff ? await build() : await cached(answerKey(ctx.urls, ctx.url, viewer), { categories: true, products: "any" }, build);
  const favourites = await favouritesOf(ctx.caller, body.results.map((c) => c.id));
  return favourites.size ? { ...body, results: markFavourites(body.results, favourites) } : body;
}

/** The storefront detail of the product found by `find`, or 404; cached per URL for shoppers like listings. */
export async function storefrontAnswer(ctx: { url: URL; caller: Caller; urls: UrlBuilder; locale?: ShopLocale }, find: () => Promise<ProductPage | null>) {
  const viewer = viewerOf(ctx.caller, ctx.locale);
  const build = async () => {
    const page = await find();
    if (!page) throw new NotFoundError();
    return { json: storefrontProductJson(page, ctx.urls, new Set()), deps: detailDependencies(page) };
  };
  const { json: body } = viewer.staff ? await build() : await cached(answerKey(ctx.urls, ctx.url, viewer), (b) => b.deps, build);
  const favourites = await favouritesOf(ctx.caller, [body.id, ...body.variants.map((v) => v.id), ...body.related.map((r) => r.id)]);
  if (!favourites.size) return body;
  return { ...body, is_favourite: favourites.has(body.id), variants: markFavourites(body.variants, favourites), related: markFavourites(body.related, favourites) };
}

export const findBySlug = (caller: Caller, slug: string | undefined, locale?: ShopLocale) => () => productBySlug(slug ?? "", viewerOf(caller, locale));
export const findById = (caller: Caller, raw: string | undefined, locale?: ShopLocale) => () => productById(idParam(raw), viewerOf(caller, locale));
