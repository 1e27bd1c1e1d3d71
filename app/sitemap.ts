import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { languageAlternates } from "@/lib/i18n/localized.tsx";
import { localePath } from "@/lib/i18n/locale.ts";
import { siteUrl } from "@/lib/storefront/site-url.ts";
import { sitemapEntries } from "@/lib/storefront/sitemap.ts";

// Read per request (rarely asked for): the build has no database, and the list follows every change.
// Every page in English, then in Hindi; each names both as its languages (hreflang, both directions).
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const entries = await sitemapEntries();
  return (["en", "hi"] as const).flatMap((locale) =>
    entries.map((e) => ({ url: siteUrl(localePath(locale, e.path)), lastModified: e.lastModified, alternates: { languages: languageAlternates(e.path) } })),
  );
}
