// An order moved on (confirmed, shipped, out for delivery, delivered, cancelled…): tell the customer.
import { button, fields, p, quote, renderLayout } from "./layout.ts";
import { greeting, wordsFor, type InLanguage } from "./mail-language.ts";
import { linesBlock, totalsBlock, type OrderLineData, type OrderTotalsData } from "./order-summary.ts";
import type { EmailTemplate, SmsTemplate } from "./types.ts";

export interface OrderStatusData extends InLanguage {
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

const WORDS = {
  en: {
    subject: (n: string, status: string) => `Order ${n}: ${status}`,
    heading: (status: string) => `Your order is now: ${status}`,
    preheader: (shop: string, n: string) => `An update on your ${shop} order ${n}.`,
    news: (n: string, status: string) => `There is news about your order ${n}. Its status is now “${status}”.`,
    note: "A note from our team:",
    number: "Order number",
    status: "Status",
    courier: "Courier",
    tracking: "Tracking number",
    follow: "Follow your order",
  },
  hi: {
    subject: (n: string, status: string) => `ऑर्डर ${n}: ${status}`,
    heading: (status: string) => `आपका ऑर्डर अब: ${status}`,
    preheader: (shop: string, n: string) => `आपके ${shop} ऑर्डर ${n} की ताज़ा जानकारी।`,
    news: (n: string, status: string) => `आपके ऑर्डर ${n} के बारे में नई जानकारी है। उसकी स्थिति अब “${status}” है।`,
    note: "हमारी टीम का संदेश:",
    number: "ऑर्डर नंबर",
    status: "स्थिति",
    courier: "कूरियर",
    tracking: "ट्रैकिंग नंबर",
    follow: "अपना ऑर्डर देखें",
  },
};

export const orderStatusEmail: EmailTemplate<OrderStatusData> = (data, ctx) => {
  const w = wordsFor(data, WORDS);
  return renderLayout(
    {
      locale: data.locale,
      subject: w.subject(data.orderNumber, data.status),
      heading: w.heading(data.status),
      preheader: w.preheader(ctx.shopName, data.orderNumber),
      blocks: [
        p(greeting(data.name, data.locale)),
        p(w.news(data.orderNumber, data.status)),
        ...(data.note?.trim() ? [p(w.note), quote(data.note.trim())] : []),
        fields([
          [w.number, data.orderNumber],
          [w.status, data.status],
          [w.courier, data.carrier],
          [w.tracking, data.trackingNumber],
        ]),
        // Rows queued before status mails carried the order's contents still send, without them.
        ...(data.lines && data.totals ? [linesBlock(data.lines), totalsBlock(data.totals, data.locale)] : []),
        button(w.follow, data.trackingUrl),
      ],
    },
    ctx,
  );
};

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
