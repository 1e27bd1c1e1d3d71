// A return moved on (asked for, approved, refused, picked up, received, refunded): tell the buyer what
// happens next. One template for every step, so the mails of one return read alike.
import { button, fields, p, quote, renderLayout } from "./layout.ts";
import { greeting, wordsFor, type InLanguage } from "./mail-language.ts";
import type { EmailTemplate } from "./types.ts";

export interface ReturnStatusData extends InLanguage {
  /** The buyer's first name, or "". */
  name: string;
  orderNumber: string;
  /** The return's number as the account page shows it. */
  returnNumber: string;
  /** The new status as buyers read it, e.g. "Approved". */
  status: string;
  /** What happens next, in the shop's words. */
  message: string;
  /** The staff's note to the buyer, or "". */
  note?: string;
  /** What is being sent back: "2 × Sheesham Bench". */
  items: readonly string[];
  /** The refund, formatted ("₹2,360.00"), once it is known. */
  refund?: string;
  /** The order's page in the buyer's account (signed in: no token in it). */
  orderUrl: string;
}

const WORDS = {
  en: {
    subject: (r: string, n: string, s: string) => `Return ${r} for order ${n}: ${s}`,
    heading: (s: string) => `Your return: ${s}`,
    preheader: (shop: string, n: string) => `An update on your return of ${shop} order ${n}.`,
    note: "A note from our team:",
    number: "Order number",
    ret: "Return",
    status: "Status",
    items: "Items",
    refund: "Refund",
    see: "See your order",
  },
  hi: {
    subject: (r: string, n: string, s: string) => `ऑर्डर ${n} की वापसी ${r}: ${s}`,
    heading: (s: string) => `आपकी वापसी: ${s}`,
    preheader: (shop: string, n: string) => `${shop} ऑर्डर ${n} की वापसी की ताज़ा जानकारी।`,
    note: "हमारी टीम का संदेश:",
    number: "ऑर्डर नंबर",
    ret: "वापसी",
    status: "स्थिति",
    items: "सामान",
    refund: "रिफ़ंड",
    see: "अपना ऑर्डर देखें",
  },
};

export const returnStatusEmail: EmailTemplate<ReturnStatusData> = (data, ctx) => {
  const w = wordsFor(data, WORDS);
  return renderLayout(
    {
      locale: data.locale,
      subject: w.subject(data.returnNumber, data.orderNumber, data.status),
      heading: w.heading(data.status),
      preheader: w.preheader(ctx.shopName, data.orderNumber),
      blocks: [
        p(greeting(data.name, data.locale)),
        p(data.message),
        ...(data.note?.trim() ? [p(w.note), quote(data.note.trim())] : []),
        fields([
          [w.number, data.orderNumber],
          [w.ret, data.returnNumber],
          [w.status, data.status],
          [w.items, data.items.join(", ")],
          [w.refund, data.refund],
        ]),
        button(w.see, data.orderUrl),
      ],
    },
    ctx,
  );
};
