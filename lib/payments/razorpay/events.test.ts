// Webhook events read only after their signature is checked, typed, with the event id for idempotency.
// Bodies are written here in Razorpay's documented shapes and signed with node:crypto.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readWebhook } from "./events.ts";

const SECRET = "whsec-shop-5f8a91c2";
const sign = (body: string) => createHmac("sha256", SECRET).update(body).digest("hex");

const order = {
  id: "order_DBJOWzybf0sJbb",
  entity: "order",
  amount: 129950,
  amount_paid: 129950,
  amount_due: 0,
  currency: "INR",
  receipt: "VL-100042",
  offer_id: null,
  status: "paid",
  attempts: 1,
  notes: [],
  created_at: 1567674599,
};
const payment = {
  id: "pay_DESlfW9H8K9uqM",
  entity: "payment",
  amount: 129950,
  currency: "INR",
  status: "captured",
  order_id: order.id,
  invoice_id: null,
  international: false,
  method: "upi",
  amount_refunded: 0,
  refund_status: null,
  captured: true,
  description: null,
  card_id: null,
  bank: null,
  wallet: null,
  vpa: "buyer@okhdfcbank",
  email: "asha@example.in",
  contact: "+919876543210",
  notes: { order_number: "100042" },
  fee: 2599,
  tax: 396,
  error_code: null,
  error_description: null,
  error_source: null,
  error_step: null,
  error_reason: null,
  acquirer_data: { rrn: "330412345678" },
  created_at: 1567674606,
};
const refund = {
  id: "rfnd_DfjjhJC6eDvUAi",
  entity: "refund",
  amount: 50000,
  currency: "INR",
  payment_id: payment.id,
  notes: [],
  receipt: null,
  acquirer_data: { arn: null },
  created_at: 1567674700,
  batch_id: null,
  status: "processed",
  speed_processed: "normal",
  speed_requested: "normal",
};

function event(name: string, payload: Record<string, unknown>): string {
  const wrapped = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, { entity: v }]));
  return JSON.stringify({ entity: "event", account_id: "acc_BFQ7uQEaa7j2z7", event: name, contains: Object.keys(payload), payload: wrapped, created_at: 1567674610 });
}

function delivery(body: string, extra: Record<string, string> = {}) {
  return { rawBody: body, headers: new Headers({ "content-type": "application/json", "x-razorpay-signature": sign(body), "x-razorpay-event-id": "KzpT3jYhC4bMpR", ...extra }) };
}

