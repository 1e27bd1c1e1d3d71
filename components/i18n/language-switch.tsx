"use client";
// The header's language switch: a plain link to this page in the other language ("/p/teak-bench/" ⇄
// "/hi/p/teak-bench/"), so it works without JavaScript and the shopper stays on the page. The page's
// address is the browser's; the cached page holds the link its own address gives.
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import type { ShopLocale } from "@/i18n/routing.ts";
import { localePath, splitLocalePath } from "@/lib/i18n/locale.ts";

interface LanguageSwitchProps {
  /** The language the page is in. */
  locale: ShopLocale;
  /** The other language's name, in that language ("हिन्दी", "English"). */
  label: string;
  /** What the link does, for assistive technology. */
  description: string;
  className?: string;
}

/** The page's path in no language: "/en/p/x/" (Next's own, rewritten name) and "/hi/p/x/" are both "/p/x/". */
function basePath(pathname: string): string {
  if (pathname === "/en" || pathname.startsWith("/en/")) return pathname.slice(3) || "/";
  return splitLocalePath(pathname).path;
}

export function LanguageSwitch({ locale, label, description, className }: LanguageSwitchProps) {
  const pathname = usePathname() ?? "/";
  const other: ShopLocale = locale === "hi" ? "en" : "hi";
  const path = localePath(other, basePath(pathname));
  // A page opened with a query (the thanks page's token, a tracking link's) keeps it: added in the browser,
  // since the cached pages are rendered without one.
  const [search, setSearch] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page the shopper moves to (a new pathname) has its own query to read
  useEffect(() => setSearch(window.location.search), [pathname]);
  const href = path + search;
  return (
    <a href={href} hrefLang={other === "hi" ? "hi-IN" : "en-IN"} lang={other === "hi" ? "hi-IN" : "en-IN"} className={className} aria-label={description} data-testid="language-switch">
      {label}
    </a>
  );
}
