import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import type { ReactNode } from "react";
import { routing } from "@/i18n/routing.ts";
import { PageLocaleProvider } from "@/components/i18n/locale-context.tsx";
import { Document } from "@/components/shop/document.tsx";
import { localized } from "@/lib/i18n/localized.tsx";
import { languageTag } from "@/lib/i18n/locale.ts";

// Every shop page in each language: English at the shop's own addresses (next.config.js rewrites them
// here as "/en/…"), Hindi under "/hi/…" (docs/decisions/0179).
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

interface Props {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  // The client components' few texts come down as props, and their links learn the language from a
  // context of its own: no next-intl client code in the pages' first load (e2e/first-load.spec.ts's
  // budgets); the basket and checkout bring theirs (components/i18n/texts-for.tsx).
  return (
    <Document lang={languageTag(locale)}>
      <PageLocaleProvider locale={locale}>{children}</PageLocaleProvider>
    </Document>
  );
}

export default localized(LocaleLayout);
