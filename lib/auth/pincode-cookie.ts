// A browser's delivery pincode (spec/API.md §5.2 "and in a cookie for browsers"): HttpOnly like every
// cookie of the shop, `__Host-pincode` over https and `pincode` over plain http. Only its format is
// trusted; which zone serves it is looked up each time (lib/shipping/location.ts).
import type { CookieSpec } from "./session-cookie.ts";

const MAX_AGE = 365 * 86_400;

export function pincodeCookieName(secure: boolean): string {
  return secure ? "__Host-pincode" : "pincode";
}

export function pincodeCookie(value: string, secure: boolean): CookieSpec {
  return { name: pincodeCookieName(secure), value, httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: MAX_AGE };
}

/** The cookie's value when it could be a postcode the shop stored, else undefined. */
export function readPincodeCookie(value: string | undefined): string | undefined {
  return value && /^[A-Z0-9][A-Z0-9 -]{1,9}$/.test(value) ? value : undefined;
}
