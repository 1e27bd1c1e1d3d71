// The client against the local fake of Razorpay over real HTTP: every call's answer, Razorpay's
// refusals as typed errors, wrong keys, a Razorpay that does not answer, and answers that are not its.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeRazorpay, type FakeRazorpay } from "@/scripts/fake-razorpay/server.ts";
import { resetConfig } from "@/lib/config.ts";
import { setEnv } from "@/lib/messaging/testing.ts";
import { Decimal } from "@/lib/pricing/decimal.ts";
import { razorpayClient, RazorpayClient } from "./client.ts";
import { razorpayConfigured } from "./settings.ts";
import { RazorpayAnswerError, RazorpayApiError, RazorpayAuthenticationError, RazorpayError, RazorpayUnreachableError } from "./errors.ts";

let fake: FakeRazorpay;
let client: RazorpayClient;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  client = new RazorpayClient({ keyId: fake.keyId, keySecret: fake.keySecret, apiUrl: fake.apiUrl });
});
afterAll(() => fake.close());
beforeEach(() => fake.setAutoCapture(true));

/** Every Decimal as its 2-place text, so answers compare as plain data. */
function plain(value: unknown): unknown {
  if (value instanceof Decimal) return value.toFixed(2);
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/** The buyer presses a button of the fake's checkout page; returns the payment id it made. */
async function buyerPresses(orderId: string, outcome: "pay" | "fail"): Promise<string> {
  const form = new URLSearchParams({ outcome, method: "upi", callback_url: "http://127.0.0.1:9/back", callback_method: "get" });
  const res = await fetch(`${fake.url}/checkout/${orderId}/submit`, { method: "POST", body: form, redirect: "manual" });
  expect(res.status).toBe(303);
  const back = new URL(res.headers.get("location")!);
  return back.searchParams.get("razorpay_payment_id") ?? back.searchParams.get("error[metadata][payment_id]")!;
}

const anOrder = (amount = "1299.50") => client.createOrder({ amount: new Decimal(amount), receipt: "VL-100042", notes: { order_number: "100042" } });

async function refusal(promise: Promise<unknown>): Promise<RazorpayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof RazorpayError)) throw new Error(`expected a RazorpayError, got ${String(error)}`);
  return error;
}

describe("orders", () => {
  it("creates an order in paise, INR, with the receipt and notes, and fetches it", async () => {
    const order = await anOrder();
    expect(plain(order)).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: "order",
      amount: "1299.50",
      amount_paid: "0.00",
      amount_due: "1299.50",
      currency: "INR",
      receipt: "VL-100042",
      status: "created",
      attempts: 0,
      notes: { order_number: "100042" },
      created_at: expect.any(Number),
    });
    expect(fake.store.order(order.id).amount).toBe(129950);
    expect(plain(await client.fetchOrder(order.id))).toEqual(plain(order));
  });

  it("reads empty notes (Razorpay's []) as an empty object", async () => {
    const order = await client.createOrder({ amount: new Decimal(500), receipt: "VL-1" });
    expect(fake.store.order(order.id).notes).toEqual([]);
    expect(order.notes).toEqual({});
  });

  it("says what Razorpay refused: an amount under ₹1, an unknown id", async () => {
    const small = await refusal(anOrder("0.99"));
    expect(small).toBeInstanceOf(RazorpayApiError);
    expect(small).toMatchObject({ status: 400, code: "BAD_REQUEST_ERROR", description: "The amount must be atleast INR 1.00", field: "amount" });
    const unknown = await refusal(client.fetchOrder("order_DoesNotExist01"));
    expect(unknown).toMatchObject({ status: 400, code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" });
    expect(unknown.message).toBe("Razorpay refused GET /orders/order_DoesNotExist01 (400 BAD_REQUEST_ERROR): The id provided does not exist");
  });

  it("refuses a fraction of a paisa before calling Razorpay", async () => {
    const before = fake.store.orders.size;
    await expect(anOrder("10.005")).rejects.toThrow(RangeError);
    expect(fake.store.orders.size).toBe(before);
  });

  it("lists an order's payments, newest first, failed ones included, and the order's progress", async () => {
    const order = await anOrder();
    expect(await client.fetchOrderPayments(order.id)).toEqual([]);
    const failed = await buyerPresses(order.id, "fail");
    expect((await client.fetchOrder(order.id)).status).toBe("attempted");
    const paid = await buyerPresses(order.id, "pay");
    const payments = await client.fetchOrderPayments(order.id);
    expect(payments.map((p) => [p.id, p.status])).toEqual([
      [paid, "captured"],
      [failed, "failed"],
    ]);
    expect(plain(await client.fetchOrder(order.id))).toMatchObject({ status: "paid", attempts: 2, amount_paid: "1299.50", amount_due: "0.00" });
  });
});

