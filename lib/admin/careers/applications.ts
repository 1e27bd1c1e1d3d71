// Applications for staff (/admin/careers/applications/ and /api/v2/admin/resumes/): listed by job post and
// status, searched by name or e-mail, each with the day its résumé will be erased (received +
// RESUME_RETENTION_DAYS, by the maintenance job). Staff move an application along new → shortlisted →
// interviewed → hired, or reject it from any open state, with a note; the status changes and notes form
// its timeline (erased with it) and each change is audited (decision 0151). A move or note made from a
// page or PATCH older than the application's last change is refused (409 edit_conflict).
import { z } from "zod";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { displayName } from "@/lib/auth/users.ts";
import { RESUME_DOWNLOAD_PATH } from "@/lib/careers/resumes.ts";
import { config } from "@/lib/config.ts";
import { db, type Prisma, type Tx } from "@/lib/db.ts";
import { ConflictError, NotFoundError } from "@/lib/errors.ts";
import type { ResumeStatus } from "@/lib/generated/prisma/client.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";

export const RESUME_STATUSES = ["received", "reviewing", "shortlisted", "interviewed", "hired", "rejected"] as const satisfies readonly ResumeStatus[];
/** The statuses staff move an application to. */
export const TARGET_STATUSES = ["shortlisted", "interviewed", "hired", "rejected"] as const satisfies readonly ResumeStatus[];

export const STATUS_LABELS: Record<ResumeStatus, string> = {
  received: "New",
  reviewing: "New (reviewing)",
  shortlisted: "Shortlisted",
  interviewed: "Interviewed",
  hired: "Hired",
  rejected: "Rejected",
};

const NEXT: Record<ResumeStatus, readonly ResumeStatus[]> = {
  received: ["shortlisted", "rejected"],
  reviewing: ["shortlisted", "rejected"],
  shortlisted: ["interviewed", "rejected"],
  interviewed: ["hired", "rejected"],
  hired: [],
  rejected: [],
};

export function nextStatuses(from: ResumeStatus): readonly ResumeStatus[] {
  return NEXT[from];
}

export const illegalMoveMessage = (from: ResumeStatus, to: ResumeStatus) => `Cannot move an application from ${from} to ${to}.`;

const DAY_MS = 86_400_000;
/** When the maintenance job erases the résumé received at `createdAt`. */
export function eraseOn(createdAt: Date): Date {
  return new Date(createdAt.getTime() + config().RESUME_RETENTION_DAYS * DAY_MS);
}

export const ApplicationFilters = z.object({
  q: z.string().trim().max(100).optional().describe("Part of the applicant's name or e-mail."),
  job_alert: z.coerce.number().int().positive().max(2_147_483_647).optional().describe("Applications to this job post (id)."),
  status: z.enum(RESUME_STATUSES).optional().describe("received is a new application."),
  profession: z.coerce.number().int().positive().max(2_147_483_647).optional().describe("Applications naming this profession (id)."),
});
export type ApplicationFilters = z.infer<typeof ApplicationFilters>;

const note = z.string().trim().max(2000).refine((v) => !v.includes("\u0000"), "Null characters are not allowed.");
export const ApplicationPatchInput = z
  .object({
    status: z.enum(TARGET_STATUSES).optional().describe("new → shortlisted → interviewed → hired; rejected from any open state. Any other move is 409 illegal_status_move."),
    note: note.optional().describe("A note for the timeline (with a status change or on its own)."),
    updated_at: z.string().max(40).optional().describe("The application's updated_at as read: one changed since is refused with 409 edit_conflict."),
  })
  .refine((b) => b.status !== undefined || !!b.note, { message: "Send a status, a note or both.", path: ["non_field_errors"] })
  .meta({ id: "AdminResumePatchInput" });
export type ApplicationPatch = z.infer<typeof ApplicationPatchInput>;

const TimelineEntrySchema = z
  .object({
    at: z.iso.datetime(),
    by: z.string().nullable().describe("The staff member's name."),
    from_status: z.enum(RESUME_STATUSES).nullable(),
    to_status: z.enum(RESUME_STATUSES).nullable(),
    note: z.string(),
  })
  .meta({ id: "AdminResumeTimelineEntry" });

export const AdminResumeSchema = z
  .object({
    id: z.int(),
    full_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    profession: z.object({ id: z.int(), name: z.string() }),
    job_alert: z.object({ id: z.int(), title: z.string() }).nullable(),
    experience_years: z.int(),
    cover_letter: z.string(),
    file_name: z.string(),
    content_type: z.string(),
    file_size: z.int(),
    status: z.enum(RESUME_STATUSES),
    next_statuses: z.array(z.enum(RESUME_STATUSES)).describe("Where it may move now."),
    download_url: z.url().describe("The résumé file (staff only, each download audited)."),
    created_at: z.iso.datetime(),
    erase_on: z.iso.datetime().describe("When the résumé and this application are erased (received + RESUME_RETENTION_DAYS)."),
    updated_at: z.iso.datetime().describe("Its last status change or note: send it back as `updated_at` with a change (edit conflicts)."),
  })
  .meta({ id: "AdminResume" });
