// Money given back on an order: the one place refunds are written, sent and settled.
// - requestRefund writes the Refund in the caller's transaction (the order row locked, what is left to
//   refund counted in the same statement the decision is made from), the order's timeline event, the
//   order's payment state and the buyer's mail. An order paid online is refunded through the provider
//   after the commit (sendRequestedRefunds); a cash-on-delivery order to the UPI ID the buyer gave,
//   which staff pay and record (markRefundPaid).
// - sendRequestedRefunds claims each requested provider refund with a conditional UPDATE (two servers
//   never send one refund twice), asks the provider, and records its answer.
// - refundProcessed settles a refund the provider reports processed (webhook or answer), once.
// docs/decisions/0166-online-payment.md
import { afterCommit, db, type Db, type Tx } from "@/lib/db.ts";
import { ConflictError } from "@/lib/errors.ts";
import type { Refund } from "@/lib/generated/prisma/client.ts";
import { formatMoney } from "@/lib/money/format.ts";
import { queueRefundMail } from "@/lib/orders/payment-mails.ts";
import { recordReturnStep } from "@/lib/returns/events.ts";
import { errorFields, log } from "@/lib/observability/log.ts";
import { dec, type Decimal } from "@/lib/pricing/index.ts";
import { razorpayClient } from "./razorpay/client.ts";
import { RazorpayApiError, RazorpayUnreachableError } from "./razorpay/errors.ts";
import type { RazorpayRefund } from "./razorpay/entities.ts";
import { razorpayConfigured } from "./razorpay/settings.ts";

export interface RefundRequest {
  orderId: number;
  amount: Decimal;
  reason: string;
  returnId?: number | null;
  /** Cash on delivery: where staff send the money. */
  upiId?: string | null;
  createdById?: number | null;
}

export const REFUND_TOO_LARGE = "refund_too_large";

interface Refundable {
  status: string;
  paymentMethod: string;
  paid: Decimal;
  refunded: Decimal;
  paymentId: number | null;
}

/**
 * Reads, in one statement, what was paid and what is already given back, and the captured payment with
 * the most left to refund; with `lock` (deciding a refund) the order row is locked first, to the commit.
 */
async function refundable(client: Tx | Db, orderId: number, lock = true): Promise<Refundable | null> {
  // The lock first, in a statement of its own: a statement that waited for it reads the rows other
  // transactions wrote meanwhile only if it starts after the wait (a subquery of the locking statement
  // would still count from before it, and two refunds at once would both fit).
  if (lock) await client.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
  const rows = await client.$queryRaw<{ status: string; paymentMethod: string; totalInclTax: Decimal; captured: Decimal | null; refunded: Decimal; paymentId: number | null }[]>`
    SELECT o.status::text AS status, o."paymentMethod", o."totalInclTax",
      (SELECT SUM(p.amount) FROM "Payment" p WHERE p."orderId" = o.id AND p.status = 'captured') AS captured,
      COALESCE((SELECT SUM(r.amount) FROM "Refund" r WHERE r."orderId" = o.id AND r.status <> 'failed'), 0) AS refunded,
      (SELECT p.id FROM "Payment" p WHERE p."orderId" = o.id AND p.status = 'captured'
        ORDER BY p.amount - COALESCE((SELECT SUM(r.amount) FROM "Refund" r WHERE r."paymentId" = p.id AND r.status <> 'failed'), 0) DESC, p.id
        LIMIT 1) AS "paymentId"
    FROM "Order" o WHERE o.id = ${orderId}`;
  const row = rows[0];
  if (!row) return null;
  // Cash on delivery is paid when the order is delivered; an online order when its payment is captured.
  const paid = row.paymentMethod === "cod" ? (row.status === "delivered" ? dec(row.totalInclTax) : dec(0)) : dec(row.captured ?? 0);
  return { status: row.status, paymentMethod: row.paymentMethod, paid, refunded: dec(row.refunded), paymentId: row.paymentId };
}

/** What is left to refund on the order (0 when nothing was paid); `lock`: keep the order locked (a refund being decided). */
export async function amountLeftToRefund(client: Tx | Db, orderId: number, opts: { lock?: boolean } = {}): Promise<Decimal> {
  const r = await refundable(client, orderId, opts.lock ?? true);
  return r ? r.paid.minus(r.refunded) : dec(0);
}

