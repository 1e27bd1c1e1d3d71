// The anonymous browser's basket is found through a random, HttpOnly basket cookie; the basket row
// keeps only its hash. Over https the cookie is `__Host-basket` (Secure, Path=/, no Domain), which only
// this exact host can set over https: a sibling subdomain or a plain-http attacker cannot plant a basket
// in the victim's browser. Over plain http (development) it is `basket`. Each scheme reads only its own.
import { randomKey, sha256 } from "./secrets.ts";
import type { CookieSpec } from "./session-cookie.ts";

const MAX_AGE = 30 * 86_400;

/** The basket cookie's name for a request over https (`secure`) or plain http. */
export function basketCookieName(secure: boolean): string {
  return secure ? "__Host-basket" : "basket";
}

export function newBasketCookie(secure: boolean): CookieSpec {
  return { name: basketCookieName(secure), value: randomKey(24), httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: MAX_AGE };
}

export function clearedBasketCookie(secure: boolean): CookieSpec {
  return { name: basketCookieName(secure), value: "", httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 0 };
}

/** What a basket row stores for a cookie value. */
export function basketCookieHash(value: string): string {
  return sha256(`basket\0${value}`);
}

/** A cookie value the server could have issued (anything else is ignored). */
export function isBasketCookieValue(value: string | undefined): value is string {
  return !!value && /^[A-Za-z0-9_-]{32}$/.test(value);
}
