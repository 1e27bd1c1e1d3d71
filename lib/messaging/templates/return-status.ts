// A return moved on (asked for, approved, refused, picked up, received, refunded): tell the buyer what
// happens next. One template for every step, so the mails of one return read alike.
import { button, fields, p, quote, renderLayout } from "./layout.ts";
import type { EmailTemplate } from "./types.ts";

export interface ReturnStatusData {
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

export const returnStatusEmail: EmailTemplate<ReturnStatusData> = (data, ctx) =>
  renderLayout(
    {
      subject: `Return ${data.returnNumber} for order ${data.orderNumber}: ${data.status}`,
      heading: `Your return: ${data.status}`,
      preheader: `An update on your return of ${ctx.shopName} order ${data.orderNumber}.`,
      blocks: [
        p(data.name.trim() ? `Namaste ${data.name.trim()},` : "Namaste,"),
        p(data.message),
        ...(data.note?.trim() ? [p("A note from our team:"), quote(data.note.trim())] : []),
        fields([
          ["Order number", data.orderNumber],
          ["Return", data.returnNumber],
          ["Status", data.status],
          ["Items", data.items.join(", ")],
          ["Refund", data.refund],
        ]),
        button("See your order", data.orderUrl),
      ],
    },
    ctx,
  );
