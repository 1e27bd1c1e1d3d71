// Paying online against the local fake of Razorpay (scripts/fake-razorpay/): the shop only knows its
// base URL. The fake's webhooks are recorded, not sent; each test delivers them to the shop's webhook
// route itself, when and as often as the case needs (before the browser returns, twice, never).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db, transaction } from "@/lib/db.ts";
import { setEnv } from "@/lib/messaging/testing.ts";
import { trackingToken } from "@/lib/orders/access.ts";
import { moveOrder } from "@/lib/orders/pipeline.ts";
import { createProduct } from "@/lib/testing/basket-fixtures.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { CHECKOUT_ADDRESS, createSouthZone } from "@/lib/testing/order-fixtures.ts";
import { startFakeRazorpay, type FakeRazorpay } from "@/scripts/fake-razorpay/server.ts";
import type { FakeWebhookEvent } from "@/scripts/fake-razorpay/webhooks.ts";
import * as addProduct from "@/app/api/v2/basket/add-product/route.ts";
import * as checkout from "@/app/api/v2/checkout/route.ts";
import * as orderDetail from "@/app/api/v2/orders/[id]/route.ts";
import * as pay from "@/app/api/v2/orders/[id]/pay/route.ts";
import * as paymentReturn from "@/app/api/v2/payments/razorpay/return/route.ts";
import * as webhook from "@/app/api/v2/payments/razorpay/webhook/route.ts";
import { runPaymentJob } from "./hold.ts";
import { sendRequestedRefunds } from "./refunds.ts";
import { paymentReturnRef } from "./return-link.ts";
import { requestRefund } from "./refunds.ts";
import { dec } from "@/lib/pricing/index.ts";
import { payableOrderId } from "@/lib/orders/payment-access.ts";
import { newThanksLink } from "@/lib/orders/access.ts";

useTestDatabase();

let fake: FakeRazorpay;
let restoreEnv: () => void;
const home = CHECKOUT_ADDRESS;
const BUYER = { email: "asha@example.in", contact: "+919845012345" };

beforeAll(async () => {
  fake = await startFakeRazorpay({ webhookUrl: null });
  restoreEnv = setEnv({ RAZORPAY_KEY_ID: fake.keyId, RAZORPAY_KEY_SECRET: fake.keySecret, RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret, RAZORPAY_API_URL: fake.apiUrl, PAYMENT_HOLD_MINUTES: "30" });
  resetConfig();
  await createCountries();
  const { zone, standard } = await createSouthZone();
  await db().shippingCharge.create({ data: { methodId: standard.id, zoneId: zone.id, price: "118.00" } });
  await db().shopDetails.update({ where: { id: 1 }, data: { legalName: "Vanya Living Private Limited", gstin: "08AAJCV4821K1ZY", stateCode: "08" } });
});

afterAll(async () => {
  restoreEnv();
  resetConfig();
  await fake.close();
});

let seen = 0;
beforeEach(() => {
  seen = fake.events.length;
  fake.setAutoCapture(true);
});

/** The webhook events the fake made since the test began (or since the last call), by name. */
function newEvents(): FakeWebhookEvent[] {
  const events = fake.events.slice(seen);
  seen = fake.events.length;
  return events;
}

function deliver(e: Pick<FakeWebhookEvent, "id" | "body" | "signature">) {
  return call(webhook, "/api/v2/payments/razorpay/webhook/", {
    method: "POST",
    body: e.body,
    headers: { "content-type": "application/json", "x-razorpay-signature": e.signature, "x-razorpay-event-id": e.id },
  });
}

async function deliverAll(events: FakeWebhookEvent[]) {
  for (const e of events) expect((await deliver(e)).status).toBe(200);
}

async function placeOnline(opts: { stock?: number; price?: string } = {}) {
  const product = await createProduct({ title: "Teak Sofa", price: opts.price ?? "1180.00", numInStock: opts.stock ?? 5 });
  const { user, headers } = await signedIn();
  const basket = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", body: { url: product.id, quantity: 1 }, headers });
  const r = await call(checkout, "/api/v2/checkout/", { method: "POST", body: { basket: basket.json.url, shipping_address: home, payment: { method: "razorpay" } }, headers });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  const order = await db().order.findUniqueOrThrow({ where: { number: Number(r.json.number) } });
  return { r, order, headers, user, product };
}