describe("readWebhook", () => {
  it("reads payment.captured with its amount in rupees and the event id", () => {
    const reading = readWebhook(delivery(event("payment.captured", { payment })), SECRET);
    expect(reading.outcome).toBe("event");
    if (reading.outcome !== "event" || reading.event.event !== "payment.captured") throw new Error("not payment.captured");
    expect(reading.event.eventId).toBe("KzpT3jYhC4bMpR");
    expect(reading.event.createdAt).toBe(1567674610);
    expect(reading.event.payment.id).toBe(payment.id);
    expect(reading.event.payment.order_id).toBe(order.id);
    expect(reading.event.payment.amount.toFixed(2)).toBe("1299.50");
    expect(reading.event.payment.status).toBe("captured");
    expect(reading.event.payment.notes).toEqual({ order_number: "100042" });
  });

  it("reads order.paid with the order (empty notes as an object) and the payment", () => {
    const reading = readWebhook(delivery(event("order.paid", { payment, order })), SECRET);
    if (reading.outcome !== "event" || reading.event.event !== "order.paid") throw new Error(`not order.paid: ${JSON.stringify(reading)}`);
    expect(reading.event.order.id).toBe(order.id);
    expect(reading.event.order.amount_paid.toFixed(2)).toBe("1299.50");
    expect(reading.event.order.amount_due.toFixed(2)).toBe("0.00");
    expect(reading.event.order.notes).toEqual({});
    expect(reading.event.payment.id).toBe(payment.id);
  });

  it("reads payment.failed with Razorpay's reason", () => {
    const failed = { ...payment, status: "failed", captured: false, error_code: "BAD_REQUEST_ERROR", error_description: "Payment failed", error_source: "bank", error_step: "payment_authorization", error_reason: "payment_failed" };
    const reading = readWebhook(delivery(event("payment.failed", { payment: failed })), SECRET);
    if (reading.outcome !== "event" || reading.event.event !== "payment.failed") throw new Error("not payment.failed");
    expect(reading.event.payment.status).toBe("failed");
    expect(reading.event.payment.error_reason).toBe("payment_failed");
  });

  it("reads refund.processed with the refund and the payment it refunds", () => {
    const refunded = { ...payment, amount_refunded: 50000, refund_status: "partial" };
    const reading = readWebhook(delivery(event("refund.processed", { refund, payment: refunded })), SECRET);
    if (reading.outcome !== "event" || reading.event.event !== "refund.processed") throw new Error("not refund.processed");
    expect(reading.event.refund.id).toBe(refund.id);
    expect(reading.event.refund.amount.toFixed(2)).toBe("500.00");
    expect(reading.event.payment.amount_refunded.toFixed(2)).toBe("500.00");
    expect(reading.event.payment.refund_status).toBe("partial");
  });

  it("ignores signed events the shop does not act on, naming them", () => {
    expect(readWebhook(delivery(event("payment.authorized", { payment: { ...payment, status: "authorized", captured: false } })), SECRET)).toEqual({
      outcome: "ignored",
      eventId: "KzpT3jYhC4bMpR",
      event: "payment.authorized",
    });
  });

  it("takes Node's header object as well as Headers, in any case", () => {
    const body = event("payment.captured", { payment });
    const reading = readWebhook({ rawBody: Buffer.from(body), headers: { "X-Razorpay-Signature": sign(body), "X-Razorpay-Event-Id": "Ev1" } }, SECRET);
    expect(reading.outcome).toBe("event");
  });

  it("refuses a bad signature before reading anything, even a body that is not JSON", () => {
    const body = event("payment.captured", { payment });
    const tampered = body.replace("129950", "1");
    expect(readWebhook({ rawBody: tampered, headers: delivery(body).headers }, SECRET)).toEqual({ outcome: "refused", reason: "signature" });
    expect(readWebhook({ rawBody: "{not json", headers: new Headers({ "x-razorpay-event-id": "E" }) }, SECRET)).toEqual({ outcome: "refused", reason: "signature" });
    expect(readWebhook(delivery(body), "another-secret")).toEqual({ outcome: "refused", reason: "signature" });
    const noSignature = new Headers({ "x-razorpay-event-id": "E" });
    expect(readWebhook({ rawBody: body, headers: noSignature }, SECRET)).toEqual({ outcome: "refused", reason: "signature" });
  });

  it("refuses a signed delivery without an event id (it could not be made idempotent)", () => {
    const body = event("payment.captured", { payment });
    expect(readWebhook({ rawBody: body, headers: { "x-razorpay-signature": sign(body) } }, SECRET)).toEqual({ outcome: "refused", reason: "event_id" });
    expect(readWebhook(delivery(body, { "x-razorpay-event-id": "  " }), SECRET)).toEqual({ outcome: "refused", reason: "event_id" });
  });

  it("refuses signed bodies that are not Razorpay events of the expected shape", () => {
    expect(readWebhook(delivery("{not json"), SECRET)).toEqual({ outcome: "refused", reason: "body" });
    expect(readWebhook(delivery("[]"), SECRET)).toEqual({ outcome: "refused", reason: "body" });
    expect(readWebhook(delivery(event("payment.captured", { payment: { ...payment, amount: "1299.50" } })), SECRET)).toEqual({ outcome: "refused", reason: "body" });
    expect(readWebhook(delivery(event("payment.captured", { payment: { ...payment, amount: 1299.5 } })), SECRET)).toEqual({ outcome: "refused", reason: "body" });
    expect(readWebhook(delivery(event("order.paid", { payment })), SECRET)).toEqual({ outcome: "refused", reason: "body" });
    expect(readWebhook(delivery(event("refund.processed", { refund: { ...refund, id: "pay_notarefund" }, payment })), SECRET)).toEqual({ outcome: "refused", reason: "body" });
  });
});
