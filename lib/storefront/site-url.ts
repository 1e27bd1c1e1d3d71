// The shop's public address, for canonical links, Open Graph, the sitemap and robots.txt. Shop pages are
// rendered once for every visitor, so it cannot come from a request's Host: it is the configured one.
import { config } from "@/lib/config.ts";

/** The public origin ("https://vanyaliving.in"), from NEXTAUTH_URL (the server's own address by default). */
export function siteOrigin(): string {
  const c = config();
  return new URL(c.NEXTAUTH_URL ?? `http://localhost:${c.PORT}`).origin;
}

/** The absolute URL of a site path. */
export function siteUrl(path: string): string {
  return new URL(path, siteOrigin()).toString();
}
