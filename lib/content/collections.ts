// Collections (spec/API.md §8): staff-curated sets of products ("Handloom Stories"), in staff order.
// A collection's products are shown as the catalogue's ProductCards, in the order staff gave them.
import { z } from "zod";
import type { ProductCard } from "@/lib/catalogue/cards.ts";
import { db } from "@/lib/db.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { inLocale } from "@/lib/i18n/hindi-text.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import { contentCached } from "./content-cache.ts";
import { visibleCards } from "./product-cards.ts";

export const COLLECTION_PRODUCTS_PATH = "/api/v2/collection-list/{slug}/products/";

export interface Collection {
  id: number;
  title: string;
  slug: string;
  description: string;
  /** Staff's Hindi texts (empty: none); `inLocale` has already put them in title and description when asked for Hindi. */
  titleHi: string;
  descriptionHi: string;
  /** Site-relative `/media/...` path. */
  image: string | null;
  /** Product ids in staff order (hidden ones are left out when the cards are made). */
  productIds: number[];
}

export const CollectionSchema = z.object({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.url().nullable(),
  products_url: z.url(),
}).meta({ id: "Collection" });
export type CollectionJson = z.infer<typeof CollectionSchema>;

/** The collection with its title and description in `locale` (Hindi where staff gave them). */
function collectionIn(c: Collection, locale: ShopLocale | undefined): Collection {
  if (locale !== "hi") return c;
  return { ...c, title: inLocale(locale, c.title, c.titleHi), description: inLocale(locale, c.description, c.descriptionHi) };
}

/** The active collections in staff order, in `locale` (the cache keeps both texts). */
export async function listCollections(locale?: ShopLocale): Promise<Collection[]> {
  return (await allCollections()).map((c) => collectionIn(c, locale));
}

function allCollections(): Promise<Collection[]> {
  return contentCached("collections", async () => {
    const rows = await db().collection.findMany({
      where: { isActive: true },
      orderBy: [{ displayOrder: "asc" }, { id: "asc" }],
      include: { products: { orderBy: [{ displayOrder: "asc" }, { productId: "asc" }], select: { productId: true } } },
    });
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      slug: r.slug,
      description: r.description,
      titleHi: r.titleHi,
      descriptionHi: r.descriptionHi,
      image: r.image ? mediaPath(r.image) : null,
      productIds: r.products.map((p) => p.productId),
    }));
  });
}

/** The active collection with this slug, or null. */
export async function findCollection(slug: string, locale?: ShopLocale): Promise<Collection | null> {
  return (await listCollections(locale)).find((c) => c.slug === slug) ?? null;
}

/** The cards of a collection's products that shoppers may see, in staff order. */
export function collectionCards(collection: Collection, locale?: ShopLocale): Promise<ProductCard[]> {
  return visibleCards(collection.productIds, locale);
}

export function collectionJson(c: Collection, urls: UrlBuilder): CollectionJson {
  return {
    id: c.id,
    title: c.title,
    slug: c.slug,
    description: c.description,
    image: c.image ? urls.abs(c.image) : null,
    products_url: urls.path(COLLECTION_PRODUCTS_PATH, { slug: c.slug }),
  };
}

/** The storefront page of a collection. */
export function collectionHref(slug: string): string {
  return `/collections/${encodeURIComponent(slug)}/`;
}
