// Stock allocation at checkout: one conditional UPDATE per stock record, in stock record order (so
// two checkouts lock rows in the same order), that can never take num_allocated above num_in_stock —
// PostgreSQL re-checks the WHERE against the latest row when another checkout got there first, and
// the CHECK constraints on StockRecord are the proof. Lines of one stock record (the same product
// with other options) are allocated together. Records that do not track stock allocate nothing.
import type { Tx } from "@/lib/db.ts";
import { tracksStock } from "@/lib/pricing/index.ts";
import type { BasketLineState } from "@/lib/basket/state.ts";
import { CHECKOUT_MESSAGES, refusedWith } from "./input.ts";

/** Allocates every tracked line; answers the units allocated per basket line id. Throws the 406 of the first shortfall. */
export async function allocateStock(tx: Tx, lines: readonly BasketLineState[]): Promise<Map<number, number>> {
  const byRecord = new Map<number, BasketLineState[]>();
  for (const line of lines) {
    if (!tracksStock(line.product.sellable)) continue;
    const list = byRecord.get(line.stockRecordId) ?? [];
    list.push(line);
    byRecord.set(line.stockRecordId, list);
  }
  const allocated = new Map<number, number>();
  for (const recordId of [...byRecord.keys()].sort((a, b) => a - b)) {
    const group = byRecord.get(recordId)!;
    const wanted = group.reduce((n, l) => n + l.quantity, 0);
    const done = await tx.$executeRaw`
      UPDATE "StockRecord" SET "numAllocated" = "numAllocated" + ${wanted}, "dateUpdated" = now()
      WHERE id = ${recordId} AND "numInStock" IS NOT NULL AND "numInStock" - "numAllocated" >= ${wanted}`;
    if (done === 0) {
      const [row] = await tx.$queryRaw<{ left: number | null }[]>`
        SELECT GREATEST("numInStock" - "numAllocated", 0) AS left FROM "StockRecord" WHERE id = ${recordId}`;
      const left = row?.left ?? 0;
      const title = group[0].product.title;
      throw refusedWith(left > 0 ? CHECKOUT_MESSAGES.maximum(title, left) : CHECKOUT_MESSAGES.noLongerAvailable(title));
    }
    for (const line of group) allocated.set(line.id, line.quantity);
  }
  return allocated;
}
