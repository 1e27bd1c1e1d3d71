import type { Price } from "@/lib/pricing/index.ts";
import { formatMoney } from "@/lib/money/format.ts";
import styles from "./price-tag.module.css";

/** A shelf price incl. GST ("From ₹24,999" for a parent); nothing when the product cannot be bought. */
export function PriceTag({ price, from = false, taxNote = false, className }: { price: Price; from?: boolean; taxNote?: boolean; className?: string }) {
  if (price.incl_tax === null) return null;
  return (
    <p className={`${styles.price} ${className ?? ""}`}>
      {from && <span className={styles.from}>From </span>}
      <span className={styles.amount}>{formatMoney(price.incl_tax)}</span>
      {taxNote && <span className={styles.note}> incl. GST</span>}
    </p>
  );
}
