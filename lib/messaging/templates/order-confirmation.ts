// "Thank you for your order": what was bought, what it cost, where it goes and how to follow it.
// Amounts arrive formatted ("₹45,000"); lines and totals render as in every order mail (order-summary.ts).
import { button, fields, p, renderLayout, small } from "./layout.ts";
import { linesBlock, totalsBlock, type OrderLineData, type OrderTotalsData } from "./order-summary.ts";
import type { EmailTemplate, SmsTemplate } from "./types.ts";

export interface OrderConfirmationData {
  /** The customer's first name, or "" when unknown. */
  name: string;
  orderNumber: string;
  /** When it was placed, formatted for the reader, e.g. "26 Nov 2026, 7:45 pm". */
  placedAt: string;
  lines: readonly OrderLineData[];
  totals: OrderTotalsData;
  /** e.g. "Cash on delivery", "UPI". */
  paymentMethod: string;
  /** The delivery address, one line per element. */
  shippingAddress: readonly string[];
  /** The order's tracking page (its tracking token, so no sign-in is needed; never the address). */
  trackingUrl: string;
}

export const orderConfirmationEmail: EmailTemplate<OrderConfirmationData> = (data, ctx) =>
  renderLayout(
    {
      subject: `Your ${ctx.shopName} order ${data.orderNumber} is confirmed`,
      heading: `Thank you for your order${data.name.trim() ? `, ${data.name.trim()}` : ""}!`,
      preheader: `Order ${data.orderNumber}: ${data.totals.total}.`,
      blocks: [
        p(`We have received your order ${data.orderNumber} and our team is getting it ready. We will write again when it ships.`),
        fields([
          ["Order number", data.orderNumber],
          ["Placed on", data.placedAt],
          ["Payment", data.paymentMethod],
        ]),
        linesBlock(data.lines),
        totalsBlock(data.totals),
        fields([["Delivering to", data.shippingAddress.filter((l) => l.trim()).join("\n")]]),
        button("Track your order", data.trackingUrl),
        small("We will call you before delivery to agree on a convenient slot. Until we start on your order you can cancel it from its tracking page."),
      ],
    },
    ctx,
  );

export interface OrderConfirmationSmsData {
  orderNumber: string;
  trackingUrl: string;
}

export const orderConfirmationSms: SmsTemplate<OrderConfirmationSmsData> = (data, ctx) => ({
  text: `${ctx.shopName}: thank you! Your order ${data.orderNumber} is confirmed. Track it at ${data.trackingUrl}`,
});
