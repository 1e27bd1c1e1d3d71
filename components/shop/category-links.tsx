import { Link } from "@/i18n/navigation.ts";
import type { CategoryLink } from "@/lib/storefront/menu.ts";
import styles from "./category-links.module.css";

/** Categories as a row of pills in a named navigation landmark. Renders nothing when there are none. */
export function CategoryLinks({ label, categories }: { label: string; categories: CategoryLink[] }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={category.href} className={styles.pill}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
