// Where to go after signing in: a path on this site from `?next=`, never another site ("//evil.example",
// "https://…", "/\\evil.example" would all leave it). Anything else goes to the account page.
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { localePath, splitLocalePath } from "@/lib/i18n/locale.ts";

export const DEFAULT_NEXT = "/account/";

export function safeNextPath(raw: string | string[] | undefined | null): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || value.length > 1000) return DEFAULT_NEXT;
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f]/.test(value)) return DEFAULT_NEXT;
  // The sign-in page itself, or the API, in either language: back to the account instead.
  const { path } = splitLocalePath(value.split(/[?#]/)[0]);
  if (path.startsWith("/account/login") || path.startsWith("/api/")) return DEFAULT_NEXT;
  return value;
}

/**
 * Where a sign-in page in `locale` sends the shopper on: the safe `?next=` path in the page's language
 * ("/hi/account/" after signing in on "/hi/account/login/"); a path already in a language keeps it.
 */
export function nextInLanguage(locale: ShopLocale, raw: string | string[] | undefined | null): string {
  return localePath(locale, safeNextPath(raw));
}
