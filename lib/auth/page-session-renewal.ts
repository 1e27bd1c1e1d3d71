// Sessions slide (spec/API.md §2), but a page cannot set a cookie while it renders: Next's proxy
// (proxy.ts) re-issues a page request's session cookie once it is more than a day old. It reads only
// the cookie (no database here); whether the session is still live is decided, as always, by its row.
// Route handlers renew through endpoint() and next-auth's /api/auth/session answer instead.
import { serializeCookie } from "@/lib/http/reply.ts";
import type { HeaderReader } from "@/lib/http/urls.ts";
import { pageSessionCookie } from "./page-session-cookie.ts";
import { renewedSessionCookie } from "./session-cookie.ts";

/** The Set-Cookie value that renews this page request's session cookie, or null when it needs none. */
export async function pageSessionRenewal(headers: HeaderReader, cookie: (name: string) => string | undefined): Promise<string | null> {
  const read = await pageSessionCookie(headers, cookie);
  const renewed = read?.content ? await renewedSessionCookie(read.content, read.secure) : null;
  return renewed ? serializeCookie(renewed) : null;
}
