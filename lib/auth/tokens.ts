// API tokens (`Authorization: Token <key>` or `Bearer <key>`): the key is shown once, at login; the
// database keeps its SHA-256. Tokens last 90 days from their last use and can be revoked.
import { db, type Tx } from "@/lib/db.ts";
import { expiryFrom, randomKey, sha256, TOUCH_INTERVAL_MS } from "./secrets.ts";

export interface IssuedToken {
  id: number;
  key: string;
  expiresAt: Date;
}

export async function issueToken(tx: Tx, userId: number, meta: { ip?: string; userAgent?: string } = {}): Promise<IssuedToken> {
  const key = randomKey(32);
  const now = new Date();
  const row = await tx.apiToken.create({
    data: { userId, keyHash: sha256(key), expiresAt: expiryFrom(now), lastUsedAt: now, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) },
  });
  return { id: row.id, key, expiresAt: row.expiresAt };
}

/** The live token for `key` with its user, extending its expiry; null when unknown, revoked or expired. */
export async function findToken(key: string) {
  const prisma = db();
  const row = await prisma.apiToken.findUnique({ where: { keyHash: sha256(key) }, include: { user: true } });
  const now = new Date();
  if (!row || row.revokedAt || row.expiresAt <= now || !row.user.isActive) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await prisma.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: now, expiresAt: expiryFrom(now) } });
    row.expiresAt = expiryFrom(now);
  }
  return row;
}

export async function revokeToken(tx: Tx, id: number): Promise<void> {
  await tx.apiToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
}

export async function revokeUserTokens(tx: Tx, userId: number, exceptId?: number): Promise<void> {
  await tx.apiToken.updateMany({
    where: { userId, revokedAt: null, ...(exceptId ? { id: { not: exceptId } } : {}) },
    data: { revokedAt: new Date() },
  });
}