async function startPay(orderId: number, headers: Record<string, string>) {
  return call(pay, `/api/v2/orders/${orderId}/pay/`, { method: "POST", body: {}, headers, params: { id: String(orderId) } });
}

const stockOf = (productId: number) => db().stockRecord.findUniqueOrThrow({ where: { productId }, select: { numInStock: true, numAllocated: true } });
const stateOf = (id: number) => db().order.findUniqueOrThrow({ where: { id }, select: { status: true, paymentState: true } });

describe("checkout with payment.method razorpay", () => {
  it("places the order awaiting payment, its stock held, payment_url the order's payment page; no confirmation mail yet", async () => {
    const { r, order, product } = await placeOnline();
    expect(r.json).toMatchObject({
      status: "pending_payment",
      payment_method: "razorpay",
      payment_state: "pending",
      payment_url: `http://localhost:3000/orders/${order.number}/pay/`,
      total_incl_tax: "1298.00",
      surcharges: [],
      invoice_url: null,
    });
    expect(await stockOf(product.id)).toEqual({ numInStock: 5, numAllocated: 1 });
    expect(order.paymentDueAt!.getTime() - order.datePlaced.getTime()).toBe(30 * 60_000);
    expect(await db().outboxMessage.count({ where: { template: "order-confirmation", recipient: order.email } })).toBe(0);
  });

  it("is refused as an unknown choice when Razorpay is not configured", async () => {
    const restore = setEnv({ RAZORPAY_KEY_ID: undefined, RAZORPAY_KEY_SECRET: undefined, RAZORPAY_WEBHOOK_SECRET: undefined });
    resetConfig();
    try {
      const product = await createProduct({ price: "1180.00", numInStock: 5 });
      const { headers } = await signedIn();
      const basket = await call(addProduct, "/api/v2/basket/add-product/", { method: "POST", body: { url: product.id, quantity: 1 }, headers });
      const r = await call(checkout, "/api/v2/checkout/", { method: "POST", body: { basket: basket.json.url, shipping_address: home, payment: { method: "razorpay" } }, headers });
      expect([r.status, r.json]).toEqual([406, { payment: { method: ['"razorpay" is not a valid choice.'] } }]);
    } finally {
      restore();
      resetConfig();
    }
  });
});

describe("the order's payment page", () => {
  it("opens for the buyer signed in, the tracking token and a thanks token that still works; for nobody else", async () => {
    const { order, user } = await placeOnline();
    const number = String(order.number);
    const thanks = newThanksLink();
    await db().order.update({ where: { id: order.id }, data: { thanksTokenHash: thanks.hash, thanksTokenExpiresAt: thanks.expiresAt } });
    const stranger = await signedIn();
    expect(await payableOrderId(number, undefined, user.id)).toBe(order.id);
    expect(await payableOrderId(number, trackingToken(order.number), null)).toBe(order.id);
    expect(await payableOrderId(number, thanks.token, null)).toBe(order.id);
    expect(await payableOrderId(number, thanks.token, null, new Date(Date.now() + 25 * 3_600_000))).toBeNull();
    expect(await payableOrderId(number, undefined, stranger.user.id)).toBeNull();
    expect(await payableOrderId(number, trackingToken(order.number + 1), null)).toBeNull();
    expect(await payableOrderId("abc", trackingToken(order.number), null)).toBeNull();
  });
});

describe("POST /api/v2/orders/{id}/pay/", () => {
  it("answers the provider's order for the amount in rupees, the same one when asked again; 409 once paid; 404 for someone else", async () => {
    const { order, headers } = await placeOnline();
    const first = await startPay(order.id, headers);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toEqual({
      payment_url: `http://localhost:3000/orders/${order.number}/pay/`,
      provider: "razorpay",
      provider_order_id: expect.stringMatching(/^order_[A-Za-z0-9]+$/),
      amount: "1298.00",
      currency: "INR",
      key_id: fake.keyId,
    });
    expect(fake.store.order(first.json.provider_order_id).amount).toBe(129800);
    expect((await startPay(order.id, headers)).json.provider_order_id).toBe(first.json.provider_order_id);
    const stranger = await signedIn();
    expect((await startPay(order.id, stranger.headers)).status).toBe(404);
    expect((await startPay(order.id, {})).status).toBe(403);
    // A guest's way in: the tracking token.
    const guest = await call(pay, `/api/v2/orders/${order.id}/pay/?token=${trackingToken(order.number)}`, { method: "POST", body: {}, params: { id: String(order.id) } });
    expect(guest.json.provider_order_id).toBe(first.json.provider_order_id);

    fake.store.pay(first.json.provider_order_id, "upi", BUYER);
    await deliverAll(newEvents());
    const again = await startPay(order.id, headers);
    expect([again.status, again.json]).toEqual([409, { detail: "Order is not awaiting payment.", code: "not_payable" }]);
  });
});

