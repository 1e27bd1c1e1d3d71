// Browser sessions: a Session row per sign-in, and next-auth's JWT cookie carrying its id (`sid`).
// The API's login endpoints and next-auth's own sign-in both create the row and encode the cookie the
// same way; every request checks the row (cached for a few seconds), so logging out or revoking ends
// the session on the server, not only in the browser.
import { decode, encode } from "next-auth/jwt";
import { config } from "@/lib/config.ts";
import { db, type Tx } from "@/lib/db.ts";
import { CREDENTIAL_CACHE_MS, expiryFrom, randomKey, SESSION_LIFETIME_DAYS, TOUCH_INTERVAL_MS } from "./secrets.ts";
import { TtlCache } from "./ttl-cache.ts";

export const SESSION_MAX_AGE_SECONDS = SESSION_LIFETIME_DAYS * 86_400;

export interface CookieSpec {
  name: string;
  value: string;
  httpOnly: boolean;
  sameSite: "lax";
  secure: boolean;
  path: string;
  maxAge: number;
}

/** next-auth's cookie name: the `__Secure-` prefix when the site runs on https. */
export function sessionCookieName(secure = (config().NEXTAUTH_URL ?? process.env.NEXTAUTH_URL ?? "").startsWith("https://")): string {
  return `${secure ? "__Secure-" : ""}next-auth.session-token`;
}

export const SESSION_COOKIE_NAMES = [sessionCookieName(false), sessionCookieName(true)];

export async function createSession(tx: Tx, userId: number, meta: { ip?: string; userAgent?: string } = {}) {
  const now = new Date();
  return tx.session.create({
    data: { id: randomKey(24), userId, expiresAt: expiryFrom(now), lastSeenAt: now, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) },
  });
}

/** The cookie that carries session `sid`, encoded exactly as next-auth encodes its JWT. */
export async function sessionCookie(sid: string, userId: number, secure: boolean): Promise<CookieSpec> {
  const value = await encode({
    token: { sid, sub: String(userId) },
    secret: config().NEXTAUTH_SECRET,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return { name: sessionCookieName(secure), value, httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: SESSION_MAX_AGE_SECONDS };
}

/** A cookie that removes the session cookie from the browser. */
export function clearedSessionCookie(secure: boolean): CookieSpec {
  return { name: sessionCookieName(secure), value: "", httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 0 };
}

const decoded = new TtlCache<string, string | null>(60_000);

/** The session id inside a session cookie, or null when the cookie does not decode. */
export async function sessionIdFromCookie(value: string): Promise<string | null> {
  const hit = decoded.get(value);
  if (hit !== undefined) return hit;
  let sid: string | null = null;
  try {
    const payload = await decode({ token: value, secret: config().NEXTAUTH_SECRET });
    sid = typeof payload?.sid === "string" ? payload.sid : null;
  } catch {
    sid = null;
  }
  decoded.set(value, sid);
  return sid;
}

type SessionWithUser = NonNullable<Awaited<ReturnType<typeof loadSession>>>;
const rows = new TtlCache<string, SessionWithUser | null>(CREDENTIAL_CACHE_MS);

function loadSession(id: string) {
  return db().session.findUnique({ where: { id }, include: { user: true } });
}

/** The live session `id` with its user, extending its expiry; null when unknown, revoked or expired. */
export async function findSession(id: string): Promise<SessionWithUser | null> {
  let row = rows.get(id);
  if (row === undefined) {
    row = await loadSession(id);
    rows.set(id, row);
  }
  const now = new Date();
  if (!row || row.revokedAt || row.expiresAt <= now || !row.user.isActive) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    row.lastSeenAt = now;
    row.expiresAt = expiryFrom(now);
    await db().session.update({ where: { id }, data: { lastSeenAt: now, expiresAt: row.expiresAt } });
  }
  return row;
}

export async function revokeSession(tx: Tx, id: string): Promise<void> {
  await tx.session.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
  rows.delete(id);
}

export async function revokeUserSessions(tx: Tx, userId: number, exceptId?: string): Promise<void> {
  await tx.session.updateMany({
    where: { userId, revokedAt: null, ...(exceptId ? { id: { not: exceptId } } : {}) },
    data: { revokedAt: new Date() },
  });
  rows.deleteWhere((s) => s?.userId === userId && s.id !== exceptId);
}

/** Forget cached session rows (tests that change rows behind the cache's back). */
export function clearSessionCache(): void {
  rows.clear();
  decoded.clear();
}
