// Where a product listing is and what it shows (page, search words) live in the URL's path:
// `/c/living-room/page=2/`, `/search/q=teak%20sofa/page=3/`. Shop pages are cached per path and never
// read searchParams (that would render them per request, and Next's client router would reuse one
// page's content for every query string), so each listing state is a path segment `key=value`, one
// value per segment, in one canonical order. Query-string URLs (a search box or filter form without
// JavaScript, old links) are redirected to the path by proxy.ts.

/** The query parameters that proxy.ts turns into path segments. */
export const LISTING_PARAMS = ["page", "q"] as const;
export const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 100_000;

export interface ListingQuery {
  /** 1-based; a page past the end shows the last one. */
  page: number;
  /** Search words as typed (trimmed, spaces collapsed), "" when none. */
  q: string;
}

export const DEFAULT_LISTING_QUERY: ListingQuery = { page: 1, q: "" };

function pageOf(raw: string | null | undefined): number {
  return raw && /^\d{1,9}$/.test(raw) ? Math.min(Math.max(Number(raw), 1), MAX_PAGE) : 1;
}

function wordsOf(raw: string | null | undefined): string {
  return (raw ?? "").trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH);
}

/** Reads a listing's query string leniently: anything unusable means its default (a bad page is page 1). */
export function readListingQuery(params: URLSearchParams): ListingQuery {
  return { page: pageOf(params.get("page")), q: wordsOf(params.get("q")) };
}

function stateSegments(query: ListingQuery): string[] {
  const segments: string[] = [];
  if (query.q) segments.push(`q=${encodeURIComponent(query.q)}`);
  if (query.page > 1) segments.push(`page=${query.page}`);
  return segments;
}

/** The path of the listing at `base` (ending in "/") showing `query`. */
export function listingPath(base: string, query: Partial<ListingQuery> = {}): string {
  const segments = stateSegments({ ...DEFAULT_LISTING_QUERY, ...query });
  return segments.length ? `${base}${segments.join("/")}/` : base;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Splits a route's path segments (as Next hands them over, percent-encoded) into the place (category
 * slugs) and the listing query; `canonical` is false when the state was not written the one way
 * listingPath() writes it (the page then redirects there).
 */
export function splitListingPath(segments: readonly string[]): { place: string[]; query: ListingQuery; canonical: boolean } {
  const decoded = segments.map(decode);
  const at = decoded.findIndex((s) => s === null || s.includes("="));
  if (at < 0) return { place: [...segments], query: DEFAULT_LISTING_QUERY, canonical: true };
  const state = decoded.slice(at);
  const values = new Map<string, string>();
  for (const segment of state) {
    if (segment === null) continue;
    const [key, ...rest] = segment.split("=");
    if (!values.has(key)) values.set(key, rest.join("="));
  }
  const query = { page: pageOf(values.get("page")), q: wordsOf(values.get("q")) };
  const expected = stateSegments(query).map(decode);
  const canonical = state.length === expected.length && state.every((s, i) => s === expected[i]);
  return { place: segments.slice(0, at), query, canonical };
}
