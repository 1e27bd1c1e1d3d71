// The shop's rooms (its visible top-level categories) and their subcategories: the header's menu, the
// home page's room grid and the 404 page's suggestions.
import { cacheLife, cacheTag } from "next/cache";
import { categoryDescription, categoryName, categoryTree, type CategoryNode } from "@/lib/catalogue/category-tree.ts";
import { pageLocale } from "@/lib/i18n/page-locale.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";
import { CATALOGUE_TAG, CATEGORIES_TAG } from "@/lib/page-cache/tags.ts";
import { mediaPath } from "@/lib/storage/keys.ts";

export interface CategoryLink {
  id: number;
  name: string;
  description: string;
  /** Storefront page: "/c/living-room/sofas/". */
  href: string;
  /** Site-relative `/media/...` path, or null. */
  image: string | null;
}

export interface Room extends CategoryLink {
  children: CategoryLink[];
}

/** The category's link, its name and description in `locale` (Hindi where staff gave them). */
export function categoryLink(node: CategoryNode, locale?: ShopLocale): CategoryLink {
  return {
    id: node.id,
    name: categoryName(node, locale),
    description: categoryDescription(node, locale),
    href: `/c/${node.slugPath.map(encodeURIComponent).join("/")}/`,
    image: node.image ? mediaPath(node.image) : null,
  };
}

export async function loadRoomsIn(locale: ShopLocale): Promise<Room[]> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CATALOGUE_TAG, CATEGORIES_TAG);
  if (duringBuild()) return [];
  const tree = await categoryTree();
  return tree.roots
    .filter((room) => room.visible)
    .map((room) => ({ ...categoryLink(room, locale), children: room.children.filter((c) => c.visible).map((c) => categoryLink(c, locale)) }));
}

/** The rooms with their names in the page's language (one cached copy per language). */
export async function loadRooms(): Promise<Room[]> {
  return loadRoomsIn(await pageLocale());
}
