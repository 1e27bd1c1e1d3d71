// Razorpay's webhooks as the shop acts on them. `readWebhook()` is the only way in: it verifies the
// signature over the raw body first and parses only what verified. The event id
// (`X-Razorpay-Event-Id`) makes delivery idempotent: Razorpay repeats an event with the same id.
import { z } from "zod";
import { razorpayOrder, razorpayPayment, razorpayRefund } from "./entities.ts";
import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from "./entities.ts";
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from "./signatures.ts";

export const WEBHOOK_EVENT_ID_HEADER = "x-razorpay-event-id";

interface EventBase {
  /** Razorpay's event id: the same for every delivery of one event. */
  eventId: string;
  /** When Razorpay made the event (Unix seconds). */
  createdAt: number;
}

export type RazorpayWebhookEvent =
  | (EventBase & { event: "payment.captured"; payment: RazorpayPayment })
  | (EventBase & { event: "payment.failed"; payment: RazorpayPayment })
  | (EventBase & { event: "order.paid"; order: RazorpayOrder; payment: RazorpayPayment })
  | (EventBase & { event: "refund.processed"; refund: RazorpayRefund; payment: RazorpayPayment });

export type WebhookReading =
  /** Signed and one of the events the shop acts on. */
  | { outcome: "event"; event: RazorpayWebhookEvent }
  /** Signed, but an event the shop does not act on (e.g. `payment.authorized`): answer 2xx, do nothing. */
  | { outcome: "ignored"; eventId: string; event: string }
  /**
   * Not to be acted on: `signature` (missing or wrong: answer 400, change nothing), `event_id` (no event
   * id header), `body` (signed, but not a Razorpay event of the shape expected).
   */
  | { outcome: "refused"; reason: "signature" | "event_id" | "body" };

const entityOf = <T extends z.ZodType>(entity: T) => z.object({ entity });

const envelope = z.object({
  entity: z.literal("event"),
  event: z.string().min(1),
  created_at: z.number().int().nonnegative(),
  payload: z.record(z.string(), z.unknown()),
});

const payloads = {
  "payment.captured": z.object({ payment: entityOf(razorpayPayment) }),
  "payment.failed": z.object({ payment: entityOf(razorpayPayment) }),
  "order.paid": z.object({ order: entityOf(razorpayOrder), payment: entityOf(razorpayPayment) }),
  "refund.processed": z.object({ refund: entityOf(razorpayRefund), payment: entityOf(razorpayPayment) }),
} as const;

type KnownEvent = keyof typeof payloads;

const isKnown = (name: string): name is KnownEvent => Object.hasOwn(payloads, name);

/** Something with headers: a Fetch `Headers` (route handlers) or Node's header object. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? undefined : value;
}

/** Verifies, then reads, one webhook delivery. `rawBody` must be the body exactly as received. */
export function readWebhook(request: { rawBody: string | Uint8Array; headers: WebhookHeaders }, webhookSecret: string): WebhookReading {
  if (!verifyWebhookSignature(request.rawBody, header(request.headers, WEBHOOK_SIGNATURE_HEADER), webhookSecret)) {
    return { outcome: "refused", reason: "signature" };
  }
  const eventId = header(request.headers, WEBHOOK_EVENT_ID_HEADER)?.trim();
  if (!eventId || eventId.length > 64) return { outcome: "refused", reason: "event_id" };
  let json: unknown;
  try {
    json = JSON.parse(typeof request.rawBody === "string" ? request.rawBody : Buffer.from(request.rawBody).toString("utf8"));
  } catch {
    return { outcome: "refused", reason: "body" };
  }
  const outer = envelope.safeParse(json);
  if (!outer.success) return { outcome: "refused", reason: "body" };
  const name = outer.data.event;
  if (!isKnown(name)) return { outcome: "ignored", eventId, event: name };
  const base = { eventId, createdAt: outer.data.created_at };
  const payload = outer.data.payload;
  switch (name) {
    case "payment.captured":
    case "payment.failed": {
      const p = payloads[name].safeParse(payload);
      return p.success ? { outcome: "event", event: { ...base, event: name, payment: p.data.payment.entity } } : refusedBody;
    }
    case "order.paid": {
      const p = payloads[name].safeParse(payload);
      return p.success ? { outcome: "event", event: { ...base, event: name, order: p.data.order.entity, payment: p.data.payment.entity } } : refusedBody;
    }
    case "refund.processed": {
      const p = payloads[name].safeParse(payload);
      return p.success ? { outcome: "event", event: { ...base, event: name, refund: p.data.refund.entity, payment: p.data.payment.entity } } : refusedBody;
    }
  }
}

const refusedBody: WebhookReading = { outcome: "refused", reason: "body" };
