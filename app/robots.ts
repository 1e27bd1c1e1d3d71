import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/storefront/site-url.ts";

// Shop pages are for everyone; the API, the staff's pages and each shopper's own pages (account, basket,
// checkout, orders, wish lists, newsletter links, which carry tokens) are not for search engines, nor are
// search results (endless combinations of the catalogue's own pages).
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/admin/", "/account/", "/basket/", "/checkout/", "/orders/", "/wishlists/", "/newsletter/", "/staff-invitation/", "/stock-alerts/", "/delivery-pincode/", "/search/"] }],
    sitemap: siteUrl("/sitemap.xml"),
  };
}
