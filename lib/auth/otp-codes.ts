// One-time sign-in codes (spec/API.md §3; docs/decisions: OTP design). A code is 6 random digits, kept
// only as an HMAC keyed with the server secret, valid for 5 minutes, single use. Each identifier has at
// most one open request: an OtpChallenge row whose unique `liveKey` is the identifier until a code from
// it signs someone in. Sending a new code replaces the old one in that row (the old code is void), at
// most once every 30 seconds; 5 wrong tries void the code. Every rule is one conditional statement, so
// parallel requests cannot slip past it. Codes leave by the outbox, sealed (lib/messaging/outbox.ts).
import { randomInt } from "node:crypto";
import { db, type Tx } from "@/lib/db.ts";
import { ApiError, ThrottledError, ValidationError } from "@/lib/errors.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { queueEmail, queueSms } from "@/lib/messaging/outbox.ts";
import { identifierKey, type Identifier } from "./identifiers.ts";
import { keyedHash, sameDigest } from "./secrets.ts";

export const CODE_LIFETIME_SECONDS = 300;
export const RESEND_INTERVAL_SECONDS = 30;
export const MAX_WRONG_TRIES = 5;

export const OTP_ERRORS = {
  invalid: "Invalid OTP.",
  expired: "OTP has expired.",
  tooManyTries: "Too many attempts. Request a new OTP.",
} as const;

const otpError = (message: string) => new ValidationError({ otp: [message] });

export const noRequestError = () =>
  new ApiError(400, { detail: "No OTP request found. Request a new OTP.", code: "otp_request_not_found" });

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

function codeHash(id: Identifier, code: string): string {
  return keyedHash(`${identifierKey(id)}\0${code}`, "otp");
}

const seconds = (now: Date, s: number) => new Date(now.getTime() + s * 1000);

/** Queues the code for delivery within `tx` (sealed in the outbox until it is sent). */
async function queueCode(tx: Tx, id: Identifier, code: string, locale?: ShopLocale): Promise<void> {
  const data = { expiresInMinutes: CODE_LIFETIME_SECONDS / 60, ...(locale === "hi" ? { locale } : {}) };
  const message = { template: "otp-code" as const, data, secrets: { code } };
  if (id.kind === "email") await queueEmail(tx, { to: id.value, ...message });
  else await queueSms(tx, { to: id.value, ...message });
}

/** The 429 for a code asked for within 30 seconds of the last one. */
async function tooSoon(tx: Tx, key: string, now: Date): Promise<ThrottledError> {
  const row = await tx.otpChallenge.findUnique({ where: { liveKey: key }, select: { lastSentAt: true } });
  const elapsed = row ? (now.getTime() - row.lastSentAt.getTime()) / 1000 : 0;
  return new ThrottledError(RESEND_INTERVAL_SECONDS - Math.floor(elapsed));
}

/**
 * Opens a request for `id` with a new code, or replaces the code of its open request (voiding the old
 * one), and queues the code. Throws 429 within 30 seconds of the last code. `locale`: the language the
 * code is asked for in (the page's), which is its mail's.
 */
export async function issueCode(tx: Tx, id: Identifier, now = new Date(), locale?: ShopLocale): Promise<void> {
  const key = identifierKey(id);
  const code = newCode();
  const rows = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO "OtpChallenge" AS c ("channel", "identifier", "liveKey", "codeHash", "attempts", "createdAt", "lastSentAt", "sendCount", "expiresAt")
    VALUES (${id.kind === "email" ? "email" : "sms"}::"OtpChannel", ${key}, ${key}, ${codeHash(id, code)}, 0, ${now}, ${now}, 1, ${seconds(now, CODE_LIFETIME_SECONDS)})
    ON CONFLICT ("liveKey") DO UPDATE
      SET "codeHash" = EXCLUDED."codeHash", "attempts" = 0, "lastSentAt" = EXCLUDED."lastSentAt",
          "sendCount" = c."sendCount" + 1, "expiresAt" = EXCLUDED."expiresAt"
      WHERE c."lastSentAt" <= ${seconds(now, -RESEND_INTERVAL_SECONDS)}
    RETURNING c."id"`;
  if (rows.length === 0) throw await tooSoon(tx, key, now);
  await queueCode(tx, id, code, locale);
}

/**
 * A new code for the open request of `id` (the old code is void), queued. Throws 400 when `id` has
 * no open request and 429 within 30 seconds of the last code.
 */
export async function reissueCode(tx: Tx, id: Identifier, now = new Date(), locale?: ShopLocale): Promise<void> {
  const key = identifierKey(id);
  const code = newCode();
  const changed = await tx.otpChallenge.updateMany({
    where: { liveKey: key, lastSentAt: { lte: seconds(now, -RESEND_INTERVAL_SECONDS) } },
    data: { codeHash: codeHash(id, code), attempts: 0, lastSentAt: now, sendCount: { increment: 1 }, expiresAt: seconds(now, CODE_LIFETIME_SECONDS) },
  });
  if (changed.count === 0) {
    const open = await tx.otpChallenge.count({ where: { liveKey: key } });
    throw open ? await tooSoon(tx, key, now) : noRequestError();
  }
  await queueCode(tx, id, code, locale);
}

/** A code that matched: consume it with `consumeCode` in the transaction that signs in. */
export interface MatchedCode {
  challengeId: number;
  codeHash: string;
}

/**
 * Counts a try at `code` for `id` (one conditional update, before comparing: 50 parallel guesses still
 * void the code after 5) and compares in constant time. Throws the documented 400 unless it matches.
 * Runs outside any transaction, so the try stays counted whatever happens next.
 */
export async function checkCode(id: Identifier, code: string, now = new Date()): Promise<MatchedCode> {
  const key = identifierKey(id);
  const rows = await db().$queryRaw<{ id: number; codeHash: string }[]>`
    UPDATE "OtpChallenge" SET "attempts" = "attempts" + 1
    WHERE "liveKey" = ${key} AND "attempts" < ${MAX_WRONG_TRIES} AND "expiresAt" > ${now}
    RETURNING "id", "codeHash"`;
  if (rows.length === 0) {
    const row = await db().otpChallenge.findUnique({ where: { liveKey: key }, select: { attempts: true, expiresAt: true } });
    if (!row) throw otpError(OTP_ERRORS.invalid);
    throw otpError(row.expiresAt <= now ? OTP_ERRORS.expired : OTP_ERRORS.tooManyTries);
  }
  const [row] = rows;
  if (!/^\d{6}$/.test(code) || !sameDigest(codeHash(id, code), row.codeHash)) throw otpError(OTP_ERRORS.invalid);
  return { challengeId: row.id, codeHash: row.codeHash };
}

/**
 * Uses a matched code up (within the sign-in's transaction): closes the request, unless another
 * request used it first or a new code replaced it meanwhile (then "Invalid OTP.").
 */
export async function consumeCode(tx: Tx, matched: MatchedCode, now = new Date()): Promise<void> {
  const used = await tx.otpChallenge.updateMany({
    where: { id: matched.challengeId, codeHash: matched.codeHash, liveKey: { not: null } },
    data: { liveKey: null, consumedAt: now },
  });
  if (used.count === 0) throw otpError(OTP_ERRORS.invalid);
}
