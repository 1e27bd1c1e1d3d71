// What a payment does to its order, whoever reports it (the webhook, the buyer's return, the
// reconciliation job): each runs in the caller's transaction with the Payment row locked first, so two
// reports of one payment (payment.captured and order.paid at two servers at once) change the order once.
// - captured, for exactly the order's amount and currency, while the order waits: the order goes to
//   `new` (paid), gets its tax invoice, and the buyer and staff their mails.
// - captured but not acceptable (another amount or currency, or the order was cancelled meanwhile): the
//   money is given back in full at once; the order is not marked paid.
// - failed: the order stays payable; the buyer reads why on its payment page.
// docs/decisions/0166-online-payment.md
import type { Tx } from "@/lib/db.ts";
import { issueInvoice } from "@/lib/invoices/issue.ts";
import { formatMoney } from "@/lib/money/format.ts";
import { queueOrderConfirmation } from "@/lib/orders/mails.ts";
import { orderInclude } from "@/lib/orders/orders.ts";
import { queueStaffNewOrderMail } from "@/lib/orders/staff-mail.ts";
import { dec } from "@/lib/pricing/index.ts";
import type { RazorpayPayment } from "./razorpay/entities.ts";
import { requestRefund } from "./refunds.ts";

export type SettleOutcome = "paid" | "already" | "refunded" | "failed" | "unknown";

interface LockedPayment {
  id: number;
  orderId: number;
  status: "created" | "captured";
  providerPaymentId: string | null;
  amount: string;
  currency: string;
}

async function lockPayment(tx: Tx, providerOrderId: string | null): Promise<LockedPayment | null> {
  if (!providerOrderId) return null;
  const rows = await tx.$queryRaw<LockedPayment[]>`
    SELECT id, "orderId", status::text AS status, "providerPaymentId", amount::text AS amount, currency
    FROM "Payment" WHERE "providerOrderId" = ${providerOrderId} FOR UPDATE`;
  return rows[0] ?? null;
}

const METHOD_LABELS: Record<string, string> = { upi: "UPI", card: "card", netbanking: "net banking", emi: "EMI", wallet: "wallet" };

/** Payment `p` (captured at the provider) settles its order. */
export async function paymentCaptured(tx: Tx, p: RazorpayPayment): Promise<SettleOutcome> {
  if (p.status !== "captured" && p.status !== "refunded") return "unknown";
  const payment = await lockPayment(tx, p.order_id);
  if (!payment) return "unknown";
  if (payment.status === "captured" && payment.providerPaymentId === p.id) return "already";
  const [order] = await tx.$queryRaw<{ status: string; totalInclTax: string; currency: string }[]>`
    SELECT status::text AS status, "totalInclTax"::text AS "totalInclTax", currency FROM "Order" WHERE id = ${payment.orderId} FOR UPDATE`;
  if (!order) return "unknown";
  const secondCapture = payment.status === "captured";
  const acceptable =
    !secondCapture && p.amount.eq(dec(payment.amount)) && p.currency === payment.currency && dec(payment.amount).eq(dec(order.totalInclTax)) && payment.currency === order.currency;
  const via = METHOD_LABELS[p.method ?? ""] ?? p.method ?? "online";
  if (secondCapture) {
    // One provider order captured twice: the second payment is recorded apart, to be given back.
    await tx.payment.create({
      data: { orderId: payment.orderId, provider: "razorpay", providerOrderId: `${p.order_id}#${p.id}`, providerPaymentId: p.id, amount: p.amount, currency: p.currency, status: "captured", method: p.method, capturedAt: new Date() },
    });
  } else {
    await tx.payment.update({
      where: { id: payment.id },
      data: { status: "captured", providerPaymentId: p.id, amount: p.amount, currency: p.currency, method: p.method, capturedAt: new Date(), lastError: null },
    });
  }
  if (!acceptable || order.status !== "pending_payment") {
    const reason = !acceptable
      ? `Payment ${p.id} of ${formatMoney(p.amount)} ${p.currency} did not match the order's ${formatMoney(dec(order.totalInclTax))} ${order.currency}`
      : `Payment ${p.id} arrived after the order was ${order.status === "cancelled" ? "cancelled" : "already paid"}`;
    await requestRefund(tx, { orderId: payment.orderId, amount: p.amount, reason });
    // Still waiting: the buyer may pay the right amount.
    if (order.status === "pending_payment") await tx.order.update({ where: { id: payment.orderId }, data: { paymentState: "failed" } });
    return "refunded";
  }
  const moved = await tx.order.updateMany({ where: { id: payment.orderId, status: "pending_payment" }, data: { status: "new", paymentState: "paid", paymentDueAt: null } });
  if (moved.count === 0) return "already";
  await tx.orderStatusEvent.create({ data: { orderId: payment.orderId, status: "new", note: `Payment of ${formatMoney(p.amount)} received by ${via}` } });
  await issueInvoice(tx, payment.orderId);
  const written = await tx.order.findUniqueOrThrow({ where: { id: payment.orderId }, include: orderInclude });
  await queueOrderConfirmation(tx, written);
  await queueStaffNewOrderMail(tx, written);
  return "paid";
}

/** Payment `p` failed: the order stays payable, and its page says why. */
export async function paymentFailed(tx: Tx, p: RazorpayPayment): Promise<SettleOutcome> {
  const payment = await lockPayment(tx, p.order_id);
  if (!payment) return "unknown";
  if (payment.status === "captured") return "already";
  const why = p.error_description?.trim() || "The payment did not go through.";
  await tx.payment.update({ where: { id: payment.id }, data: { lastError: why } });
  const moved = await tx.order.updateMany({ where: { id: payment.orderId, status: "pending_payment" }, data: { paymentState: "failed" } });
  // Told once per failed payment, whoever reports it (the webhook, the buyer's return).
  const note = `Payment failed: ${why} (${p.id})`;
  if (moved.count && !(await tx.orderStatusEvent.count({ where: { orderId: payment.orderId, note } }))) {
    await tx.orderStatusEvent.create({ data: { orderId: payment.orderId, status: "pending_payment", note } });
  }
  return "failed";
}
