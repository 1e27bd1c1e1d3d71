// The fake of Razorpay as the shop and a buyer meet it: its checkout page's buttons (the page fetched,
// its forms submitted as a browser without JavaScript would) bring the buyer back with fields the
// shop's own signature check accepts; its webhooks are signed as the shop's check expects, and the
// switches delay, repeat or drop them.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { RazorpayClient } from "@/lib/payments/razorpay/client.ts";
import { readWebhook } from "@/lib/payments/razorpay/events.ts";
import { verifyCheckoutSignature } from "@/lib/payments/razorpay/signatures.ts";
import { Decimal } from "@/lib/pricing/decimal.ts";
import { startFakeRazorpay, type FakeRazorpay } from "./server.ts";

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local server standing in for the shop: records what the fake's redirects and webhooks bring. */
async function startShop() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    webhooks: () => received.filter((r) => r.url === "/webhook/"),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Form {
  action: string;
  method: string;
  /** What the form sends besides the button pressed: hidden and text inputs, checked radios. */
  fields: Record<string, string>;
  buttons: { name: string; value: string; text: string }[];
}

const unescapeHtml = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, "&");
const attrs = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!, unescapeHtml(m[2] ?? "")]));

/** The forms of a page, read the way a browser would submit them. */
function formsOf(html: string): Form[] {
  return [...html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)].map((m) => {
    const form = attrs(m[1]!);
    const fields: Record<string, string> = {};
    for (const input of m[2]!.matchAll(/<input([^>]*)>/g)) {
      const a = attrs(input[1]!);
      if (a.type === "radio" && !("checked" in a)) continue;
      if (a.name) fields[a.name] = a.value ?? "";
    }
    const buttons = [...m[2]!.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)].map((b) => {
      const a = attrs(b[1]!);
      return { name: a.name ?? "", value: a.value ?? "", text: b[2]!.trim() };
    });
    return { action: form.action ?? "", method: (form.method ?? "get").toLowerCase(), fields, buttons };
  });
}

/** Presses the button labelled `text` of the page's form, as a browser without JavaScript would. */
async function press(pageUrl: string, html: string, text: string): Promise<Response> {
  const form = formsOf(html).find((f) => f.buttons.some((b) => b.text === text));
  if (!form) throw new Error(`No button "${text}" on the page`);
  const button = form.buttons.find((b) => b.text === text)!;
  const body = new URLSearchParams({ ...form.fields, ...(button.name ? { [button.name]: button.value } : {}) });
  const action = new URL(form.action, pageUrl).toString();
  return form.method === "post" ? fetch(action, { method: "POST", body, redirect: "manual" }) : fetch(`${action}?${body}`, { redirect: "manual" });
}

let fake: FakeRazorpay;
let shop: Awaited<ReturnType<typeof startShop>>;
let client: RazorpayClient;

beforeAll(async () => {
  shop = await startShop();
  fake = await startFakeRazorpay({ webhookUrl: `${shop.origin}/webhook/` });
  client = new RazorpayClient({ keyId: fake.keyId, keySecret: fake.keySecret, apiUrl: fake.apiUrl });
});
afterAll(async () => {
  await fake.close();
  await shop.close();
});
afterEach(async () => {
  await fake.webhooksSettled();
  fake.setWebhooks({ delayMs: 0, repeat: 1, drop: false });
  fake.setAutoCapture(true);
  shop.received.length = 0;
});

const newOrder = () => client.createOrder({ amount: new Decimal("18999.50"), receipt: "VL-100043" });

async function checkoutPage(orderId: string, query: Record<string, string> = {}) {
  const url = `${fake.url}/checkout/${orderId}?${new URLSearchParams({ callback_url: `${shop.origin}/paid/`, ...query })}`;
  const res = await fetch(url);
  return { url, status: res.status, html: await res.text() };
}

