import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SkipLink } from "./skip-link.tsx";
import styles from "./shop-shell.module.css";

/** The storefront frame: skip link, header, the page's main content, footer. */
export async function ShopShell({ children }: { children: ReactNode }) {
  const t = await getTranslations("Header");
  return (
    <>
      <SkipLink label={t("skip")} />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
