// The shop's language helpers that need no request: which language an address is in, an address in
// another language, the <html lang> and Open Graph names, and the language an API caller asked for.
// No next-intl import here: the language switch and the shop's links use these in the browser too.
import { DEFAULT_LOCALE, isShopLocale, LOCALES, type ShopLocale } from "./locales.ts";

export { DEFAULT_LOCALE, LOCALES };

/** A [locale] segment's value as a shop language (English for anything else). */
export function asLocale(value: unknown): ShopLocale {
  return isShopLocale(value) ? value : DEFAULT_LOCALE;
}

/** The language tag of a page's <html lang> and hreflang: India's English and Hindi. */
export function languageTag(locale: ShopLocale): string {
  return locale === "hi" ? "hi-IN" : "en-IN";
}

/** Open Graph's spelling of the same. */
export function openGraphLocale(locale: ShopLocale): string {
  return locale === "hi" ? "hi_IN" : "en_IN";
}

/** An address's language and its path without the language ("/hi/p/x/" → hi, "/p/x/"). */
export function splitLocalePath(pathname: string): { locale: ShopLocale; path: string } {
  const match = /^\/(hi)(\/.*)?$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: "hi", path: match[2] || "/" };
}

/** A site path in a language: English paths as they are, Hindi ones under "/hi" ("/" → "/hi/"). */
export function localePath(locale: ShopLocale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/") || path.startsWith("//")) return path;
  if (/^\/(hi)(\/|$|\?|#)/.test(path)) return path;
  return `/${locale}${path}`;
}

/**
 * The language an API caller prefers by Accept-Language (q-values honoured; "hi", "hi-IN" are Hindi),
 * English when it names neither or sends none.
 */
export function acceptedLocale(header: string | null | undefined): ShopLocale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: ShopLocale; q: number } | null = null;
  for (const part of header.split(",")) {
    const [range, ...params] = part.trim().split(";");
    const tag = range.trim().toLowerCase();
    if (!tag) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const primary = tag.split("-")[0];
    const locale = primary === "hi" ? "hi" : primary === "en" ? "en" : null;
    if (locale && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