describe("the webhook", () => {
  it("paid: payment.captured marks the order paid (new), issues its tax invoice and mails the buyer; order.paid after it changes nothing", async () => {
    const { order, headers } = await placeOnline();
    const started = await startPay(order.id, headers);
    fake.store.pay(started.json.provider_order_id, "upi", BUYER);
    const events = newEvents();
    expect(events.map((e) => e.event)).toEqual(["payment.authorized", "payment.captured", "order.paid"]);
    await deliverAll(events);
    expect(await stateOf(order.id)).toEqual({ status: "new", paymentState: "paid" });
    const detail = await call(orderDetail, `/api/v2/orders/${order.id}/`, { headers, params: { id: String(order.id) } });
    expect(detail.json).toMatchObject({ status: "new", payment_state: "paid", invoice_url: `http://shop.test/api/v2/orders/${order.id}/invoice/` });
    const notes = (await db().orderStatusEvent.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } })).map((e) => [e.status, e.note]);
    expect(notes).toEqual([
      ["pending_payment", "Order placed, awaiting payment"],
      ["new", "Payment of ₹1,298 received by UPI"],
    ]);
    expect(await db().outboxMessage.count({ where: { template: "order-confirmation", recipient: order.email } })).toBe(1);
    expect(await db().invoice.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("repeated: the same event twice changes nothing the second time", async () => {
    const { order, headers } = await placeOnline();
    fake.store.pay((await startPay(order.id, headers)).json.provider_order_id, "card", BUYER);
    const captured = newEvents().find((e) => e.event === "payment.captured")!;
    expect((await deliver(captured)).status).toBe(200);
    const eventsAfterFirst = await db().orderStatusEvent.count({ where: { orderId: order.id } });
    const again = await deliver(captured);
    expect([again.status, again.text]).toEqual([200, ""]);
    expect(await db().orderStatusEvent.count({ where: { orderId: order.id } })).toBe(eventsAfterFirst);
    expect(await db().outboxMessage.count({ where: { template: "order-confirmation", recipient: order.email } })).toBe(1);
  });

  it("with a bad signature: 400 Invalid signature, nothing changed; an unsigned body is not even read", async () => {
    const { order, headers } = await placeOnline();
    fake.store.pay((await startPay(order.id, headers)).json.provider_order_id, "upi", BUYER);
    const captured = newEvents().find((e) => e.event === "payment.captured")!;
    const forged = await deliver({ ...captured, signature: "0".repeat(64) });
    expect([forged.status, forged.json]).toEqual([400, { detail: "Invalid signature." }]);
    const tampered = await deliver({ ...captured, body: captured.body.replace('"amount":129800', '"amount":100') });
    expect([tampered.status, tampered.json]).toEqual([400, { detail: "Invalid signature." }]);
    const garbage = await call(webhook, "/api/v2/payments/razorpay/webhook/", { method: "POST", body: "not json{", headers: { "content-type": "application/json" } });
    expect([garbage.status, garbage.json]).toEqual([400, { detail: "Invalid signature." }]);
    expect(await stateOf(order.id)).toEqual({ status: "pending_payment", paymentState: "pending" });
    expect(await db().paymentWebhookEvent.count({ where: { id: captured.id } })).toBe(0);
  });

  it("an amount that does not match the order is never accepted: the money is given back, the order stays payable", async () => {
    const { order, headers } = await placeOnline();
    const started = await startPay(order.id, headers);
    // The order's total changed after the provider's order was made (as a tampered client would try).
    await db().order.update({ where: { id: order.id }, data: { totalInclTax: "2596.00" } });
    fake.store.pay(started.json.provider_order_id, "upi", BUYER);
    await deliverAll(newEvents());
    await sendRequestedRefunds();
    expect(await stateOf(order.id)).toEqual({ status: "pending_payment", paymentState: "failed" });
    const refund = await db().refund.findFirstOrThrow({ where: { orderId: order.id } });
    expect([refund.amount.toFixed(2), refund.status]).toEqual(["1298.00", "processed"]);
    expect(fake.store.paymentsOf(started.json.provider_order_id)[0]!.amount_refunded).toBe(129800);
    expect(await db().invoice.count({ where: { orderId: order.id } })).toBe(0);
  });
});

