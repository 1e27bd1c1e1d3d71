// The shop's languages as plain values: safe in the browser's bundles (no next-intl code comes with them).
export const LOCALES = ["en", "hi"] as const;
export type ShopLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: ShopLocale = "en";

export function isShopLocale(value: unknown): value is ShopLocale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
