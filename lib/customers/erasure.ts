// Ending an account and erasing a customer (issue 22; docs/decisions/0155 and 0156).
// - Deactivating ends every session, API token and app session of the account in the same transaction
//   (their rows are deleted), so the customer's next request is anonymous; signing in is refused with
//   DEACTIVATED_MESSAGE once the password or code proved right.
// - A customer asks for erasure from the account page; staff then erase: the person is removed from the
//   account and from their orders, which stay with their totals, lines, GST and invoice data.
import { signOutEverywhere } from "@/lib/auth/sign-in.ts";
import { afterCommit, type Tx } from "@/lib/db.ts";
import { ApiError } from "@/lib/errors.ts";
import { eraseReviewsOf } from "@/lib/reviews/write.ts";
import { removePhotoFiles } from "@/lib/reviews/photos.ts";
import type { User } from "@/lib/generated/prisma/client.ts";

export { DEACTIVATED_MESSAGE } from "@/lib/auth/deactivated.ts";

/** The non-deliverable address an erased account (and its orders) keep: unique per account. */
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;

/** Ends every credential of the user at once: sessions, tokens (sign-in and integration) and app sessions. */
export async function endEveryCredential(tx: Tx, userId: number): Promise<number> {
  await signOutEverywhere(tx, userId); // revokes and forgets the cached rows in this process
  const sessions = await tx.session.deleteMany({ where: { userId } });
  const tokens = await tx.apiToken.deleteMany({ where: { userId } });
  const apps = await tx.headerSession.deleteMany({ where: { userId } });
  return sessions.count + tokens.count + apps.count;
}

/** The customer asks to be erased (idempotent: the first request's time is kept). */
export async function requestErasure(tx: Tx, userId: number, now = new Date()): Promise<Date> {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
  if (user.erasureRequestedAt) return user.erasureRequestedAt;
  await tx.user.update({ where: { id: userId }, data: { erasureRequestedAt: now } });
  return now;
}

/** Why this account cannot be erased now, or null when it can. */
export function erasureRefusal(user: Pick<User, "isStaff" | "erasedAt" | "erasureRequestedAt">): string | null {
  if (user.erasedAt) return "This customer has already been erased.";
  if (user.isStaff) return "Staff accounts cannot be erased; remove their staff standing first.";
  if (!user.erasureRequestedAt) return "The customer has not asked to be erased. Erasure happens only on their request (from their account page).";
  return null;
}

/**
 * Erases the customer `user` (locked by the caller): the account keeps only its id, dates and a
 * placeholder e-mail; their orders keep totals, lines, GST and the state, pincode and country of their
 * addresses (place of supply) but lose name, e-mail, phone and street (docs/decisions/0156).
 */
export async function eraseCustomer(tx: Tx, user: User, now = new Date()): Promise<User> {
  const refusal = erasureRefusal(user);
  if (refusal) throw new ApiError(409, { detail: refusal });
  const placeholder = erasedEmail(user.id);
  await endEveryCredential(tx, user.id);
  await tx.emailVerification.deleteMany({ where: { userId: user.id } });
  await tx.userAddress.deleteMany({ where: { userId: user.id } });
  await tx.wishList.deleteMany({ where: { ownerId: user.id } });
  // Their reviews and helpful votes go (the products' ratings follow); the photos once this commits.
  const photos = await eraseReviewsOf(tx, user.id);
  if (photos.length) afterCommit(tx, () => void removePhotoFiles(photos));
  const contacts = [user.email, user.phoneNumber].filter((v): v is string => !!v);
  if (user.email) await tx.newsletterSubscription.deleteMany({ where: { email: user.email } });
  // Back-in-stock requests name the address or number (a guest's too, made before signing up).
  await tx.stockAlert.deleteMany({ where: { OR: [{ userId: user.id }, { recipient: { in: contacts } }] } });
  if (contacts.length) {
    await tx.outboxMessage.deleteMany({ where: { recipient: { in: contacts } } });
    await tx.otpChallenge.deleteMany({ where: { identifier: { in: contacts } } });
  }
  const orders = await tx.order.findMany({ where: { userId: user.id }, select: { id: true, shippingAddressId: true, billingAddressId: true } });
  const addressIds = orders.flatMap((o) => [o.shippingAddressId, o.billingAddressId]).filter((v): v is number => v !== null);
  if (addressIds.length) {
    await tx.orderAddress.updateMany({
      where: { id: { in: addressIds } },
      data: { title: "", firstName: "", lastName: "", line1: "Erased", line2: "", line3: "", line4: "", phoneNumber: null, notes: "" },
    });
  }
  if (orders.length) await tx.order.updateMany({ where: { userId: user.id }, data: { email: placeholder } });
  // Earlier profile edits carried the name and phone in the audit log: those values go too.
  await tx.$executeRaw`UPDATE "AuditLogEntry" SET "before" = NULL, "after" = NULL, "changes" = NULL WHERE "entityType" = 'User' AND "entityId" = ${String(user.id)} AND action IN ('customer.update', 'customer.deactivate', 'customer.reactivate')`;
  return tx.user.update({
    where: { id: user.id },
    data: {
      email: placeholder, phoneNumber: null, passwordHash: null, firstName: "", lastName: "", pincode: null,
      emailVerified: false, phoneVerified: false, isActive: false, erasedAt: now, updatedAt: now,
    },
  });
}
