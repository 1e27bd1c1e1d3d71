// How many voucher codes one caller may try (README "Limits"; docs/decisions/0086): per address (per
// account when signed in) and per basket (its holder's one Open basket), counted before the basket's
// transaction, so a refused code (which rolls it back) still counts. A caller without a basket yet
// gets a new one, which has had no tries: only the address counts then.
import type { Caller } from "@/lib/auth/caller.ts";
import { holderKey } from "@/lib/basket/holders.ts";
import { config } from "@/lib/config.ts";
import { callerThrottleKey, enforce, perHour } from "@/lib/http/throttle.ts";

/** Counts one voucher code tried by `caller`; throws the documented 429 past a limit. */
export async function enforceVoucherLimits(caller: Caller): Promise<void> {
  const c = config();
  await enforce(`voucher:${callerThrottleKey(caller)}`, perHour(c.VOUCHER_MAX_PER_IP_HOUR));
  const holder = holderKey(caller);
  if (holder) await enforce(`voucher-basket:${holder}`, perHour(c.VOUCHER_MAX_PER_BASKET_HOUR));
}
