// Stock allocation at checkout: one conditional UPDATE per stock record, in stock record order (so
// two checkouts lock rows in the same order), that can never take num_allocated above num_in_stock —
// PostgreSQL re-checks the WHERE against the latest row when another checkout got there first, and
// the CHECK constraints on StockRecord are the proof. Lines of one stock record (the same product
// with other options) are allocated together. Records that do not track stock allocate nothing.
import type { Tx } from "@/lib/db.ts";
import { tracksStock } from "@/lib/pricing/index.ts";
import type { BasketLineState } from "@/lib/basket/state.ts";
import { CHECKOUT_MESSAGES, refusedWith } from "./input.ts";

/** What each basket line will allocate (by line id): its quantity when its record tracks stock, else nothing. */
export function allocationPlan(lines: readonly BasketLineState[]): Map<number, number> {
  return new Map(lines.filter((l) => tracksStock(l.product.sellable)).map((l) => [l.id, l.quantity]));
}

/**
 * Allocates every tracked line (as `allocationPlan` says); answers the products that sold out with it.
 * Throws the 406 of the first shortfall. Checkout calls it last, so the stock rows stay locked for as
 * short a time as possible.
 */
export async function allocateStock(tx: Tx, lines: readonly BasketLineState[]): Promise<number[]> {
  const soldOut: number[] = [];
  const byRecord = new Map<number, BasketLineState[]>();
  for (const line of lines) {
    if (!tracksStock(line.product.sellable)) continue;
    const list = byRecord.get(line.stockRecordId) ?? [];
    list.push(line);
    byRecord.set(line.stockRecordId, list);
  }
  for (const recordId of [...byRecord.keys()].sort((a, b) => a - b)) {
    const group = byRecord.get(recordId)!;
    const wanted = group.reduce((n, l) => n + l.quantity, 0);
    const done = await tx.$queryRaw<{ left: number }[]>`
      UPDATE "StockRecord" SET "numAllocated" = "numAllocated" + ${wanted}, "dateUpdated" = now()
      WHERE id = ${recordId} AND "numInStock" IS NOT NULL AND "numInStock" - "numAllocated" >= ${wanted}
      RETURNING "numInStock" - "numAllocated" AS left`;
    if (done.length === 0) {
      const [row] = await tx.$queryRaw<{ left: number | null }[]>`
        SELECT GREATEST("numInStock" - "numAllocated", 0) AS left FROM "StockRecord" WHERE id = ${recordId}`;
      const left = row?.left ?? 0;
      const title = group[0].product.title;
      throw refusedWith(left > 0 ? CHECKOUT_MESSAGES.maximum(title, left) : CHECKOUT_MESSAGES.noLongerAvailable(title));
    }
    if (done[0].left === 0) soldOut.push(...group.map((l) => l.productId));
  }
  return soldOut;
}
