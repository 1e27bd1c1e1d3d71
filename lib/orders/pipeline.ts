// Moving an order along its status pipeline (pipeline-rules.ts), the one function for staff and
// buyer alike. In the caller's transaction: the move is a conditional UPDATE on the status it was
// read with (two moves at once: one wins, the other sees the new status and is refused); `shipped`
// consumes exactly what each line allocated at checkout (num_in_stock and num_allocated both fall);
// `cancelled` releases it (num_allocated falls); leaving new/processing gives a guest order's slots
// back (guest-holds.ts); a cash-on-delivery order gets its tax invoice when it ships and an invoiced
// order a credit note when it is cancelled (lib/invoices, in this same transaction); every move writes
// a tracking event and queues a mail.
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { catalogueChanged } from "@/lib/catalogue/changed.ts";
import type { Prisma, Tx } from "@/lib/db.ts";
import { ConflictError, NotFoundError } from "@/lib/errors.ts";
import { issueCreditNote, issueInvoice } from "@/lib/invoices/issue.ts";
import { amountLeftToRefund, requestRefund } from "@/lib/payments/refunds.ts";
import { OPEN_STATUSES, releaseGuestSlots } from "./guest-holds.ts";
import { queueStatusMail } from "./mails.ts";
import { CANNOT_CANCEL, buyerMayCancel, canMove, illegalMoveMessage, paymentOnlyMove, type OrderStatusName } from "./pipeline-rules.ts";

export interface StatusMove {
  status: OrderStatusName;
  note?: string;
  trackingNumber?: string | null;
}

/** Staff; the signed-in buyer; or whoever holds the order's tracking link (the buyer, signed in or not). */
export type MoveActor = { kind: "staff"; userId: number; ip?: string } | { kind: "buyer"; userId: number } | { kind: "tracking-link" } | { kind: "system" };

/** Applies a line allocation change to stock: consume (shipped) or release (cancelled). */
async function settleAllocations(tx: Tx, orderId: number, how: "consume" | "release"): Promise<number[]> {
  const lines = await tx.orderLine.findMany({
    where: { orderId, numAllocated: { gt: 0 }, stockRecordId: { not: null } },
    select: { stockRecordId: true, numAllocated: true, productId: true },
    orderBy: { stockRecordId: "asc" },
  });
  for (const line of lines) {
    const q = line.numAllocated;
    if (how === "consume") {
      await tx.$executeRaw`
        UPDATE "StockRecord" SET "numInStock" = "numInStock" - ${q}, "numAllocated" = "numAllocated" - ${q}, "dateUpdated" = now()
        WHERE id = ${line.stockRecordId}`;
    } else {
      await tx.$executeRaw`
        UPDATE "StockRecord" SET "numAllocated" = "numAllocated" - ${q}, "dateUpdated" = now() WHERE id = ${line.stockRecordId}`;
    }
  }
  return lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
}

/**
 * Moves order `orderId` to `move.status`. Staff: any legal move (else 409 "Cannot move an order from
 * X to Y."). Buyer (or the tracking link's holder): only cancelling the order while it is new (else 409
 * "Order can no longer be cancelled."); someone else's order is 404.
 */
export async function moveOrder(tx: Tx, orderId: number, move: StatusMove, actor: MoveActor): Promise<void> {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { id: true, number: true, status: true, email: true, userId: true, paymentMethod: true } });
  if (!order || (actor.kind === "buyer" && order.userId !== actor.userId)) throw new NotFoundError();
  const from = order.status as OrderStatusName;
  if ((actor.kind === "buyer" || actor.kind === "tracking-link") && (move.status !== "cancelled" || !buyerMayCancel(from))) throw new ConflictError(CANNOT_CANCEL, "order_not_cancellable");
  if (!canMove(from, move.status) || (actor.kind !== "system" && paymentOnlyMove(from, move.status))) throw new ConflictError(illegalMoveMessage(from, move.status), "illegal_status_move");

  const moved = await tx.order.updateMany({ where: { id: orderId, status: from }, data: { status: move.status } });
  if (moved.count === 0) {
    // Someone moved it first: judge this move against where it is now.
    const now = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
    if (actor.kind === "buyer" || actor.kind === "tracking-link") throw new ConflictError(CANNOT_CANCEL, "order_not_cancellable");
    throw new ConflictError(illegalMoveMessage(now.status as OrderStatusName, move.status), "illegal_status_move");
  }

  let productIds: number[] = [];
  if (move.status === "shipped") productIds = await settleAllocations(tx, orderId, "consume");
  if (move.status === "cancelled") productIds = await settleAllocations(tx, orderId, "release");
  if (productIds.length) await catalogueChanged(tx, { productIds, stock: true });
  if (!(OPEN_STATUSES as readonly string[]).includes(move.status)) await releaseGuestSlots(tx, orderId);

  const note = move.note?.trim() ?? "";
  // An online order is invoiced when it is paid (by the payment's own transaction), cash on delivery here.
  if (move.status === "shipped" && order.paymentMethod === "cod") await issueInvoice(tx, orderId);
  if (move.status === "cancelled") {
    await issueCreditNote(tx, orderId, note || "Order cancelled");
  }
  const trackingNumber = move.trackingNumber?.trim() || null;
  await tx.orderStatusEvent.create({
    data: { orderId, status: move.status, note, trackingNumber, createdById: actor.kind === "staff" || actor.kind === "buyer" ? actor.userId : null },
  });
  if (actor.kind === "staff") {
    await recordStaffAction(tx, {
      actorId: actor.userId,
      action: "order.status",
      entityType: "order",
      entityId: orderId,
      changes: { status: [from, move.status], ...(note ? { note } : {}), ...(trackingNumber ? { tracking_number: trackingNumber } : {}) } as Prisma.InputJsonValue,
      ip: actor.ip,
    });
  }
  await queueStatusMail(tx, { orderId, status: move.status, note, trackingNumber });
  if (move.status === "cancelled") {
    // A paid order's money goes back in full, through the provider (sent once this commits).
    const left = await amountLeftToRefund(tx, orderId);
    if (left.gt(0)) await requestRefund(tx, { orderId, amount: left, reason: note || "Order cancelled", createdById: actor.kind === "staff" ? actor.userId : null });
  }
}
