import { getLocale, getTranslations } from "next-intl/server";
import { asLocale } from "@/lib/i18n/locale.ts";
import { ErrorTextsProvider } from "./error-texts.tsx";
import { errorTextsOf } from "./error-texts-of.ts";
import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SkipLink } from "./skip-link.tsx";
import styles from "./shop-shell.module.css";

/** The storefront frame: skip link, header, the page's main content, footer. */
export async function ShopShell({ children }: { children: ReactNode }) {
  const [t, locale] = await Promise.all([getTranslations("Header"), getLocale().then(asLocale)]);
  return (
    <>
      <SkipLink label={t("skip")} />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {/* The group's error boundary (inside) shows these words when a page fails. */}
        <ErrorTextsProvider texts={errorTextsOf(locale)}>{children}</ErrorTextsProvider>
      </main>
      <SiteFooter />
    </>
  );
}
