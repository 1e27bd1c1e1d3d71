// Rate limits with counters in the database, so every server instance shares them. Fixed windows: a
// counter per (key, window start).
//
// Count first, then decide. A limit holds under concurrency only when the counting and the reading are
// one statement: `hit()` increments the counter and returns the new value in one upsert, and the
// caller decides from that value (never read, then act, then count: parallel requests all read the
// same old value). A try that turns out not to count (a successful login) is given back with `refund()`.
// Limits kept on a row of their own (voucher uses, stock, OTP attempts) follow the same rule with one
// conditional UPDATE whose WHERE holds the limit, deciding from whether a row changed:
//   UPDATE … SET used = used + 1 WHERE id = $1 AND used < $limit RETURNING used
//   tx.otpChallenge.updateMany({ where: { id, attempts: { lt: 5 } }, data: { attempts: { increment: 1 } } })
//     → count 0 means the limit was reached.
// PostgreSQL re-checks the WHERE against the latest row when a concurrent update went first, so
// exactly `limit` updates succeed (docs/decisions/0006-throttle-windows.md).
import type { Caller } from "@/lib/auth/caller.ts";
import { keyedHash } from "@/lib/auth/secrets.ts";
import { db, type Db, type Tx } from "@/lib/db.ts";
import { ThrottledError } from "@/lib/errors.ts";
import { throttleAddress } from "./client-ip.ts";

export interface Rate {
  limit: number;
  windowSeconds: number;
}

/** "60/hour", "5/minute", "100/day", "3/30s" → a Rate. */
export function rate(spec: string): Rate {
  const m = /^(\d+)\/(?:(\d+)\s*)?(s|sec|second|m|min|minute|h|hour|d|day)s?$/.exec(spec.trim());
  if (!m) throw new Error(`Bad rate: ${spec}`);
  const unit = { s: 1, sec: 1, second: 1, m: 60, min: 60, minute: 60, h: 3600, hour: 3600, d: 86400, day: 86400 }[m[3]]!;
  return { limit: Number(m[1]), windowSeconds: (m[2] ? Number(m[2]) : 1) * unit };
}

/** Keys longer than this are cut before hashing (put the client's text last in a key). */
const MAX_KEY_INPUT = 1024;

/**
 * What the database stores for a throttle key: the scope (the text before the first ":") for
 * reading, and a keyed hash of the key. Keys carry addresses and usernames, which must not sit in
 * clear text, and a client-chosen part of any length must not break the index's row size limit.
 */
export function counterKey(key: string): string {
  const input = key.length > MAX_KEY_INPUT ? key.slice(0, MAX_KEY_INPUT) : key;
  const colon = input.indexOf(":");
  const scope = colon > 0 && /^[a-z0-9-]{1,40}$/.test(input.slice(0, colon)) ? input.slice(0, colon) : "key";
  return `${scope}:${keyedHash(input, "throttle")}`;
}

export interface HitResult {
  allowed: boolean;
  /** The counter's value after this hit. */
  count: number;
  /** Seconds until the window ends. */
  retryAfter: number;
  /** The window this hit was counted in (for `refund`). */
  windowStart: Date;
}

/** The fixed window of `r` that `now` falls in. */
function windowOf(r: Rate, now: Date) {
  const windowMs = r.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const retryAfter = Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000));
  return { windowStart: new Date(start), expiresAt: new Date(start + windowMs), retryAfter };
}

export interface CountOptions {
  now?: Date;
  /** A transaction to count in (the count then commits or rolls back with it); `db()` otherwise. */
  client?: Db | Tx;
}

/**
 * Counts one hit of `key` in the current window of `r` and returns the new count: one atomic
 * statement, so of N concurrent hits exactly `r.limit` see `allowed`.
 */
export async function hit(key: string, r: Rate, opts: CountOptions = {}): Promise<HitResult> {
  const now = opts.now ?? new Date();
  const { windowStart, expiresAt, retryAfter } = windowOf(r, now);
  const rows = await (opts.client ?? db()).$queryRaw<{ count: number }[]>`
    INSERT INTO "ThrottleCounter" ("key", "windowStart", "count", "expiresAt")
    VALUES (${counterKey(key)}, ${windowStart}, 1, ${expiresAt})
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "ThrottleCounter"."count" + 1
    RETURNING "count"`;
  const count = Number(rows[0].count);
  return { allowed: count <= r.limit, count, retryAfter, windowStart };
}

/** Gives back a hit counted by `hit()` (in the window it was counted in), e.g. for a try that succeeded. */
export async function refund(key: string, counted: Pick<HitResult, "windowStart">, client: Db | Tx = db()): Promise<void> {
  await client.$executeRaw`
    UPDATE "ThrottleCounter" SET "count" = "count" - 1
    WHERE "key" = ${counterKey(key)} AND "windowStart" = ${counted.windowStart} AND "count" > 0`;
}

/** Counts a hit and throws the documented 429 (with Retry-After) when it is over the limit. */
export async function enforce(key: string, r: Rate, now = new Date()): Promise<void> {
  const result = await hit(key, r, { now });
  if (!result.allowed) throw new ThrottledError(result.retryAfter);
}

/** Who a `by: "user"` limit counts: the signed-in user, else the client's address (as endpoint() does). */
export function callerThrottleKey(caller: Pick<Caller, "user" | "ip">): string {
  return caller.user ? `u${caller.user.id}` : `ip${throttleAddress(caller.ip)}`;
}

/** An hourly rate of `limit` (the shape settings such as CHECKOUT_MAX_PER_IP_HOUR take). */
export const perHour = (limit: number): Rate => ({ limit, windowSeconds: 3600 });
