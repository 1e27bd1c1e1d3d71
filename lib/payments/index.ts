// The payment methods the shop takes, by their `payment.method` code.
import { cashOnDelivery } from "./cash-on-delivery.ts";
import { payOnline } from "./online.ts";
import type { PaymentProvider } from "./provider.ts";

export type { PaymentCheck, PaymentProvider } from "./provider.ts";

const providers: readonly PaymentProvider[] = [payOnline, cashOnDelivery];

/** Every code checkout parses; one the shop does not offer now is refused by its provider. */
export const PAYMENT_METHODS = providers.map((p) => p.code);
export const DEFAULT_PAYMENT_METHOD = "cod";

export function paymentProvider(code: string): PaymentProvider | undefined {
  return providers.find((p) => p.code === code);
}
