// How an order is paid: a small interface that cash on delivery and Razorpay implement. Checkout asks
// the chosen provider whether it may take the order (before anything is written), and writes the order
// as the provider says: an online order waits for its payment (`pending_payment`, its stock held until
// `paymentDueAt`), cash on delivery goes straight to `new`. The provider's page for paying becomes the
// Order's `payment_url` (null when there is nothing to pay online).
import type { Tx } from "@/lib/db.ts";
import type { Decimal } from "@/lib/pricing/index.ts";

export interface PaymentCheck {
  totalInclTax: Decimal;
  /** The buyer's id when signed in; null for a guest. */
  userId: number | null;
}

export interface PaymentProvider {
  /** The `payment.method` value that selects it, e.g. "cod". */
  code: string;
  /** As the buyer reads it, e.g. "Cash on delivery". */
  label: string;
  /** Paid before the order goes ahead (online), or on delivery. */
  online: boolean;
  /** Whether the shop offers it now (an online provider needs its keys). */
  offered(): boolean;
  /** Null when the order may be paid this way; otherwise the reason, shown under `payment.method`. */
  refuse(tx: Tx, order: PaymentCheck): Promise<string | null>;
  /** The page where the buyer pays order `number`, or null when nothing is paid online. */
  paymentUrl(number: number): string | null;
}
