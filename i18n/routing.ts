// The shop's languages and how they show in addresses (docs/decisions/0179): English keeps the shop's
// addresses as they were ("/p/teak-bench/"), Hindi has its own under "/hi/" ("/hi/p/teak-bench/").
// The language comes from the address alone, never from a cookie or Accept-Language: every shop page is
// one cached copy per address, so a page may not depend on anything else.
import { defineRouting } from "next-intl/routing";

export const routing = defineRouting({
  locales: ["en", "hi"],
  defaultLocale: "en",
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

export type ShopLocale = (typeof routing.locales)[number];
