// The anonymous browser's basket is found through a random, HttpOnly `basket` cookie; the basket row
// keeps only its hash.
import { randomKey, sha256 } from "./secrets.ts";
import type { CookieSpec } from "./sessions.ts";

export const BASKET_COOKIE = "basket";
const MAX_AGE = 30 * 86_400;

export function newBasketCookie(secure: boolean): CookieSpec {
  return { name: BASKET_COOKIE, value: randomKey(24), httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: MAX_AGE };
}

export function clearedBasketCookie(secure: boolean): CookieSpec {
  return { name: BASKET_COOKIE, value: "", httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 0 };
}

/** What a basket row stores for a cookie value. */
export function basketCookieHash(value: string): string {
  return sha256(`basket\0${value}`);
}

/** A cookie value the server could have issued (anything else is ignored). */
export function isBasketCookieValue(value: string | undefined): value is string {
  return !!value && /^[A-Za-z0-9_-]{32}$/.test(value);
}
