import type { ReactNode } from "react";
import styles from "./card-grid.module.css";

/**
 * The `sizes` of a picture that fills a card's width in the grid below, so the browser picks the right
 * width: four columns from 64rem (at most 280px wide on the 76rem page), three from 40rem, two below.
 */
export const CARD_IMAGE_SIZES = "(min-width: 76rem) 280px, (min-width: 64rem) 23vw, (min-width: 40rem) 31vw, 46vw";

/** The shop's responsive grid of cards: two columns on a phone, three on a tablet, four on a desktop. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}
