import type { CSSProperties } from "react";
import styles from "./rating.module.css";

/**
 * A rating out of 5 from reviews, one decimal: five stars filled to the value (one text run, drawn by
 * CSS), the value beside them unless the page shows it already, and, when given, how many reviews it
 * comes from.
 */
export function Rating({ value, count, showValue = true, className }: { value: number; count?: number; showValue?: boolean; className?: string }) {
  const percent = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return (
    <p className={`${styles.rating} ${className ?? ""}`}>
      <span className={styles.stars} style={{ "--filled": percent } as CSSProperties} aria-hidden="true">
        ★★★★★
      </span>
      {showValue ? (
        <span className={styles.value}>
          {value.toFixed(1)}
          <span className="visually-hidden"> out of 5</span>
        </span>
      ) : (
        <span className="visually-hidden">{Number.isInteger(value) ? value : value.toFixed(1)} out of 5 stars</span>
      )}
      {count !== undefined && (
        <span className={styles.count}>
          ({count}
          <span className="visually-hidden">{count === 1 ? " review" : " reviews"}</span>)
        </span>
      )}
    </p>
  );
}
