// A shopper's mail in their language (docs/decisions/0188): the template data of every shopper mail may
// carry `locale` (the order's or the customer's language, stored with the queued row); absent, English.
// Staff mails never carry it. Hindi mails keep the shop's formats: amounts as on Hindi pages
// ("₹1,25,000", Latin digits) and dates with Hindi month names ("8 दिसंबर 2026").
import type { ShopLocale } from "@/lib/i18n/locales.ts";

export interface InLanguage {
  /** The reader's language; absent: English. */
  locale?: ShopLocale;
}

/** The template's words: the Hindi set for a Hindi reader, else the English one. */
export function wordsFor<W>(data: InLanguage, words: { en: W; hi: W }): W {
  return data.locale === "hi" ? words.hi : words.en;
}

/** "Namaste Asha," / "नमस्ते Asha," */
export function greeting(name: string, locale: ShopLocale | undefined): string {
  const who = name.trim();
  if (locale === "hi") return who ? `नमस्ते ${who},` : "नमस्ते,";
  return who ? `Namaste ${who},` : "Namaste,";
}

/** A moment in a mail, in the shop's time zone: "26 Nov 2026, 7:45 pm" / "26 नवंबर 2026, 7:45 pm". */
export function mailDateTime(at: Date, locale: ShopLocale | undefined, timeZone: string): string {
  if (locale !== "hi") return new Intl.DateTimeFormat("en-IN", { timeZone, dateStyle: "medium", timeStyle: "short" }).format(at);
  const day = mailDay(at, locale, timeZone, true);
  const time = new Intl.DateTimeFormat("en-IN", { timeZone, hour: "numeric", minute: "2-digit", hour12: true }).format(at);
  return `${day}, ${time}`;
}

/** A day in a mail: "8 Dec" / "8 दिसंबर" (with the year when asked). */
export function mailDay(at: Date, locale: ShopLocale | undefined, timeZone: string, withYear = false): string {
  const tag = locale === "hi" ? "hi-IN-u-nu-latn" : "en-IN";
  return new Intl.DateTimeFormat(tag, { timeZone, day: "numeric", month: locale === "hi" ? "long" : "short", ...(withYear ? { year: "numeric" } : {}) }).format(at);
}
