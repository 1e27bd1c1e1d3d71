import type { ReactNode } from "react";
import { devanagari, display, sans, sansExt } from "@/app/fonts.ts";

/**
 * The page's <html> and <body>, in a language: the shop's pages have theirs from app/[locale]/layout.tsx
 * ("hi-IN" under /hi/), the staff pages and the root status pages from their own layouts (docs/decisions/0179).
 */
export function Document({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang} className={`${sans.variable} ${sansExt.variable} ${devanagari.variable} ${display.variable}`} suppressHydrationWarning>
      {/* biome-ignore lint/style/noHeadElement: the App Router document of the layouts that use this (no Pages Router here) */}
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours. Before first paint: parts that only work with JavaScript (menu and filter toggles) style themselves by it. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.dataset.js='1'" }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
