// The shop's languages and how they show in addresses (docs/decisions/0179): English keeps the shop's
// addresses as they were ("/p/teak-bench/"), Hindi has its own under "/hi/" ("/hi/p/teak-bench/").
// The language comes from the address alone, never from a cookie or Accept-Language: every shop page is
// one cached copy per address, so a page may not depend on anything else.
import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES, type ShopLocale } from "@/lib/i18n/locales.ts";

export type { ShopLocale };

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

