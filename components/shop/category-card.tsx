import Image from "next/image";
import Link from "next/link";
import { CARD_IMAGE_SIZES } from "@/components/ui/card-grid.tsx";
import { ArrowRightIcon } from "@/components/ui/icons.tsx";
import type { CategorySummary } from "@/lib/catalogue/categories.ts";
import styles from "./category-card.module.css";

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
              sizes={CARD_IMAGE_SIZES}
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
