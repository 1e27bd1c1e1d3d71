// A product's old address (staff changed its slug): the slug it now has, for a permanent redirect.
import { cacheLife, cacheTag } from "next/cache";
import { slugRedirect } from "@/lib/catalogue/product-admin-write.ts";
import { db } from "@/lib/db.ts";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";
import { CATALOGUE_TAG } from "@/lib/page-cache/tags.ts";

/** The slug `oldSlug` now leads to; null when it never was a product's (or that product is hidden). */
export async function currentSlugOf(oldSlug: string): Promise<string | null> {
  "use cache";
  cacheLife("catalogue");
  // Any product change may move or hide it.
  cacheTag(CATALOGUE_TAG);
  if (duringBuild()) return null;
  return slugRedirect(db(), oldSlug);
}
