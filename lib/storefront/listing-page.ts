// What a listing page (a category, a search) shows: a page of product cards with the listing's facets,
// for a listing state from the URL. Filters by attributes no listing knows are dropped (the page
// redirects to the URL without them).
import { attributeCatalogue } from "@/lib/catalogue/attributes.ts";
import type { ProductCard } from "@/lib/catalogue/cards.ts";
import type { Facets } from "@/lib/catalogue/facets.ts";
import { listProducts } from "@/lib/catalogue/listing.ts";
import type { ListingQuery } from "@/lib/catalogue/listing-query.ts";
import { shopperIn } from "@/lib/catalogue/viewer.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import type { ListingState } from "./listing-path.ts";

export const CARDS_PER_PAGE = 24;

export interface ListingView {
  count: number;
  /** The page shown: the one asked for, or the last when it asked for one past the end. */
  page: number;
  numPages: number;
  pageSize: number;
  cards: ProductCard[];
  facets: Facets;
}

/** The catalogue's listing query for a state, within a category (an id) or the whole catalogue. */
export function catalogueQuery(state: ListingState, category?: number): ListingQuery {
  return {
    category: category === undefined ? undefined : String(category),
    q: state.q || undefined,
    priceMin: state.priceMin ?? undefined,
    priceMax: state.priceMax ?? undefined,
    ordering: state.sort ?? undefined,
    attributes: state.attributes,
    inStock: state.inStock,
  };
}

/** The state without filters by attributes listings cannot filter by. */
export async function knownFilters(state: ListingState): Promise<ListingState> {
  const codes = Object.keys(state.attributes);
  if (!codes.length) return state;
  const { byCode } = await attributeCatalogue();
  const known = codes.filter((code) => byCode.get(code)?.isFilterable);
  if (known.length === codes.length) return state;
  return { ...state, attributes: Object.fromEntries(known.map((code) => [code, state.attributes[code]])) };
}

export async function listingView(state: ListingState, category?: number, locale?: ShopLocale): Promise<ListingView> {
  const listing = await listProducts(catalogueQuery(state, category), shopperIn(locale), { page: state.page, pageSize: CARDS_PER_PAGE }, { facets: true, clampPage: true });
  return { count: listing.count, page: listing.page, numPages: listing.numPages, pageSize: listing.pageSize, cards: listing.cards, facets: listing.facets! };
}
