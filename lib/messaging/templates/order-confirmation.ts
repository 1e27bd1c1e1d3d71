// "Thank you for your order": what was bought, what it cost, where it goes and how to follow it.
// Amounts arrive formatted ("₹45,000"): templates never do arithmetic on money.
import { html } from "./html.ts";
import { button, custom, fields, p, renderLayout, small } from "./layout.ts";
import type { EmailTemplate, SmsTemplate } from "./types.ts";

export interface OrderLineData {
  /** The product's title, e.g. "Sheesham Wood Bed". */
  title: string;
  /** The variant, e.g. "Queen · Honey finish", or "" when the product has none. */
  variant: string;
  quantity: number;
  /** The line's total, formatted, e.g. "₹90,000". */
  total: string;
}

export interface OrderTotalsData {
  subtotal: string;
  /** "Free" or an amount. */
  shipping: string;
  /** Omitted (or "") without a discount; otherwise as it should be shown, e.g. "−₹2,000". */
  discount?: string;
  total: string;
}

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
  /** The order's tracking page (carries the order's access token, so no sign-in is needed). */
  trackingUrl: string;
}

function lineLabel(line: OrderLineData): string {
  return line.variant.trim() ? `${line.title} (${line.variant.trim()})` : line.title;
}

function linesBlock(lines: readonly OrderLineData[]) {
  const text = lines.map((l) => `- ${l.quantity} × ${lineLabel(l)}: ${l.total}`).join("\n");
  const cell = "padding:8px 0;border-bottom:1px solid #e6ded2;font:14px/1.4 Helvetica, Arial, sans-serif;color:#2b2620;vertical-align:top;";
  const table = html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">${lines.map(
    (l) =>
      html`<tr><td style="${cell}">${l.title}${l.variant.trim() ? html`<br><span style="color:#6f665c;font-size:13px;">${l.variant.trim()}</span>` : ""}</td><td align="right" style="${cell}padding-left:12px;white-space:nowrap;">× ${l.quantity}</td><td align="right" style="${cell}padding-left:12px;white-space:nowrap;">${l.total}</td></tr>`,
  )}</table>`;
  return custom(text, table);
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
        fields([
          ["Subtotal", data.totals.subtotal],
          ["Shipping", data.totals.shipping],
          ["Discount", data.totals.discount],
          ["Total (incl. GST)", data.totals.total],
        ]),
        fields([["Delivering to", data.shippingAddress.filter((l) => l.trim()).join("\n")]]),
        button("Track your order", data.trackingUrl),
        small("We will call you before delivery to agree on a convenient slot."),
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
