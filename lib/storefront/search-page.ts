// What the search page shows for a listing state with search words: the matching products' listing.
import { cacheLife, cacheTag } from "next/cache";
import { parseSearch } from "@/lib/catalogue/search.ts";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";
import { CATALOGUE_TAG, LISTINGS_TAG } from "@/lib/page-cache/tags.ts";
import { listingPath, type ListingState } from "./listing-path.ts";
import { knownFilters, listingView, type ListingView } from "./listing-page.ts";

export type SearchPageAnswer = { found: { state: ListingState; listing: ListingView } } | { redirect: string } | null;

/** Null when the words are too short to search. */
export async function loadSearchPage(asked: ListingState): Promise<SearchPageAnswer> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CATALOGUE_TAG, LISTINGS_TAG);
  if (duringBuild() || !parseSearch(asked.q)) return null;
  const state = await knownFilters(asked);
  if (state !== asked) return { redirect: listingPath("/search/", state) };
  return { found: { state, listing: await listingView(state) } };
}
