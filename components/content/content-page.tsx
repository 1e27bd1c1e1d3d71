import type { ReactNode } from "react";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import text from "@/components/ui/text.module.css";
import { localePath } from "@/lib/i18n/locale.ts";
import { pageLocale, translator } from "@/lib/i18n/texts.ts";
import styles from "./content-page.module.css";

/** A page of the shop's own words (about, delivery, FAQ, contact): breadcrumbs, title, lede, body. */
/** `trail`: the pages between Home and this one; `crumb`: this page's name in the trail (its title by default). */
export async function ContentPage({ title, href, eyebrow, lede, wide = false, trail = [], crumb, children }: { title: string; href: string; eyebrow?: string; lede?: ReactNode; wide?: boolean; trail?: { name: string; href: string }[]; crumb?: string; children: ReactNode }) {
  // The trail in the page's language: its words and its addresses (Breadcrumbs links as they are given).
  const [t, locale] = await Promise.all([translator("ContentPage"), pageLocale()]);
  const items = [{ name: t("home"), href: "/" }, ...trail, { name: crumb ?? title, href }].map((item) => ({ ...item, href: localePath(locale, item.href) }));
  return (
    <article className={wide ? styles.wide : styles.page}>
      <Breadcrumbs items={items} />
      <header className={styles.head}>
        {eyebrow && <p className={text.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lede && <p className={styles.lede}>{lede}</p>}
      </header>
      {children}
    </article>
  );
}
