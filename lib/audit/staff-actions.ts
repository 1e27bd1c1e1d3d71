// The staff audit log (API.md §10): every change staff make through the API is recorded in the same
// transaction — who, what, which object, the changes, from where.
import type { Prisma, Tx } from "@/lib/db.ts";

export interface StaffAction {
  actorId: number;
  /** "stockrecord.update", "image360.create" … */
  action: string;
  entityType: string;
  entityId: string | number;
  changes?: Prisma.InputJsonValue;
  ip?: string;
}

export async function recordStaffAction(tx: Tx, a: StaffAction): Promise<void> {
  await tx.auditLogEntry.create({
    data: { actorId: a.actorId, action: a.action, entityType: a.entityType, entityId: String(a.entityId), changes: a.changes, ip: a.ip || null },
  });
}
