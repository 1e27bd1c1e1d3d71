// Who holds a basket. A caller has at most one Open basket, found by its `openKey` (unique while the
// basket is Open, null otherwise; docs/decisions/0005-one-open-basket.md):
//   user:<user id>                 a signed-in caller (token, Session-Id AUTH, session cookie)
//   sid:<HeaderSession row id>     an app with an ANON `Session-Id` header
//   cookie:<hash of the cookie>    an anonymous browser, through the HttpOnly basket cookie
// The header comes before the cookie, as in "who is calling" (spec/API.md §2). An anonymous basket
// keeps its key in `anonymousKey` after it leaves Open, for the cleanup of old anonymous baskets.
import type { Caller } from "@/lib/auth/caller.ts";
import { basketCookieHash, newBasketCookie } from "@/lib/auth/basket-cookie.ts";
import { ensureHeaderSessionRow } from "@/lib/auth/header-sessions.ts";
import type { CookieSpec } from "@/lib/auth/session-cookie.ts";
import { TOUCH_INTERVAL_MS } from "@/lib/auth/secrets.ts";
import { Prisma, type Db, type Tx } from "@/lib/db.ts";
import { sqlOf, type Sql } from "@/lib/sql.ts";

export const userBasketKey = (userId: number) => `user:${userId}`;
export const sessionBasketKey = (headerSessionRowId: number) => `sid:${headerSessionRowId}`;
export const cookieBasketKey = (cookieValue: string) => `cookie:${basketCookieHash(cookieValue)}`;

/** The key of the caller's Open basket, or null when an anonymous caller has nothing to hold one by yet. */
export function holderKey(caller: Caller): string | null {
  if (caller.user) return userBasketKey(caller.user.id);
  if (caller.headerSession) return caller.headerSession.type === "ANON" && caller.headerSession.rowId ? sessionBasketKey(caller.headerSession.rowId) : null;
  return caller.basketCookie ? cookieBasketKey(caller.basketCookie) : null;
}

/**
 * Every anonymous key the caller brings (its ANON header session and its basket cookie): the
 * baskets a sign-in merges. Signed-in callers bring none of their own.
 */
export function anonymousKeys(caller: Caller): string[] {
  const keys: string[] = [];
  const header = caller.headerSession;
  if (header?.type === "ANON" && header.rowId) keys.push(sessionBasketKey(header.rowId));
  if (caller.basketCookie) keys.push(cookieBasketKey(caller.basketCookie));
  return keys;
}

/** The id of the caller's Open basket, or null; reads only. */
export async function findOpenBasketId(client: Tx | Db, caller: Caller): Promise<number | null> {
  const key = holderKey(caller);
  if (!key) return null;
  const row = await client.basket.findUnique({ where: { openKey: key }, select: { id: true } });
  return row?.id ?? null;
}

export interface HeldBasket {
  id: number;
  /** A new basket cookie the answer must set (an anonymous browser's first basket). */
  cookie?: CookieSpec;
}

/**
 * The caller's Open basket, created on first need, and locked (FOR UPDATE) until `tx` ends, so that
 * changes to one basket happen one after another and checkout sees a basket nobody changes under it.
 * One statement as a rule (holdBasket). `secure`: the request came over
 * https (the cookie's name and flags follow it).
 */
export async function holdOpenBasket(tx: Tx, caller: Caller, secure: boolean): Promise<HeldBasket> {
  const holder = await basketHolder(tx, caller, secure);
  const id = await holdBasket(sqlOf(tx), holder);
  return { id, ...(holder.cookie ? { cookie: holder.cookie } : {}) };
}

export interface BasketHolder {
  key: string;
  ownerId: number | null;
  anonymousKey: string | null;
  /** A new basket cookie the answer must set (an anonymous browser's first basket). */
  cookie?: CookieSpec;
}

/** Who would hold the caller's Open basket (an ANON header session gets its row on first use). */
export async function basketHolder(client: Tx | Db, caller: Caller, secure: boolean): Promise<BasketHolder> {
  let key: string;
  let cookie: CookieSpec | undefined;
  if (caller.user) key = userBasketKey(caller.user.id);
  else if (caller.headerSession?.type === "ANON") key = sessionBasketKey(await ensureHeaderSessionRow(client, caller.headerSession));
  else if (caller.basketCookie) key = cookieBasketKey(caller.basketCookie);
  else {
    cookie = newBasketCookie(secure);
    key = cookieBasketKey(cookie.value);
  }
  return { key, ownerId: caller.user?.id ?? null, anonymousKey: caller.user ? null : key, ...(cookie ? { cookie } : {}) };
}

/**
 * Finds or creates the holder's Open basket and locks it until the transaction ends; answers its id.
 * One statement in the usual case: an insert that, on conflict with the existing row, locks it
 * ("all rows will be locked when the ON CONFLICT DO UPDATE action is taken", even those the WHERE
 * leaves alone) and rewrites its last-used time only when that is older than TOUCH_INTERVAL_MS: the
 * time is in an index, so each rewrite is a new row version in every index of Basket. A row it did not
 * rewrite is read by the same statement; one created by a transaction that committed after the
 * statement began is invisible to that read, and the statement runs again (the lock is already ours).
 */
export async function holdBasket(sql: Sql, holder: BasketHolder): Promise<number> {
  const statement = holdStatement(holder);
  for (let tries = 1; ; tries++) {
    const [row] = await sql.query<{ id: number }>(statement);
    if (row) return row.id;
    if (tries === 5) throw new Error(`The Open basket ${holder.key} could be locked but not read`);
  }
}

/** holdBasket's statement: it answers the basket's id, or no row when it must run again. */
export function holdStatement(holder: BasketHolder): Prisma.Sql {
  const now = new Date();
  return Prisma.sql`
    WITH held AS (
      INSERT INTO "Basket" ("ownerId", "status", "openKey", "anonymousKey", "dateCreated", "dateUpdated", "lastUsedAt")
      VALUES (${holder.ownerId}, 'Open', ${holder.key}, ${holder.anonymousKey}, ${now}, ${now}, ${now})
      ON CONFLICT ("openKey") DO UPDATE SET "lastUsedAt" = EXCLUDED."lastUsedAt"
        WHERE "Basket"."lastUsedAt" < EXCLUDED."lastUsedAt" - ${TOUCH_INTERVAL_MS}::int * interval '1 millisecond'
      RETURNING id)
    SELECT id FROM held
    UNION ALL
    SELECT id FROM "Basket" WHERE "openKey" = ${holder.key} AND NOT EXISTS (SELECT 1 FROM held)`;
}

export interface BasketHolding {
  ownerId: number | null;
  openKey: string | null;
}

/**
 * True when `basket` is the caller's: a signed-in caller's own baskets (Open or Saved), an anonymous
 * caller's current Open basket only, and never a basket that has an owner (spec/API.md §11).
 */
export function callerHolds(caller: Caller, basket: BasketHolding): boolean {
  if (caller.user) return basket.ownerId === caller.user.id;
  return basket.ownerId === null && basket.openKey !== null && basket.openKey === holderKey(caller);
}

/** Deletes the Open baskets an anonymous caller holds (its cookie's, its ANON header session's): signing out. */
export async function deleteAnonymousBaskets(tx: Tx, caller: Caller): Promise<number> {
  const keys = anonymousKeys(caller);
  if (!keys.length) return 0;
  const { count } = await tx.basket.deleteMany({ where: { openKey: { in: keys }, ownerId: null } });
  return count;
}
