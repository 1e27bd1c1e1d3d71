// Job posts for staff (/admin/careers/ and /api/v2/admin/jobalerts/): made, changed (never over a newer
// change), opened and closed, deleted while nobody has applied to them; each change audited and the
// careers pages expired when it commits, so a closed post is gone from them, the sitemap and the API at once.
import { z } from "zod";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { careersChanged } from "@/lib/careers/changes.ts";
import { EMPLOYMENT_TYPES, JOB_PATH } from "@/lib/careers/jobs.ts";
import { db, type Prisma, type Tx } from "@/lib/db.ts";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors.ts";
import type { JobAlert } from "@/lib/generated/prisma/client.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";

const line = (max: number) => z.string().trim().min(1, "This field may not be blank.").max(max).refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "Control characters are not allowed.");
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const closes = z
  .string()
  .trim()
  .max(40)
  .refine((s) => (DAY.test(s) || !Number.isNaN(Date.parse(s))) && Number.isFinite(closesDate(s).getTime()), "Enter a date, e.g. 2026-12-31.")
  .nullable()
  .describe("The last day applications are taken (India's time, to its end), or null: open until closed.");

/** "2026-12-31" is the end of that day in India; a full time stays as given. */
export function closesDate(s: string): Date {
  return DAY.test(s) ? new Date(`${s}T23:59:59+05:30`) : new Date(s);
}

const JobFields = z.object({
  title: line(200),
  slug: z.string().trim().max(80).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens.").optional().describe("Made from the title when left out."),
  department: line(100),
  location: line(100),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  experience: line(100),
  description: z.string().trim().min(1, "This field may not be blank.").max(20_000).refine((v) => !v.includes("\u0000"), "Null characters are not allowed.").describe("Markdown."),
  is_open: z.boolean(),
  closes_at: closes.optional(),
});

export const JobPostInput = JobFields.extend({ is_open: JobFields.shape.is_open.default(true) }).meta({ id: "AdminJobAlertInput" });
export const JobPostPatchInput = JobFields.partial()
  .extend({ updated_at: z.string().max(40).optional().describe("The post's updated_at as read: a post changed since is refused with 409 edit_conflict.") })
  .meta({ id: "AdminJobAlertPatchInput" });
export type JobPostData = z.infer<typeof JobPostInput>;
export type JobPostPatch = z.infer<typeof JobPostPatchInput>;

export const JobPostFilters = z.object({
  q: z.string().trim().max(100).optional().describe("Words in the title, department or location."),
  state: z.enum(["open", "closed"]).optional().describe("open: shown on the careers pages now; closed: closed by staff or past its closing day."),
  profession: z.coerce.number().int().positive().max(2_147_483_647).optional().describe("Posts with an application from this profession (id)."),
});
export type JobPostFilters = z.infer<typeof JobPostFilters>;

export const AdminJobAlertSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    slug: z.string(),
    department: z.string(),
    location: z.string(),
    employment_type: z.enum(EMPLOYMENT_TYPES),
    experience: z.string(),
    description: z.string(),
    is_open: z.boolean().describe("Left open by staff (a post past closes_at is still closed)."),
    state: z.enum(["open", "closed"]).describe("Shown on the careers pages now or not."),
    posted_at: z.iso.datetime(),
    closes_at: z.iso.datetime().nullable(),
    applications: z.int().describe("Applications received for it."),
    public_url: z.url().nullable().describe("Its public API address while open."),
    updated_at: z.iso.datetime().describe("Send it back as `updated_at` with a change (edit conflicts)."),
  })
  .meta({ id: "AdminJobAlert" });
export type AdminJobAlert = z.infer<typeof AdminJobAlertSchema>;

export function isShown(j: Pick<JobAlert, "isOpen" | "closesAt">, now = new Date()): boolean {
  return j.isOpen && (!j.closesAt || j.closesAt > now);
}

/** What staff set, as audited. */
function shapeOf(j: JobAlert) {
  return {
    title: j.title, slug: j.slug, department: j.department, location: j.location, employment_type: j.employmentType,
    experience: j.experience, description: j.description, is_open: j.isOpen, closes_at: j.closesAt?.toISOString() ?? null,
  };
}

export async function jobPostsJson(rows: JobAlert[], urls: UrlBuilder | null, client: Tx | ReturnType<typeof db> = db(), now = new Date()): Promise<AdminJobAlert[]> {
  const counts = rows.length ? await client.resume.groupBy({ by: ["jobAlertId"], where: { jobAlertId: { in: rows.map((r) => r.id) } }, _count: { _all: true } }) : [];
  const count = new Map(counts.map((c) => [c.jobAlertId, c._count._all]));
  return rows.map((j) => ({
    id: j.id,
    ...shapeOf(j),
    state: isShown(j, now) ? ("open" as const) : ("closed" as const),
    posted_at: j.postedAt.toISOString(),
    applications: count.get(j.id) ?? 0,
    public_url: urls && isShown(j, now) ? urls.path(JOB_PATH, { slug: j.slug }) : null,
    updated_at: j.updatedAt.toISOString(),
  }));
}