/** The order's payment state from what was paid and what is given back (a failed refund gives nothing back). */
async function syncPaymentState(tx: Tx, orderId: number): Promise<void> {
  const s = await refundable(tx, orderId);
  if (!s || s.paid.lte(0)) return;
  const state = s.refunded.lte(0) ? (s.paymentMethod === "cod" ? "not_required" : "paid") : s.refunded.gte(s.paid) ? "refunded" : "partially_refunded";
  await tx.order.update({ where: { id: orderId }, data: { paymentState: state } });
}

async function timeline(tx: Tx, orderId: number, note: string, createdById: number | null = null): Promise<void> {
  const { status } = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
  await tx.orderStatusEvent.create({ data: { orderId, status, note, createdById } });
}

/**
 * Writes a refund of `amount` on the order, in the caller's transaction. Refused (409
 * `refund_too_large`) above what is left to refund, and for nothing or less than a paisa.
 */
export async function requestRefund(tx: Tx, r: RefundRequest): Promise<Refund> {
  const amount = dec(r.amount);
  if (amount.lte(0) || amount.decimalPlaces() > 2) throw new ConflictError("A refund must be at least ₹0.01, in rupees and paise.", "refund_invalid_amount");
  const state = await refundable(tx, r.orderId);
  if (!state) throw new ConflictError("There is no such order.", "refund_no_order");
  const left = state.paid.minus(state.refunded);
  if (amount.gt(left)) throw new ConflictError(`At most ${formatMoney(left)} is left to refund on this order.`, REFUND_TOO_LARGE);
  const online = state.paymentMethod !== "cod";
  if (!online && !r.upiId) throw new ConflictError("A cash-on-delivery refund needs the buyer's UPI ID.", "refund_needs_upi_id");
  const refund = await tx.refund.create({
    data: {
      orderId: r.orderId,
      paymentId: online ? state.paymentId : null,
      returnId: r.returnId ?? null,
      amount,
      reason: r.reason,
      upiId: online ? null : r.upiId,
      createdById: r.createdById ?? null,
    },
  });
  await syncPaymentState(tx, r.orderId);
  const to = online ? "the original payment" : `UPI ID ${r.upiId}`;
  await timeline(tx, r.orderId, `Refund of ${formatMoney(amount)} to ${to}: ${r.reason}`, r.createdById ?? null);
  if (online) {
    // A return's refund is told by the return's own mails (received, then refunded).
    if (!r.returnId) await queueRefundMail(tx, { orderId: r.orderId, amount, destination: "the payment you made", reason: r.reason, state: "sent" });
    afterCommit(tx, () => void sendRequestedRefunds());
  }
  return refund;
}

/** Cash on delivery: staff sent the money to the buyer's UPI ID; records the transfer's reference. */
export async function markRefundPaid(tx: Tx, m: { refundId: number; reference: string; staffId: number }): Promise<Refund> {
  const reference = m.reference.trim();
  if (!reference) throw new ConflictError("Enter the UPI transfer's reference.", "refund_needs_reference");
  const moved = await tx.refund.updateMany({ where: { id: m.refundId, paymentId: null, status: "requested" }, data: { status: "processed", reference, processedAt: new Date() } });
  const refund = await tx.refund.findUnique({ where: { id: m.refundId } });
  if (!refund) throw new ConflictError("There is no such refund.", "refund_not_found");
  if (moved.count === 0) throw new ConflictError("This refund is not waiting to be paid by UPI.", "refund_not_payable");
  await timeline(tx, refund.orderId, `Refund of ${formatMoney(refund.amount)} sent to UPI ID ${refund.upiId} (reference ${reference})`, m.staffId);
  // A return's refund is told by the return's own mails (received, then refunded).
  if (refund.returnId === null) await queueRefundMail(tx, { orderId: refund.orderId, amount: refund.amount, destination: `UPI ID ${refund.upiId}`, reason: refund.reason, state: "paid", reference });
  await returnRefunded(tx, { ...refund, reference }, m.staffId);
  return refund;
}

