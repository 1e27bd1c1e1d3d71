import type { ReactNode } from "react";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import text from "@/components/ui/text.module.css";
import styles from "./content-page.module.css";

/** A page of the shop's own words (about, delivery, FAQ, contact): breadcrumbs, title, lede, body. */
/** `trail`: the pages between Home and this one; `crumb`: this page's name in the trail (its title by default). */
export function ContentPage({ title, href, eyebrow, lede, wide = false, trail = [], crumb, children }: { title: string; href: string; eyebrow?: string; lede?: ReactNode; wide?: boolean; trail?: { name: string; href: string }[]; crumb?: string; children: ReactNode }) {
  return (
    <article className={wide ? styles.wide : styles.page}>
      <Breadcrumbs items={[{ name: "Home", href: "/" }, ...trail, { name: crumb ?? title, href }]} />
      <header className={styles.head}>
        {eyebrow && <p className={text.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lede && <p className={styles.lede}>{lede}</p>}
      </header>
      {children}
    </article>
  );
}
