import { notFound } from "next/navigation";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { routing } from "@/i18n/routing.ts";
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
  // The client components' few texts come down as props; the provider only carries the language (for
  // next-intl's Link and formatters), never the whole message file (e2e/first-load.spec.ts's budgets).
  return (
    <Document lang={languageTag(locale)}>
      <NextIntlClientProvider locale={locale} messages={null} timeZone="Asia/Kolkata">
        {children}
      </NextIntlClientProvider>
    </Document>
  );
}

export default localized(LocaleLayout);