/**
 * A refund that reached the buyer completes its return (received → refunded), once: the return's own
 * step (its tracking event and its mail, lib/returns/events.ts) says so.
 */
async function returnRefunded(tx: Tx, refund: Pick<Refund, "returnId" | "amount" | "reference">, actorId: number | null = null): Promise<void> {
  if (refund.returnId === null) return;
  const moved = await tx.returnRequest.updateMany({ where: { id: refund.returnId, status: "received" }, data: { status: "refunded" } });
  if (moved.count) await recordReturnStep(tx, { returnId: refund.returnId, status: "refunded", note: refund.reference ? `Reference ${refund.reference}` : "", refund: refund.amount, actorId });
}

const RECEIPT_PREFIX = "refund-";

/** The provider reports a refund processed (its webhook, or its answer when sent): settles it, once. */
export async function refundProcessed(tx: Tx, provider: RazorpayRefund): Promise<boolean> {
  const ownId = provider.receipt?.startsWith(RECEIPT_PREFIX) ? Number(provider.receipt.slice(RECEIPT_PREFIX.length)) : NaN;
  const refund = await tx.refund.findFirst({
    where: { OR: [{ providerRefundId: provider.id }, ...(Number.isSafeInteger(ownId) ? [{ id: ownId, paymentId: { not: null } }] : [])] },
  });
  if (!refund) return false;
  const moved = await tx.refund.updateMany({
    where: { id: refund.id, status: { in: ["sending", "pending", "requested"] } },
    data: { status: "processed", providerRefundId: provider.id, reference: provider.id, processedAt: new Date() },
  });
  if (moved.count === 0) return false;
  await timeline(tx, refund.orderId, `Refund of ${formatMoney(refund.amount)} processed (${provider.id})`);
  await returnRefunded(tx, { ...refund, reference: provider.id });
  return true;
}

let sending: Promise<void> | null = null;

/**
 * Sends the requested provider refunds (after the commit that wrote them; and from the payments job).
 * Each is claimed first, so two servers never send one twice. A provider that cannot be reached leaves
 * it requested for the next try; a provider's refusal marks it failed, for staff to see.
 */
export function sendRequestedRefunds(): Promise<void> {
  if (!razorpayConfigured()) return Promise.resolve();
  // One pass at a time in this process; a pass asked for meanwhile is covered by the running one's next read.
  sending ??= sendAll().finally(() => {
    sending = null;
  });
  return sending;
}

async function sendAll(): Promise<void> {
  for (;;) {
    const next = await db().refund.findFirst({ where: { status: "requested", paymentId: { not: null } }, orderBy: { id: "asc" }, include: { payment: true } });
    if (!next?.payment?.providerPaymentId) return;
    const claimed = await db().refund.updateMany({ where: { id: next.id, status: "requested" }, data: { status: "sending" } });
    if (claimed.count === 0) continue;
    try {
      const answer = await razorpayClient().createRefund(next.payment.providerPaymentId, {
        amount: next.amount,
        receipt: `${RECEIPT_PREFIX}${next.id}`,
        notes: { order_id: String(next.orderId), reason: next.reason.slice(0, 250) },
      });
      await db().$transaction(async (tx) => {
        await tx.refund.updateMany({ where: { id: next.id, status: "sending" }, data: { status: "pending", providerRefundId: answer.id, reference: answer.id } });
        if (answer.status === "processed") await refundProcessed(tx, answer);
      });
    } catch (error) {
      if (error instanceof RazorpayUnreachableError) {
        await db().refund.updateMany({ where: { id: next.id, status: "sending" }, data: { status: "requested" } });
        log.warn("refund not sent: the provider could not be reached; trying again later", { refund: next.id, reason: error.reason });
        return;
      }
      const why = error instanceof RazorpayApiError ? error.description : "The provider's answer could not be read.";
      await db().$transaction(async (tx) => {
        await tx.refund.updateMany({ where: { id: next.id, status: "sending" }, data: { status: "failed", failureReason: why } });
        await syncPaymentState(tx, next.orderId);
        await timeline(tx, next.orderId, `Refund of ${formatMoney(next.amount)} failed: ${why}`);
      });
      log.warn("refund refused by the provider", { refund: next.id, ...errorFields(error) });
    }
  }
}
