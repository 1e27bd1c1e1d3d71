// Messages about lines that left the basket without the shopper doing it (the sign-in merge drops
// lines that can no longer be bought, spec/API.md §5.3). A line notice lives on its line; these have
// no line left, so they are kept on the basket (Basket.droppedNotices) and shown once, by the basket
// page, which takes them off as it reads them (docs/decisions/0018).
import type { Db, Tx } from "@/lib/db.ts";

/** Reads and clears basket `basketId`'s dropped-line messages in one statement (two readers: one gets them). */
export async function takeDroppedNotices(client: Tx | Db, basketId: number): Promise<string[]> {
  const rows = await client.$queryRaw<{ notices: string[] | null }[]>`
    WITH taken AS (
      SELECT id, "droppedNotices" AS notices FROM "Basket"
      WHERE id = ${basketId} AND cardinality("droppedNotices") > 0
      FOR UPDATE
    )
    UPDATE "Basket" b SET "droppedNotices" = ARRAY[]::text[]
    FROM taken WHERE b.id = taken.id
    RETURNING taken.notices`;
  return rows[0]?.notices ?? [];
}
