"use client";
// The product page's interactive part: pictures, title, price "incl. GST", availability, the variant
// picker and what follows it (options, the buy box, the heart, the details), and the parts of the page
// that name the variant (the breadcrumb's last step, "About this piece"). Choosing a variant shows its
// price, availability, pictures, details and description at once and moves the URL to the variant's own
// page (history.replaceState: the choice does not pile up in Back), which the server renders the same way.
import { createContext, use, useState, type ReactNode } from "react";
import type { ProductModel, ShownProduct, Variant } from "@/lib/storefront/product-model.ts";
import type { Breadcrumb } from "@/lib/storefront/structured-data.ts";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { ProductAttributes } from "./product-attributes.tsx";
import { ProductGallery } from "./product-gallery.tsx";
import { VariantPicker } from "./variant-picker.tsx";
import styles from "./product-detail.module.css";

/** The product page's words in its language (the page passes them: no English in this bundle). */
export interface ProductLabels {
  about: string;
  details: string;
  yes: string;
  no: string;
  from: string;
  inclGst: string;
  notForSale: string;
  /** "{excl} before GST ({tax} GST)". */
  beforeGst: string;
  chooseVariant: string;
  unavailable: string;
}

interface Choice {
  model: ProductModel;
  labels: ProductLabels;
  selectedId: number | null;
  choose: (id: number) => void;
}

const ProductChoiceContext = createContext<Choice | null>(null);

function useChoice(): Choice & { shown: ShownProduct; selected: Variant | null } {
  const choice = use(ProductChoiceContext);
  if (!choice) throw new Error("Product parts belong inside <ProductChoice>.");
  const selected = choice.model.variants.find((v) => v.id === choice.selectedId) ?? null;
  return { ...choice, selected, shown: selected ?? choice.model.base };
}

/** Holds the chosen variant for every part of the product page inside it. */
export function ProductChoice({ model, labels, children }: { model: ProductModel; labels: ProductLabels; children: ReactNode }) {
  const [selectedId, setSelectedId] = useState(model.selectedId);
  function choose(id: number) {
    const variant = model.variants.find((v) => v.id === id);
    if (!variant) return;
    setSelectedId(id);
    window.history.replaceState(window.history.state, "", variant.href);
  }
  return <ProductChoiceContext value={{ model, labels, selectedId, choose }}>{children}</ProductChoiceContext>;
}

/** The trail to the product, ending on the chosen variant. */
export function ProductBreadcrumbs({ trail }: { trail: Breadcrumb[] }) {
  const { shown } = useChoice();
  return <Breadcrumbs items={[...trail, { name: shown.title, href: shown.href }]} />;
}

/** "About this piece": the chosen variant's description, paragraph by paragraph. */
export function ProductDescription({ className, titleClassName, paragraphClassName }: { className: string; titleClassName: string; paragraphClassName: string }) {
  const { shown, labels } = useChoice();
  const paragraphs = shown.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!paragraphs.length) return null;
  return (
    <section aria-labelledby="about-title" className={className} data-testid="product-description">
      <h2 id="about-title" className={titleClassName}>
        {labels.about}
      </h2>
      {paragraphs.map((p, i) => (
        <p key={i} className={paragraphClassName}>
          {p}
        </p>
      ))}
    </section>
  );
}

/** The product the buy box adds: the chosen variant (null while a family's variant is not chosen), or the product itself. */
export const ChosenProduct = createContext<{ id: number | null; available: boolean } | null>(null);

interface ProductDetailProps {
  /** Server-rendered parts placed below the price: options, the buy box, the heart. */
  children?: ReactNode;
}

export function ProductDetail({ children }: ProductDetailProps) {
  const { model, labels, selectedId, choose, selected, shown } = useChoice();
  const pictures = shown.pictures.length ? shown.pictures : model.base.pictures;
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
              {shown.priceIsFrom && <span className={styles.from}>{labels.from}</span>}
              <span data-testid="product-price">{price.inclTax}</span>
              <span className={styles.tax}>{labels.inclGst}</span>
            </p>
          ) : (
            <p className={styles.price}>{labels.notForSale}</p>
          )}
          <p className={`${styles.availability} ${availability.is_available_to_buy ? styles.available : styles.unavailable}`} data-testid="product-availability">
            {availability.message}
          </p>
        </div>
        {price.exclTax !== null && !shown.priceIsFrom && (
          <p className={styles.taxLine}>{labels.beforeGst.replace("{excl}", price.exclTax).replace("{tax}", price.tax ?? "")}</p>
        )}
        {model.variants.length > 0 && <VariantPicker variants={model.variants} selectedId={selectedId} onChoose={choose} labels={{ legend: labels.chooseVariant, unavailable: labels.unavailable }} />}
        <ChosenProduct value={{ id: model.variants.length ? selectedId : model.base.id, available: availability.is_available_to_buy }}>{children}</ChosenProduct>
        <ProductAttributes attributes={shown.attributes} labels={{ details: labels.details, yes: labels.yes, no: labels.no }} />
      </div>
    </div>
  );
}