export function jobPostWhere(f: JobPostFilters, now = new Date()): Prisma.JobAlertWhereInput {
  const and: Prisma.JobAlertWhereInput[] = [];
  if (f.state === "open") and.push({ isOpen: true, OR: [{ closesAt: null }, { closesAt: { gt: now } }] });
  if (f.state === "closed") and.push({ OR: [{ isOpen: false }, { closesAt: { lte: now } }] });
  if (f.profession) and.push({ resumes: { some: { professionId: f.profession } } });
  for (const word of (f.q ?? "").split(/\s+/).filter(Boolean).slice(0, 8)) {
    const contains = { contains: word, mode: "insensitive" as const };
    and.push({ OR: [{ title: contains }, { department: contains }, { location: contains }] });
  }
  return { AND: and };
}

export const countJobPosts = (where: Prisma.JobAlertWhereInput) => db().jobAlert.count({ where });
export const listJobPosts = (where: Prisma.JobAlertWhereInput, offset: number, limit: number) =>
  db().jobAlert.findMany({ where, orderBy: [{ postedAt: "desc" }, { id: "desc" }], skip: offset, take: limit });

export async function jobPostOr404(id: number): Promise<JobAlert> {
  const j = await db().jobAlert.findUnique({ where: { id } });
  if (!j) throw new NotFoundError();
  return j;
}

export function slugOf(title: string): string {
  const slug = title.normalize("NFKD").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 70).replace(/-+$/, "");
  return slug || "position";
}

async function freeSlug(tx: Tx, wanted: string, except?: number): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? wanted : `${wanted}-${n}`;
    const other = await tx.jobAlert.findUnique({ where: { slug }, select: { id: true } });
    if (!other || other.id === except) return slug;
  }
  throw new ValidationError({ slug: ["Choose another slug."] });
}

type Actor = { id: number; ip?: string };

export async function createJobPost(tx: Tx, actor: Actor, input: JobPostData): Promise<JobAlert> {
  if (input.slug) {
    const taken = await tx.jobAlert.findUnique({ where: { slug: input.slug }, select: { id: true } });
    if (taken) throw new ValidationError({ slug: ["A job post with this slug already exists."] });
  }
  const slug = input.slug ?? (await freeSlug(tx, slugOf(input.title)));
  const j = await tx.jobAlert.create({
    data: {
      title: input.title, slug, department: input.department, location: input.location, employmentType: input.employment_type,
      experience: input.experience, description: input.description, isOpen: input.is_open, closesAt: input.closes_at ? closesDate(input.closes_at) : null,
    },
  });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "jobalert.create", entityType: "JobAlert", entityId: j.id, after: shapeOf(j) });
  careersChanged(tx);
  return j;
}

async function lockJobPost(tx: Tx, id: number): Promise<JobAlert> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "JobAlert" WHERE id = ${id} FOR UPDATE`;
  if (!row) throw new NotFoundError();
  return tx.jobAlert.findUniqueOrThrow({ where: { id } });
}

export async function updateJobPost(tx: Tx, actor: Actor, id: number, patch: JobPostPatch): Promise<JobAlert> {
  const row = await lockJobPost(tx, id);
  await assertUnchanged("JobAlert", id, row.updatedAt, patch.updated_at, tx);
  if (patch.slug && patch.slug !== row.slug) {
    const taken = await tx.jobAlert.findUnique({ where: { slug: patch.slug }, select: { id: true } });
    if (taken) throw new ValidationError({ slug: ["A job post with this slug already exists."] });
  }
  const before = shapeOf(row);
  const closesAt = patch.closes_at === undefined ? row.closesAt : patch.closes_at === null ? null : closesDate(patch.closes_at);
  const after = {
    title: patch.title ?? row.title, slug: patch.slug ?? row.slug, department: patch.department ?? row.department, location: patch.location ?? row.location,
    employment_type: patch.employment_type ?? row.employmentType, experience: patch.experience ?? row.experience, description: patch.description ?? row.description,
    is_open: patch.is_open ?? row.isOpen, closes_at: closesAt?.toISOString() ?? null,
  };
  if (JSON.stringify(after) === JSON.stringify(before)) return row;
  const saved = await tx.jobAlert.update({
    where: { id },
    data: {
      title: after.title, slug: after.slug, department: after.department, location: after.location, employmentType: after.employment_type,
      experience: after.experience, description: after.description, isOpen: after.is_open, closesAt,
    },
  });
  const action = before.is_open !== after.is_open && Object.keys(patch).filter((k) => k !== "updated_at" && k !== "is_open").length === 0 ? (after.is_open ? "jobalert.open" : "jobalert.close") : "jobalert.update";
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action, entityType: "JobAlert", entityId: id, before, after });
  careersChanged(tx);
  return saved;
}

/** Deletes a post nobody has applied to (409 otherwise: close it instead). */
export async function deleteJobPost(tx: Tx, actor: Actor, id: number, seen?: string): Promise<void> {
  const row = await lockJobPost(tx, id);
  await assertUnchanged("JobAlert", id, row.updatedAt, seen, tx);
  const applications = await tx.resume.count({ where: { jobAlertId: id } });
  if (applications) throw new ConflictError(`This job post has ${applications} application${applications === 1 ? "" : "s"}: close it instead of deleting it.`, "job_post_has_applications");
  await tx.jobAlert.delete({ where: { id } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "jobalert.delete", entityType: "JobAlert", entityId: id, before: shapeOf(row) });
  careersChanged(tx);
}
