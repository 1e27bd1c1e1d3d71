// How the order pages print statuses, payment methods and moments.
import { config } from "@/lib/config.ts";
import type { OrderStatusName } from "@/lib/orders/pipeline-rules.ts";

/** Statuses as staff read them (the buyer reads STATUS_LABELS). */
export const STAFF_STATUS_LABELS: Record<OrderStatusName, string> = {
  pending_payment: "Awaiting payment",
  new: "New",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const PAYMENT_LABELS: Record<string, string> = { cod: "Cash on delivery", razorpay: "Online (Razorpay)" };

export function paymentLabel(code: string): string {
  return PAYMENT_LABELS[code] ?? code;
}

/** An order's payment state as staff read it. */
export const PAYMENT_STATE_LABELS: Record<string, string> = {
  not_required: "Cash on delivery",
  pending: "Awaiting payment",
  paid: "Paid",
  failed: "Payment failed",
  refunded: "Refunded",
  partially_refunded: "Partly refunded",
};

/** "28 Nov 2026, 2:05 pm" in the shop's time zone. */
export function staffTime(at: Date): string {
  return new Intl.DateTimeFormat("en-IN", { timeZone: config().SHOP_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }).format(at);
}
