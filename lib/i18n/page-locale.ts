// The language of the page being rendered, for loaders that keep one cached copy per language (the
// policy, written, collection pages and the rooms' menu) without each page passing it along. Under
// app/[locale] it is the address's (set by localized.tsx); outside Next's server components (unit tests
// import pages directly, where next-intl's server functions are not available) it is English, as
// localized.tsx's own setRequestLocale is skipped there.
import { unstable_rethrow } from "next/navigation";
import { getLocale } from "next-intl/server";
import { asLocale } from "./locale.ts";
import { DEFAULT_LOCALE, type ShopLocale } from "./locales.ts";

export async function pageLocale(): Promise<ShopLocale> {
  try {
    return asLocale(await getLocale());
  } catch (error) {
    unstable_rethrow(error); // Next's own signals (a prerender stopping) are not failures
    return DEFAULT_LOCALE;
  }
}
