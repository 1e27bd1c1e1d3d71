// E-mail verification links (sent at registration; docs/decisions 19 and 80). The token is 32 random
// bytes in the link; the database keeps its SHA-256 in an EmailVerification row with the address it was
// sent to and its expiry. It works once, within 48 hours, and only while the account still has that
// address. The link leads to a page where the registrant confirms with the account's password (a POST):
// a click alone — a mail scanner, or the owner of an address someone else registered — verifies
// nothing. The same page lets the owner of the address delete an unverified account they did not make.
import { db, transaction, type Db, type Tx } from "@/lib/db.ts";
import { ApiError } from "@/lib/errors.ts";
import { publicUrl } from "@/lib/http/urls.ts";
import { queueEmail } from "@/lib/messaging/outbox.ts";
import { claimGuestOrders } from "@/lib/orders/claim.ts";
import { checkPassword } from "./password-login.ts";
import { randomKey, sha256 } from "./secrets.ts";
import { signOutEverywhere } from "./sign-in.ts";

export const VERIFICATION_LIFETIME_HOURS = 48;
export const VERIFY_EMAIL_PATH = "/account/verify-email/";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Makes a verification link for the user's current address and queues the mail, within `tx`. */
export async function queueEmailVerification(tx: Tx, user: { id: number; email: string; firstName: string }, now = new Date()): Promise<void> {
  const token = randomKey(32);
  await tx.emailVerification.create({
    data: { userId: user.id, email: user.email, tokenHash: sha256(token), createdAt: now, expiresAt: new Date(now.getTime() + VERIFICATION_LIFETIME_HOURS * 3_600_000) },
  });
  await queueEmail(tx, {
    to: user.email,
    template: "email-verification",
    data: { name: user.firstName, expiresInHours: VERIFICATION_LIFETIME_HOURS },
    secrets: { verifyUrl: publicUrl(`${VERIFY_EMAIL_PATH}?token=${token}`) },
  });
}

export type VerificationState =
  | { state: "pending"; email: string }
  | { state: "confirmed"; email: string }
  | { state: "invalid" };

/** The link's row and its account's current address and state, or null for a token that names none. */
async function linkRow(client: Tx | Db, token: string) {
  if (!TOKEN.test(token)) return null;
  return client.emailVerification.findUnique({ where: { tokenHash: sha256(token) }, include: { user: { select: { email: true, emailVerified: true } } } });
}

/** What a link's token can still do (read only: the landing page shows it before the shopper acts). */
export async function verificationState(token: string, now = new Date()): Promise<VerificationState> {
  const row = await linkRow(db(), token);
  if (!row || row.user.email !== row.email) return { state: "invalid" };
  if (row.usedAt) return { state: "confirmed", email: row.email };
  return row.expiresAt > now ? { state: "pending", email: row.email } : { state: "invalid" };
}

/** `confirmed`; `wrong-password` (nothing changed: the link still works); `wait` (too many wrong passwords); `invalid` (unknown, used, expired or stale link). */
export type ConfirmOutcome = "confirmed" | "wrong-password" | "wait" | "invalid";

/**
 * Confirms the address when `password` is the account's: uses the token up, marks the address
 * verified and claims the guest orders placed with it, in one transaction. Wrong passwords count
 * against the account's login limits (lib/auth/login-limits.ts), as a sign-in's do.
 */
export async function confirmEmailVerification(token: string, password: string, ip: string, now = new Date()): Promise<ConfirmOutcome> {
  const row = await linkRow(db(), token);
  if (!row || row.usedAt || row.expiresAt <= now || row.user.email !== row.email) return "invalid";
  if (!password) return "wrong-password";
  let owner: Awaited<ReturnType<typeof checkPassword>>;
  try {
    owner = await checkPassword(row.email, password, ip);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return "wait";
    throw error;
  }
  if (owner?.id !== row.userId) return "wrong-password";
  return transaction(async (tx) => {
    const used = await tx.emailVerification.updateMany({ where: { id: row.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
    if (used.count === 0) return "invalid";
    const changed = await tx.user.updateMany({ where: { id: row.userId, email: row.email }, data: { emailVerified: true } });
    if (changed.count !== 1) return "invalid";
    await claimGuestOrders(tx, row.userId, row.email);
    return "confirmed";
  });
}

/**
 * "I did not make this account": the owner of the address deletes the unverified account registered
 * with it (and everything it holds): its sessions, tokens and header sessions go with it. False when
 * the link does not work or the address was verified meanwhile (nothing changes then).
 */
export async function disownUnverifiedAccount(token: string, now = new Date()): Promise<boolean> {
  return transaction(async (tx) => {
    const row = await linkRow(tx, token);
    if (!row || row.usedAt || row.expiresAt <= now || row.user.email !== row.email || row.user.emailVerified) return false;
    // Conditional: an account whose address was proven a moment ago (a sign-in by code) stays.
    const deleted = await tx.user.deleteMany({ where: { id: row.userId, email: row.email, emailVerified: false } });
    if (deleted.count !== 1) return false;
    // Its credentials went with it (cascade); this also drops them from this server's short caches.
    await signOutEverywhere(tx, row.userId);
    return true;
  });
}
