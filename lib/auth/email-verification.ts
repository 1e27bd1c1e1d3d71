// E-mail verification links (sent at registration; docs/decisions: verification tokens). The token is
// 32 random bytes in the link; the database keeps its SHA-256 in an EmailVerification row with the
// address it was sent to and its expiry. It works once, within 48 hours, and only while the account still
// has that address. The link leads to a page that asks the shopper to confirm (a POST), so a mail
// scanner that follows every link cannot confirm an address on its own.
import { db, transaction, type Tx } from "@/lib/db.ts";
import { publicUrl } from "@/lib/http/urls.ts";
import { queueEmail } from "@/lib/messaging/outbox.ts";
import { randomKey, sha256 } from "./secrets.ts";

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

/** What a link's token can still do (read only: the landing page shows it before the shopper confirms). */
export async function verificationState(token: string, now = new Date()): Promise<VerificationState> {
  if (!TOKEN.test(token)) return { state: "invalid" };
  const row = await db().emailVerification.findUnique({ where: { tokenHash: sha256(token) }, include: { user: { select: { email: true } } } });
  if (!row || row.user.email !== row.email) return { state: "invalid" };
  if (row.usedAt) return { state: "confirmed", email: row.email };
  return row.expiresAt > now ? { state: "pending", email: row.email } : { state: "invalid" };
}

/** Uses the token up and marks the address verified; false when the link is unknown, used, expired or stale. */
export async function confirmEmailVerification(token: string, now = new Date()): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const tokenHash = sha256(token);
  return transaction(async (tx) => {
    const used = await tx.emailVerification.updateMany({ where: { tokenHash, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
    if (used.count === 0) return false;
    const row = await tx.emailVerification.findUniqueOrThrow({ where: { tokenHash } });
    const changed = await tx.user.updateMany({ where: { id: row.userId, email: row.email }, data: { emailVerified: true } });
    return changed.count === 1;
  });
}
