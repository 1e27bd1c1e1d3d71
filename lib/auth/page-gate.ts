// Who may open the personal pages, decided in Next's proxy before a page renders. With Cache Components a
// page's response starts (status 200) before the page's own checks run, so a redirect or a 403 decided
// there reaches the browser only as a script. The proxy reads the session cookie alone (no database,
// lib/auth/session-cookie.ts):
// - /account/… (but the sign-in, registration and verification pages) without a session: 307 to sign in;
// - /admin/… without a session: 307 to sign in; with a shopper's session: the static 403 page
//   (STAFF_ONLY_PATH, rewritten to, so the address stays and the status is 403).
// The pages check the session's row again: a revoked session or a removed staff flag gets no further.
import { loginHref } from "@/lib/storefront/login-href.ts";
import type { HeaderReader } from "@/lib/http/urls.ts";
import { pageSessionCookie } from "./page-session-cookie.ts";

/** The page every refused staff-page visit is answered with (403, prerendered). */
export const STAFF_ONLY_PATH = "/staff-only/";

const OPEN_ACCOUNT_PAGES = /^\/account\/(login|register|verify-email)(\/|$)/;

export type GateDecision = { redirect: string } | { forbidden: true } | null;

export async function personalPageGate(
  pathname: string,
  search: string,
  headers: HeaderReader,
  cookie: (name: string) => string | undefined,
): Promise<GateDecision> {
  const staffPage = pathname === "/admin" || pathname.startsWith("/admin/");
  const accountPage = (pathname === "/account" || pathname.startsWith("/account/")) && !OPEN_ACCOUNT_PAGES.test(pathname);
  if (!staffPage && !accountPage) return null;
  const read = await pageSessionCookie(headers, cookie);
  if (!read) return null; // a malformed Host: the page answers that
  const session = read.content;
  if (!session) return { redirect: loginHref(pathname + search) };
  if (staffPage && !session.staff) return { forbidden: true };
  return null;
}
