// The buyer's way back from the provider's checkout: the return URL names the order by its id and a
// keyed reference of it (HMAC with the server secret), so the return can send this browser on to the
// order's payment page with its tracking token, while nothing given to the provider opens the order.
import { keyedHash, sameDigest } from "@/lib/auth/secrets.ts";

const PURPOSE = "payment-return";

export function paymentReturnRef(orderId: number): string {
  return keyedHash(String(orderId), PURPOSE);
}

export function isPaymentReturnRef(orderId: number, ref: string | null | undefined): boolean {
  return typeof ref === "string" && ref.length > 0 && ref.length <= 128 && sameDigest(ref, paymentReturnRef(orderId));
}
