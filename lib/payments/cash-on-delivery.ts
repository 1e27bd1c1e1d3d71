// Cash on delivery: nothing to pay online. Refused above COD_MAX_ORDER_VALUE, and, when
// COD_REQUIRE_VERIFIED_PHONE is on, unless the buyer has proved their phone (signed in with a code sent
// to it; a guest has not). A COD_CHARGE, when set, is added to the order (cod-charge.ts).
// docs/decisions/0037-checkout.md
import { config } from "@/lib/config.ts";
import { formatMoney } from "@/lib/money/format.ts";
import { dec } from "@/lib/pricing/index.ts";
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
