// What a product page shows: the product and, for a parent or a child, its family (the parent with every
// variant's pictures, so choosing a variant changes the page without asking the server).
import { cacheLife, cacheTag } from "next/cache";
import { productBySlug, type ProductPage } from "@/lib/catalogue/product-detail.ts";
import { shopperIn } from "@/lib/catalogue/viewer.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { duringBuild } from "@/lib/page-cache/build-phase.ts";
import { CATALOGUE_TAG, CATEGORIES_TAG, LISTINGS_TAG, productTag } from "@/lib/page-cache/tags.ts";

export interface ProductView {
  /** The product the URL names (a child when a variant is chosen). */
  product: ProductPage;
  /** The parent's page when the product is a parent or a child; its `children` hold every variant's pictures. */
  family: ProductPage | null;
}

function idsOf(page: ProductPage): number[] {
  return [page.id, ...(page.parent ? [page.parent.id] : []), ...page.variants.map((v) => v.id), ...page.related.map((r) => r.id), ...page.recommendedIds];
}

/** Null when no product the public may see has this slug; its texts in `locale` (Hindi where staff gave them). */
export async function loadProductView(slug: string, locale?: ShopLocale): Promise<ProductView | null> {
  "use cache";
  cacheLife("catalogue");
  if (duringBuild()) return null;
  const viewer = shopperIn(locale);
  const product = await productBySlug(slug, viewer);
  if (!product) {
    // Any product change may make this slug exist.
    cacheTag(CATALOGUE_TAG, LISTINGS_TAG);
    return null;
  }
  const family = product.structure === "parent" ? product : product.parent ? await productBySlug(product.parent.slug, viewer) : null;
  const ids = new Set([...idsOf(product), ...(family ? idsOf(family) : [])]);
  cacheTag(CATALOGUE_TAG, CATEGORIES_TAG, ...[...ids].map(productTag));
  return { product, family };
}
