// Does a request carry a credential (an API token, a Session-Id header, the session or basket
// cookie)? Decided from the headers alone, without the database, so that every answer to such a
// request is private (spec/API.md §1), a 405 included, whatever the endpoint declares.
import { basketCookieName } from "@/lib/auth/basket-cookie.ts";
import { sessionCookieName } from "@/lib/auth/session-cookie.ts";

/** The request headers an answer to a caller with credentials depends on. */
export const CREDENTIAL_VARY = "Cookie, Authorization, Session-Id";

// Both schemes' names: whichever a request carries, its answer depends on it.
const CREDENTIAL_COOKIES = new Set([false, true].flatMap((secure) => [sessionCookieName(secure), basketCookieName(secure)]));

export function carriesCredentials(headers: Headers): boolean {
  if (headers.has("authorization") || headers.has("session-id")) return true;
  const cookie = headers.get("cookie");
  if (!cookie) return false;
  return cookie.split(";").some((part) => {
    const eq = part.indexOf("=");
    return eq > 0 && CREDENTIAL_COOKIES.has(part.slice(0, eq).trim());
  });
}
