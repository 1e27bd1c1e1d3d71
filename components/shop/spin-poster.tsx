import { RotateIcon } from "@/components/ui/icons.tsx";
import styles from "./spin-viewer.module.css";

/**
 * A 360° view's first frame where the viewer will be (spin-viewer-slot.tsx), drawn on the server: the
 * buttons' places are kept, so nothing moves when the viewer comes, and nothing pretends to work before.
 */
export function SpinPoster({ frames }: { frames: string[] }) {
  return (
    <figure className={styles.spin}>
      <div className={`${styles.stage} ${styles.still}`}>
        <img src={frames[0]} alt="" width={800} height={600} loading="lazy" draggable={false} className={styles.frame} />
      </div>
      <figcaption className={styles.caption}>
        <span className={`${styles.turn} ${styles.placeholder}`} aria-hidden="true" />
        <span className={styles.label}>
          <RotateIcon size={18} /> 360° view
        </span>
        <span className={`${styles.turn} ${styles.placeholder}`} aria-hidden="true" />
      </figcaption>
    </figure>
  );
}
