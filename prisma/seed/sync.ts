// Idempotent writes: compare what the seed wants with what the database holds, create what is
// missing, update only the fields that differ, and leave matching rows untouched (so `@updatedAt`
// columns keep their values on a re-run). Rows are matched by a natural key, never by id.
import { Prisma } from "@/lib/generated/prisma/client.ts";

/** Values as Prisma returns them compared with values as the seed writes them. */
export function sameValue(current: unknown, wanted: unknown): boolean {
  if (current === wanted) return true;
  if (current === null || current === undefined || wanted === null || wanted === undefined) {
    return (current ?? null) === (wanted ?? null);
  }
  if (current instanceof Date || wanted instanceof Date) {
    return new Date(current as Date).getTime() === new Date(wanted as Date).getTime();
  }
  if (Prisma.Decimal.isDecimal(current) || Prisma.Decimal.isDecimal(wanted)) {
    return new Prisma.Decimal(current as string).equals(new Prisma.Decimal(wanted as string));
  }
  if (typeof current === "object" && typeof wanted === "object") return JSON.stringify(current) === JSON.stringify(wanted);
  return false;
}

/** The fields of `wanted` whose values differ from `current` (ignoring `skip`), or null when none do. */
export function changedFields<W extends object>(current: object, wanted: W, skip: readonly string[] = []): Partial<W> | null {
  const changes: Partial<W> = {};
  let any = false;
  const row = current as Record<string, unknown>;
  for (const [field, value] of Object.entries(wanted)) {
    if (skip.includes(field) || value === undefined) continue;
    if (!sameValue(row[field], value)) {
      (changes as Record<string, unknown>)[field] = value;
      any = true;
    }
  }
  return any ? changes : null;
}

export interface SyncPlan<Row, Want> {
  create: Want[];
  update: { row: Row; changes: Partial<Want> }[];
}

/**
 * Plans the writes that make `existing` hold `wanted`: rows whose key is missing are created,
 * rows whose fields differ are updated. Rows the seed does not know about are left alone.
 */
export function planSync<Row extends object, Want extends object>(
  existing: readonly Row[],
  rowKey: (row: Row) => string,
  wanted: readonly Want[],
  wantKey: (want: Want) => string,
  skip: readonly string[] = [],
): SyncPlan<Row, Want> {
  const byKey = new Map(existing.map((row) => [rowKey(row), row]));
  const plan: SyncPlan<Row, Want> = { create: [], update: [] };
  const seen = new Set<string>();
  for (const want of wanted) {
    const key = wantKey(want);
    if (seen.has(key)) throw new Error(`Seed data has the key "${key}" twice`);
    seen.add(key);
    const row = byKey.get(key);
    if (!row) plan.create.push(want);
    else {
      const changes = changedFields(row, want, skip);
      if (changes) plan.update.push({ row, changes });
    }
  }
  return plan;
}

/** Splits rows into chunks for createMany (keeps each statement well below the bind-parameter limit). */
export function chunks<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Counts of what one seed run wrote, per table. */
export class SeedStats {
  readonly created = new Map<string, number>();
  readonly updated = new Map<string, number>();

  add(table: string, created: number, updated = 0): void {
    if (created) this.created.set(table, (this.created.get(table) ?? 0) + created);
    if (updated) this.updated.set(table, (this.updated.get(table) ?? 0) + updated);
  }

  get totalCreated(): number {
    return [...this.created.values()].reduce((a, b) => a + b, 0);
  }

  get totalUpdated(): number {
    return [...this.updated.values()].reduce((a, b) => a + b, 0);
  }
}

/**
 * Applies a plan: createMany in chunks, then one update per changed row (rare after the first run).
 * Returns the plan's counts into `stats` under `table`.
 */
export async function applyPlan<Row, Want>(
  stats: SeedStats,
  table: string,
  plan: SyncPlan<Row, Want>,
  createMany: (rows: Want[]) => Promise<unknown>,
  update: (row: Row, changes: Partial<Want>) => Promise<unknown>,
): Promise<void> {
  for (const part of chunks(plan.create)) await createMany(part);
  for (const { row, changes } of plan.update) await update(row, changes);
  stats.add(table, plan.create.length, plan.update.length);
}
