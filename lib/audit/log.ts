// Reading the staff audit log: the whole log for the owner (/admin/audit-log/, GET /api/v2/admin/audit-log/)
// and one object's history (each staff page's History tab). One query shape and one serializer for both.
import { z } from "zod";
import { db, type Db, type Prisma, type Tx } from "@/lib/db.ts";
import { displayName } from "@/lib/auth/users.ts";

export const AuditFilters = z.object({
  q: z.string().trim().max(200).optional().describe("Words in the action or the object's type or id."),
  actor: z.string().regex(/^\d{1,9}$/, "A user id is required.").optional().describe("Only changes by this staff member (user id)."),
  entity_type: z.string().trim().max(60).optional().describe('Only changes of this kind of object ("Product", "Order" …).'),
  entity_id: z.string().trim().max(60).optional().describe("Only changes of this object (with entity_type)."),
  action: z.string().trim().max(80).optional().describe('Only this action ("stockrecord.update" …).'),
  since: z.iso.date().optional().describe("From this day (YYYY-MM-DD, inclusive)."),
  until: z.iso.date().optional().describe("Up to this day (YYYY-MM-DD, inclusive)."),
  page: z.string().optional(),
  page_size: z.string().optional(),
});
export type AuditFilter = z.infer<typeof AuditFilters>;

const IST_OFFSET = "+05:30";

export function auditWhere(f: AuditFilter): Prisma.AuditLogEntryWhereInput {
  const and: Prisma.AuditLogEntryWhereInput[] = [];
  if (f.actor) and.push({ actorId: Number(f.actor) });
  if (f.entity_type) and.push({ entityType: f.entity_type });
  if (f.entity_id) and.push({ entityId: f.entity_id });
  if (f.action) and.push({ action: f.action });
  if (f.since) and.push({ createdAt: { gte: new Date(`${f.since}T00:00:00${IST_OFFSET}`) } });
  if (f.until) and.push({ createdAt: { lt: new Date(new Date(`${f.until}T00:00:00${IST_OFFSET}`).getTime() + 86_400_000) } });
  if (f.q) {
    const words = f.q.split(/\s+/).filter(Boolean).slice(0, 8);
    for (const w of words) {
      and.push({ OR: [{ action: { contains: w, mode: "insensitive" } }, { entityType: { contains: w, mode: "insensitive" } }, { entityId: w }] });
    }
  }
  return { AND: and };
}

const include = { actor: { select: { id: true, email: true, phoneNumber: true, firstName: true, lastName: true } } } as const;
export type AuditRow = Prisma.AuditLogEntryGetPayload<{ include: typeof include }>;

export function countAudit(where: Prisma.AuditLogEntryWhereInput): Promise<number> {
  return db().auditLogEntry.count({ where });
}

export function listAudit(where: Prisma.AuditLogEntryWhereInput, offset: number, limit: number, client: Tx | Db = db()): Promise<AuditRow[]> {
  return client.auditLogEntry.findMany({ where, include, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: offset, take: limit });
}

/** One object's history, newest first (at most `limit` entries). */
export function historyOf(entityType: string, entityId: string | number, limit = 50): Promise<AuditRow[]> {
  return listAudit({ entityType, entityId: String(entityId) }, 0, limit);
}

/** The latest change of an object (of one of `actions`, when given): who made it and when (for "changed by X at 14:02"). */
export async function lastChangeOf(entityType: string, entityId: string | number, client: Tx | Db = db(), actions?: readonly string[]): Promise<AuditRow | null> {
  const where: Prisma.AuditLogEntryWhereInput = { entityType, entityId: String(entityId), ...(actions ? { action: { in: [...actions] } } : {}) };
  return (await listAudit(where, 0, 1, client))[0] ?? null;
}

const jsonValue = z.unknown().describe("Any JSON value.");

export const AuditEntrySchema = z
  .object({
    id: z.int(),
    created_at: z.iso.datetime({ offset: true }),
    actor: z.object({ id: z.int(), name: z.string() }).nullable().describe("Who made the change (null once that account is deleted)."),
    action: z.string(),
    entity_type: z.string(),
    entity_id: z.string(),
    changes: z.record(z.string(), jsonValue).nullable().describe('What changed: {"field": [before, after]}.'),
    before: z.record(z.string(), jsonValue).nullable(),
    after: z.record(z.string(), jsonValue).nullable(),
    ip: z.string().nullable(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntryJson = z.infer<typeof AuditEntrySchema>;

const record = (v: Prisma.JsonValue | null): Record<string, unknown> | null => (v && typeof v === "object" && !Array.isArray(v) ? v : null);

export function auditEntryJson(row: AuditRow): AuditEntryJson {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor: row.actor ? { id: row.actor.id, name: displayName(row.actor) } : null,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    changes: record(row.changes),
    before: record(row.before),
    after: record(row.after),
    ip: row.ip,
  };
}
