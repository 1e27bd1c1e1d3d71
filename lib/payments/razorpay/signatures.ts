// Razorpay's two signatures, both HMAC-SHA256 in lowercase hex:
// - the checkout's return: over `${order_id}|${payment_id}` with the key secret;
// - a webhook: over the raw request body, exactly as received, with the webhook secret
//   (header `X-Razorpay-Signature`).
// Compared in constant time. A missing or malformed value is simply not valid: never an exception.
import { createHmac, timingSafeEqual } from "node:crypto";

export const WEBHOOK_SIGNATURE_HEADER = "x-razorpay-signature";

const HEX_SHA256 = /^[0-9a-f]{64}$/i;
const ENTITY_ID = /^[A-Za-z0-9_]{1,64}$/;

export interface CheckoutReturn {
  /** `razorpay_order_id` as posted back: it must be the order the shop created. */
  orderId: unknown;
  /** `razorpay_payment_id` */
  paymentId: unknown;
  /** `razorpay_signature` */
  signature: unknown;
}

/** True when the buyer's return from the checkout was signed by Razorpay with `keySecret`. */
export function verifyCheckoutSignature(ret: CheckoutReturn, keySecret: string): boolean {
  const { orderId, paymentId } = ret;
  if (typeof orderId !== "string" || typeof paymentId !== "string") return false;
  if (!ENTITY_ID.test(orderId) || !ENTITY_ID.test(paymentId)) return false;
  return matches(ret.signature, keySecret, `${orderId}|${paymentId}`);
}

/** True when `rawBody` (the bytes received, before any parsing) was signed with `webhookSecret`. */
export function verifyWebhookSignature(rawBody: string | Uint8Array, signature: unknown, webhookSecret: string): boolean {
  if (typeof rawBody !== "string" && !(rawBody instanceof Uint8Array)) return false;
  return matches(signature, webhookSecret, rawBody);
}

function matches(signature: unknown, secret: string, data: string | Uint8Array): boolean {
  if (typeof secret !== "string" || secret.length === 0) return false;
  if (typeof signature !== "string" || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac("sha256", secret).update(data).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
