// How an order is paid: a small interface that cash on delivery implements today and an online
// provider (UPI, cards) can implement later. Checkout asks the chosen provider whether it may take the
// order (before anything is written) and starts the payment inside the checkout transaction; the
// provider's answer becomes the Order's `payment_url` (null when there is nothing to pay online).
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
  /** Null when the order may be paid this way; otherwise the reason, shown under `payment.method`. */
  refuse(tx: Tx, order: PaymentCheck): Promise<string | null>;
  /** Starts the payment of order `orderId` in the checkout transaction. */
  start(tx: Tx, orderId: number): Promise<{ paymentUrl: string | null }>;
}
