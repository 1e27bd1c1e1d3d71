// Idempotency-Key (spec/API.md §6): the same key from the same caller on the same endpoint with the
// same parsed body, within 24 hours, answers the first answer again and does nothing new; the same key
// with another body is 409; while the first request runs, a second one is 409 too.
//
// A key is claimed in one statement before the work starts (an INSERT that takes over an expired row,
// or a "running" row whose lease ran out because its request crashed), so two requests racing with one
// key cannot both run. The answer is recorded in the work's own transaction (`record(tx, …)`), so an
// order that committed always has its answer stored: a retry can never place it twice. An answer the
// work could not give (a 5xx, the process dying) releases the key, or leaves the lease to run out.
// docs/decisions/0035-idempotency-keys.md
import { createHash } from "node:crypto";
import type { Caller } from "@/lib/auth/caller.ts";
import { keyedHash } from "@/lib/auth/secrets.ts";
import { holderKey } from "@/lib/basket/holders.ts";
import { config } from "@/lib/config.ts";
import { db, type Db, type Tx } from "@/lib/db.ts";
import { ApiError, ConflictError } from "@/lib/errors.ts";

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/**
 * How long a running request holds its key before a retry may take it over: a minute, and always
 * longer than a transaction may wait and run (a slow request is never taken over while it can commit).
 */
export function idempotencyLeaseMs(): number {
  const c = config();
  return Math.max(60_000, c.DB_TRANSACTION_WAIT_MS + c.DB_TRANSACTION_TIMEOUT_MS + 5_000);
}

export const KEY_REUSED = "Idempotency key reused with a different request.";
export const KEY_IN_PROGRESS = "A request with this key is in progress.";

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

/** Records the answer inside the work's transaction. */
export type RecordAnswer = (tx: Tx, status: number, body: unknown) => Promise<void>;

export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

/** Who the key belongs to: the user, else the anonymous holder (header session, basket cookie), else the address. */
function callerScope(caller: Caller): string {
  if (caller.user) return `user:${caller.user.id}`;
  if (caller.headerSession) return `sid:${caller.headerSession.keyHash}`;
  return holderKey(caller) ?? `ip:${caller.ip}`;
}

/** JSON with object keys sorted, so the same parsed body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(body: unknown): string {
  return createHash("sha256").update(canonical(body)).digest("hex");
}

/** The Idempotency-Key header, or null without one; a malformed key is 400. */
export function idempotencyKeyOf(headers: { get(name: string): string | null }): string | null {
  const raw = headers.get("idempotency-key");
  if (raw === null) return null;
  const key = raw.trim();
  if (!KEY_FORMAT.test(key)) {
    throw new ApiError(400, { detail: "Idempotency-Key must be 1 to 255 visible ASCII characters.", code: "invalid_idempotency_key" });
  }
  return key;
}

type Claim = { kind: "run"; id: number } | { kind: "replay"; answer: IdempotentAnswer };

async function claim(client: Db, scope: string, key: string, hash: string, now: Date): Promise<Claim> {
  const leaseUntil = new Date(now.getTime() + idempotencyLeaseMs());
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_MS);
  // Taken when new, when the old row expired, or when its request crashed (same body, lease over).
  const won = await client.$queryRaw<{ id: number }[]>`
    INSERT INTO "IdempotencyKey" ("scope", "key", "requestHash", "state", "createdAt", "leaseUntil", "expiresAt")
    VALUES (${scope}, ${key}, ${hash}, 'running', ${now}, ${leaseUntil}, ${expiresAt})
    ON CONFLICT ("scope", "key") DO UPDATE SET
      "requestHash" = EXCLUDED."requestHash", "state" = 'running', "responseStatus" = NULL, "responseBody" = NULL,
      "createdAt" = EXCLUDED."createdAt", "leaseUntil" = EXCLUDED."leaseUntil", "expiresAt" = EXCLUDED."expiresAt"
    WHERE "IdempotencyKey"."expiresAt" <= ${now}
       OR ("IdempotencyKey"."state" = 'running' AND "IdempotencyKey"."leaseUntil" <= ${now}
           AND "IdempotencyKey"."requestHash" = EXCLUDED."requestHash")
    RETURNING id`;
  if (won.length) return { kind: "run", id: won[0].id };
  const row = await client.idempotencyKey.findUnique({ where: { scope_key: { scope, key } } });
  // Gone between the two statements (released by its request): try once more.
  if (!row) return claim(client, scope, key, hash, new Date());
  if (row.requestHash !== hash) throw new ConflictError(KEY_REUSED, "idempotency_key_reused");
  if (row.state === "running") throw new ConflictError(KEY_IN_PROGRESS, "idempotency_key_in_progress");
  return { kind: "replay", answer: { status: row.responseStatus ?? 200, body: row.responseBody } };
}

async function store(client: Tx | Db, id: number, status: number, body: unknown): Promise<void> {
  await client.idempotencyKey.update({
    where: { id },
    data: { state: "done", responseStatus: status, responseBody: (body ?? null) as object, leaseUntil: null },
  });
}

/** The row's (scope, key) for a caller's key on an endpoint: keyed hashes, never the client's text. */
export function storedKeyOf(caller: Caller, endpoint: string, key: string): { scope: string; key: string } {
  return { scope: `${endpoint}|${keyedHash(callerScope(caller), "idempotency-scope")}`, key: keyedHash(key, "idempotency-key") };
}

/**
 * Runs `work` at most once per (caller, endpoint, key, body). `work` gets `record`, which it calls
 * inside its transaction with the answer it is about to give; thrown ApiErrors below 500 are answers
 * too (recorded here). Without a key (`key` null) the work simply runs.
 */
export async function runIdempotent(
  caller: Caller,
  endpoint: string,
  key: string | null,
  body: unknown,
  work: (record: RecordAnswer) => Promise<IdempotentAnswer>,
): Promise<IdempotentAnswer> {
  if (key === null) return work(async () => {});
  const client = db();
  const { scope, key: storedKey } = storedKeyOf(caller, endpoint, key);
  const claimed = await claim(client, scope, storedKey, requestHash(body), new Date());
  if (claimed.kind === "replay") return claimed.answer;
  const id = claimed.id;
  let recorded = false;
  const record: RecordAnswer = async (tx, status, answer) => {
    await store(tx, id, status, answer);
    recorded = true;
  };
  try {
    const answer = await work(record);
    if (!recorded) await store(client, id, answer.status, answer.body);
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 429) {
      await store(client, id, error.status, error.body);
    } else {
      // Not an answer: let a retry run it again at once.
      await client.idempotencyKey.deleteMany({ where: { id, state: "running" } });
    }
    throw error;
  }
}
