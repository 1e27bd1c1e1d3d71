// Starting (or restarting) the payment of an order that waits for it: a Razorpay order for exactly the
// order's total, made once and reused while the buyer tries again (a failed try leaves it payable;
// Razorpay takes several payments against one order and captures one). Called by the payment page and
// POST /api/v2/orders/{id}/pay/; never inside a transaction (it asks Razorpay over the network).
import { config } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import { ApiError, ConflictError } from "@/lib/errors.ts";
import { errorFields, log } from "@/lib/observability/log.ts";
import { RazorpayError } from "./razorpay/errors.ts";
import type { Payment } from "@/lib/generated/prisma/client.ts";
import { publicUrl } from "@/lib/http/urls.ts";
import { dec, type Decimal } from "@/lib/pricing/index.ts";
import { paymentPagePath } from "./online.ts";
import { paymentReturnRef } from "./return-link.ts";
import { razorpayClient } from "./razorpay/client.ts";
import type { HostedCheckout } from "./razorpay/client.ts";

export const NOT_PAYABLE = "Order is not awaiting payment.";
export const PROVIDER_UNAVAILABLE = "Online payment is not available just now. Please try again in a few minutes.";

export interface StartedPayment {
  orderId: number;
  number: number;
  payment: Payment;
  amount: Decimal;
  currency: string;
  keyId: string;
  paymentUrl: string;
  /** The form that opens the provider's checkout in the buyer's browser. */
  checkout: HostedCheckout;
}

export const RETURN_PATH = "/api/v2/payments/razorpay/return/";

/** Where the provider sends the buyer back (the order's id and a keyed reference, never a token). */
export function returnUrl(orderId: number, closed = false): string {
  return publicUrl(`${RETURN_PATH}?order=${orderId}&ref=${paymentReturnRef(orderId)}${closed ? "&closed=1" : ""}`);
}

/** Starts the payment of order `orderId`; 409 `not_payable` unless it is waiting for one. */
export async function startPayment(orderId: number): Promise<StartedPayment> {
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: { id: true, number: true, status: true, totalInclTax: true, currency: true, email: true, shippingAddress: { select: { firstName: true, lastName: true, phoneNumber: true } } },
  });
  if (order?.status !== "pending_payment") throw new ConflictError(NOT_PAYABLE, "not_payable");
  const amount = dec(order.totalInclTax);
  const client = razorpayClient();
  let payment = await db().payment.findFirst({ where: { orderId, status: "created", amount, currency: order.currency }, orderBy: { id: "desc" } });
  if (!payment) {
    let made: Awaited<ReturnType<typeof client.createOrder>>;
    try {
      made = await client.createOrder({ amount, receipt: String(order.number), notes: { order_number: String(order.number) } });
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      log.warn("payment not started: the provider refused or could not be reached", { order: orderId, ...errorFields(error) });
      throw new ApiError(503, { detail: PROVIDER_UNAVAILABLE });
    }
    payment = await db().payment.create({ data: { orderId, provider: "razorpay", providerOrderId: made.id, amount, currency: made.currency } });
  }
  const a = order.shippingAddress;
  const checkout = client.hostedCheckout({
    orderId: payment.providerOrderId,
    callbackUrl: returnUrl(orderId),
    cancelUrl: returnUrl(orderId, true),
    name: config().SHOP_NAME,
    description: `Order ${order.number}`,
    prefill: { name: a ? `${a.firstName} ${a.lastName}`.trim() : undefined, email: order.email, contact: a?.phoneNumber ?? undefined },
  });
  return {
    orderId,
    number: order.number,
    payment,
    amount,
    currency: payment.currency,
    keyId: client.keyId,
    paymentUrl: publicUrl(paymentPagePath(order.number)),
    checkout,
  };
}
