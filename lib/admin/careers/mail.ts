// "Mail the candidate": a message per status (shortlisted, an interview invitation, rejected, hired)
// written from a template the staff member edits before sending; queued through the outbox in the same
// transaction as its audit entry, and listed on the application's page and by
// /api/v2/admin/resumes/{id}/messages/ (never with the body of a template that carries a code or a link,
// decision 0161).
import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { config } from "@/lib/config.ts";
import { db, type Db, type Prisma, type Tx } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import type { OutboxMessage } from "@/lib/generated/prisma/client.ts";
import { queueEmail } from "@/lib/messaging/outbox.ts";
import { templateSecrets } from "@/lib/messaging/templates/index.ts";

export const MAIL_KINDS = ["shortlisted", "interview", "rejected", "hired"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MAIL_KIND_LABELS: Record<MailKind, string> = { shortlisted: "Shortlisted", interview: "Interview invitation", rejected: "Rejected", hired: "Hired" };

const text = (max: number) => z.string().trim().min(1, "This field may not be blank.").max(max).refine((v) => !v.includes("\u0000"), "Null characters are not allowed.");
export const CandidateMailInput = z
  .object({
    kind: z.enum(MAIL_KINDS).describe("The template it was written from (shortlisted, interview, rejected, hired)."),
    subject: text(200).refine((v) => !/[\r\n]/.test(v), "The subject is one line."),
    body: text(10_000).describe("Plain text; a blank line starts a new paragraph."),
  })
  .meta({ id: "AdminResumeMessageInput" });
export type CandidateMail = z.infer<typeof CandidateMailInput>;

/** The template of `kind` for this applicant: the subject and body the form starts from. */
export function mailDraft(kind: MailKind, a: { fullName: string; position: string | null }): { subject: string; body: string } {
  const shop = config().SHOP_NAME;
  const role = a.position ? `the position of ${a.position}` : "a position with us";
  const hello = `Namaste ${a.fullName.trim()},`;
  const bye = `Warm regards,\nThe ${shop} careers team`;
  switch (kind) {
    case "shortlisted":
      return { subject: `Your application to ${shop}: shortlisted`, body: `${hello}\n\nThank you for applying for ${role}. We enjoyed reading your application and have added you to our shortlist. We will write to you soon about the next step.\n\n${bye}` };
    case "interview":
      return { subject: `Interview invitation from ${shop}`, body: `${hello}\n\nWe would like to invite you to an interview for ${role}. Please reply to this mail with two or three times that suit you over the coming week, and we will confirm one.\n\n${bye}` };
    case "rejected":
      return { subject: `Your application to ${shop}`, body: `${hello}\n\nThank you for your interest in ${role} and for the time you gave to your application. After careful thought we will not be taking your application further this time.\n\nWe wish you every success.\n\n${bye}` };
    case "hired":
      return { subject: `Welcome to ${shop}`, body: `${hello}\n\nWe are delighted to offer you ${role}. We will send the details of your offer and your first day separately.\n\n${bye}` };
  }
}

/** The draft kind matching an application's status (what staff most likely want to send). */
export function kindForStatus(status: string): MailKind {
  if (status === "interviewed") return "interview";
  if (status === "rejected" || status === "hired") return status;
  return "shortlisted";
}

type Actor = { id: number; ip?: string };

export async function sendCandidateMail(tx: Tx, actor: Actor, resumeId: number, mail: CandidateMail): Promise<number> {
  const r = await tx.resume.findUnique({ where: { id: resumeId }, select: { email: true } });
  if (!r) throw new NotFoundError();
  const outboxId = await queueEmail(tx, { to: r.email, template: TEMPLATE, data: { resumeId, kind: mail.kind, subject: mail.subject, body: mail.body } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "resume.mail", entityType: "Resume", entityId: resumeId, after: { kind: mail.kind, subject: mail.subject, outbox_id: outboxId } });
  return outboxId;
}

export interface SentMail {
  id: number;
  kind: string;
  subject: string;
  /** null when the template carries a code or a link (decision 0161). */
  body: string | null;
  status: string;
  queuedAt: Date;
  sentAt: Date | null;
}

export const AdminResumeMessageSchema = z
  .object({
    id: z.int().describe("The message in the outbox (/api/v2/admin/outbox/{id}/)."),
    kind: z.string().describe("The template it was written from."),
    subject: z.string(),
    body: z.string().nullable().describe("The text as sent; null for a message that carried a code or a link (never shown)."),
    status: z.enum(["pending", "sent", "failed", "logged"]).describe("pending: queued; logged: waiting for a mail transport (SMTP_URL)."),
    queued_at: z.iso.datetime(),
    sent_at: z.iso.datetime().nullable(),
  })
  .meta({ id: "AdminResumeMessage" });
export type AdminResumeMessage = z.infer<typeof AdminResumeMessageSchema>;

const TEMPLATE = "candidate-message";
/** Whether this template's messages carry a code or a link: then no body leaves the outbox. */
const carriesSecrets = (templateSecrets[TEMPLATE] as readonly string[]).length > 0;
const mailsTo = (resumeId: number): Prisma.OutboxMessageWhereInput => ({ template: TEMPLATE, data: { path: ["resumeId"], equals: resumeId } });

function sentMailOf(m: OutboxMessage): SentMail {
  const d = m.data as { kind?: string; subject?: string; body?: string };
  return { id: m.id, kind: d.kind ?? "", subject: d.subject ?? "", body: carriesSecrets ? null : (d.body ?? ""), status: m.status, queuedAt: m.createdAt, sentAt: m.sentAt };
}

export function sentMailJson(m: SentMail): AdminResumeMessage {
  return { id: m.id, kind: m.kind, subject: m.subject, body: m.body, status: m.status as AdminResumeMessage["status"], queued_at: m.queuedAt.toISOString(), sent_at: m.sentAt?.toISOString() ?? null };
}

export const countSentMails = (resumeId: number) => db().outboxMessage.count({ where: mailsTo(resumeId) });

/** The mails queued to the applicant of `resumeId`, newest first. */
export async function listSentMails(resumeId: number, offset: number, limit: number, client: Tx | Db = db()): Promise<SentMail[]> {
  const rows = await client.outboxMessage.findMany({ where: mailsTo(resumeId), orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: offset, take: limit });
  return rows.map(sentMailOf);
}

/** The newest 50 (the application's page). */
export const sentMails = (resumeId: number) => listSentMails(resumeId, 0, 50);

/** One queued mail, read in the transaction that queued it. */
export async function sentMail(tx: Tx, outboxId: number): Promise<SentMail> {
  return sentMailOf(await tx.outboxMessage.findUniqueOrThrow({ where: { id: outboxId } }));
}
