// Résumés (spec/API.md §8): job applications with a PDF, DOC or DOCX file (recognised by its bytes,
// at most 5 MiB). The file is personal data: kept in private storage, handed to staff only as an
// attachment, deleted with its row after RESUME_RETENTION_DAYS by the maintenance job. Each
// application mails the staff address and acknowledges the applicant, through the outbox, in the same
// transaction as the row; nothing is stored when any check fails.
import { z } from "zod";
import { normaliseAddressPhone } from "@/lib/addresses/phone.ts";
import { config } from "@/lib/config.ts";
import { db, transaction } from "@/lib/db.ts";
import { ValidationError, type FieldErrors } from "@/lib/errors.ts";
import { envelopeA, loadPage } from "@/lib/http/pagination.ts";
import { publicUrl, type UrlBuilder } from "@/lib/http/urls.ts";
import { queueEmail } from "@/lib/messaging/outbox.ts";
import { shopTime } from "@/lib/messaging/shop-time.ts";
import { deletePrivateFile, putPrivateFile, servePrivateFile } from "@/lib/storage/private-store.ts";
import { sniffContentType } from "@/lib/storage/sniff.ts";
import { JOB_PATH } from "./jobs.ts";

export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const RESUME_DOWNLOAD_PATH = "/api/v2/admin/resumes/{id}/download/";

const ACCEPTED = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
} as const;
type Accepted = keyof typeof ACCEPTED;

const line = (max: number) => z.string().trim().min(1).max(max).refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "Control characters are not allowed.");

export const ResumeInput = z.object({
  full_name: line(120).meta({ label: "Full name" }),
  email: z.email().max(254).meta({ label: "E-mail" }),
  phone_number: z.string().trim().max(32).meta({ label: "Phone number", description: "An Indian number, or any number with its country code." }),
  profession: z.int().positive().meta({ label: "Profession", description: "The id of a profession (/api/v2/profession/)." }),
  job_alert: z.int().positive().nullable().optional().meta({ label: "Position", description: "The id of an open position, for an application to it." }),
  experience_years: z.int().min(0).max(60).meta({ label: "Years of experience" }),
  cover_letter: z.string().trim().max(5000).refine((v) => !v.includes("\u0000"), "Null characters are not allowed.").default("").meta({ label: "Cover letter" }),
  resume: z.file().meta({ file: true, label: "Resume", description: "PDF, DOC or DOCX, at most 5 MiB." }),
});
export type ResumeInput = z.infer<typeof ResumeInput>;

export const ResumeReceivedSchema = z.object({ id: z.int(), detail: z.literal("Application received.") }).meta({ id: "ResumeReceived" });

const doesNotExist = (id: number) => `Invalid pk "${id}" - object does not exist.`;

/** The file's type by its bytes, or the field error. */
function checkFile(file: File, bytes: Uint8Array): Accepted {
  if (file.size === 0) throw new ValidationError({ resume: ["The submitted file is empty."] });
  if (file.size > MAX_RESUME_BYTES) throw new ValidationError({ resume: ["The file is too large: a resume may be at most 5 MiB."] });
  const type = sniffContentType(bytes);
  if (!type || !(type in ACCEPTED)) throw new ValidationError({ resume: ["Upload a PDF, DOC or DOCX file."] });
  return type as Accepted;
}

/** The name staff see when they download it: the applicant's, with the real extension. */
function fileNameOf(original: string, type: Accepted): string {
  const ext = ACCEPTED[type];
  const base = original.replace(/\.[^.]*$/, "").replace(/[^\p{L}\p{N} _.-]+/gu, "").trim().slice(0, 100) || "resume";
  return `${base}.${ext}`;
}

