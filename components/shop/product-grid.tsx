import { CardGrid } from "@/components/ui/card-grid.tsx";
import type { ProductCard as Card } from "@/lib/catalogue/cards.ts";
import { ProductCard } from "./product-card.tsx";

/** Eagerly load the images of the first row or two: they are usually above the fold. */
const EAGER_IMAGES = 4;

export function ProductGrid({ cards, eager = EAGER_IMAGES }: { cards: Card[]; eager?: number }) {
  return (
    <CardGrid>
      {cards.map((card, i) => (
        <ProductCard key={card.id} card={card} eager={i < eager} />
      ))}
    </CardGrid>
  );
}
