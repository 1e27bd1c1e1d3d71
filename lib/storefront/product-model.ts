// The product page's interactive part works on plain data: the product shown, and for a family every
// variant with its own price, availability, pictures, details and description, so choosing one changes
// the page at once (and its URL to the variant's own page). A family's own page lists what its variants
// share, and their dimensions (the delivery policy promises them on every product page).
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
  /** The details table: a variant's own values after its family's. */
  attributes: ProductAttribute[];
  /** "About this piece": its own, else its family's. */
  description: string;
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

function shown(page: ProductPage, attributes = page.attributes): ShownProduct {
  return {
    id: page.id,
    title: page.title,
    href: page.card.href,
    price: priceText(page.card.price),
    priceIsFrom: page.card.priceIsFrom,
    availability: page.card.availability,
    pictures: picturesOf(page),
    attributes,
    description: page.description,
  };
}

const valueText = (v: ProductAttribute["value"]) => (Array.isArray(v) ? v.join(", ") : v);

/** A variant's details: its family's values, each replaced by the variant's own where it has one, then the variant's others. */
export function variantAttributes(family: ProductAttribute[], own: ProductAttribute[]): ProductAttribute[] {
  const mine = new Map(own.map((a) => [a.code, a]));
  return [...family.map((a) => mine.get(a.code) ?? a), ...own.filter((a) => !family.some((f) => f.code === a.code))];
}

/** Attributes that measure a piece rather than name a choice. */
const MEASUREMENTS = new Set(["dimensions", "width_cm", "weight_kg"]);

/** Always listed on a family's page: when its variants differ, each variant's value by its label. */
const LISTED_PER_VARIANT = new Set(["dimensions"]);

/**
 * A family's details: its own values, then what every variant has and the family does not: the value
 * all share (one weight for every colour), or for dimensions each variant's ("Sage: W 160 × …").
 */
export function familyAttributes(family: ProductPage, names: Map<number, string>): ProductAttribute[] {
  const out = [...family.attributes];
  const codes = [...new Set(family.variants.flatMap((v) => v.attributes.map((a) => a.code)))].filter((code) => !family.attributes.some((a) => a.code === code));
  for (const code of codes) {
    const values = family.variants.map((v) => ({ id: v.id, attr: v.attributes.find((a) => a.code === code) }));
    if (values.some((v) => !v.attr)) continue;
    const first = values[0].attr!;
    const texts = values.map((v) => valueText(v.attr!.value));
    if (new Set(texts).size === 1) out.push(first);
    else if (LISTED_PER_VARIANT.has(code)) out.push({ name: first.name, code, value: values.map((v, i) => `${names.get(v.id) ?? ""}: ${texts[i]}`) });
  }
  return out;
}

/** The attribute values that differ between variants, or the title's tail ("Jaipur Chair, Indigo" → "Indigo"). */
function labels(family: ProductPage): Map<number, string> {
  const codes = new Set(family.variants.flatMap((v) => v.attributes.map((a) => a.code)));
  const varying = [...codes].filter((code) => new Set(family.variants.map((v) => valueText(v.attributes.find((a) => a.code === code)?.value ?? ""))).size > 1);
  // A size's measurements follow from its name ("Queen"): named only when nothing else tells variants apart.
  const named = varying.filter((code) => !MEASUREMENTS.has(code));
  const differing = named.length ? named : varying;
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
  const base = shown(family, familyAttributes(family, names));
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
      attributes: variantAttributes(family.attributes, v.attributes),
      description: core?.description || family.description,
      label: names.get(v.id) ?? v.title,
    };
  });
  return { base, variants, selectedId: product.structure === "child" ? product.id : null };
}
