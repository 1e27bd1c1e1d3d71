// How often one caller may try to check out (README "Limits"; docs/decisions/0086): per address (per
// account when signed in) and per basket. placeOrder counts a try whose fields are well-formed, before
// its transaction (a refused checkout rolls back, its count must not); an Idempotency-Key's replay
// does not reach it. The basket's count is kept per basket and holder, so a stranger posting someone
// else's basket id counts only against himself.
import type { Caller } from "@/lib/auth/caller.ts";
import { holderKey } from "@/lib/basket/holders.ts";
import { config } from "@/lib/config.ts";
import { callerThrottleKey, enforce, perHour } from "@/lib/http/throttle.ts";

/** Counts one checkout try of basket `basketId` by `caller`; throws the documented 429 past a limit. */
export async function enforceCheckoutLimits(caller: Caller, basketId: number): Promise<void> {
  const c = config();
  const who = callerThrottleKey(caller);
  await enforce(`checkout:${who}`, perHour(c.CHECKOUT_MAX_PER_IP_HOUR));
  await enforce(`checkout-basket:${basketId}:${holderKey(caller) ?? who}`, perHour(c.CHECKOUT_MAX_PER_BASKET_HOUR));
}
