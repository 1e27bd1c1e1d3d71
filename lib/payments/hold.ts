// The payments job, in every server every minute (each step safe to run at once in several):
// - orders waiting for payment whose first try is a few minutes old are asked about at the provider
//   (a webhook that never came): a captured payment settles the order, an authorized one is captured;
// - orders unpaid at the end of their hold (PAYMENT_HOLD_MINUTES) are asked once more, then cancelled,
//   their stock released (a payment arriving later is given back: settle.ts);
// - refunds not yet sent are sent (refunds.ts).
// docs/decisions/0166-online-payment.md
import { db, transaction } from "@/lib/db.ts";
import { ConflictError } from "@/lib/errors.ts";
import { moveOrder } from "@/lib/orders/pipeline.ts";
import { errorFields, log } from "@/lib/observability/log.ts";
import { razorpayClient } from "./razorpay/client.ts";
import { razorpayConfigured } from "./razorpay/settings.ts";
import { sendRequestedRefunds } from "./refunds.ts";
import { paymentCaptured, paymentFailed, type SettleOutcome } from "./settle.ts";

/** Asked about at the provider once the first try is this old (the webhook usually comes in seconds). */
export const RECONCILE_AFTER_MS = 5 * 60_000;
const BATCH = 50;

/** Asks the provider about every try of order `orderId` and settles what it reports. */
export async function reconcileOrder(orderId: number): Promise<SettleOutcome> {
  const payments = await db().payment.findMany({ where: { orderId, status: "created" }, orderBy: { id: "asc" } });
  const client = razorpayClient();
  let outcome: SettleOutcome = "unknown";
  for (const payment of payments) {
    for (const p of await client.fetchOrderPayments(payment.providerOrderId)) {
      let settled = p;
      if (p.status === "authorized") settled = await client.capturePayment(p.id, p.amount);
      if (settled.status === "captured") {
        const o = await transaction((tx) => paymentCaptured(tx, settled));
        if (o === "paid" || o === "refunded") outcome = o;
      } else if (settled.status === "failed" && outcome === "unknown") {
        outcome = await transaction((tx) => paymentFailed(tx, settled));
      }
    }
  }
  return outcome;
}

const HOLD_ENDED_NOTE = "Payment not received in time: the order is cancelled and its items are back on sale";

/** Cancels order `orderId` if it still waits for its payment; true when this call cancelled it. */
async function cancelUnpaid(orderId: number): Promise<boolean> {
  try {
    await transaction((tx) => moveOrder(tx, orderId, { status: "cancelled", note: HOLD_ENDED_NOTE }, { kind: "system" }));
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false; // paid or cancelled meanwhile
    throw error;
  }
}

export interface PaymentJobCounts {
  reconciled: number;
  cancelled: number;
}

export async function runPaymentJob(now = new Date()): Promise<PaymentJobCounts> {
  const counts = { reconciled: 0, cancelled: 0 };
  if (razorpayConfigured()) {
    const stuck = await db().order.findMany({
      // Those whose hold has ended are asked below, once, before they are cancelled.
      where: { status: "pending_payment", paymentDueAt: { gte: now }, payments: { some: { status: "created", createdAt: { lt: new Date(now.getTime() - RECONCILE_AFTER_MS) } } } },
      select: { id: true },
      orderBy: { id: "asc" },
      take: BATCH,
    });
    for (const { id } of stuck) {
      try {
        if ((await reconcileOrder(id)) === "paid") counts.reconciled++;
      } catch (error) {
        log.warn("payment reconciliation failed; trying again later", { order: id, ...errorFields(error) });
      }
    }
  }
  const due = await db().order.findMany({ where: { status: "pending_payment", paymentDueAt: { lt: now } }, select: { id: true }, orderBy: { id: "asc" }, take: BATCH });
  for (const { id } of due) {
    if (razorpayConfigured()) {
      try {
        if ((await reconcileOrder(id)) === "paid") {
          counts.reconciled++;
          continue;
        }
      } catch (error) {
        // The provider cannot say: cancel anyway (the hold has ended); a payment that arrives later is given back.
        log.warn("payment check before cancelling failed", { order: id, ...errorFields(error) });
      }
    }
    try {
      if (await cancelUnpaid(id)) counts.cancelled++;
    } catch (error) {
      log.warn("an unpaid order could not be cancelled; trying again later", { order: id, ...errorFields(error) });
    }
  }
  await sendRequestedRefunds();
  return counts;
}

/** Runs the payments job every `intervalMs`; returns a stop function. */
export function startPaymentJob(intervalMs = 60_000): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runPaymentJob()
      .catch((error: unknown) => log.warn("payments job failed", errorFields(error)))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
