// schema.org JSON-LD for search engines: a page's breadcrumb trail and a product with its offer.
import type { ProductPage } from "@/lib/catalogue/product-detail.ts";

/** One step of a breadcrumb trail: a page's name and where it is. */
export interface Breadcrumb {
  name: string;
  href: string;
}

type Absolute = (path: string) => string;

export function breadcrumbListLd(items: Breadcrumb[], abs: Absolute) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: abs(item.href) })),
  };
}

const availabilityOf = (canBuy: boolean) => (canBuy ? "https://schema.org/InStock" : "https://schema.org/OutOfStock");

/** A product; a parent's offer spans its variants' prices (an AggregateOffer). */
export function productLd(product: ProductPage, abs: Absolute) {
  const url = abs(product.card.href);
  const priced = product.variants.filter((v) => v.price.incl_tax !== null);
  const prices = priced.map((v) => Number(v.price.incl_tax));
  const offers =
    product.structure === "parent"
      ? priced.length
        ? {
            "@type": "AggregateOffer",
            priceCurrency: "INR",
            lowPrice: Math.min(...prices).toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            offerCount: priced.length,
            availability: availabilityOf(product.card.availability.is_available_to_buy),
            url,
          }
        : undefined
      : product.card.price.incl_tax !== null
        ? { "@type": "Offer", price: product.card.price.incl_tax, priceCurrency: "INR", availability: availabilityOf(product.card.availability.is_available_to_buy), url }
        : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: product.description || undefined,
    sku: product.upc ?? String(product.id),
    ...(product.upc && /^\d{13}$/.test(product.upc) ? { gtin13: product.upc } : {}),
    image: product.images.map((i) => abs(i.path)),
    category: product.categories[0],
    url,
    offers,
  };
}
