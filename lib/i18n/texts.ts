// A page's texts in the page's language, for server components: next-intl's language of the request
// (set from the [locale] param by localized()), and the messages of lib/i18n/messages.ts. Outside Next
// (unit tests call pages directly, where next-intl's server functions are not available) it is English.
import { createTranslator } from "next-intl";
import type { ShopLocale } from "./locales.ts";
import { type Messages, messagesOf } from "./messages.ts";
import { pageLocale } from "./page-locale.ts";

/** The page's language (lib/i18n/page-locale.ts), for the pages that read their texts here. */
export { pageLocale };

/** next-intl's `t` for one area of the texts in a language ({placeholders}, plurals, rich text). */
export function translatorIn<N extends keyof Messages>(locale: ShopLocale, area: N) {
  return createTranslator<Messages, N>({ locale, messages: messagesOf(locale), namespace: area, timeZone: "Asia/Kolkata" });
}

/** The same in the page's language. */
export async function translator<N extends keyof Messages>(area: N) {
  return translatorIn(await pageLocale(), area);
}

/** One area's texts as plain strings, for a client component's props (no English defaults in its bundle). */
export async function textsOf<N extends keyof Messages>(area: N): Promise<Messages[N]> {
  return messagesOf(await pageLocale())[area];
}
