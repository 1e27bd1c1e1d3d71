// Stock records (API.md §4): a product's partner SKU and shelf price; stock levels for staff only.
import { z } from "zod";
import { db, type Db, type Tx } from "@/lib/db.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { money } from "@/lib/pricing/index.ts";
import type { Viewer } from "./viewer.ts";

export const StockRecordSchema = z.object({
  id: z.int(),
  url: z.url(),
  partner_sku: z.string(),
  price_currency: z.string(),
  price: z.string(),
  num_in_stock: z.int().nullable().optional().describe("Staff only."),
  num_allocated: z.int().optional().describe("Staff only."),
}).meta({ id: "StockRecord" });

export interface StockRecordInfo {
  id: number;
  productId: number;
  partnerSku: string;
  priceCurrency: string;
  price: string;
  numInStock: number | null;
  numAllocated: number;
}

/** The product's stock records (one at most), `sid` to ask for one. */
export async function stockRecordsOf(productId: number, sid?: number, client: Tx | Db = db()): Promise<StockRecordInfo[]> {
  const rows = await client.stockRecord.findMany({ where: { productId, ...(sid === undefined ? {} : { id: sid }) }, orderBy: { id: "asc" } });
  return rows.map((r) => ({ id: r.id, productId: r.productId, partnerSku: r.partnerSku, priceCurrency: r.priceCurrency, price: money(r.price), numInStock: r.numInStock, numAllocated: r.numAllocated }));
}

export function stockRecordJson(r: StockRecordInfo, urls: UrlBuilder, viewer: Viewer): z.infer<typeof StockRecordSchema> {
  const base = {
    id: r.id,
    url: urls.path("/api/v2/products/{id}/stockrecords/{sid}/", { id: r.productId, sid: r.id }),
    partner_sku: r.partnerSku,
    price_currency: r.priceCurrency,
    price: r.price,
  };
  return viewer.staff ? { ...base, num_in_stock: r.numInStock, num_allocated: r.numAllocated } : base;
}
