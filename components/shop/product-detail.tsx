"use client";
// The product page's interactive part: pictures, title, price "incl. GST", availability, the variant
// picker and what follows it (options, the buy box, the heart, the attributes). Choosing a variant shows
// its price, availability, pictures and attributes at once and moves the URL to the variant's own page
// (history.replaceState: the choice does not pile up in Back).
import { createContext, useState, type ReactNode } from "react";
import type { ProductModel, ShownProduct } from "@/lib/storefront/product-model.ts";
import { ProductGallery } from "./product-gallery.tsx";
import { VariantPicker } from "./variant-picker.tsx";
import styles from "./product-detail.module.css";

/** The product the buy box adds: the chosen variant (null while a family's variant is not chosen), or the product itself. */
export const ChosenProduct = createContext<{ id: number | null; available: boolean } | null>(null);

interface ProductDetailProps {
  model: ProductModel;
  /** Server-rendered parts placed below the price: options, the buy box, the heart. */
  children?: ReactNode;
  /** Server-rendered, below them: the attributes. */
  after?: ReactNode;
}

export function ProductDetail({ model, children, after }: ProductDetailProps) {
  const [selectedId, setSelectedId] = useState(model.selectedId);
  const selected = model.variants.find((v) => v.id === selectedId) ?? null;
  const shown: ShownProduct = selected ?? model.base;
  const pictures = shown.pictures.length ? shown.pictures : model.base.pictures;

  function choose(id: number) {
    const variant = model.variants.find((v) => v.id === id);
    if (!variant) return;
    setSelectedId(id);
    window.history.replaceState(window.history.state, "", variant.href);
  }

  const { price, availability } = shown;
  return (
    <div className={styles.detail}>
      <ProductGallery key={shown.id} pictures={pictures} title={shown.title} />
      <div className={styles.summary}>
        <h1 className={styles.title}>{model.base.title}</h1>
        {selected && <p className={styles.variantName}>{selected.label}</p>}
        <div className={styles.priceRow} aria-live="polite">
          {price.inclTax !== null ? (
            <p className={styles.price}>
              {shown.priceIsFrom && <span className={styles.from}>From </span>}
              <span data-testid="product-price">{price.inclTax}</span>
              <span className={styles.tax}> incl. GST</span>
            </p>
          ) : (
            <p className={styles.price}>Not for sale just now</p>
          )}
          <p className={`${styles.availability} ${availability.is_available_to_buy ? styles.available : styles.unavailable}`} data-testid="product-availability">
            {availability.message}
          </p>
        </div>
        {price.exclTax !== null && !shown.priceIsFrom && (
          <p className={styles.taxLine}>
            {price.exclTax} before GST ({price.tax} GST)
          </p>
        )}
        {model.variants.length > 0 && <VariantPicker variants={model.variants} selectedId={selectedId} onChoose={choose} />}
        <ChosenProduct value={{ id: model.variants.length ? selectedId : model.base.id, available: availability.is_available_to_buy }}>{children}</ChosenProduct>
        {after}
      </div>
    </div>
  );
}
