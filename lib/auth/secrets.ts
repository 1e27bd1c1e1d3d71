// Random keys and the hashes the database keeps instead of them.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { config } from "@/lib/config.ts";

/** A random URL-safe key with `bytes` bytes of entropy (32 bytes → 43 characters). */
export function randomKey(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** SHA-256 (hex) of a high-entropy key: enough for keys the server generated itself. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** HMAC-SHA-256 (hex) with the server secret: for values a client chose (Session-Id) or low-entropy codes. */
export function keyedHash(value: string, purpose: string): string {
  return createHmac("sha256", config().NEXTAUTH_SECRET).update(`${purpose}\0${value}`).digest("hex");
}

/** Constant-time equality of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

export const SESSION_LIFETIME_DAYS = 90;
/** Sliding expiry is written at most this often per credential, not on every request. */
/** How long a process trusts a credential row it read (sessions, tokens): revocation elsewhere waits this long. */
export const CREDENTIAL_CACHE_MS = 5_000;
export const TOUCH_INTERVAL_MS = 60_000;

export function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + SESSION_LIFETIME_DAYS * 86_400_000);
}
