// Links that staff type into content ("/c/bedroom/", "https://…"): answered as absolute URLs.
import type { UrlBuilder } from "@/lib/http/urls.ts";

/** A site path made absolute for this request; an absolute http(s) URL as it is; anything else "". */
export function siteLink(link: string, urls: UrlBuilder): string {
  if (link.startsWith("/") && !link.startsWith("//")) return urls.abs(link);
  return /^https?:\/\//i.test(link) ? link : "";
}
