import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { siteUrl } from "@/lib/storefront/site-url.ts";
import { sitemapEntries } from "@/lib/storefront/sitemap.ts";

// Read per request (rarely asked for): the build has no database, and the list follows every change.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return (await sitemapEntries()).map((e) => ({ url: siteUrl(e.path), lastModified: e.lastModified }));
}
