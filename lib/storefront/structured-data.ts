// schema.org JSON-LD for search engines: a page's breadcrumb trail and a product with its offer.
import type { ProductPage } from "@/lib/catalogue/product-detail.ts";
import type { ReviewView } from "./product-reviews.ts";

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

/**
 * A product; a parent's offer spans its variants' prices (an AggregateOffer). Its AggregateRating and
 * Reviews only from its buyers' visible reviews (`reviews`: those the page shows), and none without.
 */
export function productLd(product: ProductPage, abs: Absolute, reviews: readonly ReviewView[] = []) {
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
    ...(product.rating
      ? {
          aggregateRating: { "@type": "AggregateRating", ratingValue: product.rating.average.toFixed(1), reviewCount: product.rating.count, bestRating: "5", worstRating: "1" },
          review: reviews.map((r) => ({
            "@type": "Review",
            name: r.title,
            reviewBody: r.body,
            datePublished: r.createdAt.slice(0, 10),
            author: { "@type": "Person", name: r.author },
            reviewRating: { "@type": "Rating", ratingValue: String(r.rating), bestRating: "5", worstRating: "1" },
          })),
        }
      : {}),
  };
}
