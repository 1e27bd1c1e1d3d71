import type { ProductCard as Card } from "@/lib/catalogue/product-cards.ts";
import { ProductCard } from "./product-card.tsx";
import styles from "./product-grid.module.css";

/** Eagerly load the images of the first row or two: they are usually above the fold. */
const EAGER_IMAGES = 4;

export function ProductGrid({ cards }: { cards: Card[] }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card, i) => (
        <ProductCard key={card.id} card={card} eager={i < EAGER_IMAGES} />
      ))}
    </ul>
  );
}
