"use client";
// On a phone the filters open from a button above the results (a disclosure); on wider screens they
// are always shown beside them. Without JavaScript they are always shown.
import { useId, useState, type ReactNode } from "react";
import styles from "./listing-filters.module.css";

export function FiltersDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.filters} data-open={open || undefined}>
      <button type="button" className={styles.opener} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
      </button>
      <div id={id} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
