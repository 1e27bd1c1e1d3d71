// The shop's public address, for canonical links, Open Graph, the sitemap and robots.txt. Shop pages are
// rendered once for every visitor, so it cannot come from a request's Host: it is the configured one
// (PUBLIC_URL, see publicUrl() in lib/http/urls.ts).
import { config } from "@/lib/config.ts";
import { publicUrl } from "@/lib/http/urls.ts";

/** The public origin ("https://vanyaliving.in"). */
export function siteOrigin(): string {
  return config().publicOrigin;
}

/** The absolute URL of a site path. */
export function siteUrl(path: string): string {
  return publicUrl(path.startsWith("/") ? path : `/${path}`);
}
