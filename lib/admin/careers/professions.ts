// Professions for staff (/admin/careers/professions/ and /api/v2/admin/professions/): added, renamed and
// deleted while no application names them; audited, and the application form's choices follow at once.
import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { careersChanged } from "@/lib/careers/changes.ts";
import { db, type Tx } from "@/lib/db.ts";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors.ts";

const name = z.string().trim().min(1, "This field may not be blank.").max(100).refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "Control characters are not allowed.");
export const ProfessionInput = z.object({ name }).meta({ id: "AdminProfessionInput" });
export type ProfessionData = z.infer<typeof ProfessionInput>;
export const ProfessionFilters = z.object({ q: z.string().trim().max(100).optional().describe("Part of the name.") });

export const AdminProfessionSchema = z
  .object({ id: z.int(), name: z.string(), applications: z.int().describe("Applications naming it; only a profession with none can be deleted.") })
  .meta({ id: "AdminProfession" });
export type AdminProfession = z.infer<typeof AdminProfessionSchema>;

type Actor = { id: number; ip?: string };

export function professionWhere(f: z.infer<typeof ProfessionFilters>) {
  return f.q ? { name: { contains: f.q, mode: "insensitive" as const } } : {};
}

export async function listProfessions(where: ReturnType<typeof professionWhere>, offset: number, limit: number): Promise<AdminProfession[]> {
  const rows = await db().profession.findMany({ where, orderBy: [{ name: "asc" }, { id: "asc" }], skip: offset, take: limit, include: { _count: { select: { resumes: true } } } });
  return rows.map((p) => ({ id: p.id, name: p.name, applications: p._count.resumes }));
}
export const countProfessions = (where: ReturnType<typeof professionWhere>) => db().profession.count({ where });

export async function professionOr404(id: number, client: Tx | ReturnType<typeof db> = db()): Promise<AdminProfession> {
  const p = await client.profession.findUnique({ where: { id }, include: { _count: { select: { resumes: true } } } });
  if (!p) throw new NotFoundError();
  return { id: p.id, name: p.name, applications: p._count.resumes };
}

async function assertNameFree(tx: Tx, value: string, except?: number): Promise<void> {
  const other = await tx.profession.findFirst({ where: { name: { equals: value, mode: "insensitive" } }, select: { id: true } });
  if (other && other.id !== except) throw new ValidationError({ name: ["A profession with this name already exists."] });
}

export async function createProfession(tx: Tx, actor: Actor, input: ProfessionData): Promise<AdminProfession> {
  await assertNameFree(tx, input.name);
  const p = await tx.profession.create({ data: { name: input.name } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "profession.create", entityType: "Profession", entityId: p.id, after: { name: p.name } });
  careersChanged(tx);
  return { id: p.id, name: p.name, applications: 0 };
}

export async function renameProfession(tx: Tx, actor: Actor, id: number, input: ProfessionData): Promise<AdminProfession> {
  const row = await professionOr404(id, tx);
  if (row.name === input.name) return row;
  await assertNameFree(tx, input.name, id);
  await tx.profession.update({ where: { id }, data: { name: input.name } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "profession.update", entityType: "Profession", entityId: id, before: { name: row.name }, after: { name: input.name } });
  careersChanged(tx);
  return { ...row, name: input.name };
}

export async function deleteProfession(tx: Tx, actor: Actor, id: number): Promise<void> {
  const row = await professionOr404(id, tx);
  if (row.applications) throw new ConflictError(`${row.applications} application${row.applications === 1 ? " names" : "s name"} this profession: it cannot be deleted.`, "profession_in_use");
  await tx.profession.delete({ where: { id } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "profession.delete", entityType: "Profession", entityId: id, before: { name: row.name } });
  careersChanged(tx);
}
