// The browser session cookie: next-auth's encrypted JWT, carrying the session id (`sid`; the Session row
// keeps only its hash) and the user (`sub`). This module knows no database, so Next's proxy can use it.
//
// Cookie names follow the request's scheme (lib/http/urls.ts `isSecure`): over https only
// `__Secure-next-auth.session-token` is read and written, over http only `next-auth.session-token`. A
// `__Secure-` cookie can only be set by a secure page of the site, so a sibling subdomain or a plain-http
// attacker cannot plant a session cookie that the https site would accept (cookie tossing).
//
// Sessions slide (spec/API.md §2): the row's expiry moves with use (lib/auth/sessions.ts), and a cookie
// issued more than a day ago is re-issued with a fresh 90-day JWT when the session is used.
import { decode, encode } from "next-auth/jwt";
import { config } from "@/lib/config.ts";
import { SESSION_LIFETIME_DAYS } from "./secrets.ts";
import { TtlCache } from "./ttl-cache.ts";

export const SESSION_MAX_AGE_SECONDS = SESSION_LIFETIME_DAYS * 86_400;
/** A cookie older than this is re-issued when its session is used. */
export const SESSION_COOKIE_RENEW_AFTER_SECONDS = 86_400;

export interface CookieSpec {
  name: string;
  value: string;
  httpOnly: boolean;
  sameSite: "lax";
  secure: boolean;
  path: string;
  maxAge: number;
}

/** next-auth's session cookie name for a request over https (`secure`) or plain http. */
export function sessionCookieName(secure: boolean): string {
  return `${secure ? "__Secure-" : ""}next-auth.session-token`;
}

/**
 * The cookie that carries session `sid`, encoded exactly as next-auth encodes its JWT. `staff` marks a
 * staff member's cookie, so Next's proxy can answer the staff pages without the database (the pages
 * check the database again: a cookie from before a staff flag was removed gets no further).
 */
export async function sessionCookie(sid: string, userId: number, secure: boolean, staff = false): Promise<CookieSpec> {
  const value = await encode({
    token: { sid, sub: String(userId), ...(staff ? { staff: true } : {}) },
    secret: config().NEXTAUTH_SECRET,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return { name: sessionCookieName(secure), value, httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: SESSION_MAX_AGE_SECONDS };
}

/** A cookie that removes the session cookie from the browser. */
export function clearedSessionCookie(secure: boolean): CookieSpec {
  return { name: sessionCookieName(secure), value: "", httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 0 };
}

export interface SessionCookieContent {
  sid: string;
  userId: number;
  /** Signed in as a staff member (when the cookie was issued). */
  staff: boolean;
  /** When the cookie was issued (seconds since the epoch). */
  issuedAt: number;
}

const decoded = new TtlCache<string, SessionCookieContent | null>(60_000);

/** What a session cookie carries, or null when it does not decode (forged, expired, another secret). */
export async function readSessionCookie(value: string): Promise<SessionCookieContent | null> {
  const hit = decoded.get(value);
  if (hit !== undefined) return hit;
  let content: SessionCookieContent | null = null;
  try {
    const payload = await decode({ token: value, secret: config().NEXTAUTH_SECRET });
    if (typeof payload?.sid === "string" && typeof payload.iat === "number" && /^\d+$/.test(String(payload.sub))) {
      content = { sid: payload.sid, userId: Number(payload.sub), staff: payload.staff === true, issuedAt: payload.iat };
    }
  } catch {
    content = null;
  }
  decoded.set(value, content);
  return content;
}

/** The re-issued cookie for a session cookie issued more than a day ago; null when it needs none. */
export async function renewedSessionCookie(content: SessionCookieContent, secure: boolean, now = Date.now()): Promise<CookieSpec | null> {
  if (now / 1000 - content.issuedAt <= SESSION_COOKIE_RENEW_AFTER_SECONDS) return null;
  return sessionCookie(content.sid, content.userId, secure, content.staff);
}

/** Forget decoded cookies (tests). */
export function clearDecodedCookies(): void {
  decoded.clear();
}
