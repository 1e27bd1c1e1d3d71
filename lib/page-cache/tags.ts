// Cache tags of catalogue data and the pages rendered from it (cacheTag in "use cache" scopes).
// A page carries the tags of every cached read it used; a catalogue change expires tags (invalidation.ts).
import type { CatalogueChange } from "@/lib/catalogue/changes.ts";

/** Every cached read of catalogue data. */
export const CATALOGUE_TAG = "catalogue";
/** The category tree: menus, room grids, breadcrumbs, category headers. */
export const CATEGORIES_TAG = "catalogue:categories";
/** Lists of products (category listings, search, facets): any product may join, leave or move. */
export const LISTINGS_TAG = "catalogue:listings";

/** Every change of the catalogue expires at least one of these (tagsForChange): for answers built from any of it. */
export const ANY_CATALOGUE_TAGS: readonly string[] = [LISTINGS_TAG, CATEGORIES_TAG];

/** The shop's content (banners, collections, home sections, video, gallery, downloads): contentChanged() expires it. */
export const CONTENT_TAG = "content";
/** The landing page's sections: a staff change of its content, or a banner's window opening or closing, expires it. */
export const HOME_TAG = "content:home";
/** The policy pages' data: a staff edit expires it (lib/admin/content/policies.ts). */
export const POLICIES_TAG = "content:policies";
/** The shop's details (address, phone, hours, GSTIN): every page's footer shows them. */
export const SHOP_DETAILS_TAG = "content:shop-details";

export const PRODUCT_TAG_PREFIX = "catalogue:product:";

/** One product's own page (a parent's page also carries its children's tags). */
export function productTag(id: number): string {
  return `${PRODUCT_TAG_PREFIX}${id}`;
}

/** The tags a catalogue change expires; "everything" when anything may have changed. */
export function tagsForChange(change: CatalogueChange): string[] | "everything" {
  if (change.all) return "everything";
  const tags = new Set<string>();
  for (const id of change.productIds ?? []) tags.add(productTag(id));
  if (change.productIds?.length || change.categoryIds?.length) tags.add(LISTINGS_TAG);
  if (change.categoryIds?.length) tags.add(CATEGORIES_TAG);
  return [...tags];
}