describe("two servers at once", () => {
  it("payment.captured and order.paid of one payment, each delivered twice at the same moment, change the order once", async () => {
    const { order, headers } = await placeOnline();
    fake.store.pay((await startPay(order.id, headers)).json.provider_order_id, "upi", BUYER);
    const events = newEvents().filter((e) => e.event !== "payment.authorized");
    const answers = await Promise.all([...events, ...events].map((e) => deliver(e)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await stateOf(order.id)).toEqual({ status: "new", paymentState: "paid" });
    expect(await db().orderStatusEvent.count({ where: { orderId: order.id, status: "new" } })).toBe(1);
    expect(await db().invoice.count({ where: { orderId: order.id } })).toBe(1);
    expect(await db().outboxMessage.count({ where: { template: "order-confirmation", recipient: order.email } })).toBe(1);
    expect(await db().paymentWebhookEvent.count({ where: { id: { in: events.map((e) => e.id) } } })).toBe(2);
  });
});

describe("failed, then paid on retry", () => {
  it("payment.failed leaves the order payable and says why; the next try is paid", async () => {
    const { order, headers } = await placeOnline();
    const started = await startPay(order.id, headers);
    fake.store.fail(started.json.provider_order_id, "card", BUYER);
    await deliverAll(newEvents());
    expect(await stateOf(order.id)).toEqual({ status: "pending_payment", paymentState: "failed" });
    const detail = await call(orderDetail, `/api/v2/orders/${order.id}/`, { headers, params: { id: String(order.id) } });
    expect(detail.json.payment_state).toBe("failed");
    expect((await db().payment.findFirstOrThrow({ where: { orderId: order.id } })).lastError).toBe("Payment failed because the bank declined it.");
    const retry = await startPay(order.id, headers);
    expect(retry.json.provider_order_id).toBe(started.json.provider_order_id);
    fake.store.pay(retry.json.provider_order_id, "upi", BUYER);
    await deliverAll(newEvents());
    expect(await stateOf(order.id)).toEqual({ status: "new", paymentState: "paid" });
  });
});

describe("the buyer's return from the checkout", () => {
  it("with a signed payment: settles it at once (before any webhook) and goes on to the payment page with the tracking token; the webhook after it changes nothing", async () => {
    const { order, headers } = await placeOnline();
    const started = await startPay(order.id, headers);
    const payment = fake.store.pay(started.json.provider_order_id, "netbanking", BUYER);
    const { createHmac } = await import("node:crypto");
    const signature = createHmac("sha256", fake.keySecret).update(`${started.json.provider_order_id}|${payment.id}`).digest("hex");
    const form = new URLSearchParams({ razorpay_payment_id: payment.id, razorpay_order_id: started.json.provider_order_id, razorpay_signature: signature });
    const back = await call(paymentReturn, `/api/v2/payments/razorpay/return/?order=${order.id}&ref=${paymentReturnRef(order.id)}`, {
      method: "POST",
      body: form,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://127.0.0.1:9" },
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`http://localhost:3000/orders/${order.number}/pay/?token=${trackingToken(order.number)}`);
    expect(await stateOf(order.id)).toEqual({ status: "new", paymentState: "paid" });
    const before = await db().orderStatusEvent.count({ where: { orderId: order.id } });
    await deliverAll(newEvents());
    expect(await db().orderStatusEvent.count({ where: { orderId: order.id } })).toBe(before);
  });

  it("after the webhook: the order is already paid; the return changes nothing and still shows the outcome", async () => {
    const { order, headers } = await placeOnline();
    const started = await startPay(order.id, headers);
    const payment = fake.store.pay(started.json.provider_order_id, "upi", BUYER);
    await deliverAll(newEvents());
    const before = await db().orderStatusEvent.count({ where: { orderId: order.id } });
    const { createHmac } = await import("node:crypto");
    const signature = createHmac("sha256", fake.keySecret).update(`${started.json.provider_order_id}|${payment.id}`).digest("hex");
    const back = await call(paymentReturn, `/api/v2/payments/razorpay/return/?order=${order.id}&ref=${paymentReturnRef(order.id)}`, {
      method: "POST",
      body: new URLSearchParams({ razorpay_payment_id: payment.id, razorpay_order_id: started.json.provider_order_id, razorpay_signature: signature }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect([back.status, back.headers.get("location")]).toEqual([303, `http://localhost:3000/orders/${order.number}/pay/?token=${trackingToken(order.number)}`]);
    expect(await stateOf(order.id)).toEqual({ status: "new", paymentState: "paid" });
    expect(await db().orderStatusEvent.count({ where: { orderId: order.id } })).toBe(before);
    expect(await db().outboxMessage.count({ where: { template: "order-confirmation", recipient: order.email } })).toBe(1);
  });

  it("a failed payment's return records it from the provider's word, once with the webhook", async () => {
    const { order, headers } = await placeOnline();
    const started = await startPay(order.id, headers);
    const failed = fake.store.fail(started.json.provider_order_id, "card", BUYER);
    const back = await call(paymentReturn, `/api/v2/payments/razorpay/return/?order=${order.id}&ref=${paymentReturnRef(order.id)}`, {
      method: "POST",
      body: new URLSearchParams({ "error[code]": "BAD_REQUEST_ERROR", "error[description]": "Forged words", "error[metadata][payment_id]": failed.id }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(back.status).toBe(303);
    expect(await stateOf(order.id)).toEqual({ status: "pending_payment", paymentState: "failed" });
    expect((await db().payment.findFirstOrThrow({ where: { orderId: order.id } })).lastError).toBe("Payment failed because the bank declined it.");
    await deliverAll(newEvents());
    expect(await db().orderStatusEvent.count({ where: { orderId: order.id, note: { startsWith: "Payment failed" } } })).toBe(1);
  });

  it("a forged signature or a wrong reference settles nothing", async () => {
    const { order, headers } = await placeOnline();
    const started = await startPay(order.id, headers);
    const payment = fake.store.pay(started.json.provider_order_id, "upi", BUYER);
    newEvents();
    const form = new URLSearchParams({ razorpay_payment_id: payment.id, razorpay_order_id: started.json.provider_order_id, razorpay_signature: "f".repeat(64) });
    const forged = await call(paymentReturn, `/api/v2/payments/razorpay/return/?order=${order.id}&ref=${paymentReturnRef(order.id)}`, { method: "POST", body: form, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(forged.status).toBe(303);
    expect(await stateOf(order.id)).toEqual({ status: "pending_payment", paymentState: "pending" });
    const wrongRef = await call(paymentReturn, `/api/v2/payments/razorpay/return/?order=${order.id}&ref=${"a".repeat(64)}`, { method: "POST", body: form, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(wrongRef.status).toBe(404);
  });
});

describe("the payments job", () => {
  it("a webhook that never came: the order is asked about at the provider and settled", async () => {
    const { order, headers } = await placeOnline();
    fake.store.pay((await startPay(order.id, headers)).json.provider_order_id, "upi", BUYER);
    newEvents(); // dropped on the way
    await runPaymentJob(new Date(Date.now() + 4 * 60_000));
    expect(await stateOf(order.id)).toEqual({ status: "pending_payment", paymentState: "pending" });
    expect((await runPaymentJob(new Date(Date.now() + 6 * 60_000))).reconciled).toBeGreaterThanOrEqual(1);
    expect(await stateOf(order.id)).toEqual({ status: "new", paymentState: "paid" });
  });

  it("closed and abandoned: at the end of the hold the order is cancelled and its stock released; a payment arriving later is given back", async () => {
    const { order, headers, product } = await placeOnline({ stock: 3 });
    const started = await startPay(order.id, headers);
    expect(await stockOf(product.id)).toEqual({ numInStock: 3, numAllocated: 1 });
    await runPaymentJob(new Date(Date.now() + 29 * 60_000));
    expect(await stateOf(order.id)).toEqual({ status: "pending_payment", paymentState: "pending" });
    expect((await runPaymentJob(new Date(Date.now() + 31 * 60_000))).cancelled).toBeGreaterThanOrEqual(1);
    expect(await stateOf(order.id)).toEqual({ status: "cancelled", paymentState: "pending" });
    expect(await stockOf(product.id)).toEqual({ numInStock: 3, numAllocated: 0 });
    expect((await db().orderStatusEvent.findFirstOrThrow({ where: { orderId: order.id, status: "cancelled" } })).note).toBe(
      "Payment not received in time: the order is cancelled and its items are back on sale",
    );
    // The buyer pays in a tab left open: the money goes back, the order stays cancelled.
    fake.store.pay(started.json.provider_order_id, "upi", BUYER);
    await deliverAll(newEvents().filter((e) => e.event === "payment.captured"));
    await sendRequestedRefunds();
    expect(await stateOf(order.id)).toEqual({ status: "cancelled", paymentState: "refunded" });
    expect((await db().refund.findFirstOrThrow({ where: { orderId: order.id } })).status).toBe("processed");
  });
});

describe("refunds", () => {
  it("cancelling a paid order refunds it in full through the provider; the refund shows in the timeline and mails the buyer; refund.processed after it changes nothing", async () => {
    const { order, headers, user } = await placeOnline();
    fake.store.pay((await startPay(order.id, headers)).json.provider_order_id, "upi", BUYER);
    await deliverAll(newEvents());
    await transaction((tx) => moveOrder(tx, order.id, { status: "cancelled", note: "Cancelled by the customer" }, { kind: "buyer", userId: user.id }));
    await sendRequestedRefunds();
    const refund = await db().refund.findFirstOrThrow({ where: { orderId: order.id } });
    expect([refund.amount.toFixed(2), refund.status, refund.reason]).toEqual(["1298.00", "processed", "Cancelled by the customer"]);
    expect(await stateOf(order.id)).toEqual({ status: "cancelled", paymentState: "refunded" });
    const notes = (await db().orderStatusEvent.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } })).map((e) => e.note);
    expect(notes.slice(2)).toEqual([
      "Cancelled by the customer",
      "Refund of ₹1,298 to the original payment: Cancelled by the customer",
      `Refund of ₹1,298 processed (${refund.providerRefundId})`,
    ]);
    expect(await db().outboxMessage.count({ where: { template: "order-refund", recipient: order.email } })).toBe(1);
    expect(await db().creditNote.count({ where: { invoice: { orderId: order.id } } })).toBe(1);
    const before = notes.length;
    await deliverAll(newEvents());
    expect(await db().orderStatusEvent.count({ where: { orderId: order.id } })).toBe(before);
  });

  it("two refunds asked at the same moment cannot give back more than was paid", async () => {
    const { order, headers } = await placeOnline();
    fake.store.pay((await startPay(order.id, headers)).json.provider_order_id, "upi", BUYER);
    await deliverAll(newEvents());
    const asks = await Promise.allSettled([1, 2, 3].map(() => transaction((tx) => requestRefund(tx, { orderId: order.id, amount: dec("800.00"), reason: "Asked twice" }))));
    expect(asks.map((a) => a.status).sort()).toEqual(["fulfilled", "rejected", "rejected"]);
    for (const a of asks) if (a.status === "rejected") expect(a.reason).toMatchObject({ status: 409, body: { detail: "At most ₹498 is left to refund on this order.", code: "refund_too_large" } });
    await sendRequestedRefunds();
    expect((await db().refund.findMany({ where: { orderId: order.id } })).map((r) => r.amount.toFixed(2))).toEqual(["800.00"]);
  });

  it("a part of an order: partially refunded, then no more than what is left", async () => {
    const { order, headers } = await placeOnline();
    const started = await startPay(order.id, headers);
    fake.store.pay(started.json.provider_order_id, "upi", BUYER);
    await deliverAll(newEvents());
    await transaction((tx) => requestRefund(tx, { orderId: order.id, amount: dec("300.50"), reason: "A scratch on the armrest" }));
    await sendRequestedRefunds();
    expect(await stateOf(order.id)).toEqual({ status: "new", paymentState: "partially_refunded" });
    expect(fake.store.paymentsOf(started.json.provider_order_id)[0]!.amount_refunded).toBe(30050);
    await expect(transaction((tx) => requestRefund(tx, { orderId: order.id, amount: dec("997.51"), reason: "Too much" }))).rejects.toMatchObject({
      status: 409,
      body: { detail: "At most ₹997.50 is left to refund on this order.", code: "refund_too_large" },
    });
    await transaction((tx) => requestRefund(tx, { orderId: order.id, amount: dec("997.50"), reason: "The rest" }));
    await sendRequestedRefunds();
    expect(await stateOf(order.id)).toEqual({ status: "new", paymentState: "refunded" });
  });
});
