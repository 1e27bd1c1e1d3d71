// The outbox sender: claims due messages with row locks (so two servers, or a server and
// `npm run worker`, never claim one message at the same time), renders and delivers them outside any
// transaction, and records the outcome: sent, logged, retried later with exponential backoff, or
// failed for good. A message's secrets are blanked once it is sent or failed. A message whose channel
// has no transport is `logged` and waits, to be sent once the transport is configured.
//
// Delivery is AT LEAST ONCE. A message is recorded as sent only after the transport accepted it; if
// the process dies between the two (or the status write fails), the lease runs out and the message
// is sent again. Every attempt carries the same Message-ID (SMS: Idempotency-Key) so receivers can
// tell. The lease outlives the longest attempt: each delivery is cut off at DELIVERY_DEADLINE_MS.
import { db, type Db } from "@/lib/db.ts";
import { errorFields, log } from "@/lib/observability/log.ts";
import { readShopDetails } from "@/lib/content/shop-details.ts";
import { composeMessage, messageReference, type ComposedMessage, type QueuedMessage } from "./compose.ts";
import { templateContext, type TemplateContext } from "./templates/index.ts";
import { closeTransports, deliver, deliveringChannels, SMS_TIMEOUT_MS, SMTP_TIMEOUTS, type DeliveryOutcome } from "./transports.ts";
import { runningSender, setRunningSender, type SenderHandle } from "./wake.ts";

/** Attempts before a message is marked `failed`. */
export const MAX_ATTEMPTS = 8;
/**
 * The most one delivery may take before the sender gives up on it and schedules a retry: longer
 * than an SMTP conversation's timeouts in a row (DNS, connect, greeting, one idle wait) and than
 * the SMS provider's timeout.
 */
export const DELIVERY_DEADLINE_MS = 2 * 60_000;
/** How long a claimed message stays reserved for the sender that claimed it: beyond any delivery's deadline. */
export const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
const DEFAULT_BATCH = 10;
const DEFAULT_POLL_MS = 5_000;

/** The longest an SMTP or SMS attempt can take by the transports' own timeouts (not counting trickling servers). */
export const SLOWEST_TRANSPORT_MS = Math.max(Object.values(SMTP_TIMEOUTS).reduce((a, b) => a + b, 0), SMS_TIMEOUT_MS);

/** The wait after a failed attempt: 30 s, 1 min, 2 min, … at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

export interface SendCounts {
  /** Messages this run claimed. */
  claimed: number;
  sent: number;
  /** Kept undelivered (and logged) because no transport is configured. */
  logged: number;
  /** Failed this time, to be tried again later. */
  retried: number;
  /** Failed for the last time. */
  failed: number;
}

interface ClaimedRow extends QueuedMessage {
  attempts: number;
}

// Prisma stores DateTime as UTC in `timestamp(3)` columns; times are passed in and converted the
// same way, so the session's time zone never matters.
const utc = (at: Date) => at.toISOString();

/**
 * Leases up to `limit` due messages to this sender in one statement: `FOR UPDATE SKIP LOCKED`
 * makes concurrent senders take disjoint rows, and pushing `nextAttemptAt` past the lease hides a
 * claimed row from every other sender until it is recorded (or the lease runs out after a crash).
 */
async function claim(client: Db, limit: number, now: Date, delivering: string[]): Promise<ClaimedRow[]> {
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  // A `logged` message was kept because its channel had no transport; once it has one, it goes out
  // like a pending one (docs/decisions/0160), counted from a first attempt.
  return client.$queryRaw<ClaimedRow[]>`
    UPDATE "OutboxMessage"
       SET "attempts" = CASE WHEN "status" = 'logged' THEN 1 ELSE "attempts" + 1 END,
           "status" = 'pending',
           "nextAttemptAt" = (${utc(leaseUntil)}::timestamptz AT TIME ZONE 'UTC')
     WHERE "id" IN (
             SELECT "id" FROM "OutboxMessage"
              WHERE ("status" = 'pending'
                     AND "nextAttemptAt" <= (${utc(now)}::timestamptz AT TIME ZONE 'UTC'))
                 OR ("status" = 'logged' AND "channel"::text = ANY(${delivering}::text[]))
              ORDER BY "nextAttemptAt", "id"
              LIMIT ${limit}::int
              FOR UPDATE SKIP LOCKED)
    RETURNING "id", "channel"::text AS "channel", "recipient", "template", "data", "secrets", "createdAt", "attempts"`;
}

type Outcome = DeliveryOutcome | "retried" | "failed";

/**
 * Records what happened to a claimed message. The `attempts` value it was claimed with fences the
 * write: if the lease ran out and another sender claimed it again, this stale result is dropped.
 * A final outcome blanks the message's secrets: nothing will render it again. `logged` is not final:
 * the message waits, secrets sealed, for its channel's transport (SMTP_URL, SMS_WEBHOOK_URL).
 */
