import { getLocale, getTranslations } from "next-intl/server";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import { ErrorTextsProvider } from "./error-texts.tsx";
import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SkipLink } from "./skip-link.tsx";
import styles from "./shop-shell.module.css";

/** The storefront frame: skip link, header, the page's main content, footer. */
export async function ShopShell({ children }: { children: ReactNode }) {
  const [t, errors, locale] = await Promise.all([getTranslations("Header"), getTranslations("CatalogueErrors"), getLocale().then(asLocale)]);
  // The group's error boundary (inside <main>) shows these words when a page fails.
  const errorTexts = {
    wentWrong: errors("wentWrong"),
    didNotLoad: errors("didNotLoad"),
    ourSide: errors("ourSide"),
    reference: errors.raw("reference") as string,
    tryAgain: errors("tryAgain"),
    goHome: errors("goHome"),
    home: localePath(locale, "/"),
  };
  return (
    <>
      <SkipLink label={t("skip")} />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <ErrorTextsProvider texts={errorTexts}>{children}</ErrorTextsProvider>
      </main>
      <SiteFooter />
    </>
  );
}
