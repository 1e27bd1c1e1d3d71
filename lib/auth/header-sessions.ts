// `Session-Id: SID:<ANON|AUTH>:<realm>:<id>` sessions for apps that cannot keep cookies (spec/API.md §2).
// The realm must be the request's host; the id must carry at least 128 bits; the server keeps only an
// HMAC of the whole value. An ANON row is created the first time something is stored for it.
import { ApiError } from "@/lib/errors.ts";
import { db, type Db, type Tx } from "@/lib/db.ts";
import { expiryFrom, keyedHash, TOUCH_INTERVAL_MS } from "./secrets.ts";

export interface HeaderSessionRef {
  type: "ANON" | "AUTH";
  realm: string;
  id: string;
  keyHash: string;
  /** The row, when one exists. */
  rowId?: number;
  userId?: number | null;
  /** The delivery pincode stored on the row. */
  pincode?: string | null;
}

const FORMAT = /^SID:(ANON|AUTH):([^:\s]+):(\S+)$/;
const STRONG_ID = /^[A-Za-z0-9_-]{22,}$/;

export function headerSessionKey(type: "ANON" | "AUTH", realm: string, id: string): string {
  return keyedHash(`SID:${type}:${realm}:${id}`, "session-id");
}

/**
 * Reads a Session-Id header value. Returns null when it does not parse (it is then ignored), throws
 * the documented 403/400 when the realm is wrong or the id too short.
 */
export function parseSessionIdHeader(value: string | null, host: string): Omit<HeaderSessionRef, "rowId" | "userId"> | null {
  if (!value) return null;
  const m = FORMAT.exec(value.trim());
  if (!m) return null;
  const [, type, realm, id] = m as unknown as [string, "ANON" | "AUTH", string, string];
  if (realm.toLowerCase() !== host.toLowerCase()) {
    throw new ApiError(403, { reason: `Can not accept cookie with realm ${realm} on realm ${host}` });
  }
  if (!STRONG_ID.test(id)) throw new ApiError(400, { reason: "Session id too short." });
  return { type, realm: realm.toLowerCase(), id, keyHash: headerSessionKey(type, realm.toLowerCase(), id) };
}

/** Finds the row of a parsed header; an AUTH header without a live row is a 401. */
export async function resolveHeaderSession(ref: Omit<HeaderSessionRef, "rowId" | "userId">) {
  const prisma = db();
  const now = new Date();
  const row = await prisma.headerSession.findUnique({ where: { keyHash: ref.keyHash }, include: { user: true } });
  const live = row && row.expiresAt > now && (row.type === "ANON" || row.user?.isActive);
  if (ref.type === "AUTH" && !live) {
    throw new ApiError(401, { reason: "Authentication credentials were not provided." });
  }
  if (live && now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await prisma.headerSession.update({ where: { id: row.id }, data: { lastUsedAt: now, expiresAt: expiryFrom(now) } });
  }
  return live ? row : null;
}

/** The row for an ANON header session, created on first use (first write). */
export async function ensureHeaderSessionRow(client: Tx | Db, ref: HeaderSessionRef): Promise<number> {
  if (ref.rowId) return ref.rowId;
  const now = new Date();
  const row = await client.headerSession.upsert({
    where: { keyHash: ref.keyHash },
    create: { keyHash: ref.keyHash, type: ref.type, realm: ref.realm, expiresAt: expiryFrom(now) },
    update: { lastUsedAt: now },
  });
  ref.rowId = row.id;
  return row.id;
}

/**
 * At sign-in with an ANON header: the AUTH session for the same id, whose header value is returned;
 * `signInId` links it to the sign-in's other credentials.
 */
export async function upgradeHeaderSession(tx: Tx, ref: HeaderSessionRef, userId: number, signInId?: string): Promise<string> {
  const keyHash = headerSessionKey("AUTH", ref.realm, ref.id);
  const now = new Date();
  await tx.headerSession.upsert({
    where: { keyHash },
    create: { keyHash, type: "AUTH", realm: ref.realm, userId, expiresAt: expiryFrom(now), signInId },
    update: { userId, lastUsedAt: now, expiresAt: expiryFrom(now), signInId },
  });
  return `SID:AUTH:${ref.realm}:${ref.id}`;
}

export async function deleteHeaderSession(tx: Tx, keyHash: string): Promise<void> {
  await tx.headerSession.deleteMany({ where: { keyHash } });
}

/** Ends the header sessions one sign-in made (docs/decisions/0081). */
export async function deleteSignInHeaderSessions(tx: Tx, signInId: string): Promise<void> {
  await tx.headerSession.deleteMany({ where: { signInId } });
}

export async function deleteUserHeaderSessions(tx: Tx, userId: number): Promise<void> {
  await tx.headerSession.deleteMany({ where: { userId } });
}
