// The product cards that content shows (a collection's products, the home page's product rows), read
// through the catalogue cache: every change to a product drops them at once. Which products a row
// holds is content (staff's choice, content-cache.ts); which of them a shopper may see and what their
// cards say is the catalogue's (visibleProducts, loadCards), never decided here a second time.
import { cached } from "@/lib/catalogue/cache.ts";
import { loadCards, type ProductCard } from "@/lib/catalogue/cards.ts";
import { visibleProducts } from "@/lib/catalogue/listing-filters.ts";
import { SHOPPER } from "@/lib/catalogue/viewer.ts";
import { db, Prisma } from "@/lib/db.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";

export type ProductSource = "featured" | "new_arrivals" | "top_rated";

const visible = () => Prisma.join(visibleProducts(SHOPPER), " AND ");

/** The cards of `ids` that shoppers may see, in that order; titles in `locale` (one cached copy per language). */
export function visibleCards(ids: readonly number[], locale?: ShopLocale): Promise<ProductCard[]> {
  if (!ids.length) return Promise.resolve([]);
  return cached(`content-cards:${locale === "hi" ? "hi:" : ""}${ids.join(",")}`, { products: [...ids], categories: true }, async () => {
    const rows = await db().$queryRaw<{ id: number }[]>`SELECT p.id FROM "Product" p WHERE p.id = ANY(${[...ids]}::int[]) AND ${visible()}`;
    const shown = new Set(rows.map((r) => r.id));
    return loadCards(ids.filter((id) => shown.has(id)), undefined, locale);
  });
}

const ORDER: Record<ProductSource, Prisma.Sql> = {
  featured: Prisma.sql`p."dateCreated" DESC, p.id DESC`,
  new_arrivals: Prisma.sql`p."dateCreated" DESC, p.id DESC`,
  top_rated: Prisma.sql`p.rating DESC NULLS LAST, p."dateCreated" DESC, p.id DESC`,
};

const CONDITION: Record<ProductSource, Prisma.Sql> = {
  featured: Prisma.sql`p."isFeatured"`,
  new_arrivals: Prisma.sql`true`,
  top_rated: Prisma.sql`p.rating IS NOT NULL`,
};

/** Up to `limit` cards of featured products, the newest arrivals or the best rated. */
export function sourceCards(source: ProductSource, limit: number): Promise<ProductCard[]> {
  return cached(`content-source:${source}:${limit}`, { products: "any", categories: true }, async () => {
    const rows = await db().$queryRaw<{ id: number }[]>`
      SELECT p.id FROM "Product" p WHERE ${visible()} AND ${CONDITION[source]} ORDER BY ${ORDER[source]} LIMIT ${limit}`;
    return loadCards(rows.map((r) => r.id));
  });
}
