// The staff audit log (API.md §10): every change staff make, through a page or the API, is recorded in
// the same transaction — who, when, what, which object, the object before and after, from where.
import type { Prisma, Tx } from "@/lib/db.ts";

type Json = Prisma.InputJsonValue;

export interface StaffAction {
  actorId: number;
  /** "stockrecord.update", "image360.create" … */
  action: string;
  entityType: string;
  entityId: string | number;
  /** The fields that changed, `{field: [before, after]}`; derived from `before` and `after` when not given. */
  changes?: Json;
  /** The object's fields before the change (leave out for a creation). */
  before?: Record<string, unknown> | null;
  /** The object's fields after the change (leave out for a deletion). */
  after?: Record<string, unknown> | null;
  ip?: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** `{field: [before, after]}` for every field whose value differs. */
export function fieldChanges(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const b = before?.[key] ?? null;
    const a = after?.[key] ?? null;
    if (!same(b, a)) out[key] = [b, a];
  }
  return out;
}

const asJson = (v: Record<string, unknown> | null | undefined) => (v ? (JSON.parse(JSON.stringify(v)) as Json) : undefined);

export async function recordStaffAction(tx: Tx, a: StaffAction): Promise<void> {
  const changes = a.changes ?? (a.before || a.after ? (fieldChanges(a.before, a.after) as Json) : undefined);
  await tx.auditLogEntry.create({
    data: {
      actorId: a.actorId,
      action: a.action,
      entityType: a.entityType,
      entityId: String(a.entityId),
      changes,
      before: asJson(a.before),
      after: asJson(a.after),
      ip: a.ip || null,
    },
  });
}
