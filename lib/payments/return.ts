// The buyer back from the provider's checkout (its callback, POST or GET): with a payment, its signature
// is checked (HMAC of `order_id|payment_id` with the key secret) and the payment asked about at the
// provider, captured if only authorized, and settled at once, so the buyer need not wait for the webhook;
// with an error, the failed payment is asked about and recorded. Nothing the browser brings is believed
// without the provider's word. Either way the browser goes on to the order's payment page.
import { db, transaction } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import { publicUrl } from "@/lib/http/urls.ts";
import { trackingToken } from "@/lib/orders/access.ts";
import { errorFields, log } from "@/lib/observability/log.ts";
import { paymentPagePath } from "./online.ts";
import { razorpayClient } from "./razorpay/client.ts";
import { verifyCheckoutSignature } from "./razorpay/signatures.ts";
import { razorpaySettings } from "./razorpay/settings.ts";
import { isPaymentReturnRef } from "./return-link.ts";
import { paymentCaptured, paymentFailed } from "./settle.ts";

export type ReturnFields = Record<string, unknown>;

const text = (v: unknown): string | null => (typeof v === "string" && v.length > 0 && v.length <= 512 ? v : null);

/** The payment the provider's error names: `error[metadata][payment_id]`, or `error[metadata]` as JSON ({"payment_id", "order_id"}). */
function failedPaymentId(fields: ReturnFields): string | null {
  const named = text(fields["error[metadata][payment_id]"]);
  if (named) return named;
  const raw = text(fields["error[metadata]"]);
  if (!raw) return null;
  try {
    const meta = JSON.parse(raw) as { payment_id?: unknown };
    return text(meta.payment_id);
  } catch {
    return null;
  }
}

/** Acts on the return and answers where the browser goes next (the order's payment page, with its token). */
export async function handleReturn(query: { order?: string; ref?: string }, fields: ReturnFields): Promise<string> {
  const orderId = query.order === undefined ? null : integerId(query.order);
  if (orderId === null || !isPaymentReturnRef(orderId, query.ref)) throw new NotFoundError();
  const order = await db().order.findUnique({ where: { id: orderId }, select: { number: true, trackingTokenVersion: true } });
  const settings = razorpaySettings();
  if (!order || !settings) throw new NotFoundError();
  const ret = { orderId: text(fields.razorpay_order_id), paymentId: text(fields.razorpay_payment_id), signature: text(fields.razorpay_signature) };
  try {
    const client = razorpayClient();
    if (ret.orderId && ret.paymentId && ret.signature) {
      const ours = await db().payment.count({ where: { orderId, providerOrderId: ret.orderId } });
      if (ours && verifyCheckoutSignature({ orderId: ret.orderId, paymentId: ret.paymentId, signature: ret.signature }, settings.keySecret)) {
        let p = await client.fetchPayment(ret.paymentId);
        if (p.order_id === ret.orderId && p.status === "authorized") p = await client.capturePayment(p.id, p.amount);
        if (p.order_id === ret.orderId && p.status === "captured") await transaction((tx) => paymentCaptured(tx, p));
      }
    } else {
      const failed = failedPaymentId(fields);
      if (failed) {
        const p = await client.fetchPayment(failed);
        const ours = p.order_id !== null && (await db().payment.count({ where: { orderId, providerOrderId: p.order_id } })) > 0;
        if (ours && p.status === "failed") await transaction((tx) => paymentFailed(tx, p));
      }
    }
  } catch (error) {
    // The webhook or the reconciliation job settles it; the payment page says it is being confirmed.
    log.warn("payment return not settled", errorFields(error));
  }
  return publicUrl(`${paymentPagePath(order.number)}?token=${encodeURIComponent(trackingToken(order.number, order.trackingTokenVersion))}`);
}
