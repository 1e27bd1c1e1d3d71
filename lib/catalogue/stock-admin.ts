// Staff changes of a stock record (API.md §10: PATCH /api/v2/admin/stockrecords/{id}/): the shelf
// price incl. GST and the stock level. Written with the audit log in one transaction, and every
// catalogue cache told (catalogueChanged) — a stock-only change as such.
import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import type { Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
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
});
export type StockRecordPatch = z.infer<typeof StockRecordPatchInput>;

export async function updateStockRecord(tx: Tx, actor: { id: number; ip?: string }, id: number, patch: StockRecordPatch): Promise<StockRecordInfo> {
  const [row] = await tx.$queryRaw<{ productId: number; price: string; numInStock: number | null; numAllocated: number }[]>`
    SELECT "productId", price::text AS price, "numInStock", "numAllocated" FROM "StockRecord" WHERE id = ${id} FOR UPDATE`;
  if (!row) throw new NotFoundError();
  if (patch.num_in_stock !== undefined && patch.num_in_stock !== null && patch.num_in_stock < row.numAllocated) {
    throw new ValidationError({ num_in_stock: [`Ensure this value is at least the ${row.numAllocated} units allocated to orders.`] });
  }
  const changes: Record<string, [unknown, unknown]> = {};
  if (patch.price !== undefined && money(patch.price) !== money(row.price)) changes.price = [money(row.price), money(patch.price)];
  if (patch.num_in_stock !== undefined && patch.num_in_stock !== row.numInStock) changes.num_in_stock = [row.numInStock, patch.num_in_stock];
  if (Object.keys(changes).length) {
    await tx.stockRecord.update({
      where: { id },
      data: { ...(changes.price ? { price: money(patch.price!) } : {}), ...(changes.num_in_stock ? { numInStock: patch.num_in_stock } : {}) },
    });
    await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "stockrecord.update", entityType: "StockRecord", entityId: id, changes: changes as never });
    await catalogueChanged(tx, { productIds: [row.productId], stock: !changes.price });
  }
  const [updated] = await stockRecordsOf(row.productId, id, tx);
  return updated;
}