describe("the checkout page", () => {
  it("shows the amount and real, labelled Pay, Fail and Close buttons in a form that works without JavaScript", async () => {
    const order = await newOrder();
    const page = await checkoutPage(order.id);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain("₹18,999.50");
    const [form] = formsOf(page.html);
    expect(form!.method).toBe("post");
    expect(form!.buttons.map((b) => b.text)).toEqual(["Pay", "Fail", "Close"]);
    expect(page.html).toContain("<legend>Pay by</legend>");
    expect(page.html).toMatch(/<label><input type="radio" name="method" value="upi" checked> UPI<\/label>/);
    expect(page.html).toContain('<label for="email">E-mail</label>');
    expect(page.html).toContain('<label for="contact">Phone</label>');
    expect(page.html).not.toContain(fake.keySecret);
  });

  it("Pay: posts the buyer back with a signature the shop's check accepts, and the order is paid", async () => {
    const order = await newOrder();
    const page = await checkoutPage(order.id);
    const back = await press(page.url, page.html, "Pay");
    expect(back.status).toBe(200);
    const returning = await back.text();
    const [form] = formsOf(returning);
    expect(form).toMatchObject({ action: `${shop.origin}/paid/`, method: "post" });
    expect(returning).toContain("<script>document.getElementById(\"back\").submit();</script>");
    expect(form!.buttons.map((b) => b.text)).toEqual(["Return to Test merchant"]);

    await press(page.url, returning, "Return to Test merchant");
    const callback = shop.received.find((r) => r.url === "/paid/")!;
    expect(callback.method).toBe("POST");
    const fields = Object.fromEntries(new URLSearchParams(callback.body));
    expect(Object.keys(fields).sort()).toEqual(["razorpay_order_id", "razorpay_payment_id", "razorpay_signature"]);
    expect(fields.razorpay_order_id).toBe(order.id);
    const ret = { orderId: fields.razorpay_order_id, paymentId: fields.razorpay_payment_id, signature: fields.razorpay_signature };
    expect(verifyCheckoutSignature(ret, fake.keySecret)).toBe(true);
    expect(verifyCheckoutSignature(ret, fake.webhookSecret)).toBe(false);
    expect(verifyCheckoutSignature({ ...ret, orderId: (await newOrder()).id }, fake.keySecret)).toBe(false);
    expect((await client.fetchPayment(ret.paymentId!)).status).toBe("captured");
    expect((await client.fetchOrder(order.id)).status).toBe("paid");

    const again = await checkoutPage(order.id);
    expect(again.html).toContain("This order has already been paid.");
    expect(formsOf(again.html)[0]!.buttons.map((b) => b.text)).toEqual(["Close"]);
    // The old page's Pay button, pressed again (a second tab): refused, no second payment.
    expect((await press(page.url, page.html, "Pay")).status).toBe(409);
    expect(await client.fetchOrderPayments(order.id)).toHaveLength(1);
  });

  it("Fail: brings the buyer back with Razorpay's error fields, and the order may be paid again", async () => {
    const order = await newOrder();
    const page = await checkoutPage(order.id);
    const back = await press(page.url, page.html, "Fail");
    const [form] = formsOf(await back.text());
    expect(form!.action).toBe(`${shop.origin}/paid/`);
    const payment = (await client.fetchOrderPayments(order.id))[0]!;
    expect(form!.fields).toEqual({
      "error[code]": "BAD_REQUEST_ERROR",
      "error[description]": "Payment failed because the bank declined it.",
      "error[source]": "bank",
      "error[step]": "payment_authorization",
      "error[reason]": "payment_failed",
      "error[metadata][payment_id]": payment.id,
      "error[metadata][order_id]": order.id,
    });
    expect(payment.status).toBe("failed");
    expect((await client.fetchOrder(order.id)).status).toBe("attempted");
    const retry = await press(page.url, page.html, "Pay");
    expect(formsOf(await retry.text())[0]!.fields.razorpay_order_id).toBe(order.id);
  });

  it("Close: goes to cancel_url when given, otherwise back with payment_cancelled; no payment is made", async () => {
    const order = await newOrder();
    const withCancel = await checkoutPage(order.id, { cancel_url: `${shop.origin}/basket/` });
    const closed = await press(withCancel.url, withCancel.html, "Close");
    expect(closed.status).toBe(303);
    expect(closed.headers.get("location")).toBe(`${shop.origin}/basket/`);

    const page = await checkoutPage(order.id);
    const [form] = formsOf(await (await press(page.url, page.html, "Close")).text());
    expect(form!.fields).toMatchObject({ "error[reason]": "payment_cancelled", "error[metadata][order_id]": order.id });
    expect(form!.fields["error[metadata][payment_id]"]).toBeUndefined();
    expect(await client.fetchOrderPayments(order.id)).toEqual([]);
    expect((await client.fetchOrder(order.id)).status).toBe("created");
  });

  it("with callback_method=get, redirects with the fields in the query", async () => {
    const order = await newOrder();
    const page = await checkoutPage(order.id, { callback_method: "get" });
    const back = await press(page.url, page.html, "Pay");
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get("location")!);
    expect(location.origin + location.pathname).toBe(`${shop.origin}/paid/`);
    const q = location.searchParams;
    expect(verifyCheckoutSignature({ orderId: q.get("razorpay_order_id"), paymentId: q.get("razorpay_payment_id"), signature: q.get("razorpay_signature") }, fake.keySecret)).toBe(true);
  });

  it("is reached as Razorpay's hosted checkout, and refuses another key, an unknown order, a missing callback", async () => {
    const order = await newOrder();
    const form = client.hostedCheckout({ orderId: order.id, callbackUrl: `${shop.origin}/paid/`, name: "Vanya Living" });
    const page = await fetch(form.action, { method: "POST", body: new URLSearchParams(form.fields) });
    const html = await page.text();
    expect(html).toContain("<h1>Vanya Living</h1>");
    const back = await press(form.action, html, "Pay");
    expect(formsOf(await back.text())[0]!.buttons[0]!.text).toBe("Return to Vanya Living");

    const post = (fields: Record<string, string>) => fetch(form.action, { method: "POST", body: new URLSearchParams(fields) });
    expect((await post({ ...form.fields, key_id: "rzp_test_SomeoneElse00" })).status).toBe(401);
    expect((await post({ ...form.fields, order_id: "order_DoesNotExist01" })).status).toBe(404);
    expect((await post({ ...form.fields, callback_url: "javascript:alert(1)" })).status).toBe(400);
    expect((await checkoutPage(order.id, { callback_url: "" })).status).toBe(400);
  });
});

