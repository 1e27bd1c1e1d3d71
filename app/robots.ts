import type { MetadataRoute } from "next";
import { localePath } from "@/lib/i18n/locale.ts";
import { siteUrl } from "@/lib/storefront/site-url.ts";

/** Each shopper's own folders and search results, in every language the shop speaks ("/basket/", "/hi/basket/"). */
const OWN_FOLDERS = ["/account/", "/basket/", "/checkout/", "/orders/", "/wishlists/", "/newsletter/", "/staff-invitation/", "/stock-alerts/", "/delivery-pincode/", "/search/"];

// Shop pages are for everyone; the API, the staff's pages and each shopper's own pages (account, basket,
// checkout, orders, wish lists, newsletter links, which carry tokens) are not for search engines, nor are
// search results (endless combinations of the catalogue's own pages), in English or in Hindi.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/admin/", ...OWN_FOLDERS, ...OWN_FOLDERS.map((f) => localePath("hi", f))] }],
    sitemap: siteUrl("/sitemap.xml"),
  };
}
