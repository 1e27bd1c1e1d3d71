// Paying online through Razorpay (UPI, cards, net banking, EMI): offered when its keys are set. The
// order waits for its payment; the buyer pays on the order's payment page (app/[locale]/(account)/orders/[number]/pay),
// which opens Razorpay's checkout (start.ts); the webhook settles it (settle.ts). docs/decisions/0166.
import { publicUrl } from "@/lib/http/urls.ts";
import type { PaymentProvider } from "./provider.ts";
import { razorpayConfigured } from "./razorpay/settings.ts";

/** The order's payment page, without a credential (a guest's link adds the order's token). */
export const paymentPagePath = (number: number | string) => `/orders/${encodeURIComponent(String(number))}/pay/`;

export const payOnline: PaymentProvider = {
  code: "razorpay",
  label: "Pay online",
  online: true,
  offered: razorpayConfigured,
  async refuse() {
    return razorpayConfigured() ? null : `"razorpay" is not a valid choice.`;
  },
  paymentUrl: (number) => publicUrl(paymentPagePath(number)),
};
