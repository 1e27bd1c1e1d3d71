// The order status pipeline (spec/API.md §6): new → processing → shipped → delivered; new or
// processing → cancelled. Staff move orders along it; the buyer may cancel while the order is new. An
// order paid online starts at pending_payment: its payment moves it to new (lib/payments/settle.ts),
// the end of its hold, the buyer or staff to cancelled.
export const ORDER_STATUSES = ["pending_payment", "new", "processing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatusName, readonly OrderStatusName[]> = {
  pending_payment: ["new", "cancelled"],
  new: ["processing", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export function canMove(from: OrderStatusName, to: OrderStatusName): boolean {
  return NEXT[from].includes(to);
}

export function buyerMayCancel(status: OrderStatusName): boolean {
  return status === "new" || status === "pending_payment";
}

/** Moves only a payment makes (staff cannot mark an online order paid by hand). */
export function paymentOnlyMove(from: OrderStatusName, to: OrderStatusName): boolean {
  return from === "pending_payment" && to === "new";
}

/** The status as customers read it (mails, pages). */
export const STATUS_LABELS: Record<OrderStatusName, string> = {
  pending_payment: "Awaiting payment",
  new: "Order placed",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const illegalMoveMessage = (from: OrderStatusName, to: OrderStatusName) => `Cannot move an order from ${from} to ${to}.`;
export const CANNOT_CANCEL = "Order can no longer be cancelled.";
export const CANCELLED_BY_CUSTOMER = "Cancelled by the customer";
