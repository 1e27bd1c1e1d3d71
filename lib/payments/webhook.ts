// POST /api/v2/payments/razorpay/webhook/: Razorpay's word on a payment is the shop's source of truth.
// The signature is checked over the raw body before anything is parsed (events.ts); each event is acted
// on once: its id is written in the same transaction as what it changes, so a repeat (or the same
// event at two servers at once) finds it there and changes nothing.
import { transaction, type Tx } from "@/lib/db.ts";
import { ApiError } from "@/lib/errors.ts";
import { readLimited } from "@/lib/http/body.ts";
import { errorFields, log } from "@/lib/observability/log.ts";
import { readWebhook, type RazorpayWebhookEvent } from "./razorpay/events.ts";
import { razorpaySettings } from "./razorpay/settings.ts";
import { refundProcessed } from "./refunds.ts";
import { paymentCaptured, paymentFailed } from "./settle.ts";

/** Razorpay's events are a few kilobytes. */
export const WEBHOOK_MAX_BYTES = 256 * 1024;

export const INVALID_SIGNATURE = { detail: "Invalid signature." } as const;

async function act(tx: Tx, e: RazorpayWebhookEvent): Promise<string> {
  switch (e.event) {
    case "payment.captured":
    case "order.paid":
      return paymentCaptured(tx, e.payment);
    case "payment.failed":
      return paymentFailed(tx, e.payment);
    case "refund.processed":
      return (await refundProcessed(tx, e.refund)) ? "refunded" : "already";
  }
}

/** Takes one delivery; throws the documented 400s. */
export async function acceptWebhook(request: Request): Promise<void> {
  const settings = razorpaySettings();
  // Without a webhook secret nothing can be verified: no delivery is genuine.
  if (!settings) throw new ApiError(400, INVALID_SIGNATURE);
  const rawBody = await readLimited(request, WEBHOOK_MAX_BYTES);
  const reading = readWebhook({ rawBody, headers: request.headers }, settings.webhookSecret);
  if (reading.outcome === "refused") {
    if (reading.reason === "signature") throw new ApiError(400, INVALID_SIGNATURE);
    throw new ApiError(400, { detail: reading.reason === "event_id" ? "Missing X-Razorpay-Event-Id header." : "Not a Razorpay event." });
  }
  if (reading.outcome === "ignored") return;
  const e = reading.event;
  try {
    const outcome = await transaction(async (tx) => {
      const first = await tx.$executeRaw`
        INSERT INTO "PaymentWebhookEvent" (id, provider, event, "receivedAt") VALUES (${e.eventId}, 'razorpay', ${e.event}, now())
        ON CONFLICT (id) DO NOTHING`;
      if (first === 0) return "repeat";
      return act(tx, e);
    });
    log.info("payment webhook", { event: e.event, outcome });
  } catch (error) {
    // Razorpay delivers again later; the event was not recorded, so the next delivery acts on it.
    log.warn("payment webhook not applied", { event: e.event, ...errorFields(error) });
    throw error;
  }
}
