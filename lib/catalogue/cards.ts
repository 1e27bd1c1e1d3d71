// Product cards: what a listing, a wish list or a product's "related" row shows of each product — its
// price and availability by lib/pricing's rules (a parent: from its cheapest buyable child), first
// picture and rating (from its reviews). One SQL select builds a page of cards (cardColumns/cardJoins, used by the
// listing's page query too), never a query per card. Cards are plain data (safe for client
// components); card-json.ts makes the API's ProductCard from them.
import { Prisma, type Db, type Tx } from "@/lib/db.ts";
import { availabilityOf, parentAvailability, priceOf, NO_PRICE, type Availability, type Price, type Sellable } from "@/lib/pricing/index.ts";
import { plainSql } from "@/lib/sql.ts";
import { inLocale } from "@/lib/i18n/hindi-text.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { mediaPath } from "@/lib/storage/keys.ts";

export type Structure = "standalone" | "parent" | "child";

export interface CardImage {
  /** Site-relative `/media/...` path (what next/image takes). */
  path: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface ProductCard {
  id: number;
  upc: string | null;
  title: string;
  slug: string;
  structure: Structure;
  /** The Price object of API.md §4; a parent's cheapest buyable child's, all null when none can be bought. */
  price: Price;
  priceIsFrom: boolean;
  availability: Availability;
  image: CardImage | null;
  /** The average of the product's visible reviews (a variant's: its parent's), 1–5 with one decimal; null with none. */
  rating: number | null;
  /** How many visible reviews it has. */
  ratingCount: number;
  /** The product's storefront page: "/p/<slug>/". */
  href: string;
}

/** Columns of a card row; `p` is the product, joined as cardJoins does. */
export const cardColumns = Prisma.sql`
  p.id, p.upc, p.title, p."titleHi", p.slug, p.structure::text AS structure,
  (CASE WHEN p."parentId" IS NULL THEN p.rating ELSE par.rating END)::text AS rating,
  CASE WHEN p."parentId" IS NULL THEN p."ratingCount" ELSE par."ratingCount" END AS "ratingCount",
  (p."isPublic" AND COALESCE(par."isPublic", true)) AS "isPublic",
  img.original AS "imageKey", img.caption AS "imageCaption", img.width AS "imageWidth", img.height AS "imageHeight",
  sr.price::text AS price, sr."priceCurrency" AS currency, sr."numInStock", sr."numAllocated",
  pc."gstRate"::text AS "gstRate", pc."taxCode", pc."tracksStock",
  best.price::text AS "bestPrice", best."priceCurrency" AS "bestCurrency", best."numInStock" AS "bestNumInStock",
  best."numAllocated" AS "bestNumAllocated", best."gstRate"::text AS "bestGstRate", best."taxCode" AS "bestTaxCode",
  best."tracksStock" AS "bestTracksStock"`;

/** The joins cardColumns reads: parent, stock record, class, first picture, a parent's cheapest buyable child. */
export const cardJoins = Prisma.sql`
  LEFT JOIN "Product" par ON par.id = p."parentId"
  LEFT JOIN "StockRecord" sr ON sr."productId" = p.id
  LEFT JOIN "ProductClass" pc ON pc.id = COALESCE(p."productClassId", par."productClassId")
  LEFT JOIN LATERAL (
    SELECT i.original, i.caption, i.width, i.height FROM "ProductImage" i
    WHERE i."productId" = p.id OR i."productId" = p."parentId"
    ORDER BY (i."productId" = p.id) DESC, i."displayOrder", i.id LIMIT 1
  ) img ON true
  LEFT JOIN LATERAL (
    SELECT s.price, s."priceCurrency", s."numInStock", s."numAllocated", cc."gstRate", cc."taxCode", cc."tracksStock"
    FROM "Product" c JOIN "StockRecord" s ON s."productId" = c.id
    LEFT JOIN "ProductClass" cc ON cc.id = COALESCE(c."productClassId", p."productClassId")
    WHERE c."parentId" = p.id AND c."isAvailable"
    ORDER BY c."listPrice", c.id LIMIT 1
  ) best ON p.structure = 'parent'`;

export interface CardRow {
  id: number;
  upc: string | null;
  title: string;
  titleHi: string;
  slug: string;
  structure: Structure;
  rating: string | null;
  ratingCount: number;
  isPublic: boolean;
  imageKey: string | null;
  imageCaption: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  price: string | null;
  currency: string | null;
  numInStock: number | null;
  numAllocated: number | null;
  gstRate: string | null;
  taxCode: string | null;
  tracksStock: boolean | null;
  bestPrice: string | null;
  bestCurrency: string | null;
  bestNumInStock: number | null;
  bestNumAllocated: number | null;
  bestGstRate: string | null;
  bestTaxCode: string | null;
  bestTracksStock: boolean | null;
}

function sellable(structure: Structure, isPublic: boolean, price: string | null, currency: string | null, numInStock: number | null, numAllocated: number | null, gstRate: string | null, taxCode: string | null, tracksStock: boolean | null): Sellable {
  return {
    structure,
    isPublic,
    stock: price === null ? null : { price, currency: currency ?? "INR", numInStock, numAllocated: numAllocated ?? 0 },
    productClass: gstRate === null ? null : { gstRate, taxCode: taxCode ?? "", tracksStock: tracksStock ?? true },
  };
}

/** The card of a row, its title in `locale` (Hindi where staff gave one). */
export function cardFromRow(r: CardRow, locale?: ShopLocale): ProductCard {
  const title = inLocale(locale, r.title, r.titleHi);
  let price: Price;
  let availability: Availability;
  if (r.structure === "parent") {
    const best = r.bestPrice === null ? [] : [sellable("child", r.isPublic, r.bestPrice, r.bestCurrency, r.bestNumInStock, r.bestNumAllocated, r.bestGstRate, r.bestTaxCode, r.bestTracksStock)];
    price = best.length ? priceOf(best[0]) : { ...NO_PRICE };
    availability = parentAvailability(best);
  } else {
    const s = sellable(r.structure, r.isPublic, r.price, r.currency, r.numInStock, r.numAllocated, r.gstRate, r.taxCode, r.tracksStock);
    price = priceOf(s);
    availability = availabilityOf(s);
  }
  return {
    id: r.id,
    upc: r.upc,
    title,
    slug: r.slug,
    structure: r.structure,
    price,
    priceIsFrom: r.structure === "parent",
    availability,
    image: r.imageKey ? { path: mediaPath(r.imageKey), alt: r.imageCaption || title, width: r.imageWidth, height: r.imageHeight } : null,
    rating: r.rating === null ? null : Number(r.rating),
    ratingCount: r.rating === null ? 0 : Number(r.ratingCount),
    href: `/p/${encodeURIComponent(r.slug)}/`,
  };
}

/**
 * Card rows of the products `where` picks (a condition on `p`), then `tail` (ORDER BY, LIMIT). Through
 * `client` when one is given (a transaction); else on PostgreSQL as a statement prepared once per
 * connection (lib/sql.ts): planning this select costs more than running it.
 */
export function cardRowsWhere(where: Prisma.Sql, tail: Prisma.Sql = Prisma.empty, client?: Tx | Db): Promise<CardRow[]> {
  const statement = Prisma.sql`SELECT ${cardColumns} FROM "Product" p ${cardJoins} WHERE ${where} ${tail}`;
  return client ? client.$queryRaw<CardRow[]>(statement) : plainSql().query<CardRow>(statement);
}

/** The cards of `ids`, in that order (ids of missing products are left out). One query. */
export async function loadCards(ids: readonly number[], client?: Tx | Db, locale?: ShopLocale): Promise<ProductCard[]> {
  const shown = await loadShownCards(ids, client, locale);
  return ids.flatMap((id) => shown.get(id)?.card ?? []);
}

/** The cards of `ids` by id, each with whether shoppers may see it (it and its parent public). One query. */
export async function loadShownCards(ids: readonly number[], client?: Tx | Db, locale?: ShopLocale): Promise<Map<number, { card: ProductCard; isPublic: boolean }>> {
  if (!ids.length) return new Map();
  const rows = await cardRowsWhere(Prisma.sql`p.id = ANY(${[...ids]}::int[])`, Prisma.empty, client);
  return new Map(rows.map((r) => [r.id, { card: cardFromRow(r, locale), isPublic: r.isPublic }]));
}
