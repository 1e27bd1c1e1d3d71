// The fake's state: Razorpay's orders, payments and refunds in its own wire shapes (amounts in paise),
// and the rules that move them (created → attempted → paid; authorized → captured; refunds processed at
// once). Every change that Razorpay announces by webhook is handed to `announce`.
import { randomBytes } from "node:crypto";

export type Notes = Record<string, string>;

export interface FakeOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Notes | [];
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: "partial" | "full" | null;
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: string | null;
  wallet: null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Notes | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface FakeRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: "processed";
  speed_processed: "normal";
  speed_requested: string;
}

/** Razorpay's refusal: answered as `{"error": {...}}` with `status`. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field: string | null = null,
    readonly code = "BAD_REQUEST_ERROR",
  ) {
    super(description);
  }

  body() {
    return { error: { code: this.code, description: this.description, source: "business", step: "payment_initiation", reason: "input_validation_failed", metadata: {}, field: this.field ?? undefined } };
  }
}

export const notFound = () => new Refusal(400, "The id provided does not exist");

export type Announce = (event: string, payload: Record<string, { entity: object }>) => void;

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** An id like Razorpay's: a prefix and 14 letters and digits (`order_NcX4kqWQ3ZdyT1`). */
export function newId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => BASE62[b % 62]).join("")}`;
}

const now = () => Math.floor(Date.now() / 1000);
const notesOf = (notes: Notes): Notes | [] => (Object.keys(notes).length ? notes : []);

export type PaymentMethod = "upi" | "card" | "netbanking";

export class FakeStore {
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
  readonly refunds = new Map<string, FakeRefund>();
  /** Capture payments as soon as they are authorized (Razorpay's usual account setting). */
  autoCapture = true;

  constructor(private readonly announce: Announce) {}

  createOrder(input: { amount: number; currency: string; receipt: string | null; notes: Notes }): FakeOrder {
    const order: FakeOrder = {
      id: newId("order"),
      entity: "order",
      amount: input.amount,
      amount_paid: 0,
      amount_due: input.amount,
      currency: input.currency,
      receipt: input.receipt,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: notesOf(input.notes),
      created_at: now(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  order(id: string): FakeOrder {
    const order = this.orders.get(id);
    if (!order) throw notFound();
    return order;
  }

  payment(id: string): FakePayment {
    const payment = this.payments.get(id);
    if (!payment) throw notFound();
    return payment;
  }

  refund(id: string): FakeRefund {
    const refund = this.refunds.get(id);
    if (!refund) throw notFound();
    return refund;
  }

  paymentsOf(orderId: string): FakePayment[] {
    this.order(orderId);
    return [...this.payments.values()].filter((p) => p.order_id === orderId).reverse();
  }

  /** The buyer pressed "Pay": a payment is authorized (and captured, with auto-capture). */
  pay(orderId: string, method: PaymentMethod, buyer: { email: string; contact: string }): FakePayment {
    const order = this.order(orderId);
    if (order.status === "paid") throw new Refusal(400, "Order has already been paid");
    const payment = this.attempt(order, method, buyer);
    payment.status = "authorized";
    payment.fee = Math.round(order.amount * 0.02);
    payment.tax = Math.round(payment.fee * 0.18);
    this.announce("payment.authorized", { payment: { entity: payment } });
    if (this.autoCapture) this.capture(payment.id, payment.amount, payment.currency);
    return payment;
  }

  /** The buyer pressed "Fail": the bank turned the payment down. */
  fail(orderId: string, method: PaymentMethod, buyer: { email: string; contact: string }): FakePayment {
    const order = this.order(orderId);
    if (order.status === "paid") throw new Refusal(400, "Order has already been paid");
    const payment = this.attempt(order, method, buyer);
    Object.assign(payment, {
      status: "failed",
      error_code: "BAD_REQUEST_ERROR",
      error_description: "Payment failed because the bank declined it.",
      error_source: "bank",
      error_step: "payment_authorization",
      error_reason: "payment_failed",
    });
    this.announce("payment.failed", { payment: { entity: payment } });
    return payment;
  }

  capture(paymentId: string, amount: number, currency: string): FakePayment {
    const payment = this.payment(paymentId);
    if (payment.status === "captured" || payment.status === "refunded") throw new Refusal(400, "This payment has already been captured");
    if (payment.status !== "authorized") throw new Refusal(400, "Only payments which have been authorized and not yet captured can be captured");
    if (amount !== payment.amount) throw new Refusal(400, "Capture amount must be equal to the amount authorized", "amount");
    if (currency !== payment.currency) throw new Refusal(400, "The currency should be same as the payment currency", "currency");
    const order = this.order(payment.order_id);
    payment.status = "captured";
    payment.captured = true;
    order.status = "paid";
    order.amount_paid = payment.amount;
    order.amount_due = 0;
    this.announce("payment.captured", { payment: { entity: payment } });
    this.announce("order.paid", { payment: { entity: payment }, order: { entity: order } });
    return payment;
  }

  createRefund(paymentId: string, input: { amount?: number; receipt: string | null; notes: Notes; speed: string }): FakeRefund {
    const payment = this.payment(paymentId);
    if (payment.status !== "captured") throw new Refusal(400, "The payment has not been captured or has been fully refunded already");
    const left = payment.amount - payment.amount_refunded;
    const amount = input.amount ?? left;
    if (amount < 100) throw new Refusal(400, "The refund amount must be atleast INR 1.00", "amount");
    if (amount > left) throw new Refusal(400, "The refund amount provided is greater than amount captured", "amount");
    const refund: FakeRefund = {
      id: newId("rfnd"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: notesOf(input.notes),
      receipt: input.receipt,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: "processed",
      speed_processed: "normal",
      speed_requested: input.speed,
    };
    this.refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
    if (payment.refund_status === "full") payment.status = "refunded";
    this.announce("refund.created", { refund: { entity: refund }, payment: { entity: payment } });
    this.announce("refund.processed", { refund: { entity: refund }, payment: { entity: payment } });
    return refund;
  }

  private attempt(order: FakeOrder, method: PaymentMethod, buyer: { email: string; contact: string }): FakePayment {
    order.attempts += 1;
    order.status = "attempted";
    const payment: FakePayment = {
      id: newId("pay"),
      entity: "payment",
      amount: order.amount,
      currency: order.currency,
      status: "created",
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      card_id: null,
      bank: method === "netbanking" ? "HDFC" : null,
      wallet: null,
      vpa: method === "upi" ? "buyer@okfake" : null,
      email: buyer.email,
      contact: buyer.contact,
      notes: [],
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: method === "upi" ? { rrn: String(Date.now()).slice(-12) } : {},
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    return payment;
  }
}
