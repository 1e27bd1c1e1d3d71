// The shop's rooms (its public top-level categories), as the header, the home page and the 404 page show them.
import { cacheLife, cacheTag } from "next/cache";
import { listTopCategories, type CategorySummary } from "@/lib/catalogue/categories.ts";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";
import { CATALOGUE_TAG, CATEGORIES_TAG } from "@/lib/page-cache/tags.ts";

export async function loadRooms(): Promise<CategorySummary[]> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(CATALOGUE_TAG, CATEGORIES_TAG);
  if (duringBuild()) return [];
  return listTopCategories();
}
