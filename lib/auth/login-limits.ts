// The limits on password sign-in (spec/API.md §3), counted before the password is checked so that
// parallel tries cannot slip past them (docs/decisions/0022-login-limits-and-scrypt-bound.md):
// - per address: at most 100 failures an hour (a fixed window, `hit()`);
// - per (account, address): a streak of failures. The first 5 tries are free; after the 5th failure
//   each further try waits a growing delay (30 s, 60 s, … at most 10 minutes) after the previous
//   failure. 15 minutes without a failure, or a success, end the streak. There is no account lockout.
// A try is counted as a failure when it is let through and given back when it turns out a success
// (or was not checked at all), so successes never spend the budget.
import { db, Prisma } from "@/lib/db.ts";
import { ThrottledError } from "@/lib/errors.ts";
import { counterKey, hit, rate, refund, type HitResult } from "@/lib/http/throttle.ts";

const PER_ADDRESS = rate("100/hour");
const FREE_TRIES = 5;
const FIRST_DELAY_S = 30;
const MAX_DELAY_S = 600;
const STREAK_S = 15 * 60;
/** A streak has no fixed window: one row per key, at this window start, expiring 15 minutes after its last failure. */
const STREAK_ROW = new Date(0);

/** Seconds a try must wait after the failure that made the streak `failures` long. */
function delayAfter(failures: number): number {
  if (failures < FREE_TRIES) return 0;
  return Math.min(MAX_DELAY_S, FIRST_DELAY_S * 2 ** Math.min(failures - FREE_TRIES, 10));
}

/** The same delay in SQL, for the streak row's `count`. */
const DELAY_SQL = Prisma.raw(`(CASE WHEN c."count" < ${FREE_TRIES} THEN 0 ELSE LEAST(${MAX_DELAY_S}, ${FIRST_DELAY_S} << LEAST(c."count" - ${FREE_TRIES}, 10)) END)`);

/** A try let through both limits, already counted as a failure; a failure needs nothing more. */
export interface LoginTry {
  /** The password was right: the try is given back and the streak ends. */
  succeeded(): Promise<void>;
  /** The password could not be checked (scrypt was busy): the try is given back. */
  notChecked(): Promise<void>;
}

/**
 * Counts a try for `account` (a stable name of the account, or of the unknown name typed) from
 * `address`, or throws the documented 429 when either limit refuses it.
 */
export async function beginLoginTry(account: string, address: string, now = new Date()): Promise<LoginTry> {
  const addressKey = `login-ip:${address}`;
  const perAddress: HitResult = await hit(addressKey, PER_ADDRESS, { now });
  if (!perAddress.allowed) throw new ThrottledError(perAddress.retryAfter);

  const streakKey = counterKey(`login-account:${address}:${account}`);
  const admitted = await claimStreakTry(streakKey, now);
  if (!admitted) {
    await refund(addressKey, perAddress);
    throw new ThrottledError(await streakWait(streakKey, now));
  }
  return {
    succeeded: async () => {
      await refund(addressKey, perAddress);
      await db().throttleCounter.deleteMany({ where: { key: streakKey, windowStart: STREAK_ROW } });
    },
    notChecked: async () => {
      await refund(addressKey, perAddress);
      await db().$executeRaw`UPDATE "ThrottleCounter" SET "count" = "count" - 1 WHERE "key" = ${streakKey} AND "windowStart" = ${STREAK_ROW} AND "count" > 0`;
    },
  };
}

/**
 * One statement: counts the try as a failure of the streak when it may be made now (a new or
 * expired streak, or the delay since the last failure has passed) and answers whether it did.
 */
async function claimStreakTry(streakKey: string, now: Date): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + STREAK_S * 1000);
  const rows = await db().$queryRaw<{ count: number }[]>`
    INSERT INTO "ThrottleCounter" AS c ("key", "windowStart", "count", "expiresAt")
    VALUES (${streakKey}, ${STREAK_ROW}, 1, ${expiresAt})
    ON CONFLICT ("key", "windowStart") DO UPDATE
      SET "count" = CASE WHEN c."expiresAt" <= ${now} THEN 1 ELSE c."count" + 1 END, "expiresAt" = EXCLUDED."expiresAt"
      WHERE c."expiresAt" <= ${now}
         OR c."expiresAt" - make_interval(secs => ${Prisma.raw(String(STREAK_S))}) + make_interval(secs => ${DELAY_SQL}) <= ${now}
    RETURNING c."count"`;
  return rows.length === 1;
}

/** Seconds until the streak lets the next try through (read only to tell a refused caller). */
async function streakWait(streakKey: string, now: Date): Promise<number> {
  const row = await db().throttleCounter.findUnique({ where: { key_windowStart: { key: streakKey, windowStart: STREAK_ROW } } });
  if (!row) return 1;
  const lastFailure = row.expiresAt.getTime() - STREAK_S * 1000;
  return Math.max(1, Math.ceil((lastFailure + delayAfter(row.count) * 1000 - now.getTime()) / 1000));
}
