// The answer of POST /api/v2/orders/{id}/pay/: what an app needs to open the provider's checkout itself
// (Razorpay's SDK takes key_id and the provider's order id), or a browser's page to go to.
import { z } from "zod";
import { money } from "@/lib/pricing/index.ts";
import type { StartedPayment } from "./start.ts";

export const PaymentStartSchema = z
  .object({
    payment_url: z.url().describe("The order's payment page, which opens the provider's checkout in a browser."),
    provider: z.literal("razorpay"),
    provider_order_id: z.string().describe("Razorpay's order id (order_…): what its checkout and SDK take."),
    amount: z.string().describe("The amount to pay, in rupees, e.g. \"1298.00\"."),
    currency: z.string(),
    key_id: z.string().describe("The shop's public Razorpay key id."),
  })
  .meta({ id: "PaymentStart" });

export function paymentStartJson(s: StartedPayment): z.infer<typeof PaymentStartSchema> {
  return { payment_url: s.paymentUrl, provider: "razorpay", provider_order_id: s.payment.providerOrderId, amount: money(s.amount), currency: s.currency, key_id: s.keyId };
}
