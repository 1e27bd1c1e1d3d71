import Link from "next/link";
import styles from "./breadcrumbs.module.css";

export interface Crumb {
  name: string;
  href: string;
}

/** A breadcrumb trail; the last item is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
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
