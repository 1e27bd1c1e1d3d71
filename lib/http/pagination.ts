// The two list envelopes of spec/API.md §1. A: {count, next, previous, results}; B: {count, num_pages,
// next_url, prev_url, results}. ?page= is 1-based; ?page_size= defaults to 20 and is clamped to 100.
import { NotFoundError } from "@/lib/errors.ts";
import type { Reply } from "./endpoint-types.ts";
import { reply } from "./reply.ts";

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/**
 * No list has a page past this one (a billion rows at the largest page size): a larger ?page= is
 * "Invalid page." at once, before its offset can overflow a database integer (it answered 500).
 */
export const MAX_PAGE = 10_000_000;

export interface PageRequest {
  /** 1-based, or "last" (resolved once the count is known). */
  page: number | "last";
  pageSize: number;
}

/** Reads ?page and ?page_size. A page that is 0, negative, not a number or past MAX_PAGE is "Invalid page.". */
export function pageRequest(url: URL, defaultSize = DEFAULT_PAGE_SIZE): PageRequest {
  const rawPage = url.searchParams.get("page");
  let page: number | "last" = 1;
  if (rawPage === "last") page = "last";
  else if (rawPage !== null) {
    if (!/^\d+$/.test(rawPage) || Number(rawPage) < 1 || Number(rawPage) > MAX_PAGE) throw new NotFoundError("Invalid page.");
    page = Number(rawPage);
  }
  const rawSize = url.searchParams.get("page_size");
  let pageSize = defaultSize;
  if (rawSize !== null && /^\d+$/.test(rawSize) && Number(rawSize) > 0) pageSize = Math.min(Number(rawSize), MAX_PAGE_SIZE);
  return { page, pageSize };
}

/** How many pages `count` items fill; an empty list has one (empty) page. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The page number to show, or "Invalid page." when it lies beyond the last page. */
function resolvePage(req: PageRequest, count: number): number {
  const last = pageCount(count, req.pageSize);
  const page = req.page === "last" ? last : req.page;
  if (page > last) throw new NotFoundError("Invalid page.");
  return page;
}

/**
 * Whether loadPage(url, count, …) finds the page url's ?page= names, counting only when it must (the
 * first page always exists).
 */
export async function pageExists(url: URL, count: () => Promise<number>, defaultSize = DEFAULT_PAGE_SIZE): Promise<boolean> {
  let req: PageRequest;
  try {
    req = pageRequest(url, defaultSize);
  } catch (e) {
    if (e instanceof NotFoundError) return false;
    throw e;
  }
  if (req.page === 1 || req.page === "last") return true;
  return req.page <= pageCount(await count(), req.pageSize);
}

function pageLink(absoluteUrl: string, page: number | null): string | null {
  if (page === null) return null;
  const url = new URL(absoluteUrl);
  if (page === 1) url.searchParams.delete("page");
  else url.searchParams.set("page", String(page));
  return url.toString();
}

export interface Page<T> {
  count: number;
  page: number;
  pageSize: number;
  results: T[];
}

/**
 * Loads one page: `count()` for the total, then `load(offset, limit)` for the rows (one query each,
 * never a query per row). Pass the request's absolute URL for the links.
 */
export async function loadPage<T>(
  url: URL,
  count: () => Promise<number>,
  load: (offset: number, limit: number) => Promise<T[]>,
  defaultSize = DEFAULT_PAGE_SIZE,
): Promise<Page<T>> {
  const req = pageRequest(url, defaultSize);
  const total = await count();
  const page = resolvePage(req, total);
  const results = total === 0 ? [] : await load((page - 1) * req.pageSize, req.pageSize);
  return { count: total, page, pageSize: req.pageSize, results };
}

/** Envelope A. `absoluteUrl` is the request's URL with the public origin (UrlBuilder). */
export function envelopeA<T>(page: Page<T>, absoluteUrl: string) {
  const last = pageCount(page.count, page.pageSize);
  return {
    count: page.count,
    next: pageLink(absoluteUrl, page.page < last ? page.page + 1 : null),
    previous: pageLink(absoluteUrl, page.page > 1 ? page.page - 1 : null),
    results: page.results,
  };
}

/** Envelope B. */
export function envelopeB<T>(page: Page<T>, absoluteUrl: string) {
  const last = pageCount(page.count, page.pageSize);
  return {
    count: page.count,
    num_pages: last,
    next_url: pageLink(absoluteUrl, page.page < last ? page.page + 1 : null),
    prev_url: pageLink(absoluteUrl, page.page > 1 ? page.page - 1 : null),
    results: page.results,
  };
}

/**
 * Lists that answered a bare array before they had pages (/baskets/, /useraddresses/, /orders/;
 * docs/decisions/0088): at most this many items when no page is asked for.
 */
export const UNPAGED_LIMIT = MAX_PAGE_SIZE;

/** Whether the caller asks for pages: ?page= or ?page_size= is in the query. */
export function asksForPages(url: URL): boolean {
  return url.searchParams.has("page") || url.searchParams.has("page_size");
}

/**
 * Such a list's answer: Envelope A when the caller asks for pages; else the first UNPAGED_LIMIT items
 * as a bare array (what older apps read), with `Link: <…?page=2&page_size=100>; rel="next"` when there
 * are more. `url` is the request's URL with the public origin.
 */
export async function arrayOrEnvelopeA<T, J>(
  url: URL,
  count: () => Promise<number>,
  load: (offset: number, limit: number) => Promise<T[]>,
  json: (item: T) => J,
): Promise<Reply> {
  if (asksForPages(url)) {
    const page = await loadPage(url, count, load);
    return reply(envelopeA({ ...page, results: page.results.map(json) }, url.toString()));
  }
  const rows = await load(0, UNPAGED_LIMIT + 1);
  if (rows.length <= UNPAGED_LIMIT) return reply(rows.map(json));
  const next = new URL(url);
  next.searchParams.set("page", "2");
  next.searchParams.set("page_size", String(UNPAGED_LIMIT));
  return reply(rows.slice(0, UNPAGED_LIMIT).map(json), { headers: { Link: `<${next.toString()}>; rel="next"` } });
}
