import type { CSSProperties } from "react";
import styles from "./rating.module.css";

/** A staff-set rating out of 5, one decimal: five stars filled to the value (one text run, drawn by CSS). */
export function Rating({ value, className }: { value: number; className?: string }) {
  const percent = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return (
    <p className={`${styles.rating} ${className ?? ""}`}>
      <span className={styles.stars} style={{ "--filled": percent } as CSSProperties} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.value}>
        {value.toFixed(1)}
        <span className="visually-hidden"> out of 5</span>
      </span>
    </p>
  );
}
