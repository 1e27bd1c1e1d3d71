import { Link } from "@/components/i18n/link.tsx";
import { ArrowRightIcon } from "@/components/ui/icons.tsx";
import type { CollectionTile } from "@/lib/storefront/content-view.ts";
import { sizedSources } from "@/lib/storage/image-sizes.ts";
import styles from "./collection-tiles.module.css";

/** Collections as large picture tiles: two or three across, one on a phone. Pictures are 1200 × 800. */
export function CollectionTiles({ collections }: { collections: CollectionTile[] }) {
  return (
    <ul className={styles.grid}>
      {collections.map((c) => (
        <li key={c.id} className={styles.tile}>
          <Link href={c.href} className={styles.link}>
            {c.image ? <TileImage path={c.image} /> : <span className={styles.image} aria-hidden="true" />}
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

/** The tile's picture at the pre-made widths: a phone's tile takes the 400 or 800 px copy, not the original. */
function TileImage({ path }: { path: string }) {
  const { src, srcSet } = sizedSources(path, 1200);
  return <img src={src} srcSet={srcSet} sizes={TILE_SIZES} alt="" width={1200} height={800} loading="lazy" decoding="async" className={styles.image} />;
}

/** As wide as the grid makes a tile: one across below 40rem, two or three across above it. */
const TILE_SIZES = "(max-width: 40rem) 100vw, (max-width: 64rem) 50vw, 24rem";
