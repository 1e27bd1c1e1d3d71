import type { ReactNode } from "react";
import styles from "./card-grid.module.css";

/** The shop's responsive grid of cards: two columns on a phone, three on a tablet, four on a desktop. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}
