// What the basket needs to know about the products in it: title, price, stock and tax (as lib/pricing
// sees them), whether it needs shipping, and its class (which may limit where it is delivered). One
// query for any number of products; a child takes its parent's class and visibility.
import { Prisma, type Db, type Tx } from "@/lib/db.ts";
import type { Sellable } from "@/lib/pricing/index.ts";
import { leadTimeOf, type LeadTime } from "@/lib/shipping/lead-time.ts";

export interface BasketProduct {
  id: number;
  title: string;
  upc: string | null;
  structure: "standalone" | "parent" | "child";
  stockRecordId: number | null;
  partnerSku: string | null;
  /** Shelf price incl. GST, a 2-place decimal string; null without a stock record. */
  price: string | null;
  currency: string;
  numInStock: number | null;
  numAllocated: number;
  productClassId: number | null;
  gstRate: string;
  taxCode: string | null;
  hsnCode: string;
  requiresShipping: boolean;
  /** Made to order: working days before dispatch (its own, else its parent's, else its class's); null from stock. */
  leadTime: LeadTime | null;
  /** As lib/pricing takes it. */
  sellable: Sellable;
}

export interface BasketProductRow {
  id: number;
  title: string;
  upc: string | null;
  structure: "standalone" | "parent" | "child";
  isPublic: boolean;
  stockRecordId: number | null;
  partnerSku: string | null;
  price: string | null;
  currency: string | null;
  numInStock: number | null;
  numAllocated: number | null;
  productClassId: number | null;
  gstRate: string | null;
  taxCode: string | null;
  hsnCode: string | null;
  tracksStock: boolean | null;
  requiresShipping: boolean | null;
  madeToOrderMinDays: number | null;
  madeToOrderMaxDays: number | null;
}

export function toBasketProduct(r: BasketProductRow): BasketProduct {
  const stock = r.price === null ? null : { price: r.price, currency: r.currency ?? "INR", numInStock: r.numInStock, numAllocated: r.numAllocated ?? 0 };
  const productClass = r.gstRate === null ? null : { gstRate: r.gstRate, taxCode: r.taxCode ?? "", tracksStock: r.tracksStock ?? true };
  return {
    id: r.id,
    title: r.title,
    upc: r.upc,
    structure: r.structure,
    stockRecordId: r.stockRecordId,
    partnerSku: r.partnerSku,
    price: r.price,
    currency: r.currency ?? "INR",
    numInStock: r.numInStock,
    numAllocated: r.numAllocated ?? 0,
    productClassId: r.productClassId,
    gstRate: r.gstRate ?? "0",
    taxCode: r.taxCode,
    hsnCode: r.hsnCode ?? "",
    requiresShipping: r.requiresShipping ?? true,
    leadTime: leadTimeOf(r.madeToOrderMinDays, r.madeToOrderMaxDays),
    sellable: { structure: r.structure, isPublic: r.isPublic, stock, productClass },
  };
}

/** One end of the lead time that applies: the first of product, parent and class whose range is set. */
function leadTimeColumn(end: "Min" | "Max"): Prisma.Sql {
  const column = Prisma.raw(`"madeToOrder${end}Days"`);
  const alias = Prisma.raw(`"madeToOrder${end}Days"`);
  return Prisma.sql`CASE WHEN p."madeToOrderMinDays" IS NOT NULL AND p."madeToOrderMaxDays" IS NOT NULL THEN p.${column}
      WHEN par."madeToOrderMinDays" IS NOT NULL AND par."madeToOrderMaxDays" IS NOT NULL THEN par.${column}
      WHEN pc."madeToOrderMinDays" IS NOT NULL AND pc."madeToOrderMaxDays" IS NOT NULL THEN pc.${column} END AS ${alias}`;
}

/** The columns of a BasketProductRow, for a query over `"Product" p` with BASKET_PRODUCT_JOINS. */
export const BASKET_PRODUCT_COLUMNS = Prisma.sql`
    p.id, p.title, p.upc, p.structure::text AS structure,
    (p."isPublic" AND COALESCE(par."isPublic", true)) AS "isPublic",
    sr.id AS "stockRecordId", sr."partnerSku", sr.price::text AS price, sr."priceCurrency" AS currency,
    sr."numInStock", sr."numAllocated",
    pc.id AS "productClassId", pc."gstRate"::text AS "gstRate", pc."taxCode", pc."hsnCode",
    pc."tracksStock", pc."requiresShipping",
    ${leadTimeColumn("Min")}, ${leadTimeColumn("Max")}`;

export const BASKET_PRODUCT_JOINS = Prisma.sql`
    LEFT JOIN "Product" par ON par.id = p."parentId"
    LEFT JOIN "StockRecord" sr ON sr."productId" = p.id
    LEFT JOIN "ProductClass" pc ON pc.id = COALESCE(p."productClassId", par."productClassId")`;

/** The products of `ids` that exist, by id. */
export async function loadBasketProducts(client: Tx | Db, ids: readonly number[]): Promise<Map<number, BasketProduct>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await client.$queryRaw<BasketProductRow[]>(Prisma.sql`
    SELECT ${BASKET_PRODUCT_COLUMNS}
    FROM "Product" p
    ${BASKET_PRODUCT_JOINS}
    WHERE p.id = ANY(${unique}::int[])`);
  return new Map(rows.map((r) => [r.id, toBasketProduct(r)]));
}
