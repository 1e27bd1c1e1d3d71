// The fake's hosted checkout: a page with "Pay", "Fail" and "Close" buttons standing in for Razorpay's,
// then the buyer's return to the shop the way Razorpay's redirect mode does it: a form posted to
// `callback_url` (or a GET with the fields in the query when `callback_method=get`), carrying
// `razorpay_payment_id`, `razorpay_order_id` and `razorpay_signature`, or the `error[…]` fields.
// Plain HTML forms: it works without JavaScript (the return page then shows a button to press).
import { createHmac } from "node:crypto";
import type { FakeOrder, FakeStore, PaymentMethod } from "./store.ts";

export interface CheckoutRequest {
  orderId: string;
  callbackUrl: string;
  cancelUrl: string | null;
  callbackMethod: "post" | "get";
  name: string;
  description: string | null;
  email: string;
  contact: string;
}

/** What the server sends back: a page, or a redirect. */
export type CheckoutAnswer = { status: number; html: string } | { status: 303; location: string };

const METHODS: { value: PaymentMethod; label: string }[] = [
  { value: "upi", label: "UPI" },
  { value: "card", label: "Card" },
  { value: "netbanking", label: "Net banking" },
];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const rupees = (paise: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(paise / 100);

/** An http(s) URL the buyer may be sent back to; null otherwise. */
export function returnUrl(value: unknown): string | null {
  if (typeof value !== "string" || !value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; background: #f2f4f8; color: #1b1f29; }
main { max-width: 26rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: .5rem; box-shadow: 0 1px 4px #0002; }
.test { background: #fff3cd; padding: .4rem .6rem; border-radius: .25rem; font-size: .9rem; }
.amount { font-size: 1.6rem; font-weight: 700; margin: .5rem 0 1rem; }
fieldset { border: 1px solid #c8ccd6; border-radius: .25rem; margin: 0 0 1rem; }
label { display: block; margin: .3rem 0; }
input[type=email], input[type=tel] { width: 100%; box-sizing: border-box; padding: .5rem; font: inherit; }
.buttons { display: flex; gap: .5rem; margin-top: 1rem; }
button { font: inherit; padding: .6rem 1rem; border-radius: .25rem; border: 1px solid #1b1f29; background: #fff; color: #1b1f29; cursor: pointer; }
button.pay { background: #0b57d0; border-color: #0b57d0; color: #fff; flex: 1; }
button:focus-visible { outline: 3px solid #f29900; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function hidden(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
}

/** The checkout page for `order`. */
export function checkoutPage(order: FakeOrder, request: CheckoutRequest): string {
  const amount = rupees(order.amount);
  const carried: Record<string, string> = { callback_url: request.callbackUrl, callback_method: request.callbackMethod, name: request.name };
  if (request.cancelUrl) carried.cancel_url = request.cancelUrl;
  if (request.description) carried.description = request.description;
  const paid = order.status === "paid";
  const choices = METHODS.map(
    (m, i) => `<label><input type="radio" name="method" value="${m.value}"${i === 0 ? " checked" : ""}> ${m.label}</label>`,
  ).join("\n");
  return page(
    `Pay ${amount} to ${request.name}`,
    `<h1>${escapeHtml(request.name)}</h1>
${request.description ? `<p>${escapeHtml(request.description)}</p>` : ""}
<p class="test">Test checkout: no money moves.</p>
<p class="amount" id="amount">${amount}</p>
<p>Order <code>${escapeHtml(order.id)}</code></p>
<form method="post" action="/checkout/${encodeURIComponent(order.id)}/submit">
${hidden(carried)}
${
  paid
    ? `<p role="status">This order has already been paid.</p>
<div class="buttons"><button type="submit" name="outcome" value="close">Close</button></div>`
    : `<fieldset>
<legend>Pay by</legend>
${choices}
</fieldset>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(request.email)}">
<label for="contact">Phone</label>
<input id="contact" name="contact" type="tel" autocomplete="tel" value="${escapeHtml(request.contact)}">
<div class="buttons">
<button type="submit" class="pay" name="outcome" value="pay" aria-describedby="amount">Pay</button>
<button type="submit" name="outcome" value="fail">Fail</button>
<button type="submit" name="outcome" value="close">Close</button>
</div>`
}
</form>`,
  );
}

/** The page that takes the buyer back to the shop with `fields` (POST), or the redirect (GET). */
function backToShop(request: CheckoutRequest, heading: string, fields: Record<string, string>): CheckoutAnswer {
  if (request.callbackMethod === "get") {
    const url = new URL(request.callbackUrl);
    for (const [k, v] of Object.entries(fields)) url.searchParams.append(k, v);
    return { status: 303, location: url.toString() };
  }
  return {
    status: 200,
    html: page(
      heading,
      `<h1>${escapeHtml(heading)}</h1>
<p>Taking you back to ${escapeHtml(request.name)}…</p>
<form id="back" method="post" action="${escapeHtml(request.callbackUrl)}">
${hidden(fields)}
<button type="submit">Return to ${escapeHtml(request.name)}</button>
</form>
<script>document.getElementById("back").submit();</script>`,
    ),
  };
}

/** What the buyer's button does: pay, fail, or close the checkout. */
export function submitCheckout(store: FakeStore, keySecret: string, request: CheckoutRequest, outcome: string, method: string): CheckoutAnswer {
  const order = store.order(request.orderId);
  const chosen = (METHODS.find((m) => m.value === method) ?? METHODS[0]!).value;
  const buyer = { email: request.email, contact: request.contact };
  if (outcome === "pay") {
    const payment = store.pay(order.id, chosen, buyer);
    const signature = createHmac("sha256", keySecret).update(`${order.id}|${payment.id}`).digest("hex");
    return backToShop(request, "Payment successful", {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: signature,
    });
  }
  if (outcome === "fail") {
    const payment = store.fail(order.id, chosen, buyer);
    return backToShop(request, "Payment failed", {
      "error[code]": payment.error_code!,
      "error[description]": payment.error_description!,
      "error[source]": payment.error_source!,
      "error[step]": payment.error_step!,
      "error[reason]": payment.error_reason!,
      "error[metadata][payment_id]": payment.id,
      "error[metadata][order_id]": order.id,
    });
  }
  if (outcome === "close") {
    if (request.cancelUrl) return { status: 303, location: request.cancelUrl };
    return backToShop(request, "Payment cancelled", {
      "error[code]": "BAD_REQUEST_ERROR",
      "error[description]": "Payment processing cancelled by user",
      "error[source]": "customer",
      "error[step]": "payment_authentication",
      "error[reason]": "payment_cancelled",
      "error[metadata][order_id]": order.id,
    });
  }
  return { status: 400, html: page("Unknown choice", `<h1>Unknown choice</h1><p>Choose Pay, Fail or Close.</p>`) };
}

export function errorPage(status: number, message: string): CheckoutAnswer {
  return { status, html: page("Checkout error", `<h1>Checkout error</h1><p>${escapeHtml(message)}</p>`) };
}