async function record(client: Db, row: ClaimedRow, outcome: Outcome, at: Date, error?: string): Promise<void> {
  const where = { id: row.id, attempts: row.attempts, status: "pending" as const };
  const data =
    outcome === "sent"
      ? { status: "sent" as const, sentAt: at, lastError: null, secrets: null }
      : outcome === "logged"
        ? { status: "logged" as const, lastError: null } // secrets kept sealed for when the channel gets a transport
        : outcome === "failed"
          ? { status: "failed" as const, lastError: error, secrets: null }
          : { lastError: error, nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)) };
  await client.outboxMessage.updateMany({ where, data });
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message || "delivery failed").slice(0, 2000);
}

/** `work`, or an error after `ms` (the work itself is abandoned, not stopped). */
async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer from the transport within ${ms / 1000} s`)), ms);
  });
  work.catch(() => {}); // an abandoned attempt's late failure is not an unhandled rejection
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function handleOne(client: Db, row: ClaimedRow, ctx: TemplateContext, clock: () => Date, deadlineMs: number): Promise<Outcome> {
  const fields = { id: row.id, channel: row.channel, template: row.template, attempts: row.attempts };
  let composed: ComposedMessage;
  try {
    composed = composeMessage(row, ctx);
  } catch (e) {
    // Secrets that do not open or data the template refuses stay that way: no retry can help.
    const error = `The message cannot be rendered: ${errorText(e)}`;
    log.error("outbox message failed for good", { ...fields, error });
    await record(client, row, "failed", clock(), error);
    return "failed";
  }
  let outcome: Outcome;
  let error: string | undefined;
  try {
    const message = { id: row.id, channel: row.channel, template: row.template, to: row.recipient, reference: messageReference(row), ...composed };
    outcome = await withDeadline(deliver(message), deadlineMs);
  } catch (e) {
    error = errorText(e);
    outcome = row.attempts >= MAX_ATTEMPTS ? "failed" : "retried";
    if (outcome === "failed") log.error("outbox message failed for good", { ...fields, error });
    else log.warn("outbox message failed, will retry", { ...fields, error, retry_in_s: retryDelayMs(row.attempts) / 1000 });
  }
  await record(client, row, outcome, clock(), error);
  return outcome;
}

export interface SendOptions {
  /** Most messages to claim in this run (default 10). */
  limit?: number;
  /** The current time (tests pass a later one to skip a backoff). */
  now?: Date;
  /** The database client to claim and record with (default: the process's); a second client is a second sender. */
  client?: Db;
  /** How long one delivery may take (default DELIVERY_DEADLINE_MS; tests shorten it). */
  deadlineMs?: number;
}

/** Claims the messages that are due, delivers them, records each outcome, and counts them. */
export async function sendDueMessages(opts: SendOptions = {}): Promise<SendCounts> {
  const client = opts.client ?? db();
  const clock = () => opts.now ?? new Date();
  const deadlineMs = opts.deadlineMs ?? DELIVERY_DEADLINE_MS;
  const rows = await claim(client, opts.limit ?? DEFAULT_BATCH, clock(), deliveringChannels());
  const counts: SendCounts = { claimed: rows.length, sent: 0, logged: 0, retried: 0, failed: 0 };
  // The shop's details as they are when the batch is sent (a staff change reaches the next batch).
  const ctx = templateContext(rows.length ? await readShopDetails(client) : null);
  const results = await Promise.allSettled(rows.map((row) => handleOne(client, row, ctx, clock, deadlineMs)));
  let recordError: unknown;
  for (const result of results) {
    if (result.status === "fulfilled") counts[result.value] += 1;
    else recordError ??= result.reason;
  }
  if (recordError !== undefined) throw recordError;
  return counts;
}

export interface SenderOptions {
  /** The polling interval, the fallback for messages no commit in this process woke it for. */
  pollMs?: number;
  /** Messages per batch. */
  limit?: number;
}

/**
 * Starts this process's sender loop: a run at once, then one on every wake (a commit that queued a
 * message) and every `pollMs`. Runs never overlap; a wake during a run causes another run right
 * after it. Returns a function that stops the loop and waits for the run in progress.
 */
export function startOutboxSender(opts: SenderOptions = {}): () => Promise<void> {
  const existing = runningSender();
  if (existing) return () => existing.stop();

  const pollMs = opts.pollMs ?? DEFAULT_POLL_MS;
  const limit = opts.limit ?? DEFAULT_BATCH;
  let stopped = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  async function drain(): Promise<void> {
    try {
      // A full batch suggests more are due: keep going until a batch comes back short.
      for (;;) {
        const { claimed } = await sendDueMessages({ limit });
        if (stopped || claimed < limit) break;
      }
    } catch (error) {
      log.error("outbox sender run failed", errorFields(error));
    }
  }

  function run(): void {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    clearTimeout(timer);
    again = false;
    current = drain().finally(() => {
      current = undefined;
      if (stopped) return;
      if (again) run();
      else timer = setTimeout(run, pollMs);
    });
  }

  const handle: SenderHandle = {
    wake: run,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      if (runningSender() === handle) setRunningSender(undefined);
      await current;
      closeTransports();
    },
  };
  setRunningSender(handle);
  run();
  return handle.stop;
}
