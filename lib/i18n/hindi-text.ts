// Staff-written texts with an optional Hindi twin (a product's title, a category's name, a policy…): a
// Hindi shopper sees the Hindi text where staff filled it, the English one otherwise; an English shopper
// always sees the English one. Empty or blank Hindi means "none" (docs/decisions/0188).
import type { ShopLocale } from "./locales.ts";

export function inLocale(locale: ShopLocale | undefined, english: string, hindi: string | null | undefined): string {
  return locale === "hi" && hindi?.trim() ? hindi : english;
}
