import { Link } from "@/components/i18n/link.tsx";
import type { ReactNode } from "react";
import { CARD_IMAGE_SIZES } from "@/components/ui/card-grid.tsx";
import { MediaImage } from "@/components/ui/media-image.tsx";
import type { ProductCard as Card } from "@/lib/catalogue/cards.ts";
import { FavouriteButton } from "./shopper.tsx";
import { PriceTag } from "./price-tag.tsx";
import { Rating } from "./rating.tsx";
import styles from "./product-card.module.css";

/** A product in a listing: picture, title, rating, price ("From" for a parent), availability, heart. */
/** `action`: a control under the card's text (e.g. "Remove" on the wish list). */
export function ProductCard({ card, eager = false, action }: { card: Card; eager?: boolean; action?: ReactNode }) {
  const { availability } = card;
  return (
    <li className={styles.card}>
      <div className={styles.media}>
        {card.image ? (
          <MediaImage
            path={card.image.path}
            alt=""
            width={card.image.width}
            height={card.image.height}
            sizes={CARD_IMAGE_SIZES}
            priority={eager}
            className={styles.image}
          />
        ) : (
          <span className={styles.noImage} aria-hidden="true">
            {card.title.charAt(0)}
          </span>
        )}
      </div>
      <div className={styles.heart}>
        <FavouriteButton productId={card.id} title={card.title} returnTo={card.href} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={card.href} className={styles.link}>
            {card.title}
          </Link>
        </h3>
        {card.rating !== null && <Rating value={card.rating} count={card.ratingCount} className={styles.rating} />}
        <PriceTag price={card.price} from={card.priceIsFrom} className={styles.price} />
        <p className={`${styles.stock} ${availability.is_available_to_buy ? styles.available : styles.out}`}>{availability.message}</p>
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </li>
  );
}