describe("payments", () => {
  it("fetches a payment as Razorpay describes it", async () => {
    const order = await anOrder();
    const id = await buyerPresses(order.id, "pay");
    expect(plain(await client.fetchPayment(id))).toEqual({
      id,
      entity: "payment",
      amount: "1299.50",
      currency: "INR",
      status: "captured",
      order_id: order.id,
      method: "upi",
      amount_refunded: "0.00",
      refund_status: null,
      captured: true,
      description: null,
      email: "buyer@example.com",
      contact: "+919000000000",
      notes: {},
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: expect.any(Number),
    });
  });

  it("fetches a failed payment with Razorpay's reason", async () => {
    const id = await buyerPresses((await anOrder()).id, "fail");
    expect(plain(await client.fetchPayment(id))).toMatchObject({ status: "failed", captured: false, error_code: "BAD_REQUEST_ERROR", error_reason: "payment_failed", error_source: "bank" });
  });

  it("captures an authorized payment for its amount, once", async () => {
    fake.setAutoCapture(false);
    const order = await anOrder();
    const id = await buyerPresses(order.id, "pay");
    expect(plain(await client.fetchPayment(id))).toMatchObject({ status: "authorized", captured: false });
    expect((await client.fetchOrder(order.id)).status).toBe("attempted");

    const wrong = await refusal(client.capturePayment(id, new Decimal("1299.00")));
    expect(wrong).toMatchObject({ status: 400, description: "Capture amount must be equal to the amount authorized", field: "amount" });

    const captured = await client.capturePayment(id, new Decimal("1299.50"));
    expect(plain(captured)).toMatchObject({ id, status: "captured", captured: true, amount: "1299.50" });
    expect(plain(await client.fetchOrder(order.id))).toMatchObject({ status: "paid", amount_paid: "1299.50" });
    expect(await refusal(client.capturePayment(id, new Decimal("1299.50")))).toMatchObject({ status: 400, description: "This payment has already been captured" });
  });
});

describe("refunds", () => {
  it("refunds part, then the rest, and fetches each refund", async () => {
    const paymentId = await buyerPresses((await anOrder()).id, "pay");
    const part = await client.createRefund(paymentId, { amount: new Decimal(500), receipt: "VL-100042-R1", notes: { reason: "scratched leg" } });
    expect(plain(part)).toEqual({
      id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      entity: "refund",
      amount: "500.00",
      currency: "INR",
      payment_id: paymentId,
      notes: { reason: "scratched leg" },
      receipt: "VL-100042-R1",
      status: "processed",
      speed_requested: "normal",
      speed_processed: "normal",
      created_at: expect.any(Number),
    });
    expect(plain(await client.fetchPayment(paymentId))).toMatchObject({ status: "captured", amount_refunded: "500.00", refund_status: "partial" });

    const rest = await client.createRefund(paymentId);
    expect(plain(rest)).toMatchObject({ amount: "799.50", status: "processed", receipt: null, notes: {} });
    expect(plain(await client.fetchPayment(paymentId))).toMatchObject({ status: "refunded", amount_refunded: "1299.50", refund_status: "full" });
    expect(plain(await client.fetchRefund(part.id))).toEqual(plain(part));
    expect(plain(await client.fetchRefund(rest.id))).toEqual(plain(rest));

    expect(await refusal(client.createRefund(paymentId, { amount: new Decimal(1) }))).toMatchObject({ status: 400, code: "BAD_REQUEST_ERROR" });
  });

  it("refuses to refund more than was paid, and a payment that was never captured", async () => {
    const paymentId = await buyerPresses((await anOrder("100.00")).id, "pay");
    expect(await refusal(client.createRefund(paymentId, { amount: new Decimal("100.01") }))).toMatchObject({
      status: 400,
      description: "The refund amount provided is greater than amount captured",
    });
    const failed = await buyerPresses((await anOrder()).id, "fail");
    expect(await refusal(client.createRefund(failed))).toBeInstanceOf(RazorpayApiError);
    expect(await refusal(client.fetchRefund("rfnd_DoesNotExist01"))).toMatchObject({ status: 400, description: "The id provided does not exist" });
  });
});

describe("the hosted checkout form", () => {
  it("posts to the checkout page at the same base URL, with the key id and never the secret", async () => {
    const order = await anOrder();
    const form = client.hostedCheckout({
      orderId: order.id,
      callbackUrl: "https://shop.example.com/orders/100042/paid/",
      cancelUrl: "https://shop.example.com/orders/100042/",
      name: "Vanya Living",
      description: "Order 100042",
      prefill: { email: "asha@example.in", contact: "+919876543210" },
    });
    expect(form).toEqual({
      action: `${fake.apiUrl}/checkout/embedded`,
      fields: {
        key_id: fake.keyId,
        order_id: order.id,
        name: "Vanya Living",
        description: "Order 100042",
        callback_url: "https://shop.example.com/orders/100042/paid/",
        cancel_url: "https://shop.example.com/orders/100042/",
        "prefill[email]": "asha@example.in",
        "prefill[contact]": "+919876543210",
      },
    });
    expect(JSON.stringify(form)).not.toContain(fake.keySecret);
    const page = await fetch(form.action, { method: "POST", body: new URLSearchParams(form.fields) });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(order.id);
    expect(html).toContain('value="asha@example.in"');
  });
});

