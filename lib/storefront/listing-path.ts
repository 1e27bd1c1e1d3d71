// Where a product listing is and what it shows live in the URL's path: `/c/living-room/page=2/`,
// `/c/living-room/sofas/colour=Indigo/colour=Rust/sort=price/`, `/search/q=teak%20sofa/in_stock=1/`.
// Shop pages are cached per path and never read searchParams (that would render them per request, and
// Next's client router, seeing a page that never reads them, would reuse one query string's content for
// another), so each piece of listing state is a path segment `key=value`, one value per segment, in one
// canonical order. Query-string URLs (a search box or filter form without JavaScript, old links) are
// redirected to the path by proxy.ts.

/** The query parameters a listing reads (besides attr_<code>): a URL with one of them is redirected to its path. */
export const LISTING_PARAMS = ["q", "page", "sort", "price_min", "price_max", "in_stock"] as const;
export const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 100_000;
const MAX_VALUES = 20;
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const CODE = /^[a-z][a-z0-9_]{0,63}$/;
/** Keys that are not attribute codes. */
const RESERVED = new Set<string>(LISTING_PARAMS);

// The catalogue's orderings (lib/catalogue/listing-query.ts ORDERINGS; a test keeps them equal). Not
// imported: this module runs in the browser too, and that one brings the API's validation with it.
export const SORTS = ["price", "-price", "title", "-date_created", "-rating"] as const;
export type Sort = (typeof SORTS)[number];

export interface ListingState {
  /** Search words as typed (trimmed, spaces collapsed), "" when none. */
  q: string;
  /** Attribute code → chosen values (sorted): any of an attribute's values, every attribute. */
  attributes: Record<string, string[]>;
  /** Decimal strings with two places (incl. GST), or null. */
  priceMin: string | null;
  priceMax: string | null;
  inStock: boolean;
  /** Null: newest first (by relevance when searching). */
  sort: Sort | null;
  /** 1-based; a page past the end shows the last one. */
  page: number;
}

export const DEFAULT_LISTING: ListingState = { q: "", attributes: {}, priceMin: null, priceMax: null, inStock: false, sort: null, page: 1 };

const pageOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Math.min(Math.max(Number(raw), 1), MAX_PAGE) : 1);
const wordsOf = (raw: string | undefined) => (raw ?? "").trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH);
const amountOf = (raw: string | undefined) => (raw && AMOUNT.test(raw.trim()) ? Number(raw.trim()).toFixed(2) : null);
const sortOf = (raw: string | undefined) => ((SORTS as readonly string[]).includes(raw ?? "") ? (raw as Sort) : null);
const flagOf = (raw: string | undefined) => ["1", "true", "yes", "on"].includes((raw ?? "").trim().toLowerCase());

/** Builds a state from key/value pairs, leniently: anything unusable means its default. */
function stateOf(pairs: Iterable<[string, string]>, codeOf: (key: string) => string | null): ListingState {
  const first = new Map<string, string>();
  const attributes = new Map<string, Set<string>>();
  for (const [key, value] of pairs) {
    if (RESERVED.has(key)) {
      if (!first.has(key)) first.set(key, value);
      continue;
    }
    const code = codeOf(key);
    const v = value.trim().slice(0, 100);
    if (!code || !CODE.test(code) || RESERVED.has(code) || !v) continue;
    const values = attributes.get(code) ?? new Set<string>();
    attributes.set(code, values.add(v));
  }
  const chosen = [...attributes.keys()].sort().map((code) => [code, [...attributes.get(code)!].sort().slice(0, MAX_VALUES)] as const);
  return {
    q: wordsOf(first.get("q")),
    attributes: Object.fromEntries(chosen),
    priceMin: amountOf(first.get("price_min")),
    priceMax: amountOf(first.get("price_max")),
    inStock: flagOf(first.get("in_stock")),
    sort: sortOf(first.get("sort")),
    page: pageOf(first.get("page")),
  };
}

/** True when a query string says something about a listing (proxy.ts then redirects to its path). */
export function hasListingQuery(params: URLSearchParams): boolean {
  return LISTING_PARAMS.some((p) => params.has(p)) || [...params.keys()].some((k) => k.startsWith("attr_"));
}

/**
 * Reads a listing's query string (a GET form: `attr_colour=Indigo&attr_colour=Rust`, or
 * `attr_colour=Indigo,Rust` as the API writes it).
 */
export function readListingQuery(params: URLSearchParams): ListingState {
  const pairs: [string, string][] = [];
  for (const [key, value] of params) {
    if (key.startsWith("attr_")) for (const v of value.split(",")) pairs.push([key, v]);
    else pairs.push([key, value]);
  }
  return stateOf(pairs, (key) => (key.startsWith("attr_") ? key.slice(5) : null));
}

/** The state as path segments (unencoded), in canonical order. */
function stateSegments(s: ListingState): string[] {
  const out: string[] = [];
  if (s.q) out.push(`q=${s.q}`);
  for (const code of Object.keys(s.attributes).sort()) for (const v of [...s.attributes[code]].sort()) out.push(`${code}=${v}`);
  if (s.priceMin) out.push(`price_min=${s.priceMin}`);
  if (s.priceMax) out.push(`price_max=${s.priceMax}`);
  if (s.inStock) out.push("in_stock=1");
  if (s.sort) out.push(`sort=${s.sort}`);
  if (s.page > 1) out.push(`page=${s.page}`);
  return out;
}

/** The path of the listing at `base` (ending in "/") in `state` (missing fields: their defaults). */
export function listingPath(base: string, state: Partial<ListingState> = {}): string {
  const segments = stateSegments({ ...DEFAULT_LISTING, ...state });
  const encoded = segments.map((segment) => {
    const i = segment.indexOf("=");
    return `${encodeURIComponent(segment.slice(0, i))}=${encodeURIComponent(segment.slice(i + 1))}`;
  });
  return encoded.length ? `${base}${encoded.join("/")}/` : base;
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
 * slugs) and the listing state; `canonical` is false when the state was not written the one way
 * listingPath() writes it (the page then redirects there).
 */
export function splitListingPath(segments: readonly string[]): { place: string[]; state: ListingState; canonical: boolean } {
  const decoded = segments.map(decode);
  const at = decoded.findIndex((s) => s === null || s.includes("="));
  if (at < 0) return { place: [...segments], state: DEFAULT_LISTING, canonical: true };
  const given = decoded.slice(at);
  const pairs = given.filter((s): s is string => s !== null).map((s) => {
    const i = s.indexOf("=");
    return [s.slice(0, i), s.slice(i + 1)] as [string, string];
  });
  const state = stateOf(pairs, (key) => key);
  const expected = stateSegments(state);
  const canonical = given.length === expected.length && given.every((s, i) => s === expected[i]);
  return { place: segments.slice(0, at), state, canonical };
}

/** True when the state filters (anything but the sort order and the page). */
export function isFiltered(state: ListingState): boolean {
  return Object.keys(state.attributes).length > 0 || !!state.priceMin || !!state.priceMax || state.inStock;
}
