// The order list's bulk moves: which there are, and reading the selection (?id=…&id=… or the form's ids).
import { z } from "zod";
import type { OrderStatusName } from "@/lib/orders/pipeline-rules.ts";

/** The moves offered for several orders at once: from the status they apply to. */
export const BULK_MOVES = {
  processing: { label: "Processing", from: "new", button: "Move selected new orders to processing" },
  delivered: { label: "Delivered", from: "shipped", button: "Mark selected shipped orders delivered" },
} as const satisfies Record<string, { label: string; from: OrderStatusName; button: string }>;
export type BulkMove = keyof typeof BULK_MOVES;

export const MAX_BULK = 100;

const Bulk = z.object({
  move: z.enum(Object.keys(BULK_MOVES) as [BulkMove, ...BulkMove[]]),
  ids: z.array(z.string().regex(/^\d{1,9}$/).transform(Number)).min(1).max(MAX_BULK),
});

/** The selection from repeated `id` values and `move`; null when there is none or it does not parse. */
export function readBulk(move: unknown, ids: unknown[]): { move: BulkMove; ids: number[] } | null {
  const parsed = Bulk.safeParse({ move, ids });
  return parsed.success ? { move: parsed.data.move, ids: [...new Set(parsed.data.ids)] } : null;
}

export function readBulkForm(form: FormData): { move: BulkMove; ids: number[] } | null {
  return readBulk(form.get("move"), form.getAll("id"));
}