describe("when things go wrong", () => {
  it("says the keys were refused (401), without the secret in the message", async () => {
    const wrong = new RazorpayClient({ keyId: fake.keyId, keySecret: "not-the-secret-123", apiUrl: fake.apiUrl });
    const error = await refusal(wrong.fetchOrder("order_DoesNotExist01"));
    expect(error).toBeInstanceOf(RazorpayAuthenticationError);
    expect(error).toBeInstanceOf(RazorpayApiError);
    expect(error).toMatchObject({ status: 401, code: "BAD_REQUEST_ERROR", description: "Authentication failed" });
    expect(error.message).not.toContain("not-the-secret-123");
    const otherKey = new RazorpayClient({ keyId: "rzp_test_SomeoneElse00", keySecret: fake.keySecret, apiUrl: fake.apiUrl });
    expect(await refusal(otherKey.createOrder({ amount: new Decimal(100), receipt: "x" }))).toBeInstanceOf(RazorpayAuthenticationError);
  });

  it("gives up after the timeout when Razorpay does not answer, or stops halfway through the body", async () => {
    const held: http.ServerResponse[] = [];
    const silent = http.createServer((req, res) => {
      held.push(res);
      if (req.url?.includes("halfway")) {
        res.writeHead(200, { "content-type": "application/json" });
        res.write('{"id": "order_');
      }
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/v1`;
    try {
      const slow = new RazorpayClient({ keyId: "rzp_test_1DP5mmOlF5G5ag", keySecret: "thisisasecretkey", apiUrl: base, timeoutMs: 300 });
      const started = Date.now();
      const error = await refusal(slow.fetchOrder("order_Slow"));
      expect(error).toBeInstanceOf(RazorpayUnreachableError);
      expect(error).toMatchObject({ reason: "timeout", message: "Razorpay did not answer GET /orders/order_Slow in time" });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(await refusal(slow.fetchOrder("halfway"))).toMatchObject({ reason: "timeout" });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it("says Razorpay could not be reached when nothing listens", async () => {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const nowhere = new RazorpayClient({ keyId: "rzp_test_1DP5mmOlF5G5ag", keySecret: "thisisasecretkey", apiUrl: `http://127.0.0.1:${port}/v1` });
    expect(await refusal(nowhere.fetchPayment("pay_X"))).toMatchObject({ name: "RazorpayUnreachableError", reason: "network" });
  });

  it("says so when the answer is not Razorpay's: a proxy's error page, a shape it does not know", async () => {
    const odd = http.createServer((req, res) => {
      if (req.url?.startsWith("/v1/orders/")) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ id: "order_X", entity: "order", amount: "1299.50" }));
      } else {
        res.writeHead(502, { "content-type": "text/html" });
        res.end("<html><body><h1>502 Bad Gateway</h1></body></html>");
      }
    });
    await new Promise<void>((resolve) => odd.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(odd.address() as AddressInfo).port}/v1`;
    try {
      const c = new RazorpayClient({ keyId: "rzp_test_1DP5mmOlF5G5ag", keySecret: "thisisasecretkey", apiUrl: base });
      const gateway = await refusal(c.fetchPayment("pay_X"));
      expect(gateway).toBeInstanceOf(RazorpayAnswerError);
      expect(gateway).toMatchObject({ status: 502, message: "Unexpected answer from Razorpay to GET /payments/pay_X (502): <html><body><h1>502 Bad Gateway</h1></body></html>" });
      const shape = await refusal(c.fetchOrder("order_X"));
      expect(shape).toBeInstanceOf(RazorpayAnswerError);
      expect(shape.message).toMatch(/^Unexpected answer from Razorpay to GET \/orders\/order_X \(200\): amount: /);
    } finally {
      await new Promise<void>((resolve) => odd.close(() => resolve()));
    }
  });
});

describe("razorpayClient()", () => {
  it("uses the shop's settings, so only RAZORPAY_API_URL tells the fake from Razorpay", async () => {
    const restore = setEnv({ RAZORPAY_KEY_ID: fake.keyId, RAZORPAY_KEY_SECRET: fake.keySecret, RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret, RAZORPAY_API_URL: fake.apiUrl });
    resetConfig();
    try {
      expect(razorpayConfigured()).toBe(true);
      const order = await razorpayClient().createOrder({ amount: new Decimal("24999.00"), receipt: "VL-7" });
      expect(fake.store.order(order.id).amount).toBe(2499900);
    } finally {
      restore();
      resetConfig();
    }
    expect(razorpayConfigured()).toBe(false);
    expect(() => razorpayClient()).toThrow(/Razorpay is not configured/);
  });
});
