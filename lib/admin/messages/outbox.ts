// The outbox for staff (/admin/outbox/, /api/v2/admin/outbox/): every mail and SMS with its status,
// attempts, last error and masked recipient. Bodies are never kept (a message is rendered at send
// time) and never shown: a template with secret fields (a code, a link carrying a token) shows no
// subject either, since its subject may carry the code (decision 0161). "Send again" is one rule for
// the dashboard and this page: resendMessage().
import { z } from "zod";
import { resendOrderMail } from "@/lib/admin/orders/resend.ts";
import { RESENDABLE_TEMPLATES } from "@/lib/admin/orders/dashboard.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { afterCommit, db, type Prisma, type Tx } from "@/lib/db.ts";
import { ConflictError, NotFoundError } from "@/lib/errors.ts";
import type { OutboxMessage } from "@/lib/generated/prisma/client.ts";
import { emailTemplates, renderEmail, templateSecrets, type TemplateName } from "@/lib/messaging/templates/index.ts";
import { wakeSender } from "@/lib/messaging/wake.ts";
import type { Actor } from "./contact.ts";
import { maskRecipient } from "./mask.ts";

export const OUTBOX_STATUSES = ["pending", "sent", "failed", "logged"] as const;

export const OutboxFilters = z.object({
  q: z.string().trim().max(100).optional().describe("Part of the recipient's address or number."),
  status: z.enum(OUTBOX_STATUSES).optional().describe("logged: kept because no transport (SMTP_URL, SMS_WEBHOOK_URL) is set; sent once one is."),
  channel: z.enum(["email", "sms"]).optional(),
  template: z.string().trim().max(60).regex(/^[a-z-]+$/, "Enter a template name, e.g. order-confirmation.").optional(),
});
export type OutboxFilters = z.infer<typeof OutboxFilters>;

export const AdminOutboxMessageSchema = z
  .object({
    id: z.int(),
    channel: z.enum(["email", "sms"]),
    template: z.string(),
    recipient: z.string().describe("Masked: a••••@example.in, ••••••3210."),
    subject: z.string().nullable().describe("null for an SMS and for a message that carried a code or a link."),
    carries_secret: z.boolean().describe("The message carried a sign-in code or a link with a token: never shown."),
    status: z.enum(OUTBOX_STATUSES),
    attempts: z.int(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
    next_attempt_at: z.string().nullable().describe("When a pending message is tried next."),
    can_resend: z.boolean(),
  })
  .meta({ id: "AdminOutboxMessage" });
export type AdminOutboxMessage = z.infer<typeof AdminOutboxMessageSchema>;

/** Whether the template carries a credential (a code, a tokened link): then nothing of its content is shown. */
export function carriesSecret(template: string): boolean {
  const names = (templateSecrets as Record<string, readonly string[]>)[template];
  return names === undefined || names.length > 0;
}

function subjectOf(m: Pick<OutboxMessage, "channel" | "template" | "data">): string | null {
  if (m.channel !== "email" || carriesSecret(m.template) || !Object.hasOwn(emailTemplates, m.template)) return null;
  try {
    return renderEmail(m.template as keyof typeof emailTemplates, m.data as never).subject;
  } catch {
    return null;
  }
}

/** A failed message staff may queue again: one without secrets, or an order mail whose link is made again. */
export function canResend(m: Pick<OutboxMessage, "channel" | "template" | "status">): boolean {
  if (m.status !== "failed") return false;
  return !carriesSecret(m.template) || (m.channel === "email" && (RESENDABLE_TEMPLATES as readonly string[]).includes(m.template));
}

export function outboxJson(m: OutboxMessage): AdminOutboxMessage {
  return {
    id: m.id,
    channel: m.channel,
    template: m.template,
    recipient: maskRecipient(m.recipient),
    subject: subjectOf(m),
    carries_secret: carriesSecret(m.template),
    status: m.status,
    attempts: m.attempts,
    // A transport's error can name the address ("… rejected asha@example.in"): masked there too.
    last_error: m.lastError === null ? null : m.lastError.split(m.recipient).join(maskRecipient(m.recipient)),
    created_at: m.createdAt.toISOString(),
    sent_at: m.sentAt?.toISOString() ?? null,
    next_attempt_at: m.status === "pending" ? m.nextAttemptAt.toISOString() : null,
    can_resend: canResend(m),
  };
}

export function outboxWhere(q: OutboxFilters): Prisma.OutboxMessageWhereInput {
  const and: Prisma.OutboxMessageWhereInput[] = [];
  if (q.q) and.push({ recipient: { contains: q.q, mode: "insensitive" } });
  if (q.status) and.push({ status: q.status });
  if (q.channel) and.push({ channel: q.channel });
  if (q.template) and.push({ template: q.template });
  return { AND: and };
}

export const countOutbox = (where: Prisma.OutboxMessageWhereInput) => db().outboxMessage.count({ where });
export const listOutbox = (where: Prisma.OutboxMessageWhereInput, offset: number, limit: number) =>
  db().outboxMessage.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: offset, take: limit });

export async function outboxMessageOr404(id: number): Promise<OutboxMessage> {
  const m = await db().outboxMessage.findUnique({ where: { id } });
  if (!m) throw new NotFoundError();
  return m;
}

/**
 * Queues a failed message again (the same row, so it keeps its Message-ID). Order mails get their
 * tracking link made again (resendOrderMail); other messages that carried a code or link cannot be
 * made again (the shopper asks for a new one); the rest go back as they were.
 */
export async function resendMessage(tx: Tx, actor: Actor, id: number): Promise<void> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "OutboxMessage" WHERE id = ${id} FOR UPDATE`;
  const m = rows.length ? await tx.outboxMessage.findUnique({ where: { id } }) : null;
  if (!m) throw new NotFoundError();
  if (m.status !== "failed") throw new ConflictError("This message is not a failed one: it is sent or on its way.", "not_failed");
  if (m.channel === "email" && (RESENDABLE_TEMPLATES as readonly string[]).includes(m.template)) {
    await resendOrderMail(tx, id, { userId: actor.id, ip: actor.ip });
    return;
  }
  if (carriesSecret(m.template as TemplateName)) {
    throw new ConflictError("This message carried a code or a link that cannot be made again: the shopper can ask for a new one.", "not_resendable");
  }
  await tx.outboxMessage.update({ where: { id }, data: { status: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null } });
  await recordStaffAction(tx, {
    actorId: actor.id,
    ip: actor.ip,
    action: "outbox.resend",
    entityType: "outbox_message",
    entityId: id,
    changes: { status: ["failed", "pending"] },
  });
  afterCommit(tx, wakeSender);
}
