// The shop's written pages (about, delivery and returns, questions and answers) for the cached pages: a
// staff edit expires POLICIES_TAG, a change of the shop's details SHOP_DETAILS_TAG (both fill them in).
// One cached copy per language: the page's language comes from its [locale] segment.
import { cacheLife, cacheTag } from "next/cache";
import { readShopDetails } from "@/lib/content/shop-details.ts";
import { findWrittenPage, type PageSlug, type WrittenPage } from "@/lib/content/written-pages.ts";
import { pageLocale } from "@/lib/i18n/page-locale.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";
import { POLICIES_TAG, SHOP_DETAILS_TAG } from "@/lib/page-cache/tags.ts";

export async function loadWrittenPageIn(slug: PageSlug, locale: ShopLocale): Promise<WrittenPage | null> {
  "use cache";
  cacheLife("content");
  cacheTag(POLICIES_TAG, SHOP_DETAILS_TAG);
  if (duringBuild()) return null;
  return findWrittenPage(slug, await readShopDetails(), locale);
}

/** The page in the page's language (Hindi where staff wrote it). */
export async function loadWrittenPage(slug: PageSlug): Promise<WrittenPage | null> {
  return loadWrittenPageIn(slug, await pageLocale());
}