export const AdminResumeDetailSchema = AdminResumeSchema.extend({ timeline: z.array(TimelineEntrySchema) }).meta({ id: "AdminResumeDetail" });
export type AdminResume = z.infer<typeof AdminResumeSchema>;
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

const INCLUDE = { profession: { select: { id: true, name: true } }, jobAlert: { select: { id: true, title: true } } } as const;
type Row = Prisma.ResumeGetPayload<{ include: typeof INCLUDE }>;

export function applicationWhere(f: ApplicationFilters): Prisma.ResumeWhereInput {
  const and: Prisma.ResumeWhereInput[] = [];
  if (f.job_alert) and.push({ jobAlertId: f.job_alert });
  if (f.status) and.push({ status: f.status });
  if (f.profession) and.push({ professionId: f.profession });
  for (const word of (f.q ?? "").split(/\s+/).filter(Boolean).slice(0, 8)) {
    const contains = { contains: word, mode: "insensitive" as const };
    and.push({ OR: [{ fullName: contains }, { email: contains }] });
  }
  return { AND: and };
}

export const countApplications = (where: Prisma.ResumeWhereInput) => db().resume.count({ where });
export const listApplications = (where: Prisma.ResumeWhereInput, offset: number, limit: number) =>
  db().resume.findMany({ where, include: INCLUDE, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: offset, take: limit });

export async function applicationOr404(id: number, client: Tx | ReturnType<typeof db> = db()): Promise<Row> {
  const r = await client.resume.findUnique({ where: { id }, include: INCLUDE });
  if (!r) throw new NotFoundError();
  return r;
}

export function applicationJson(r: Row, urls: UrlBuilder): AdminResume {
  return {
    id: r.id,
    full_name: r.fullName,
    email: r.email,
    phone_number: r.phoneNumber,
    profession: r.profession,
    job_alert: r.jobAlert,
    experience_years: r.experienceYears,
    cover_letter: r.coverLetter,
    file_name: r.fileName,
    content_type: r.contentType,
    file_size: r.fileSize,
    status: r.status,
    next_statuses: [...nextStatuses(r.status)],
    download_url: urls.path(RESUME_DOWNLOAD_PATH, { id: r.id }),
    created_at: r.createdAt.toISOString(),
    erase_on: eraseOn(r.createdAt).toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The status changes and notes of application `id`, oldest first. */
export async function timelineOf(id: number): Promise<TimelineEntry[]> {
  const notes = await db().resumeNote.findMany({ where: { resumeId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const authorIds = [...new Set(notes.map((n) => n.authorId).filter((a): a is number => a !== null))];
  const authors = authorIds.length ? await db().user.findMany({ where: { id: { in: authorIds } } }) : [];
  const names = new Map(authors.map((a) => [a.id, displayName(a)]));
  return notes.map((n) => ({
    at: n.createdAt.toISOString(),
    by: n.authorId === null ? null : (names.get(n.authorId) ?? "A former staff member"),
    from_status: n.fromStatus,
    to_status: n.toStatus,
    note: n.note,
  }));
}

type Actor = { id: number; ip?: string };

/** The audit actions that change an application's version (its downloads and mails do not). */
const CHANGES = ["resume.status", "resume.note"] as const;

/**
 * Moves application `id` to `patch.status` (a legal move only, else 409) and/or adds a note; audited.
 * Either one is a change: it is refused over a newer one and makes a new version.
 */
export async function changeApplication(tx: Tx, actor: Actor, id: number, patch: ApplicationPatch): Promise<void> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Resume" WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw new NotFoundError();
  const row = await tx.resume.findUniqueOrThrow({ where: { id }, select: { status: true, updatedAt: true } });
  await assertUnchanged("Resume", id, row.updatedAt, patch.updated_at, tx, CHANGES);
  const from = row.status;
  const to = patch.status;
  if (to !== undefined && !NEXT[from].includes(to)) throw new ConflictError(illegalMoveMessage(from, to), "illegal_status_move");
  await tx.resume.update({ where: { id }, data: { ...(to !== undefined ? { status: to } : {}), updatedAt: new Date() } });
  const entry = await tx.resumeNote.create({ data: { resumeId: id, authorId: actor.id, fromStatus: to ? from : null, toStatus: to ?? null, note: patch.note ?? "" } });
  // The note itself stays with the application (erased with it); the audit log keeps the move.
  if (to !== undefined) await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "resume.status", entityType: "Resume", entityId: id, before: { status: from }, after: { status: to, note_id: entry.id } });
  else await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "resume.note", entityType: "Resume", entityId: id, after: { note_id: entry.id } });
}

/**
 * Writes the audit entry of a staff download of résumé `id` (false: no such résumé). Only the id: the
 * audit log outlives the résumé, so it keeps nothing of the applicant (not even the file's name).
 */
export async function auditDownload(tx: Tx, actor: Actor, id: number): Promise<boolean> {
  const r = await tx.resume.findUnique({ where: { id }, select: { id: true } });
  if (!r) return false;
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "resume.download", entityType: "Resume", entityId: id });
  return true;
}
