import Image from "next/image";
import Link from "next/link";
import { CARD_IMAGE_SIZES } from "@/components/ui/card-grid.tsx";
import type { ProductCard as Card } from "@/lib/catalogue/product-cards.ts";
import { formatMoney } from "@/lib/money/format.ts";
import styles from "./product-card.module.css";

export function ProductCard({ card, eager = false }: { card: Card; eager?: boolean }) {
  const { availability } = card;
  return (
    <li className={styles.card}>
      <div className={styles.media}>
        {card.image ? (
          <Image
            src={card.image.src}
            alt=""
            fill
            sizes={CARD_IMAGE_SIZES}
            loading={eager ? "eager" : "lazy"}
            className={styles.image}
          />
        ) : (
          <span className={styles.noImage} aria-hidden="true">
            {card.title.charAt(0)}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={card.href} className={styles.link}>
            {card.title}
          </Link>
        </h3>
        {card.price !== null && (
          <p className={styles.price}>
            {card.priceIsFrom && <span className={styles.from}>From </span>}
            {formatMoney(card.price)}
          </p>
        )}
        {availability.status === "low-stock" && (
          <p className={`${styles.stock} ${styles.low}`}>Only {availability.numAvailable} left</p>
        )}
        {availability.status === "out-of-stock" && <p className={`${styles.stock} ${styles.out}`}>Out of stock</p>}
      </div>
    </li>
  );
}
