// What the basket says about vouchers, in one place and in both of the shop's languages: the enhanced
// voucher form (voucher-form.tsx) and the form posted without JavaScript (lib/storefront/basket-forms.ts)
// say the same words. The API's own refusals arrive in the page's language already (Accept-Language,
// decision 0180); these are the basket's own sentences.
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { money } from "./money.ts";

interface VoucherWords {
  enter: string;
  applied: (code: string) => string;
  removed: (code: string) => string;
  tooMany: string;
  notApplied: string;
  replaced: (now: string, nowOff: string, before: string, beforeOff: string) => string;
  more: (before: string, difference: string) => string;
}

const WORDS: Record<ShopLocale, VoucherWords> = {
  en: {
    enter: "Enter a voucher code.",
    applied: (code) => `Voucher ${code} applied.`,
    removed: (code) => `Voucher ${code} removed.`,
    tooMany: "Too many tries. Please wait a little and try again.",
    notApplied: "That voucher could not be applied.",
    replaced: (now, nowOff, before, beforeOff) => `Voucher ${now} (${nowOff} off) replaced ${before} (${beforeOff} off): an order takes one voucher.`,
    more: (before, difference) => `${before} took off ${difference} more.`,
  },
  hi: {
    enter: "वाउचर कोड लिखें।",
    applied: (code) => `वाउचर ${code} लागू हो गया।`,
    removed: (code) => `वाउचर ${code} हटा दिया गया।`,
    tooMany: "बहुत बार कोशिश की गई। थोड़ी देर रुककर फिर कोशिश करें।",
    notApplied: "यह वाउचर लागू नहीं हो सका।",
    replaced: (now, nowOff, before, beforeOff) => `वाउचर ${now} (${nowOff} की छूट) ने ${before} (${beforeOff} की छूट) की जगह ले ली: एक ऑर्डर पर एक ही वाउचर लगता है।`,
    more: (before, difference) => `${before} से ${difference} ज़्यादा की छूट मिलती थी।`,
  },
};

/** "Enter a voucher code." in a language. */
export const enterVoucherCode = (locale: ShopLocale = "en") => WORDS[locale].enter;

export const voucherApplied = (code: string, locale: ShopLocale = "en") => WORDS[locale].applied(code.toUpperCase());

export const voucherRemoved = (code: string, locale: ShopLocale = "en") => WORDS[locale].removed(code);

/** The sentence for the API's refusal of a voucher (406 bodies, 429, 404). */
export function voucherRefusal(data: unknown, status: number, locale: ShopLocale = "en"): string {
  const body = (data && typeof data === "object" ? data : {}) as { non_field_errors?: unknown; reason?: unknown; vouchercode?: unknown; detail?: unknown };
  const first = (v: unknown) => (Array.isArray(v) && typeof v[0] === "string" ? v[0] : typeof v === "string" ? v : undefined);
  return first(body.non_field_errors) ?? first(body.vouchercode) ?? first(body.reason) ?? first(body.detail) ?? (status === 429 ? WORDS[locale].tooMany : WORDS[locale].notApplied);
}

export interface Replaced {
  /** The voucher now on the basket, and what it takes off. */
  now: { code: string; amount: number };
  /** The one it replaced. */
  before: { code: string; amount: number };
}

/** What the replacement means to the shopper, in one sentence (an order takes one voucher, decision 0172). */
export function replacedMessage({ now, before }: Replaced, locale: ShopLocale = "en"): string {
  const words = WORDS[locale];
  const said = words.replaced(now.code, money(now.amount), before.code, money(before.amount));
  if (before.amount > now.amount) return `${said} ${words.more(before.code, money(before.amount - now.amount))}`;
  return said;
}
