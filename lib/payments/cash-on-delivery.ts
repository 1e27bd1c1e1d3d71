// Cash on delivery: nothing to pay online. Refused above COD_MAX_ORDER_VALUE, and, when
// COD_REQUIRE_VERIFIED_PHONE is on, unless the buyer has proved their phone (signed in with a code sent
// to it; a guest has not). A COD_CHARGE, when set, is added to the order (cod-charge.ts).
// docs/decisions/0037-checkout.md
import { config } from "@/lib/config.ts";
import { formatMoney } from "@/lib/money/format.ts";
import { dec, Decimal, type AmountLike } from "@/lib/pricing/index.ts";
import type { PaymentProvider } from "./provider.ts";

export const cashOnDelivery: PaymentProvider = {
  code: "cod",
  label: "Cash on delivery",
  online: false,
  offered: () => true,
  async refuse(tx, order) {
    const max = dec(config().COD_MAX_ORDER_VALUE);
    if (order.totalInclTax.gt(max)) return `Cash on delivery is available for orders up to ${formatMoney(max)}.`;
    if (config().COD_REQUIRE_VERIFIED_PHONE) {
      // Read now, not from the caller (a credential's user is cached for a few seconds).
      const user = order.userId === null ? null : await tx.user.findUnique({ where: { id: order.userId }, select: { phoneVerified: true } });
      if (!user?.phoneVerified) return "Cash on delivery needs a verified phone number: sign in with a code sent to your phone.";
    }
    return null;
  },
  paymentUrl: () => null,
};

/**
 * What the courier collects for a cash-on-delivery order: its total rounded half-up to the rupee (no
 * one hands over paise). The one rule for every page, mail and slip that names the amount; the tax
 * invoice keeps the total to the paisa (docs/decisions/0173).
 */
export function cashToCollect(total: AmountLike): { amount: Decimal; rounded: boolean } {
  const exact = dec(total);
  const amount = exact.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  return { amount, rounded: !amount.eq(exact) };
}

/** "Pay ₹79,189 in cash on delivery (rounded from ₹79,189.20)." */
export function cashToCollectText(total: AmountLike): string {
  const { amount, rounded } = cashToCollect(total);
  return `Pay ${formatMoney(amount)} in cash on delivery${rounded ? ` (rounded from ${formatMoney(dec(total))})` : ""}.`;
}
