// The order's payment page (/orders/{number}/pay/): who may open it (the buyer signed in, or whoever
// holds the order's tracking or thanks token), what it shows (the amount, the last failed try, how long
// the items are held, or the outcome once settled), and, while the order awaits payment, the form that
// opens the provider's checkout (lib/payments/start.ts, the same service as POST /api/v2/orders/{id}/pay/).
import { db } from "@/lib/db.ts";
import { ApiError } from "@/lib/errors.ts";
import { invoicePaths } from "@/lib/invoices/links.ts";
import { trackingLinkOf } from "@/lib/orders/tracking.ts";
import type { HostedCheckout } from "@/lib/payments/razorpay/client.ts";
import { startPayment } from "@/lib/payments/start.ts";
import { paymentPagePath } from "@/lib/payments/online.ts";

export interface PaymentPage {
  number: number;
  status: string;
  paymentState: string;
  amount: string;
  /** When the held items go back on sale, for an order still waiting. */
  heldUntil: Date | null;
  lastError: string | null;
  /** The form that opens the provider's checkout (an order waiting for payment); null otherwise or when it could not start. */
  checkout: HostedCheckout | null;
  /** Why the checkout could not be opened just now. */
  unavailable: string | null;
  trackingPath: string;
  invoice: string | null;
  creditNotes: string[];
  /** This page's own path with the token it was opened with (the "Try again" link). */
  selfPath: string;
}

export async function paymentPage(orderId: number, token: string | undefined): Promise<PaymentPage> {
  const order = await db().order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      id: true,
      number: true,
      status: true,
      paymentState: true,
      totalInclTax: true,
      paymentDueAt: true,
      trackingTokenVersion: true,
      payments: { select: { lastError: true }, orderBy: { id: "desc" }, take: 1 },
      invoice: { select: { creditNotes: { select: { id: true }, orderBy: { id: "asc" } } } },
    },
  });
  let checkout: HostedCheckout | null = null;
  let unavailable: string | null = null;
  if (order.status === "pending_payment") {
    try {
      checkout = (await startPayment(order.id)).checkout;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      unavailable = (e.body as { detail?: string }).detail ?? "Online payment is not available just now.";
    }
  }
  const link = trackingLinkOf(order);
  const tracking = new URL(link.url);
  const documents = invoicePaths(order.id, order.invoice, link.token);
  return {
    number: order.number,
    status: order.status,
    paymentState: order.paymentState,
    amount: order.totalInclTax.toFixed(2),
    heldUntil: order.status === "pending_payment" ? order.paymentDueAt : null,
    lastError: order.paymentState === "failed" ? (order.payments[0]?.lastError ?? "The payment did not go through.") : null,
    checkout,
    unavailable,
    trackingPath: tracking.pathname + tracking.search,
    invoice: documents.invoice,
    creditNotes: documents.creditNotes,
    selfPath: `${paymentPagePath(order.number)}${token ? `?token=${encodeURIComponent(token)}` : ""}`,
  };
}
