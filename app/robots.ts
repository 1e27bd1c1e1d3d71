import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/storefront/site-url.ts";

// Shop pages are for everyone; the API and each shopper's own pages are not for search engines.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/account/", "/basket/", "/checkout/", "/wishlists/", "/search/"] }],
    sitemap: siteUrl("/sitemap.xml"),
  };
}
