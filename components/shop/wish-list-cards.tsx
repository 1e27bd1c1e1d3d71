import { CardGrid } from "@/components/ui/card-grid.tsx";
import type { ProductCard as Card } from "@/lib/catalogue/cards.ts";
import { ProductCard } from "./product-card.tsx";
import { RemoveFromWishList } from "./remove-from-wish-list.tsx";

/** The shopper's saved pieces, each with a button that removes it. */
export function WishListCards({ cards }: { cards: Card[] }) {
  return (
    <CardGrid>
      {cards.map((card, i) => (
        <ProductCard key={card.id} card={card} eager={i < 4} action={<RemoveFromWishList productId={card.id} title={card.title} />} />
      ))}
    </CardGrid>
  );
}
