// The landing page's lists staff put in order (banners, home sections, collections): moving one to a
// place renumbers the whole list 0, 1, 2 … under a lock, so two moves at once cannot leave a tie.
import type { Tx } from "@/lib/db.ts";

const LISTS = {
  Banner: "order",
  HomeSection: "displayOrder",
  Collection: "displayOrder",
} as const;
export type OrderedList = keyof typeof LISTS;

/** Every id of the list in its order (locked for the rest of the transaction). */
export async function orderOf(tx: Tx, list: OrderedList): Promise<{ id: number; place: number }[]> {
  const column = LISTS[list];
  // Identifiers come from LISTS above, never from a caller.
  return tx.$queryRawUnsafe<{ id: number; place: number }[]>(`SELECT id, "${column}" AS place FROM "${list}" ORDER BY "${column}", id FOR UPDATE`);
}

/** Puts `id` at `position` (0 first, past the end: last) and numbers the list by place. */
export async function placeAt(tx: Tx, list: OrderedList, id: number, position: number): Promise<void> {
  const rows = await orderOf(tx, list);
  const others = rows.filter((r) => r.id !== id);
  others.splice(Math.min(Math.max(position, 0), others.length), 0, { id, place: -1 });
  const column = LISTS[list];
  for (const [i, r] of others.entries()) {
    if (r.place !== i) await tx.$executeRawUnsafe(`UPDATE "${list}" SET "${column}" = $1 WHERE id = $2`, i, r.id);
  }
}

/** Moves `id` one place up or down; false when it is at that end already (or not in the list). */
export async function moveOne(tx: Tx, list: OrderedList, id: number, direction: "up" | "down"): Promise<{ moved: boolean; from: number; to: number } | null> {
  const rows = await orderOf(tx, list);
  const at = rows.findIndex((r) => r.id === id);
  if (at < 0) return null;
  const to = direction === "up" ? at - 1 : at + 1;
  if (to < 0 || to >= rows.length) return { moved: false, from: at, to: at };
  await placeAt(tx, list, id, to);
  return { moved: true, from: at, to };
}
