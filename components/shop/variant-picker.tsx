"use client";
// The variants of a family as radio buttons (arrow keys move between them), each with its price and
// whether it can be bought. Without JavaScript each is a link to the variant's own page.
import { useId } from "react";
import type { Variant } from "@/lib/storefront/product-model.ts";
import styles from "./product-detail.module.css";

interface VariantPickerProps {
  variants: Variant[];
  selectedId: number | null;
  onChoose: (id: number) => void;
  /** The page's words: the legend ("Choose a variant") and "Unavailable". */
  labels: { legend: string; unavailable: string };
}

export function VariantPicker({ variants, selectedId, onChoose, labels }: VariantPickerProps) {
  const name = useId();
  return (
    <fieldset className={styles.variants}>
      <legend className={styles.legend}>{labels.legend}</legend>
      <ul className={styles.variantList}>
        {variants.map((v) => {
          const id = `${name}-${v.id}`;
          return (
            <li key={v.id}>
              <input
                type="radio"
                id={id}
                name={name}
                value={v.id}
                checked={selectedId === v.id}
                onChange={() => onChoose(v.id)}
                className={styles.variantInput}
              />
              <label htmlFor={id} className={styles.variantLabel}>
                <span className={styles.variantText}>{v.label}</span>
                <span className={styles.variantMeta}>
                  {v.price.inclTax ?? ""}
                  {!v.availability.is_available_to_buy && ` · ${labels.unavailable}`}
                </span>
              </label>
              <noscript>
                <a href={v.href}>{v.label}</a>
              </noscript>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
