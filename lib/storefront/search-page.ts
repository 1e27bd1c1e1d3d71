// What the search page shows for a query: one page of matching products (the last one for a page past
// the end), and the rooms to suggest when nothing matched.
import { cacheLife, cacheTag } from "next/cache";
import type { CategorySummary } from "@/lib/catalogue/categories.ts";
import type { ProductCardPage } from "@/lib/catalogue/product-cards.ts";
import { searchProducts, searchWords } from "@/lib/catalogue/search-products.ts";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";
import { CATALOGUE_TAG, LISTINGS_TAG } from "@/lib/page-cache/tags.ts";
import { loadRooms } from "./rooms.ts";

export interface SearchPageData {
  listing: ProductCardPage;
  /** The rooms, when nothing matched. */
  rooms: CategorySummary[];
}

/** Null when the query is too short to search. */
export async function loadSearchPage(q: string, page: number): Promise<SearchPageData | null> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CATALOGUE_TAG, LISTINGS_TAG);
  const words = searchWords(q);
  if (words.length === 0 || duringBuild()) return null;
  let listing = await searchProducts(words, page);
  if (!listing) {
    const first = (await searchProducts(words, 1))!;
    listing = (await searchProducts(words, first.numPages))!;
  }
  return { listing, rooms: listing.count === 0 ? await loadRooms() : [] };
}
