"use client";
// A product's pictures: one large, the others as thumbnails that show it instead; a click on the
// picture ("Zoom") opens it at full size in a dialog, where the arrow keys move through the pictures and
// Escape (or the close button) closes it. The dialog's code comes with the first click (every product
// page carries the gallery; few shoppers zoom).
import { lazy, Suspense, useState } from "react";
import { ZoomIcon } from "@/components/ui/icons.tsx";
import { MediaImage } from "@/components/ui/media-image.tsx";
import type { Picture } from "@/lib/storefront/product-model.ts";
import styles from "./product-gallery.module.css";

const ZoomDialog = lazy(() => import("./zoom-dialog.tsx"));

const MAIN_SIZES = "(min-width: 64rem) 560px, (min-width: 48rem) 50vw, 100vw";

export function ProductGallery({ pictures, title }: { pictures: Picture[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  if (!pictures.length) {
    return (
      <div className={styles.gallery}>
        <div className={`${styles.main} ${styles.none}`} aria-hidden="true">
          {title.charAt(0)}
        </div>
      </div>
    );
  }
  const current = pictures[Math.min(index, pictures.length - 1)];
  const step = (by: number) => setIndex((i) => (i + by + pictures.length) % pictures.length);

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <button type="button" className={styles.zoomArea} onClick={() => setZoomed(true)} aria-label={`Zoom: ${current.alt}`}>
          <MediaImage path={current.path} alt={current.alt} width={current.width} height={current.height} sizes={MAIN_SIZES} priority className={styles.image} />
        </button>
        <span className={styles.zoomHint} aria-hidden="true">
          <ZoomIcon size={18} /> Zoom
        </span>
      </div>
      {pictures.length > 1 && (
        <ul className={styles.thumbs} aria-label="Pictures">
          {pictures.map((p, i) => (
            <li key={p.path}>
              <button type="button" className={styles.thumb} aria-pressed={i === index} aria-label={`Picture ${i + 1} of ${pictures.length}`} onClick={() => setIndex(i)}>
                <MediaImage path={p.path} alt="" width={p.width} height={p.height} sizes="96px" className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed && (
        <Suspense fallback={null}>
          <ZoomDialog picture={current} position={index + 1} count={pictures.length} title={title} onStep={step} onClose={() => setZoomed(false)} />
        </Suspense>
      )}
    </div>
  );
}
