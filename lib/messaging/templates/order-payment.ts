// Money moving on an order paid online or refunded: a payment received (the order is confirmed by the
// confirmation mail itself), a refund on its way. Amounts arrive formatted ("₹45,000.00").
import { button, fields, p, quote, renderLayout, small } from "./layout.ts";
import type { EmailTemplate } from "./types.ts";

export interface OrderRefundData {
  /** The customer's first name, or "" when unknown. */
  name: string;
  orderNumber: string;
  amount: string;
  /** Where the money goes, e.g. "the UPI payment you made" or "UPI ID asha@okaxis". */
  destination: string;
  /** Why, as the shop wrote it: "Order cancelled", "Return 4 received". */
  reason: string;
  /** "sent": the provider has it (days to arrive); "paid": transferred by the shop (reference given). */
  state: "sent" | "paid";
  /** The provider's refund id or the transfer's reference. */
  reference?: string;
  trackingUrl: string;
}

export const orderRefundEmail: EmailTemplate<OrderRefundData> = (data, ctx) =>
  renderLayout(
    {
      subject: `Refund of ${data.amount} for order ${data.orderNumber}`,
      heading: `We are refunding ${data.amount}`,
      preheader: `A refund for your ${ctx.shopName} order ${data.orderNumber}.`,
      blocks: [
        p(data.name.trim() ? `Namaste ${data.name.trim()},` : "Namaste,"),
        p(
          data.state === "paid"
            ? `We have sent ${data.amount} to ${data.destination} for your order ${data.orderNumber}.`
            : `We have refunded ${data.amount} for your order ${data.orderNumber} to ${data.destination}. Banks usually show it within 5–7 working days.`,
        ),
        quote(data.reason),
        fields([
          ["Order number", data.orderNumber],
          ["Refund", data.amount],
          ["Reference", data.reference],
        ]),
        button("See your order", data.trackingUrl),
        small("If the money has not reached you after 7 working days, reply to this e-mail with the reference above."),
      ],
    },
    ctx,
  );
