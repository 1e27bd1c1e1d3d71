import Link from "next/link";
import type { ShopLocale } from "@/i18n/routing.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import type { CategoryLink } from "@/lib/storefront/menu.ts";
import styles from "./category-links.module.css";

/**
 * Categories as a row of pills in a named navigation landmark. Renders nothing when there are none. The
 * language comes as a prop (not from next-intl): the 404 panels draw this outside any page's language too.
 */
export function CategoryLinks({ label, categories, locale = "en" }: { label: string; categories: CategoryLink[]; locale?: ShopLocale }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={localePath(locale, category.href)} className={styles.pill}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
