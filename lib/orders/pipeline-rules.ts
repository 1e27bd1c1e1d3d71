// The order status pipeline (spec/API.md §6): new → processing → shipped → delivered; new or
// processing → cancelled. Staff move orders along it; the buyer may cancel while the order is new.
export const ORDER_STATUSES = ["new", "processing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatusName, readonly OrderStatusName[]> = {
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
  return status === "new";
}

/** The status as customers read it (mails, pages). */
export const STATUS_LABELS: Record<OrderStatusName, string> = {
  new: "Order placed",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const illegalMoveMessage = (from: OrderStatusName, to: OrderStatusName) => `Cannot move an order from ${from} to ${to}.`;
export const CANNOT_CANCEL = "Order can no longer be cancelled.";
export const CANCELLED_BY_CUSTOMER = "Cancelled by the customer";
