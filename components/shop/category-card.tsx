import { Link } from "@/components/i18n/link.tsx";
import { CARD_IMAGE_SIZES } from "@/components/ui/card-grid.tsx";
import { ArrowRightIcon } from "@/components/ui/icons.tsx";
import { MediaImage } from "@/components/ui/media-image.tsx";
import type { CategoryLink } from "@/lib/storefront/menu.ts";
import styles from "./category-card.module.css";

/** Category pictures are 800 × 600 (prisma/seed; uploads keep their own size). */
const CATEGORY_IMAGE = { width: 800, height: 600 };

export function CategoryCard({ category, eager = false }: { category: CategoryLink; eager?: boolean }) {
  return (
    <li className={styles.card}>
      <Link href={category.href} className={styles.link}>
        <span className={styles.media}>
          {category.image ? (
            <MediaImage path={category.image} alt="" {...CATEGORY_IMAGE} sizes={CARD_IMAGE_SIZES} priority={eager} className={styles.image} />
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
