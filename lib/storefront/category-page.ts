// What a category page shows: the category (with its trail), its subcategories and one page of its products.
import { cacheLife, cacheTag } from "next/cache";
import { findCategoryByPath, listSubcategories, type CategoryDetail, type CategorySummary } from "@/lib/catalogue/categories.ts";
import { listCategoryProducts } from "@/lib/catalogue/category-products.ts";
import type { ProductCardPage } from "@/lib/catalogue/product-cards.ts";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";
import { CATALOGUE_TAG, CATEGORIES_TAG, LISTINGS_TAG } from "@/lib/page-cache/tags.ts";

export interface CategoryPageData {
  category: CategoryDetail;
  subcategories: CategorySummary[];
  /** The page asked for, or the last one when it asked for a page past the end. */
  listing: ProductCardPage;
}

/** Null when no public category sits at `slugs`. */
export async function loadCategoryPage(slugs: string[], page: number): Promise<CategoryPageData | null> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CATALOGUE_TAG, CATEGORIES_TAG, LISTINGS_TAG);
  if (duringBuild()) return null;
  const category = await findCategoryByPath(slugs);
  if (!category) return null;
  const [subcategories, asked] = await Promise.all([listSubcategories(category), listCategoryProducts(category, page)]);
  const listing = asked ?? (await lastPage(category));
  return { category, subcategories, listing };
}

async function lastPage(category: CategoryDetail): Promise<ProductCardPage> {
  const first = await listCategoryProducts(category, 1);
  return (await listCategoryProducts(category, first!.numPages))!;
}
