// Rate limits with counters in the database, so every server instance shares them. Fixed windows: a
// counter per (key, window start); one atomic upsert per hit.
import { db } from "@/lib/db.ts";
import { ThrottledError } from "@/lib/errors.ts";

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

export interface HitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/** The fixed window of `r` that `now` falls in. */
function windowOf(r: Rate, now: Date) {
  const windowMs = r.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const retryAfter = Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000));
  return { windowStart: new Date(start), expiresAt: new Date(start + windowMs), retryAfter };
}

/** Counts one hit of `key` and says whether it is within `r`. */
export async function hit(key: string, r: Rate, now = new Date()): Promise<HitResult> {
  const { windowStart, expiresAt, retryAfter } = windowOf(r, now);
  const rows = await db().$queryRaw<{ count: number }[]>`
    INSERT INTO "ThrottleCounter" ("key", "windowStart", "count", "expiresAt")
    VALUES (${key}, ${windowStart}, 1, ${expiresAt})
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "ThrottleCounter"."count" + 1
    RETURNING "count"`;
  const count = Number(rows[0].count);
  return { allowed: count <= r.limit, count, retryAfter };
}

/** The hits `key` has in the current window of `r`, without counting one; allowed while below the limit. */
export async function peek(key: string, r: Rate, now = new Date()): Promise<HitResult> {
  const { windowStart, retryAfter } = windowOf(r, now);
  const row = await db().throttleCounter.findUnique({ where: { key_windowStart: { key, windowStart } } });
  const count = row?.count ?? 0;
  return { allowed: count < r.limit, count, retryAfter };
}

/** Counts a hit and throws the documented 429 (with Retry-After) when it is over the limit. */
export async function enforce(key: string, r: Rate, now = new Date()): Promise<void> {
  const result = await hit(key, r, now);
  if (!result.allowed) throw new ThrottledError(result.retryAfter);
}
