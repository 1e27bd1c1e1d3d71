import { Link } from "@/components/i18n/link.tsx";
import type { ReactNode } from "react";
import { ArrowRightIcon } from "@/components/ui/icons.tsx";
import styles from "./home-section.module.css";

/** One section of the landing page: a heading (and a "see all" link), then its content. */
export function HomeSection({ id, title, lede, more, children }: { id: string; title: string; lede?: string; more?: { href: string; label: string } | null; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <div className={styles.head}>
        <div>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {lede && <p className={styles.lede}>{lede}</p>}
        </div>
        {more && (
          <Link href={more.href} className={styles.more} prefetch={false}>
            {more.label}
            <ArrowRightIcon size={18} />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
