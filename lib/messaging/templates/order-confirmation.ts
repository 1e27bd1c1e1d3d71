// "Thank you for your order": what was bought, what it cost, where it goes and how to follow it.
// Amounts arrive formatted ("₹45,000"); lines and totals render as in every order mail (order-summary.ts).
import { button, fields, p, renderLayout, small } from "./layout.ts";
import { wordsFor, type InLanguage } from "./mail-language.ts";
import { linesBlock, totalsBlock, type OrderLineData, type OrderTotalsData } from "./order-summary.ts";
import type { EmailTemplate, SmsTemplate } from "./types.ts";

export interface OrderConfirmationData extends InLanguage {
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

const WORDS = {
  en: {
    subject: (shop: string, n: string) => `Your ${shop} order ${n} is confirmed`,
    heading: (name: string) => `Thank you for your order${name ? `, ${name}` : ""}!`,
    preheader: (n: string, total: string) => `Order ${n}: ${total}.`,
    received: (n: string) => `We have received your order ${n} and our team is getting it ready. We will write again when it ships.`,
    number: "Order number",
    placed: "Placed on",
    payment: "Payment",
    to: "Delivering to",
    track: "Track your order",
    call: "We will call you before delivery to agree on a convenient slot. Until we start on your order you can cancel it from its tracking page.",
  },
  hi: {
    subject: (shop: string, n: string) => `आपका ${shop} ऑर्डर ${n} पक्का हो गया है`,
    heading: (name: string) => `आपके ऑर्डर के लिए धन्यवाद${name ? `, ${name}` : ""}!`,
    preheader: (n: string, total: string) => `ऑर्डर ${n}: ${total}।`,
    received: (n: string) => `हमें आपका ऑर्डर ${n} मिल गया है और हमारी टीम उसे तैयार कर रही है। भेजते समय हम फिर लिखेंगे।`,
    number: "ऑर्डर नंबर",
    placed: "ऑर्डर की तारीख",
    payment: "भुगतान",
    to: "डिलीवरी का पता",
    track: "अपना ऑर्डर देखें",
    call: "डिलीवरी से पहले हम आपको फ़ोन करके सुविधाजनक समय तय करेंगे। जब तक हम आपके ऑर्डर पर काम शुरू न करें, आप उसे उसके ट्रैकिंग पेज से रद्द कर सकते हैं।",
  },
};

export const orderConfirmationEmail: EmailTemplate<OrderConfirmationData> = (data, ctx) => {
  const w = wordsFor(data, WORDS);
  return renderLayout(
    {
      locale: data.locale,
      subject: w.subject(ctx.shopName, data.orderNumber),
      heading: w.heading(data.name.trim()),
      preheader: w.preheader(data.orderNumber, data.totals.total),
      blocks: [
        p(w.received(data.orderNumber)),
        fields([
          [w.number, data.orderNumber],
          [w.placed, data.placedAt],
          [w.payment, data.paymentMethod],
        ]),
        linesBlock(data.lines),
        totalsBlock(data.totals, data.locale),
        fields([[w.to, data.shippingAddress.filter((l) => l.trim()).join("\n")]]),
        button(w.track, data.trackingUrl),
        small(w.call),
      ],
    },
    ctx,
  );
};

export interface OrderConfirmationSmsData {
  orderNumber: string;
  trackingUrl: string;
}

export const orderConfirmationSms: SmsTemplate<OrderConfirmationSmsData> = (data, ctx) => ({
  text: `${ctx.shopName}: thank you! Your order ${data.orderNumber} is confirmed. Track it at ${data.trackingUrl}`,
});
