// One voucher per basket (spec/API.md §5.2 add-voucher): checked against the caller and the basket's
// value before discounts; a new one replaces the old. The refusals are the compat 406 bodies, except
// that an anonymous caller is told "Voucher code unknown" for an expired or used code too, so guessing
// tells nothing about codes that once existed (docs/decisions/0087); tries are limited (limits.ts).
import type { Caller } from "@/lib/auth/caller.ts";
import type { Tx } from "@/lib/db.ts";
import { ApiError } from "@/lib/errors.ts";
import type { Voucher } from "@/lib/generated/prisma/client.ts";
import { loadBasketState } from "@/lib/basket/state.ts";
import { priceBasket } from "@/lib/basket/totals.ts";
import { withCurrentBasket } from "@/lib/basket/service.ts";
import { enforceVoucherLimits } from "./limits.ts";
import { findVoucher, isLive, isUsedUp, normaliseCode, VOUCHER_MESSAGES, voucherProblem, type VoucherProblem } from "./rules.ts";

/** The 406 answer of a voucher refusal. */
export function voucherRefusal(problem: VoucherProblem): ApiError {
  return problem.kind === "basket" ? new ApiError(406, { reason: problem.message }) : new ApiError(406, { non_field_errors: [problem.message] });
}

/** Puts the voucher `code` on basket `basketId` (locked by the caller), or throws the refusal. */
export async function applyVoucher(tx: Tx, caller: Caller, basketId: number, code: string, now = new Date()): Promise<Voucher> {
  const voucher = await findVoucher(tx, code);
  const unknown = voucherRefusal({ kind: "message", message: VOUCHER_MESSAGES.unknown });
  if (!voucher) throw unknown;
  if (!caller.user && (!isLive(voucher, now) || isUsedUp(voucher))) throw unknown;
  const basket = (await loadBasketState(tx, basketId))!;
  const before = priceBasket({ lines: basket.lines, voucher: null }, now).inclTaxExclDiscounts;
  const problem = await voucherProblem(tx, voucher, caller.user?.id ?? null, before, now);
  if (problem) throw voucherRefusal(problem);
  if (basket.voucher?.id !== voucher.id) {
    await tx.basket.update({ where: { id: basketId }, data: { voucherId: voucher.id } });
    await tx.voucher.update({ where: { id: voucher.id }, data: { numBasketAdditions: { increment: 1 } } });
  }
  return voucher;
}

/** The voucher a basket carried before a new one, and what it took off (a replacement is told, decision 0172). */
export interface VoucherBefore {
  code: string;
  amount: number;
}

/**
 * add-voucher: counts the try (before the basket's transaction, so a refusal counts too), then applies
 * the code. `result` is the voucher now on the basket and the one it replaced (with what that took off).
 */
export async function addVoucherToBasket(caller: Caller, secure: boolean, code: string) {
  await enforceVoucherLimits(caller);
  return withCurrentBasket(caller, secure, async (tx, id) => {
    const state = await loadBasketState(tx, id);
    const was = state?.voucher ? priceBasket(state).voucherDiscount : null;
    const voucher = await applyVoucher(tx, caller, id, code);
    const before: VoucherBefore | null = was && was.voucher.id !== voucher.id ? { code: was.voucher.code, amount: Number(was.amount) } : null;
    return { voucher, before };
  });
}

/** Takes the voucher `code` off basket `basketId`; false when the basket does not carry it. */
export async function removeVoucher(tx: Tx, basketId: number, code: string): Promise<boolean> {
  const removed = await tx.basket.updateMany({ where: { id: basketId, voucher: { code: normaliseCode(code) } }, data: { voucherId: null } });
  return removed.count > 0;
}
