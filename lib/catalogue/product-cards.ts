// Product cards for listings (category pages, search): one query for a page of cards with each
// product's first image, its stock record and, for a parent, its children's cheapest price; one count.
// Only public standalone and parent products are listed; children appear through their parent.
import { db, Prisma } from "@/lib/db.ts";
import { pageCount } from "@/lib/http/pagination.ts";
import { mediaPath } from "@/lib/storage/keys.ts";

export const CARDS_PER_PAGE = 24;
/** "Only N left" is shown from this many available units down to 1. */
export const LOW_STOCK_LIMIT = 10;

export type CardAvailability =
  | { status: "in-stock" }
  | { status: "low-stock"; numAvailable: number }
  | { status: "out-of-stock" };

export interface ProductCard {
  id: number;
  title: string;
  slug: string;
  href: string;
  structure: "standalone" | "parent";
  /** Shelf price incl. GST as a 2-place decimal string; null when the product has no price yet. */
  price: string | null;
  /** True for a parent: the price is its cheapest variant's. */
  priceIsFrom: boolean;
  image: { src: string; alt: string } | null;
  availability: CardAvailability;
}

export interface ProductCardPage {
  cards: ProductCard[];
  count: number;
  page: number;
  numPages: number;
  pageSize: number;
}

interface CardRow {
  id: number;
  title: string;
  slug: string;
  structure: "standalone" | "parent";
  imageKey: string | null;
  imageCaption: string | null;
  price: string | null;
  numInStock: number | null;
  numAllocated: number | null;
  childBuyablePrice: string | null;
  childAnyPrice: string | null;
}

const listed = Prisma.sql`p."isPublic" AND p.structure IN ('standalone', 'parent')`;

/**
 * A page of cards of the products matching `filter` (an SQL condition on `p`, the "Product" row),
 * newest first. Null when `page` is beyond the last page (page 1 always exists, maybe empty).
 */
export async function listProductCards(
  filter: Prisma.Sql,
  page: number,
  pageSize = CARDS_PER_PAGE,
): Promise<ProductCardPage | null> {
  const client = db();
  const [counted] = await client.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM "Product" p WHERE ${listed} AND (${filter})`;
  const count = counted?.count ?? 0;
  const numPages = pageCount(count, pageSize);
  if (!Number.isSafeInteger(page) || page < 1 || page > numPages) return null;
  if (count === 0) return { cards: [], count, page, numPages, pageSize };

  const rows = await client.$queryRaw<CardRow[]>`
    SELECT p.id, p.title, p.slug, p.structure::text AS structure,
           img.original AS "imageKey", img.caption AS "imageCaption",
           sr.price::text AS price, sr."numInStock", sr."numAllocated",
           kids."minBuyable"::text AS "childBuyablePrice", kids."minAny"::text AS "childAnyPrice"
    FROM "Product" p
    LEFT JOIN LATERAL (
      SELECT i.original, i.caption FROM "ProductImage" i
      WHERE i."productId" = p.id ORDER BY i."displayOrder", i.id LIMIT 1
    ) img ON true
    LEFT JOIN "StockRecord" sr ON sr."productId" = p.id
    LEFT JOIN LATERAL (
      SELECT min(s.price) FILTER (WHERE s."numInStock" IS NULL OR s."numInStock" > s."numAllocated") AS "minBuyable",
             min(s.price) AS "minAny"
      FROM "Product" c JOIN "StockRecord" s ON s."productId" = c.id
      WHERE c."parentId" = p.id AND c."isPublic"
    ) kids ON p.structure = 'parent'
    WHERE ${listed} AND (${filter})
    ORDER BY p."dateCreated" DESC, p.id DESC
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  return { cards: rows.map(toCard), count, page, numPages, pageSize };
}

function toCard(row: CardRow): ProductCard {
  const isParent = row.structure === "parent";
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    href: `/p/${encodeURIComponent(row.slug)}/`,
    structure: row.structure,
    price: isParent ? (row.childBuyablePrice ?? row.childAnyPrice) : row.price,
    priceIsFrom: isParent,
    image: row.imageKey ? { src: mediaPath(row.imageKey), alt: row.imageCaption || row.title } : null,
    availability: isParent ? parentAvailability(row) : stockAvailability(row),
  };
}

function stockAvailability(row: CardRow): CardAvailability {
  if (row.price === null) return { status: "out-of-stock" };
  if (row.numInStock === null) return { status: "in-stock" }; // the class does not track stock
  const available = row.numInStock - (row.numAllocated ?? 0);
  if (available <= 0) return { status: "out-of-stock" };
  if (available <= LOW_STOCK_LIMIT) return { status: "low-stock", numAvailable: available };
  return { status: "in-stock" };
}

function parentAvailability(row: CardRow): CardAvailability {
  return row.childBuyablePrice === null ? { status: "out-of-stock" } : { status: "in-stock" };
}