/** Receives an application; throws field errors (nothing stored) or returns the new résumé's id. */
export async function submitResume(input: ResumeInput, now = new Date()): Promise<number> {
  const errors: FieldErrors = {};
  const phone = normaliseAddressPhone(input.phone_number, "IN");
  if (!phone) errors.phone_number = ["Enter a valid phone number."];
  const [profession, job] = await Promise.all([
    db().profession.findUnique({ where: { id: input.profession } }),
    input.job_alert ? db().jobAlert.findFirst({ where: { id: input.job_alert, isOpen: true, OR: [{ closesAt: null }, { closesAt: { gt: now } }] } }) : null,
  ]);
  if (!profession) errors.profession = [doesNotExist(input.profession)];
  if (input.job_alert && !job) errors.job_alert = [doesNotExist(input.job_alert)];
  const bytes = new Uint8Array(await input.resume.arrayBuffer());
  let type: Accepted | undefined;
  try {
    type = checkFile(input.resume, bytes);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(errors, (error.body as FieldErrors));
  }
  if (Object.keys(errors).length || !type || !profession || !phone) throw new ValidationError(errors);

  const key = await putPrivateFile("resumes", ACCEPTED[type], bytes);
  try {
    return await transaction(async (tx) => {
      const fileName = fileNameOf(input.resume.name, type);
      const row = await tx.resume.create({
        data: {
          fullName: input.full_name,
          email: input.email.toLowerCase(),
          phoneNumber: phone,
          professionId: profession.id,
          jobAlertId: job?.id ?? null,
          experienceYears: input.experience_years,
          coverLetter: input.cover_letter,
          fileKey: key,
          fileName,
          contentType: type,
          fileSize: bytes.length,
          createdAt: now,
        },
      });
      const position = job?.title ?? "";
      await queueEmail(tx, {
        to: config().STAFF_EMAIL,
        template: "resume-received",
        data: {
          name: input.full_name,
          email: input.email,
          phone,
          profession: profession.name,
          position,
          experienceYears: input.experience_years,
          coverLetter: input.cover_letter,
          fileName,
          downloadUrl: publicUrl(RESUME_DOWNLOAD_PATH.replace("{id}", String(row.id))),
          receivedAt: shopTime(now),
        },
      });
      await queueEmail(tx, {
        to: input.email,
        template: "resume-acknowledgement",
        data: { name: input.full_name, position, retentionDays: config().RESUME_RETENTION_DAYS },
      });
      return row.id;
    });
  } catch (error) {
    await deletePrivateFile(key);
    throw error;
  }
}

// Staff: the list and the download ------------------------------------------------------------------

export const ResumeSchema = z.object({
  id: z.int(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  profession: z.object({ id: z.int(), name: z.string() }),
  job_alert: z.url().nullable(),
  experience_years: z.int(),
  cover_letter: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  file_size: z.int(),
  status: z.enum(["received", "reviewing", "shortlisted", "interviewed", "rejected", "hired"]),
  download: z.url(),
  created_at: z.iso.datetime(),
}).meta({ id: "Resume" });
export const ResumePageSchema = z.object({ count: z.int(), next: z.url().nullable(), previous: z.url().nullable(), results: z.array(ResumeSchema) }).meta({ id: "ResumePage" });

/** Envelope A of the résumés, newest first (staff only; the caller has been checked). */
export async function resumesAnswer(url: URL, urls: UrlBuilder) {
  const page = await loadPage(
    url,
    () => db().resume.count(),
    (skip, take) =>
      db().resume.findMany({
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip,
        take,
        include: { profession: { select: { id: true, name: true } }, jobAlert: { select: { slug: true } } },
      }),
  );
  const results = page.results.map((r) => ({
    id: r.id,
    full_name: r.fullName,
    email: r.email,
    phone_number: r.phoneNumber,
    profession: r.profession,
    job_alert: r.jobAlert ? urls.path(JOB_PATH, { slug: r.jobAlert.slug }) : null,
    experience_years: r.experienceYears,
    cover_letter: r.coverLetter,
    file_name: r.fileName,
    content_type: r.contentType,
    file_size: r.fileSize,
    status: r.status,
    download: urls.path(RESUME_DOWNLOAD_PATH, { id: r.id }),
    created_at: r.createdAt.toISOString(),
  }));
  return envelopeA({ ...page, results }, url.toString());
}

/** The download of résumé `id` (the caller is staff), or null when the résumé or its file is gone. */
export async function resumeDownload(request: Request, id: number): Promise<Response | null> {
  const resume = await db().resume.findUnique({ where: { id } });
  if (!resume) return null;
  return servePrivateFile(request, resume.fileKey, { fileName: resume.fileName, contentType: resume.contentType });
}

/** Deletes the résumés older than RESUME_RETENTION_DAYS, files first; returns how many. */
export async function deleteExpiredResumes(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - config().RESUME_RETENTION_DAYS * 86_400_000);
  let deleted = 0;
  for (;;) {
    const batch = await db().resume.findMany({ where: { createdAt: { lt: before } }, select: { id: true, fileKey: true }, take: 200 });
    if (!batch.length) return deleted;
    for (const r of batch) await deletePrivateFile(r.fileKey);
    deleted += (await db().resume.deleteMany({ where: { id: { in: batch.map((r) => r.id) } } })).count;
  }
}
