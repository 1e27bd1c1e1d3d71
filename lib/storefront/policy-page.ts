// A policy page's content. A staff edit expires its tag in the server that saved it, which renders the
// page again at once (lib/admin/content/policies.ts); other servers show it within the cache's life.
// One cached copy per language: the page's language comes from its [locale] segment.
import { cacheLife, cacheTag } from "next/cache";
import { findPolicy, type PolicyJson } from "@/lib/content/policies.ts";
import { pageLocale } from "@/lib/i18n/page-locale.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";
import { POLICIES_TAG } from "@/lib/page-cache/tags.ts";

export async function loadPolicyIn(slug: string, locale: ShopLocale): Promise<PolicyJson | null> {
  "use cache";
  cacheLife("content");
  cacheTag(POLICIES_TAG);
  if (duringBuild()) return null;
  return findPolicy(slug, locale);
}

/** The policy in the page's language (Hindi where staff wrote it). */
export async function loadPolicy(slug: string): Promise<PolicyJson | null> {
  return loadPolicyIn(slug, await pageLocale());
}
