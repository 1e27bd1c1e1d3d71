import { Link } from "@/components/i18n/link.tsx";
import { ArrowRightIcon } from "@/components/ui/icons.tsx";
import type { CollectionTile } from "@/lib/storefront/content-view.ts";
import styles from "./collection-tiles.module.css";

/** Collections as large picture tiles: two or three across, one on a phone. Pictures are 1200 × 800. */
export function CollectionTiles({ collections }: { collections: CollectionTile[] }) {
  return (
    <ul className={styles.grid}>
      {collections.map((c) => (
        <li key={c.id} className={styles.tile}>
          <Link href={c.href} className={styles.link}>
            {c.image ? <img src={c.image} alt="" width={1200} height={800} loading="lazy" className={styles.image} /> : <span className={styles.image} aria-hidden="true" />}
            <span className={styles.body}>
              <span className={styles.title}>
                {c.title}
                <ArrowRightIcon size={20} />
              </span>
              {c.description && <span className={styles.description}>{c.description}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
