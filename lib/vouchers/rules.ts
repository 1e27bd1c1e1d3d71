// Voucher rules (spec/API.md §5.2): percentage (of the lines' incl. values) or fixed amount (incl.),
// a minimum basket value compared with the incl. total before discounts, a date window, and usage
// multi-use / single use / once per customer. Codes match case-insensitively (stored upper-case).
// Adding a voucher to a basket and checkout both ask `voucherProblem`; the basket's totals ask
// `voucherDiscount`, which gives nothing while the voucher does not apply.
import type { Db, Tx } from "@/lib/db.ts";
import type { Voucher } from "@/lib/generated/prisma/client.ts";
import { dec, round2, ZERO, type AmountLike, type Decimal } from "@/lib/pricing/index.ts";

export const VOUCHER_MESSAGES = {
  unknown: "Voucher code unknown",
  expired: (code: string) => `The '${code}' voucher has expired`,
  used: "This voucher has already been used",
  usedByCustomer: "You have already used this voucher in a previous order",
  signedInOnly: "This voucher is only available to signed in users",
  doesNotQualify: "Your basket does not qualify for a voucher discount",
} as const;

/** Why a voucher cannot be used: a `non_field_errors` message, or the basket not qualifying. */
export type VoucherProblem = { kind: "message"; message: string } | { kind: "basket"; message: string };

/** The code as it is stored: trimmed, upper-case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

export function findVoucher(client: Tx | Db, code: string): Promise<Voucher | null> {
  const normal = normaliseCode(code);
  if (!normal || normal.length > 128) return Promise.resolve(null);
  return client.voucher.findUnique({ where: { code: normal } });
}

/** True inside the voucher's date window. */
export function isLive(voucher: Pick<Voucher, "startDatetime" | "endDatetime">, now: Date): boolean {
  return voucher.startDatetime <= now && now <= voucher.endDatetime;
}

/** A single-use voucher that an order has used. */
export function isUsedUp(voucher: Pick<Voucher, "usage" | "numOrders">): boolean {
  return voucher.usage === "single_use" && voucher.numOrders > 0;
}

/** The discount `voucher` gives on lines worth `linesInclTax` (before discounts); zero when it does not apply. */
export function voucherDiscount(voucher: Pick<Voucher, "kind" | "value" | "minBasketValue" | "startDatetime" | "endDatetime">, linesInclTax: AmountLike, now: Date): Decimal {
  const total = dec(linesInclTax);
  if (!isLive(voucher, now) || total.lte(0)) return ZERO;
  if (voucher.minBasketValue !== null && total.lt(dec(voucher.minBasketValue.toString()))) return ZERO;
  const value = dec(voucher.value.toString());
  const amount = voucher.kind === "percentage" ? round2(total.times(value).div(100)) : value;
  return amount.gt(total) ? total : amount;
}

/**
 * Whether `userId` (null: anonymous) may use `voucher` on lines worth `linesInclTax`, in the order the
 * messages are checked; null when it may. One statement for a once-per-customer voucher.
 */
export async function voucherProblem(client: Tx | Db, voucher: Voucher, userId: number | null, linesInclTax: AmountLike, now = new Date()): Promise<VoucherProblem | null> {
  if (!isLive(voucher, now)) return { kind: "message", message: VOUCHER_MESSAGES.expired(voucher.code) };
  if ((voucher.signedInOnly || voucher.usage === "once_per_customer") && userId === null) return { kind: "message", message: VOUCHER_MESSAGES.signedInOnly };
  if (isUsedUp(voucher)) return { kind: "message", message: VOUCHER_MESSAGES.used };
  if (voucher.usage === "once_per_customer" && userId !== null) {
    const uses = await client.voucherApplication.count({ where: { voucherId: voucher.id, userId } });
    if (uses > 0) return { kind: "message", message: VOUCHER_MESSAGES.usedByCustomer };
  }
  if (voucherDiscount(voucher, linesInclTax, now).lte(0)) return { kind: "basket", message: VOUCHER_MESSAGES.doesNotQualify };
  return null;
}
