// Staff changes of a stock record (API.md §10: PATCH /api/v2/admin/stockrecords/{id}/): the shelf
// price incl. GST and the stock level. Written with the audit log in one transaction, and every
// catalogue cache told (catalogueChanged) — a stock-only change as such.
import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import type { Tx } from "@/lib/db.ts";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { ApiError, NotFoundError, ValidationError } from "@/lib/errors.ts";
import { money } from "@/lib/pricing/index.ts";
import { catalogueChanged } from "./changed.ts";
import { stockRecordsOf, type StockRecordInfo } from "./stock-records.ts";

const amount = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : v),
  z.string().trim().regex(/^\d{1,10}(\.\d{1,2})?$/, { message: "A valid number with at most 2 decimal places is required.", abort: true }).refine((v) => Number(v) > 0, "Ensure this value is greater than 0."),
).meta({ decimal: true });

export const StockRecordPatchInput = z.object({
  price: amount.optional(),
  num_in_stock: z.int().min(0).max(1_000_000).nullable().optional(),
  low_stock_threshold: z.int().min(0).max(1_000_000).nullable().optional().describe("Available stock at or below it shows as low; null: never low."),
  updated_at: z.string().max(40).optional().describe("The record's date_updated as read: a record changed since is refused with 409 edit_conflict."),
});
export type StockRecordPatch = z.infer<typeof StockRecordPatchInput>;

/** Changing a price needs the catalogue group: the warehouse (orders only) changes stock, not prices. */
export const priceRefused = () => new ApiError(403, { detail: "Changing a price needs the catalogue group." });

/**
 * `mayChangePrice`: the actor holds the catalogue group; without it a changed price is refused (403)
 * and nothing is written.
 */
export async function updateStockRecord(tx: Tx, actor: { id: number; ip?: string; mayChangePrice?: boolean }, id: number, patch: StockRecordPatch): Promise<StockRecordInfo> {
  const [row] = await tx.$queryRaw<{ productId: number; price: string; numInStock: number | null; numAllocated: number; lowStockThreshold: number | null; dateUpdated: Date }[]>`
    SELECT "productId", price::text AS price, "numInStock", "numAllocated", "lowStockThreshold", "dateUpdated" FROM "StockRecord" WHERE id = ${id} FOR UPDATE`;
  if (!row) throw new NotFoundError();
  await assertUnchanged("StockRecord", id, row.dateUpdated, patch.updated_at, tx);
  if (patch.num_in_stock !== undefined && patch.num_in_stock !== null && patch.num_in_stock < row.numAllocated) {
    throw new ValidationError({ num_in_stock: [`Ensure this value is at least the ${row.numAllocated} units allocated to orders.`] });
  }
  const changes: Record<string, [unknown, unknown]> = {};
  if (patch.price !== undefined && money(patch.price) !== money(row.price)) changes.price = [money(row.price), money(patch.price)];
  if (changes.price && actor.mayChangePrice === false) throw priceRefused();
  if (patch.num_in_stock !== undefined && patch.num_in_stock !== row.numInStock) changes.num_in_stock = [row.numInStock, patch.num_in_stock];
  if (patch.low_stock_threshold !== undefined && patch.low_stock_threshold !== row.lowStockThreshold) changes.low_stock_threshold = [row.lowStockThreshold, patch.low_stock_threshold];
  if (Object.keys(changes).length) {
    await tx.stockRecord.update({
      where: { id },
      data: {
        ...(changes.price ? { price: money(patch.price!) } : {}),
        ...(changes.num_in_stock ? { numInStock: patch.num_in_stock } : {}),
        ...(changes.low_stock_threshold ? { lowStockThreshold: patch.low_stock_threshold } : {}),
      },
    });
    await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "stockrecord.update", entityType: "StockRecord", entityId: id, changes: changes as never });
    await catalogueChanged(tx, { productIds: [row.productId], stock: !changes.price });
  }
  const [updated] = await stockRecordsOf(row.productId, id, tx);
  return updated;
}
