// An order moved on (confirmed, shipped, out for delivery, delivered, cancelled…): tell the customer.
import { button, fields, p, quote, renderLayout } from "./layout.ts";
import { linesBlock, totalsBlock, type OrderLineData, type OrderTotalsData } from "./order-summary.ts";
import type { EmailTemplate, SmsTemplate } from "./types.ts";

export interface OrderStatusData {
  /** The customer's first name, or "" when unknown. */
  name: string;
  orderNumber: string;
  /** The new status as customers read it, e.g. "Shipped", "Out for delivery". */
  status: string;
  /** A note from the shop for the customer, or "". */
  note?: string;
  /** The courier's tracking number, when there is one. */
  trackingNumber?: string;
  /** The courier's name, when there is one. */
  carrier?: string;
  /** What the order holds and what it costs, as the confirmation showed them. */
  lines: readonly OrderLineData[];
  totals: OrderTotalsData;
  /** The order's tracking page (its tracking token: status, events and lines, never the address). */
  trackingUrl: string;
}

export const orderStatusEmail: EmailTemplate<OrderStatusData> = (data, ctx) =>
  renderLayout(
    {
      subject: `Order ${data.orderNumber}: ${data.status}`,
      heading: `Your order is now: ${data.status}`,
      preheader: `An update on your ${ctx.shopName} order ${data.orderNumber}.`,
      blocks: [
        p(data.name.trim() ? `Namaste ${data.name.trim()},` : "Namaste,"),
        p(`There is news about your order ${data.orderNumber}. Its status is now “${data.status}”.`),
        ...(data.note?.trim() ? [p("A note from our team:"), quote(data.note.trim())] : []),
        fields([
          ["Order number", data.orderNumber],
          ["Status", data.status],
          ["Courier", data.carrier],
          ["Tracking number", data.trackingNumber],
        ]),
        // Rows queued before status mails carried the order's contents still send, without them.
        ...(data.lines && data.totals ? [linesBlock(data.lines), totalsBlock(data.totals)] : []),
        button("Follow your order", data.trackingUrl),
      ],
    },
    ctx,
  );

export interface OrderStatusSmsData {
  orderNumber: string;
  status: string;
  trackingNumber?: string;
  trackingUrl: string;
}

export const orderStatusSms: SmsTemplate<OrderStatusSmsData> = (data, ctx) => ({
  text:
    `${ctx.shopName}: your order ${data.orderNumber} is now ${data.status}.` +
    (data.trackingNumber?.trim() ? ` Tracking no. ${data.trackingNumber.trim()}.` : "") +
    ` Details: ${data.trackingUrl}`,
});
