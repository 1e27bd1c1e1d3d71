// A small typed client of Razorpay's REST API: exactly the calls the shop makes (docs/decisions/0153).
// Basic auth with the key id and secret, a timeout on every call, answers checked with zod, amounts
// as Decimal on the shop's side and paise on Razorpay's (paise.ts). Only the base URL tells Razorpay
// from the local fake (scripts/fake-razorpay/).
import type { z } from "zod";
import type { Decimal } from "@/lib/pricing/decimal.ts";
import { collectionOf, razorpayErrorBody, razorpayOrder, razorpayPayment, razorpayRefund } from "./entities.ts";
import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from "./entities.ts";
import { RazorpayAnswerError, RazorpayApiError, RazorpayAuthenticationError, RazorpayUnreachableError } from "./errors.ts";
import { toPaise } from "./paise.ts";
import { razorpaySettings, type RazorpaySettings } from "./settings.ts";

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface RazorpayClientOptions extends Pick<RazorpaySettings, "keyId" | "keySecret" | "apiUrl"> {
  /** Each call, its answer's body included, must be done within this time. */
  timeoutMs?: number;
}

export interface NewRazorpayOrder {
  amount: Decimal;
  /** The shop's reference, e.g. the order number; at most 40 characters. */
  receipt: string;
  /** At most 15 keys of at most 256 characters each. */
  notes?: Record<string, string>;
}

export interface NewRazorpayRefund {
  /** Part of the payment; the whole (what is left of it) when omitted. */
  amount?: Decimal;
  receipt?: string;
  notes?: Record<string, string>;
}

export interface HostedCheckout {
  /** Where the buyer's browser posts `fields` (Razorpay's hosted checkout page). */
  action: string;
  fields: Record<string, string>;
}

export interface HostedCheckoutRequest {
  orderId: string;
  /** Razorpay posts the outcome here (`razorpay_payment_id`, `razorpay_order_id`, `razorpay_signature`, or `error[…]`). */
  callbackUrl: string;
  /** Where the buyer goes on closing the checkout without paying. */
  cancelUrl?: string;
  /** The shop's name, shown on the checkout. */
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
}

type Method = "GET" | "POST";

const INR = "INR";

export class RazorpayClient {
  readonly #authorization: string;
  readonly #apiUrl: string;
  readonly #timeoutMs: number;
  readonly keyId: string;

  constructor(options: RazorpayClientOptions) {
    this.keyId = options.keyId;
    this.#apiUrl = options.apiUrl.replace(/\/+$/, "");
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
  }

  /** Creates a Razorpay order for `amount` in rupees (sent as paise, INR). */
  async createOrder(order: NewRazorpayOrder): Promise<RazorpayOrder> {
    return this.#call("POST", "/orders", razorpayOrder, {
      amount: toPaise(order.amount),
      currency: INR,
      receipt: order.receipt,
      notes: order.notes ?? {},
    });
  }

  async fetchOrder(orderId: string): Promise<RazorpayOrder> {
    return this.#call("GET", `/orders/${segment(orderId)}`, razorpayOrder);
  }

  /** Every payment tried for the order, failed ones included. */
  async fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]> {
    const list = await this.#call("GET", `/orders/${segment(orderId)}/payments`, collectionOf(razorpayPayment));
    return list.items;
  }

  async fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    return this.#call("GET", `/payments/${segment(paymentId)}`, razorpayPayment);
  }

  /** Captures an authorized payment; `amount` must be the amount authorized. */
  async capturePayment(paymentId: string, amount: Decimal): Promise<RazorpayPayment> {
    return this.#call("POST", `/payments/${segment(paymentId)}/capture`, razorpayPayment, { amount: toPaise(amount), currency: INR });
  }

  /** Refunds a captured payment, in full (what is left of it) or the part given. */
  async createRefund(paymentId: string, refund: NewRazorpayRefund = {}): Promise<RazorpayRefund> {
    const body: Record<string, unknown> = { speed: "normal", notes: refund.notes ?? {} };
    if (refund.amount !== undefined) body.amount = toPaise(refund.amount);
    if (refund.receipt !== undefined) body.receipt = refund.receipt;
    return this.#call("POST", `/payments/${segment(paymentId)}/refund`, razorpayRefund, body);
  }

  async fetchRefund(refundId: string): Promise<RazorpayRefund> {
    return this.#call("GET", `/refunds/${segment(refundId)}`, razorpayRefund);
  }

  /** The form that sends the buyer's browser to Razorpay's hosted checkout for `orderId` (no API call). */
  hostedCheckout(request: HostedCheckoutRequest): HostedCheckout {
    const fields: Record<string, string> = {
      key_id: this.keyId,
      order_id: request.orderId,
      name: request.name,
      callback_url: request.callbackUrl,
    };
    if (request.cancelUrl) fields.cancel_url = request.cancelUrl;
    if (request.description) fields.description = request.description;
    for (const [key, value] of Object.entries(request.prefill ?? {})) if (value) fields[`prefill[${key}]`] = value;
    return { action: `${this.#apiUrl}/checkout/embedded`, fields };
  }

  async #call<S extends z.ZodType>(method: Method, path: string, schema: S, body?: unknown): Promise<z.output<S>> {
    const call = `${method} ${path}`;
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${this.#apiUrl}${path}`, {
        method,
        headers: {
          authorization: this.#authorization,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "error",
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new RazorpayUnreachableError(call, timedOut ? "timeout" : "network", { cause: error });
    }
    const json = parseJson(text);
    if (status < 200 || status > 299) {
      const refusal = razorpayErrorBody.safeParse(json);
      if (!refusal.success) throw new RazorpayAnswerError(call, status, describe(text));
      if (status === 401) throw new RazorpayAuthenticationError(call, status, refusal.data.error);
      throw new RazorpayApiError(call, status, refusal.data.error);
    }
    const answer = schema.safeParse(json);
    if (!answer.success) {
      const issue = answer.error.issues[0];
      throw new RazorpayAnswerError(call, status, issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : describe(text));
    }
    return answer.data;
  }
}

/** A client with the shop's settings; throws when Razorpay is not configured (check `razorpayConfigured()`). */
export function razorpayClient(options: { timeoutMs?: number } = {}): RazorpayClient {
  const settings = razorpaySettings();
  if (!settings) throw new Error("Razorpay is not configured: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET");
  return new RazorpayClient({ ...settings, ...options });
}

function segment(id: string): string {
  return encodeURIComponent(id);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A short, single-line glimpse of a body that is not Razorpay's. */
function describe(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (!line) return "an empty body";
  return line.length > 120 ? `${line.slice(0, 120)}…` : line;
}
