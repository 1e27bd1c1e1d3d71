// The payment methods the shop takes, by their `payment.method` code.
import { cashOnDelivery } from "./cash-on-delivery.ts";
import type { PaymentProvider } from "./provider.ts";

export type { PaymentCheck, PaymentProvider } from "./provider.ts";

const providers: readonly PaymentProvider[] = [cashOnDelivery];

export const PAYMENT_METHODS = providers.map((p) => p.code);
export const DEFAULT_PAYMENT_METHOD = "cod";

export function paymentProvider(code: string): PaymentProvider | undefined {
  return providers.find((p) => p.code === code);
}
