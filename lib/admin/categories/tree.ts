// The category tree's positions (decision 0130): each category's place among its siblings
// (`displayOrder`, 0, 1, 2 …) decides its materialised `path` ("0001.0003") and `depth`. After any
// change of the tree's shape the places are numbered again and every path that changed is rewritten,
// in the same transaction. Paths are unique, so changed rows are first parked on a temporary path.
// Written with raw SQL: renumbering moves the neighbours' positions, not their version (updatedAt), so
// a staff member editing a sibling is not told it changed.
import type { Tx } from "@/lib/db.ts";

export interface PlaceRow {
  id: number;
  parentId: number | null;
  displayOrder: number;
  path: string;
  depth: number;
  /** The place as stored ("path depth order"), to write only what changed. */
  stored?: string;
}

const placeKey = (p: { path: string; depth: number; displayOrder: number }) => `${p.path} ${p.depth} ${p.displayOrder}`;

/** Locks the whole tree for a change of its shape (small: a few hundred rows at most). */
export async function lockTree(tx: Tx): Promise<PlaceRow[]> {
  const rows = await tx.$queryRaw<PlaceRow[]>`SELECT id, "parentId", "displayOrder", path, depth FROM "Category" ORDER BY id FOR UPDATE`;
  return rows.map((r) => ({ ...r, stored: placeKey(r) }));
}

/** Siblings in their order (by place, then age). */
export function childrenOf(rows: PlaceRow[], parentId: number | null): PlaceRow[] {
  return rows.filter((r) => r.parentId === parentId).sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
}

/** The ids of `id` and every category below it. */
export function subtree(rows: PlaceRow[], id: number): Set<number> {
  const out = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of rows) {
      if (r.parentId !== null && out.has(r.parentId) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Where every category should be: places 0…n-1 among its siblings, the paths and depths they give. */
export function placesOf(rows: PlaceRow[]): Map<number, { path: string; depth: number; displayOrder: number }> {
  const out = new Map<number, { path: string; depth: number; displayOrder: number }>();
  const walk = (parentId: number | null, prefix: string, depth: number) => {
    childrenOf(rows, parentId).forEach((r, i) => {
      const path = `${prefix}${String(i + 1).padStart(4, "0")}`;
      out.set(r.id, { path, depth, displayOrder: i });
      walk(r.id, `${path}.`, depth + 1);
    });
  };
  walk(null, "", 0);
  return out;
}

/** Writes the places `rows` describe (their parents and orders as changed in memory). */
export async function writePlaces(tx: Tx, rows: PlaceRow[]): Promise<void> {
  const want = placesOf(rows);
  const changed = rows.filter((r) => placeKey(want.get(r.id)!) !== r.stored);
  for (const r of changed) await tx.$executeRaw`UPDATE "Category" SET path = ${`~${r.id}`} WHERE id = ${r.id}`;
  for (const r of changed) {
    const w = want.get(r.id)!;
    await tx.$executeRaw`UPDATE "Category" SET path = ${w.path}, depth = ${w.depth}, "displayOrder" = ${w.displayOrder} WHERE id = ${r.id}`;
  }
}

/** Puts `row` among the children of `parentId` at `position` (1-based; past the end or absent: last). */
export function placeAmong(rows: PlaceRow[], row: PlaceRow, parentId: number | null, position?: number): void {
  const siblings = childrenOf(rows, parentId).filter((r) => r.id !== row.id);
  const at = position === undefined ? siblings.length : Math.min(Math.max(position - 1, 0), siblings.length);
  siblings.splice(at, 0, row);
  row.parentId = parentId;
  siblings.forEach((r, i) => {
    r.displayOrder = i;
  });
}
