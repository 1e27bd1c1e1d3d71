import Link from "next/link";
import type { Breadcrumb } from "@/lib/storefront/structured-data.ts";
import styles from "./breadcrumbs.module.css";

/** A breadcrumb trail; the last item is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, i) => (
          <li key={item.href} className={styles.item}>
            {i < items.length - 1 ? (
              <Link href={item.href} className={styles.link}>
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className={styles.current}>
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
