// Browser sessions: a Session row per sign-in, and next-auth's JWT cookie carrying its id (`sid`,
// lib/auth/session-cookie.ts). The row's primary key is the SHA-256 of the id, as API tokens are kept,
// so the table alone cannot be turned into cookies. The API's login endpoints and next-auth's own
// sign-in both create the row and encode the cookie the same way; every request checks the row (cached
// for a few seconds), so logging out or revoking ends the session on the server, not only in the browser.
import { db, type Tx } from "@/lib/db.ts";
import { CREDENTIAL_CACHE_MS, expiryFrom, randomKey, sha256, TOUCH_INTERVAL_MS } from "./secrets.ts";
import { clearDecodedCookies } from "./session-cookie.ts";
import { processCache } from "./ttl-cache.ts";

export {
  clearedSessionCookie,
  sessionCookie,
  sessionCookieName,
  SESSION_MAX_AGE_SECONDS,
  type CookieSpec,
} from "./session-cookie.ts";

/** The Session row id of session id `sid`: its SHA-256 (hex). */
export function sessionRowId(sid: string): string {
  return sha256(sid);
}

export interface CreatedSession {
  /** The session id for the cookie; only its hash is stored. */
  sid: string;
  /** The row's id (the hash). */
  rowId: string;
  expiresAt: Date;
}

/** What a sign-in records on each credential it makes: where from, and its own id (`signInId`). */
export interface CredentialMeta {
  ip?: string;
  userAgent?: string;
  signInId?: string;
}

export async function createSession(tx: Tx, userId: number, meta: CredentialMeta = {}): Promise<CreatedSession> {
  const sid = randomKey(24);
  const now = new Date();
  const row = await tx.session.create({
    data: { id: sessionRowId(sid), userId, expiresAt: expiryFrom(now), lastSeenAt: now, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300), signInId: meta.signInId },
  });
  return { sid, rowId: row.id, expiresAt: row.expiresAt };
}

type SessionWithUser = NonNullable<Awaited<ReturnType<typeof loadSession>>>;
const rows = processCache<string, SessionWithUser | null>("session-rows", CREDENTIAL_CACHE_MS);

function loadSession(rowId: string) {
  return db().session.findUnique({ where: { id: rowId }, include: { user: true } });
}

/** The live session with id `sid` and its user, extending its expiry; null when unknown, revoked or expired. */
export async function findSession(sid: string): Promise<SessionWithUser | null> {
  const rowId = sessionRowId(sid);
  let row = rows.get(rowId);
  if (row === undefined) {
    row = await loadSession(rowId);
    rows.set(rowId, row);
  }
  const now = new Date();
  if (!row || row.revokedAt || row.expiresAt <= now || !row.user.isActive) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    row.lastSeenAt = now;
    row.expiresAt = expiryFrom(now);
    await db().session.update({ where: { id: rowId }, data: { lastSeenAt: now, expiresAt: row.expiresAt } });
  }
  return row;
}

/** Revokes the session whose row id (the hash) is `rowId`. */
export async function revokeSession(tx: Tx, rowId: string): Promise<void> {
  await tx.session.updateMany({ where: { id: rowId, revokedAt: null }, data: { revokedAt: new Date() } });
  rows.delete(rowId);
}

/** The sign-in that made the session whose row id is `rowId` (null for rows older than sign-in ids). */
export async function sessionSignInId(tx: Tx, rowId: string): Promise<string | null> {
  return (await tx.session.findUnique({ where: { id: rowId }, select: { signInId: true } }))?.signInId ?? null;
}

/** Revokes the sessions one sign-in made (docs/decisions/0081). */
export async function revokeSignInSessions(tx: Tx, signInId: string): Promise<void> {
  await tx.session.updateMany({ where: { signInId, revokedAt: null }, data: { revokedAt: new Date() } });
  rows.deleteWhere((s) => s?.signInId === signInId);
}

export async function revokeUserSessions(tx: Tx, userId: number, exceptRowId?: string): Promise<void> {
  await tx.session.updateMany({
    where: { userId, revokedAt: null, ...(exceptRowId ? { id: { not: exceptRowId } } : {}) },
    data: { revokedAt: new Date() },
  });
  rows.deleteWhere((s) => s?.userId === userId && s.id !== exceptRowId);
}

/** Forget cached session rows (tests that change rows behind the cache's back). */
export function clearSessionCache(): void {
  rows.clear();
  clearDecodedCookies();
}
