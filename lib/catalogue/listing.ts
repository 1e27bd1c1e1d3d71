// Product listings (API.md §4): a page of cards for a listing query, optionally with its facets. One
// query answers the page, its total and its cards; facets take one more. Shoppers' listings come
// from the catalogue cache; staff (who also see hidden products) always get fresh ones.
import { db } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { pageCount, type PageRequest } from "@/lib/http/pagination.ts";
import { cached } from "./cache.ts";
import { cardColumns, cardFromRow, cardJoins, type CardRow, type ProductCard } from "./cards.ts";
import { listingFacets, type Facets } from "./facets.ts";
import { allConditions, resolveListing, type ResolvedListing } from "./listing-filters.ts";
import { listingKey, type ListingQuery } from "./listing-query.ts";
import { localeKey, SHOPPER, type Viewer } from "./viewer.ts";

export interface ProductListing {
  count: number;
  /** The page shown (1-based) and its size. */
  page: number;
  pageSize: number;
  numPages: number;
  cards: ProductCard[];
  facets?: Facets;
}

export interface ListingOptions {
  facets?: boolean;
  /** Pages: a page past the end shows the last page instead of failing with "Invalid page." (404). */
  clampPage?: boolean;
}

async function countOf(r: ResolvedListing): Promise<number> {
  const [row] = await db().$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM "Product" p WHERE ${allConditions(r)}`;
  return row?.count ?? 0;
}

async function pageOf(r: ResolvedListing, page: number, size: number, viewer: Viewer): Promise<{ total: number; cards: ProductCard[] }> {
  const rows = await db().$queryRaw<(CardRow & { total: number })[]>`
    WITH page AS (
      SELECT p.id, count(*) OVER () AS total, row_number() OVER (ORDER BY ${r.orderBy}) AS pos
      FROM "Product" p WHERE ${allConditions(r)}
      ORDER BY ${r.orderBy} LIMIT ${size} OFFSET ${(page - 1) * size}
    )
    SELECT ${cardColumns}, page.total::int AS total
    FROM page JOIN "Product" p ON p.id = page.id ${cardJoins}
    ORDER BY page.pos`;
  return { total: rows[0]?.total ?? 0, cards: rows.map((row) => cardFromRow(row, viewer.locale)) };
}

async function load(query: ListingQuery, viewer: Viewer, req: PageRequest, opts: ListingOptions): Promise<ProductListing> {
  const r = await resolveListing(query, viewer);
  const facets = opts.facets ? listingFacets(r) : undefined;
  facets?.catch(() => undefined); // awaited below; a failure surfaces there
  let page = req.page === "last" ? pageCount(await countOf(r), req.pageSize) : req.page;
  let { total, cards } = await pageOf(r, page, req.pageSize, viewer);
  if (!cards.length && page > 1) {
    // Past the end (or an empty listing): the page query cannot tell the total.
    total = await countOf(r);
    const last = pageCount(total, req.pageSize);
    if (!opts.clampPage) throw new NotFoundError("Invalid page.");
    page = last;
    if (total) cards = (await pageOf(r, page, req.pageSize, viewer)).cards;
  }
  return { count: total, page, pageSize: req.pageSize, numPages: pageCount(total, req.pageSize), cards, facets: facets && (await facets) };
}

/** A page of the listing `query` as `viewer` sees it; page 1 always exists (perhaps empty). */
export function listProducts(query: ListingQuery, viewer: Viewer, req: PageRequest, opts: ListingOptions = {}): Promise<ProductListing> {
  if (viewer.staff) return load(query, viewer, req, opts);
  const key = `listing:${localeKey(viewer)}${listingKey(query)}:${req.page}:${req.pageSize}:${opts.facets ? 1 : 0}:${opts.clampPage ? 1 : 0}`;
  return cached(key, { categories: true, products: "any" }, () => load(query, viewer, req, opts));
}

/**
 * How many products a shopper's listing with these filters has (the phone's "Show N results" while
 * filters are being chosen): one count, cached like listings and dropped by the same catalogue changes.
 */
export function countProducts(query: ListingQuery): Promise<number> {
  const counted = { ...query, ordering: undefined };
  return cached(`listing-count:${listingKey(counted)}`, { categories: true, products: "any" }, async () => countOf(await resolveListing(counted, SHOPPER)));
}