describe("webhooks", () => {
  async function payThroughCheckout(): Promise<string> {
    const order = await newOrder();
    const page = await checkoutPage(order.id);
    await press(page.url, page.html, "Pay");
    await fake.webhooksSettled();
    return order.id;
  }

  it("are signed over the raw body with the webhook secret, with an event id, and read by the shop", async () => {
    const orderId = await payThroughCheckout();
    const deliveries = shop.webhooks();
    const readings = deliveries.map((d) => readWebhook({ rawBody: d.body, headers: d.headers }, fake.webhookSecret));
    expect(readings.map((r) => (r.outcome === "event" ? r.event.event : r.outcome === "ignored" ? `ignored ${r.event}` : r.reason))).toEqual([
      "ignored payment.authorized",
      "payment.captured",
      "order.paid",
    ]);
    const paid = readings[2]!;
    if (paid.outcome !== "event" || paid.event.event !== "order.paid") throw new Error("no order.paid");
    expect(paid.event.order.id).toBe(orderId);
    expect(paid.event.order.amount_paid.toFixed(2)).toBe("18999.50");
    expect(new Set(deliveries.map((d) => d.headers["x-razorpay-event-id"])).size).toBe(3);
    expect(deliveries[0]!.headers["content-type"]).toBe("application/json");
    for (const d of deliveries) expect(readWebhook({ rawBody: d.body, headers: d.headers }, fake.keySecret)).toEqual({ outcome: "refused", reason: "signature" });
    expect(fake.events.slice(-3).every((e) => e.deliveries.length === 1 && e.deliveries[0]!.status === 200)).toBe(true);
  });

  it("announce payment.failed and refund.processed", async () => {
    const order = await newOrder();
    const page = await checkoutPage(order.id);
    await press(page.url, page.html, "Fail");
    await fake.webhooksSettled();
    const failed = readWebhook({ rawBody: shop.webhooks()[0]!.body, headers: shop.webhooks()[0]!.headers }, fake.webhookSecret);
    expect(failed.outcome === "event" && failed.event.event).toBe("payment.failed");

    const paymentId = Object.fromEntries(new URLSearchParams(formsOf(await (await press(page.url, page.html, "Pay")).text())[0]!.fields)).razorpay_payment_id!;
    const refund = await client.createRefund(paymentId, { amount: new Decimal(999) });
    await fake.webhooksSettled();
    const last = shop.webhooks().at(-1)!;
    const reading = readWebhook({ rawBody: last.body, headers: last.headers }, fake.webhookSecret);
    if (reading.outcome !== "event" || reading.event.event !== "refund.processed") throw new Error("no refund.processed");
    expect(reading.event.refund.id).toBe(refund.id);
    expect(reading.event.refund.amount.toFixed(2)).toBe("999.00");
    expect(reading.event.payment.refund_status).toBe("partial");
  });

  it("repeat: each event arrives several times with the same id and the same bytes", async () => {
    fake.setWebhooks({ repeat: 3 });
    await payThroughCheckout();
    const deliveries = shop.webhooks();
    expect(deliveries).toHaveLength(9);
    const byId = new Map<string, Received[]>();
    for (const d of deliveries) {
      const id = d.headers["x-razorpay-event-id"] as string;
      byId.set(id, [...(byId.get(id) ?? []), d]);
    }
    expect(byId.size).toBe(3);
    for (const copies of byId.values()) {
      expect(copies).toHaveLength(3);
      expect(new Set(copies.map((c) => c.body)).size).toBe(1);
      expect(new Set(copies.map((c) => c.headers["x-razorpay-signature"])).size).toBe(1);
    }
  });

  it("drop: nothing arrives, and the fake still lists the events as dropped", async () => {
    fake.setWebhooks({ drop: true });
    await payThroughCheckout();
    expect(shop.webhooks()).toEqual([]);
    const listed = (await (await fetch(`${fake.url}/__events`)).json()) as { event: string; dropped: boolean; deliveries: unknown[] }[];
    expect(listed.slice(-3).map((e) => [e.event, e.dropped, e.deliveries.length])).toEqual([
      ["payment.authorized", true, 0],
      ["payment.captured", true, 0],
      ["order.paid", true, 0],
    ]);
  });

  it("delay: the buyer is back before the webhook arrives", async () => {
    fake.setWebhooks({ delayMs: 400 });
    const order = await newOrder();
    const page = await checkoutPage(order.id, { callback_method: "get" });
    const started = Date.now();
    const back = await press(page.url, page.html, "Pay");
    expect(back.status).toBe(303);
    expect(shop.webhooks()).toEqual([]);
    await fake.webhooksSettled();
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(shop.webhooks()).toHaveLength(3);
  });

  it("are switched over HTTP by POST /__control too, which refuses what it cannot do", async () => {
    const set = (body: unknown) => fetch(`${fake.url}/__control`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const answer = await set({ webhooks: { delay_ms: 0, repeat: 2, drop: false }, auto_capture: false });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ webhooks: { delay_ms: 0, repeat: 2, drop: false }, webhook_url: `${shop.origin}/webhook/`, auto_capture: false });
    await payThroughCheckout();
    // Not captured: only payment.authorized, twice.
    expect(shop.webhooks().map((d) => JSON.parse(d.body).event)).toEqual(["payment.authorized", "payment.authorized"]);

    expect((await set({ webhooks: { repeat: 0 } })).status).toBe(400);
    expect((await set({ webhooks: { drop: "yes" } })).status).toBe(400);
    expect((await set({ webhook_url: "ftp://x" })).status).toBe(400);
    expect(await (await fetch(`${fake.url}/__control`)).json()).toMatchObject({ webhooks: { repeat: 2 }, auto_capture: false });
  });
});

describe("the API's door", () => {
  it("needs the key id and secret, and refuses fields Razorpay does not take", async () => {
    const noAuth = await fetch(`${fake.apiUrl}/orders`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(noAuth.status).toBe(401);
    expect(await noAuth.json()).toMatchObject({ error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    const auth = `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString("base64")}`;
    const extra = await fetch(`${fake.apiUrl}/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: auth },
      body: JSON.stringify({ amount: 50000, currency: "INR", receipt: "r", customer: "x" }),
    });
    expect(extra.status).toBe(400);
    expect(await extra.json()).toMatchObject({ error: { description: "customer is/are not required and should not be sent", field: "customer" } });
    const missing = await fetch(`${fake.apiUrl}/nothing-here`, { headers: { authorization: auth } });
    expect(missing.status).toBe(404);
    expect((await fetch(`${fake.apiUrl}/orders/order_%E0%A4`, { headers: { authorization: auth } })).status).toBe(400);
  });
});
