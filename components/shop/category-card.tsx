import Image from "next/image";
import Link from "next/link";
import { ArrowRightIcon } from "@/components/ui/icons.tsx";
import type { CategorySummary } from "@/lib/catalogue/categories.ts";
import styles from "./category-card.module.css";

const SIZES = "(min-width: 76rem) 280px, (min-width: 64rem) 23vw, (min-width: 40rem) 31vw, 46vw";

export function CategoryCard({ category, eager = false }: { category: CategorySummary; eager?: boolean }) {
  return (
    <li className={styles.card}>
      <Link href={category.href} className={styles.link}>
        <span className={styles.media}>
          {category.image ? (
            <Image
              src={category.image}
              alt=""
              fill
              sizes={SIZES}
              loading={eager ? "eager" : "lazy"}
              className={styles.image}
            />
          ) : (
            <span className={styles.fallback} aria-hidden="true">
              {category.name.charAt(0)}
            </span>
          )}
        </span>
        <span className={styles.name}>
          {category.name}
          <ArrowRightIcon size={20} className={styles.arrow} />
        </span>
      </Link>
    </li>
  );
}
