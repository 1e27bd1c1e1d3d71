// The stock list staff work from (/admin/stock/ and GET /api/v2/admin/stockrecords/): each product's
// stock record with its SKU, price, stock, what orders hold and its low-stock threshold, searched by SKU
// or title and filtered to the records at or below their threshold. One parser for the page and the API.
import { z } from "zod";
import { db, type Db, type Prisma, type Tx } from "@/lib/db.ts";
import { money } from "@/lib/pricing/index.ts";

export const StockFilters = z.object({
  q: z.string().trim().max(100).optional().describe("Part of a SKU or product title."),
  low_stock: z.enum(["1", "0"]).optional().describe("1: only records at or below their low-stock threshold."),
});
export type StockQuery = z.infer<typeof StockFilters>;

export const AdminStockRecordSchema = z.object({
  id: z.int(),
  product: z.object({ id: z.int(), title: z.string(), slug: z.string() }).meta({ id: "AdminStockProduct" }),
  partner_sku: z.string(),
  price: z.string(),
  num_in_stock: z.int().nullable().describe("Null when the product does not track stock."),
  num_allocated: z.int(),
  low_stock_threshold: z.int().nullable(),
  is_low: z.boolean().describe("Available stock (in stock less allocated) at or below the threshold."),
  date_updated: z.string().describe("Send it back as `updated_at` with a change (edit conflicts)."),
}).meta({ id: "AdminStockRecord" });

const select = {
  id: true, partnerSku: true, price: true, numInStock: true, numAllocated: true, lowStockThreshold: true, dateUpdated: true,
  product: { select: { id: true, title: true, slug: true } },
} as const;
export type StockRow = Prisma.StockRecordGetPayload<{ select: typeof select }>;

/** Whether a record's available stock is at or below its threshold. */
export function isLow(r: { numInStock: number | null; numAllocated: number; lowStockThreshold: number | null }): boolean {
  return r.numInStock !== null && r.lowStockThreshold !== null && r.numInStock - r.numAllocated <= r.lowStockThreshold;
}

async function lowIds(client: Tx | Db): Promise<number[]> {
  const rows = await client.$queryRaw<{ id: number }[]>`
    SELECT id FROM "StockRecord" WHERE "lowStockThreshold" IS NOT NULL AND "numInStock" IS NOT NULL AND "numInStock" - "numAllocated" <= "lowStockThreshold"`;
  return rows.map((r) => r.id);
}

export async function stockWhere(q: StockQuery, client: Tx | Db = db()): Promise<Prisma.StockRecordWhereInput> {
  const and: Prisma.StockRecordWhereInput[] = [];
  if (q.q) and.push({ OR: [{ partnerSku: { contains: q.q, mode: "insensitive" } }, { product: { title: { contains: q.q, mode: "insensitive" } } }] });
  if (q.low_stock === "1") and.push({ id: { in: await lowIds(client) } });
  return { AND: and };
}

export const countStock = (where: Prisma.StockRecordWhereInput) => db().stockRecord.count({ where });

export const listStock = (where: Prisma.StockRecordWhereInput, offset: number, limit: number, client: Tx | Db = db()): Promise<StockRow[]> =>
  client.stockRecord.findMany({ where, select, orderBy: [{ partnerSku: "asc" }, { id: "asc" }], skip: offset, take: limit });

export function adminStockJson(r: StockRow): z.infer<typeof AdminStockRecordSchema> {
  return {
    id: r.id,
    product: { id: r.product.id, title: r.product.title, slug: r.product.slug },
    partner_sku: r.partnerSku,
    price: money(r.price),
    num_in_stock: r.numInStock,
    num_allocated: r.numAllocated,
    low_stock_threshold: r.lowStockThreshold,
    is_low: isLow(r),
    date_updated: r.dateUpdated.toISOString(),
  };
}
