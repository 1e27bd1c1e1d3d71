import { CardGrid } from "@/components/ui/card-grid.tsx";
import type { Messages } from "@/lib/i18n/messages.ts";
import type { ProductCard as Card } from "@/lib/catalogue/cards.ts";
import { MoveToBasket } from "./move-to-basket.tsx";
import { ProductCard } from "./product-card.tsx";
import { RemoveFromWishList } from "./remove-from-wish-list.tsx";
import styles from "./wish-list.module.css";

/** The shopper's saved pieces, each with "Move to basket" (or "Choose a variant") and "Remove". */
/** `texts`: the buttons' words in the page's language (messages AccountWishList). */
export function WishListCards({ cards, texts }: { cards: Card[]; texts: Messages["AccountWishList"] }) {
  return (
    <CardGrid>
      {cards.map((card, i) => (
        <ProductCard
          key={card.id}
          card={card}
          eager={i < 4}
          action={
            <div className={styles.actions}>
              <MoveToBasket productId={card.id} title={card.title} href={card.href} isFamily={card.structure === "parent"} canBuy={card.availability.is_available_to_buy} texts={texts} />
              <RemoveFromWishList productId={card.id} title={card.title} label={texts.remove} />
            </div>
          }
        />
      ))}
    </CardGrid>
  );
}
