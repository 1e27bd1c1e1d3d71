// The two list envelopes of spec/API.md §1. A: {count, next, previous, results}; B: {count, num_pages,
// next_url, prev_url, results}. ?page= is 1-based; ?page_size= defaults to 20 and is clamped to 100.
import { NotFoundError } from "@/lib/errors.ts";

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

/** Reads ?page and ?page_size. A page that is 0, negative or not a number is "Invalid page.". */
export function pageRequest(url: URL, defaultSize = DEFAULT_PAGE_SIZE): PageRequest {
  const rawPage = url.searchParams.get("page");
  let page = 1;
  if (rawPage !== null && rawPage !== "last") {
    if (!/^\d+$/.test(rawPage) || Number(rawPage) < 1) throw new NotFoundError("Invalid page.");
    page = Number(rawPage);
  }
  const rawSize = url.searchParams.get("page_size");
  let pageSize = defaultSize;
  if (rawSize !== null && /^\d+$/.test(rawSize) && Number(rawSize) > 0) pageSize = Math.min(Number(rawSize), MAX_PAGE_SIZE);
  if (rawPage === "last") page = Number.MAX_SAFE_INTEGER; // resolved once the count is known
  return { page, pageSize, offset: (page - 1) * pageSize };
}

function numPages(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** Throws "Invalid page." when the page lies beyond the last one (an empty list has one empty page). */
export function checkPage(req: PageRequest, count: number): PageRequest {
  const last = numPages(count, req.pageSize);
  const page = req.page === Number.MAX_SAFE_INTEGER ? last : req.page;
  if (page > last) throw new NotFoundError("Invalid page.");
  return { ...req, page, offset: (page - 1) * req.pageSize };
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
  const checked = checkPage(req, total);
  const results = total === 0 ? [] : await load(checked.offset, checked.pageSize);
  return { count: total, page: checked.page, pageSize: checked.pageSize, results };
}

/** Envelope A. `absoluteUrl` is the request's URL with the public origin (UrlBuilder). */
export function envelopeA<T>(page: Page<T>, absoluteUrl: string) {
  const last = numPages(page.count, page.pageSize);
  return {
    count: page.count,
    next: pageLink(absoluteUrl, page.page < last ? page.page + 1 : null),
    previous: pageLink(absoluteUrl, page.page > 1 ? page.page - 1 : null),
    results: page.results,
  };
}

/** Envelope B. */
export function envelopeB<T>(page: Page<T>, absoluteUrl: string) {
  const last = numPages(page.count, page.pageSize);
  return {
    count: page.count,
    num_pages: last,
    next_url: pageLink(absoluteUrl, page.page < last ? page.page + 1 : null),
    prev_url: pageLink(absoluteUrl, page.page > 1 ? page.page - 1 : null),
    results: page.results,
  };
}
