"use client";
// The product page's interactive part: pictures, title, price "incl. GST", availability, the variant
// picker and what follows it (options, the buy box, the heart, the attributes). Choosing a variant shows
// its price, availability, pictures and attributes at once and moves the URL to the variant's own page
// (history.replaceState: the choice does not pile up in Back).
import { useState, type ReactNode } from "react";
import type { ProductModel, ShownProduct } from "@/lib/storefront/product-model.ts";
import { formatMoney } from "@/lib/money/format.ts";
import { FavouriteButton } from "./favourite-button.tsx";
import { ProductGallery } from "./product-gallery.tsx";
import { VariantPicker } from "./variant-picker.tsx";
import styles from "./product-detail.module.css";

interface ProductDetailProps {
  model: ProductModel;
  /** Server-rendered parts placed below the price: options, the buy box. */
  children?: ReactNode;
}

export function ProductDetail({ model, children }: ProductDetailProps) {
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
  const attributes = [...model.base.attributes.filter((a) => !selected?.attributes.some((s) => s.code === a.code)), ...(selected?.attributes ?? [])];
  return (
    <div className={styles.detail}>
      <ProductGallery key={shown.id} pictures={pictures} title={shown.title} />
      <div className={styles.summary}>
        <h1 className={styles.title}>{model.base.title}</h1>
        {selected && <p className={styles.variantName}>{selected.label}</p>}
        <div className={styles.priceRow} aria-live="polite">
          {price.incl_tax !== null ? (
            <p className={styles.price}>
              {shown.priceIsFrom && <span className={styles.from}>From </span>}
              <span data-testid="product-price">{formatMoney(price.incl_tax)}</span>
              <span className={styles.tax}> incl. GST</span>
            </p>
          ) : (
            <p className={styles.price}>Not for sale just now</p>
          )}
          <p className={`${styles.availability} ${availability.is_available_to_buy ? styles.available : styles.unavailable}`} data-testid="product-availability">
            {availability.message}
          </p>
        </div>
        {price.excl_tax !== null && !shown.priceIsFrom && (
          <p className={styles.taxLine}>
            {formatMoney(price.excl_tax)} before GST ({formatMoney(price.tax)} GST)
          </p>
        )}
        {model.variants.length > 0 && <VariantPicker variants={model.variants} selectedId={selectedId} onChoose={choose} />}
        {children}
        <div className={styles.heart}>
          <FavouriteButton productId={shown.id} title={shown.title} returnTo={shown.href} size="large" />
          <span className={styles.heartLabel}>Save to your wish list</span>
        </div>
        {attributes.length > 0 && (
          <section aria-labelledby="product-attributes" className={styles.attributes}>
            <h2 id="product-attributes" className={styles.attributesTitle}>
              Details
            </h2>
            <table className={styles.table}>
              <tbody>
                {attributes.map((a) => (
                  <tr key={a.code}>
                    <th scope="row">{a.name}</th>
                    <td>{Array.isArray(a.value) ? a.value.join(", ") : a.value === "true" ? "Yes" : a.value === "false" ? "No" : a.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
    </div>
  );
}
