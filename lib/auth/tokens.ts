// API tokens (`Authorization: Token <key>` or `Bearer <key>`): the key is shown once, at login; the
// database keeps its SHA-256. Tokens last 90 days from their last use and can be revoked. Rows are
// cached for a few seconds, like sessions', so an app's requests do not each cost a query.
import { db, type Tx } from "@/lib/db.ts";
import { CREDENTIAL_CACHE_MS, expiryFrom, randomKey, sha256, TOUCH_INTERVAL_MS } from "./secrets.ts";
import type { CredentialMeta } from "./sessions.ts";
import type { StaffGroup } from "./staff-groups.ts";
import { processCache } from "./ttl-cache.ts";

export interface IssuedToken {
  id: number;
  key: string;
  expiresAt: Date;
}

/** A staff integration token's name and the groups it acts with (a subset of its owner's). */
export interface TokenScope {
  name: string;
  staffGroups: StaffGroup[];
}

export async function issueToken(tx: Tx, userId: number, meta: CredentialMeta = {}, scope?: TokenScope): Promise<IssuedToken> {
  const key = randomKey(32);
  const now = new Date();
  const row = await tx.apiToken.create({
    data: {
      userId,
      keyHash: sha256(key),
      expiresAt: expiryFrom(now),
      lastUsedAt: now,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
      signInId: meta.signInId,
      ...(scope ? { scoped: true, name: scope.name, staffGroups: scope.staffGroups } : {}),
    },
  });
  return { id: row.id, key, expiresAt: row.expiresAt };
}

function loadToken(keyHash: string) {
  return db().apiToken.findUnique({ where: { keyHash }, include: { user: true } });
}

type TokenWithUser = NonNullable<Awaited<ReturnType<typeof loadToken>>>;
const rows = processCache<string, TokenWithUser | null>("token-rows", CREDENTIAL_CACHE_MS);

/** The live token for `key` with its user, extending its expiry; null when unknown, revoked or expired. */
export async function findToken(key: string): Promise<TokenWithUser | null> {
  const keyHash = sha256(key);
  let row = rows.get(keyHash);
  if (row === undefined) {
    row = await loadToken(keyHash);
    rows.set(keyHash, row);
  }
  const now = new Date();
  if (!row || row.revokedAt || row.expiresAt <= now || !row.user.isActive) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    row.lastUsedAt = now;
    row.expiresAt = expiryFrom(now);
    await db().apiToken.update({ where: { id: row.id }, data: { lastUsedAt: now, expiresAt: row.expiresAt } });
  }
  return row;
}

export async function revokeToken(tx: Tx, id: number): Promise<void> {
  await tx.apiToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
  rows.deleteWhere((t) => t?.id === id);
}

/** Revokes the tokens one sign-in issued (docs/decisions/0081). */
export async function revokeSignInTokens(tx: Tx, signInId: string): Promise<void> {
  await tx.apiToken.updateMany({ where: { signInId, revokedAt: null }, data: { revokedAt: new Date() } });
  rows.deleteWhere((t) => t?.signInId === signInId);
}

export async function revokeUserTokens(tx: Tx, userId: number, exceptId?: number): Promise<void> {
  await tx.apiToken.updateMany({
    where: { userId, revokedAt: null, ...(exceptId ? { id: { not: exceptId } } : {}) },
    data: { revokedAt: new Date() },
  });
  rows.deleteWhere((t) => t?.userId === userId && t.id !== exceptId);
}

/** Forget cached token rows (tests that change rows behind the cache's back). */
export function clearTokenCache(): void {
  rows.clear();
}
