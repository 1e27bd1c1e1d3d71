"use client";
// The page's language for the shop's client components (its links): a context of one value, so the
// shop's first-load JavaScript carries no message-formatting code (e2e/first-load.spec.ts; decision 0179).
import { createContext, useContext, type ReactNode } from "react";
import type { ShopLocale } from "@/lib/i18n/locales.ts";

const PageLocale = createContext<ShopLocale>("en");

export function PageLocaleProvider({ locale, children }: { locale: ShopLocale; children: ReactNode }) {
  return <PageLocale value={locale}>{children}</PageLocale>;
}

/** The page's language ("en" outside the shop's pages). */
export function usePageLocale(): ShopLocale {
  return useContext(PageLocale);
}

/**
 * One of two server-drawn trees, by the page's language: for the 404 boundaries, which Next renders without
 * the page's params (next-intl cannot tell their language there, and reading the request would make every
 * page dynamic). Here rather than in a module of its own: this one is in every page's first load already.
 */
export function ByLocale({ en, hi }: { en: ReactNode; hi: ReactNode }) {
  return useContext(PageLocale) === "hi" ? hi : en;
}
