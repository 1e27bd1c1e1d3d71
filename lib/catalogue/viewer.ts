// Who is looking at the catalogue, as far as catalogue reads care: staff see non-public products and
// categories and stock levels; everyone else sees the public shop, the same for all (so it can be
// cached), with per-caller fields such as is_favourite laid over it.
import type { Caller } from "@/lib/auth/caller.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";

export interface Viewer {
  staff: boolean;
  /** The language of the texts staff wrote in two (titles, names, descriptions); absent: English. */
  locale?: ShopLocale;
}

export const SHOPPER: Viewer = Object.freeze({ staff: false });
export const STAFF: Viewer = Object.freeze({ staff: true });

const HINDI_SHOPPER: Viewer = Object.freeze({ staff: false, locale: "hi" });
const HINDI_STAFF: Viewer = Object.freeze({ staff: true, locale: "hi" });

/** A shopper reading the shop in `locale` (a /hi/ page, an API call with Accept-Language: hi). */
export function shopperIn(locale: ShopLocale | undefined): Viewer {
  return locale === "hi" ? HINDI_SHOPPER : SHOPPER;
}

export function viewerOf(caller: Pick<Caller, "user">, locale?: ShopLocale): Viewer {
  if (locale === "hi") return caller.user?.isStaff ? HINDI_STAFF : HINDI_SHOPPER;
  return caller.user?.isStaff ? STAFF : SHOPPER;
}

/** The part of a cache key that tells the languages apart ("" for English, so English keys are as before). */
export function localeKey(viewer: Viewer): string {
  return viewer.locale === "hi" ? "hi:" : "";
}
