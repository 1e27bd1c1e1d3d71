// What a category page shows: the category with its trail and subcategories, and its listing.
import { cacheLife, cacheTag } from "next/cache";
import { categoryTree, findByPath, type CategoryNode } from "@/lib/catalogue/category-tree.ts";
import { SHOPPER } from "@/lib/catalogue/viewer.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";
import { CATALOGUE_TAG, CATEGORIES_TAG, LISTINGS_TAG } from "@/lib/page-cache/tags.ts";
import { listingPath, type ListingState } from "./listing-path.ts";
import { knownFilters, listingView, type ListingView } from "./listing-page.ts";
import { categoryLink, type CategoryLink } from "./menu.ts";

export interface CategoryPageData {
  category: CategoryLink;
  /** From the top level down to the category itself. */
  trail: CategoryLink[];
  subcategories: CategoryLink[];
  /** The state shown (filters by unknown attributes dropped). */
  state: ListingState;
  listing: ListingView;
}

export type CategoryPageAnswer = { found: CategoryPageData } | { redirect: string } | null;

/** Null when no visible category sits at `slugs`; names, descriptions and cards in `locale`. */
export async function loadCategoryPage(slugs: string[], asked: ListingState, locale?: ShopLocale): Promise<CategoryPageAnswer> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CATALOGUE_TAG, CATEGORIES_TAG, LISTINGS_TAG);
  if (duringBuild()) return null;
  const tree = await categoryTree();
  const node = findByPath(tree, slugs, SHOPPER);
  if (!node) {
    // Slugs are unique: /c/sofas/ is a short way to /c/living-room/sofas/.
    const named = slugs.length === 1 ? tree.bySlug.get(slugs[0]) : undefined;
    return named?.visible ? { redirect: listingPath(categoryLink(named).href, asked) } : null;
  }
  const category = categoryLink(node, locale);
  const state = await knownFilters(asked);
  if (state !== asked) return { redirect: listingPath(category.href, state) };
  const trail: CategoryLink[] = [];
  for (let c: CategoryNode | undefined = node; c; c = c.parentId === null ? undefined : tree.byId.get(c.parentId)) trail.unshift(categoryLink(c, locale));
  return {
    found: {
      category,
      trail,
      subcategories: node.children.filter((c) => c.visible).map((c) => categoryLink(c, locale)),
      state,
      listing: await listingView(state, node.id, locale),
    },
  };
}
