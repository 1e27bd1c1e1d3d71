// The product page's interactive part works on plain data: the product shown, and for a family every
// variant with its own price, availability, pictures and attributes, so choosing one changes the page
// at once (and its URL to the variant's own page).
import type { ProductAttribute, ProductPage } from "@/lib/catalogue/product-detail.ts";
import { formatMoney } from "@/lib/money/format.ts";
import type { Availability, Price } from "@/lib/pricing/index.ts";
import type { ProductView } from "./product-page.ts";

export interface Picture {
  path: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/** A price as the page shows it (formatted on the server: the browser needs no formatting code). */
export interface PriceText {
  /** "₹25,499", or null when the product cannot be bought. */
  inclTax: string | null;
  exclTax: string | null;
  tax: string | null;
}

export interface ShownProduct {
  id: number;
  title: string;
  href: string;
  price: PriceText;
  priceIsFrom: boolean;
  availability: Availability;
  pictures: Picture[];
  attributes: ProductAttribute[];
}

export interface Variant extends ShownProduct {
  /** What tells it from its siblings: "Indigo", "Indigo · Linen". */
  label: string;
}

export interface ProductModel {
  /** The family's parent (or the standalone product). */
  base: ShownProduct;
  variants: Variant[];
  /** The variant the URL names; null on a parent's own page (no choice made yet). */
  selectedId: number | null;
}

function priceText(p: Price): PriceText {
  const text = (amount: string | null) => (amount === null ? null : formatMoney(amount));
  return { inclTax: text(p.incl_tax), exclTax: text(p.excl_tax), tax: p.incl_tax === null ? null : text(p.tax) };
}

function picturesOf(page: Pick<ProductPage, "images" | "title">): Picture[] {
  return page.images.map((i) => ({ path: i.path, alt: i.caption || page.title, width: i.width, height: i.height }));
}

function shown(page: ProductPage): ShownProduct {
  return {
    id: page.id,
    title: page.title,
    href: page.card.href,
    price: priceText(page.card.price),
    priceIsFrom: page.card.priceIsFrom,
    availability: page.card.availability,
    pictures: picturesOf(page),
    attributes: page.attributes,
  };
}

const valueText = (v: ProductAttribute["value"]) => (Array.isArray(v) ? v.join(", ") : v);

/** The attribute values that differ between variants, or the title's tail ("Jaipur Chair, Indigo" → "Indigo"). */
function labels(family: ProductPage): Map<number, string> {
  const codes = new Set(family.variants.flatMap((v) => v.attributes.map((a) => a.code)));
  const differing = [...codes].filter((code) => new Set(family.variants.map((v) => valueText(v.attributes.find((a) => a.code === code)?.value ?? ""))).size > 1);
  const out = new Map<number, string>();
  for (const v of family.variants) {
    const parts = differing.map((code) => valueText(v.attributes.find((a) => a.code === code)?.value ?? "")).filter(Boolean);
    const tail = v.title.startsWith(family.title) ? v.title.slice(family.title.length).replace(/^[\s,–—-]+/, "") : v.title;
    out.set(v.id, parts.length ? parts.join(" · ") : tail || v.title);
  }
  return out;
}

export function productModel({ product, family }: ProductView): ProductModel {
  if (!family) return { base: shown(product), variants: [], selectedId: null };
  const names = labels(family);
  const cores = new Map(family.children.map((c) => [c.id, c]));
  const variants = family.variants.map((v) => {
    const core = cores.get(v.id);
    const pictures = core?.images.length ? picturesOf({ images: core.images, title: v.title }) : picturesOf(family);
    return {
      id: v.id,
      title: v.title,
      href: v.href,
      price: priceText(v.price),
      priceIsFrom: false,
      availability: v.availability,
      pictures,
      attributes: v.attributes,
      label: names.get(v.id) ?? v.title,
    };
  });
  return { base: shown(family), variants, selectedId: product.structure === "child" ? product.id : null };
}
