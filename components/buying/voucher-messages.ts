// What the basket says about vouchers, in one place: the enhanced voucher form (voucher-form.tsx) and the
// form posted without JavaScript (lib/storefront/basket-forms.ts) say the same words.
import { money } from "./money.ts";

export const ENTER_VOUCHER_CODE = "Enter a voucher code.";

export const voucherApplied = (code: string) => `Voucher ${code.toUpperCase()} applied.`;

export const voucherRemoved = (code: string) => `Voucher ${code} removed.`;

/** The sentence for the API's refusal of a voucher (406 bodies, 429, 404). */
export function voucherRefusal(data: unknown, status: number): string {
  const body = (data && typeof data === "object" ? data : {}) as { non_field_errors?: unknown; reason?: unknown; vouchercode?: unknown; detail?: unknown };
  const first = (v: unknown) => (Array.isArray(v) && typeof v[0] === "string" ? v[0] : typeof v === "string" ? v : undefined);
  return first(body.non_field_errors) ?? first(body.vouchercode) ?? first(body.reason) ?? first(body.detail) ?? (status === 429 ? "Too many tries. Please wait a little and try again." : "That voucher could not be applied.");
}

export interface Replaced {
  /** The voucher now on the basket, and what it takes off. */
  now: { code: string; amount: number };
  /** The one it replaced. */
  before: { code: string; amount: number };
}

/** What the replacement means to the shopper, in one sentence (an order takes one voucher, decision 0172). */
export function replacedMessage({ now, before }: Replaced): string {
  const said = `Voucher ${now.code} (${money(now.amount)} off) replaced ${before.code} (${money(before.amount)} off): an order takes one voucher.`;
  if (before.amount > now.amount) return `${said} ${before.code} took off ${money(before.amount - now.amount)} more.`;
  return said;
}
