// Contact messages for staff (/admin/messages/ and /api/v2/admin/contact-messages/): the list with
// search and a handled filter, marking one handled (or not), and replying: the reply is mailed to the
// sender through the outbox, kept with the message, and marks it handled, in one transaction. Audited.
import { z } from "zod";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { db, type Db, type Prisma, type Tx } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { queueEmail } from "@/lib/messaging/outbox.ts";

export interface Actor {
  id: number;
  ip?: string;
}

const flag = z.enum(["true", "false"]).transform((v) => v === "true");

export const ContactMessageFilters = z.object({
  q: z.string().trim().max(100).optional().describe("Part of the name, e-mail or subject."),
  handled: flag.optional().describe("true: handled ones only; false: those still to handle."),
});
export type ContactMessageFilters = z.infer<typeof ContactMessageFilters>;

export const ContactMessagePatchInput = z
  .object({
    handled: z.boolean(),
    updated_at: z.string().max(40).optional().describe("The message's updated_at as read: a message changed since is refused with 409 edit_conflict."),
  })
  .meta({ id: "ContactMessagePatchInput" });

export const ContactReplyInput = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, "Write the reply.")
      .max(5000)
      .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), "Control characters are not allowed.")
      .meta({ label: "Reply" }),
  })
  .meta({ id: "ContactReplyInput" });

export const ContactReplySchema = z
  .object({
    id: z.int(),
    body: z.string(),
    author: z.string().nullable().describe("The staff member who wrote it (null once their account is gone)."),
    outbox_message_id: z.int().nullable().describe("The mail in the outbox (/api/v2/admin/outbox/)."),
    created_at: z.string(),
  })
  .meta({ id: "ContactReply" });

export const AdminContactMessageSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    handled: z.boolean(),
    handled_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string().describe("Send it back as `updated_at` with a change (edit conflicts)."),
    replies: z.array(ContactReplySchema),
  })
  .meta({ id: "AdminContactMessage" });
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

const withReplies = { replies: { orderBy: { id: "asc" }, include: { author: { select: { firstName: true, lastName: true, email: true } } } } } as const;
type Row = Prisma.ContactMessageGetPayload<{ include: typeof withReplies }>;

export function contactMessageJson(m: Row): AdminContactMessage {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    phone_number: m.phoneNumber,
    subject: m.subject,
    message: m.message,
    handled: m.handledAt !== null,
    handled_at: m.handledAt?.toISOString() ?? null,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
    replies: m.replies.map((r) => ({
      id: r.id,
      body: r.body,
      author: r.author ? `${r.author.firstName} ${r.author.lastName}`.trim() || r.author.email : null,
      outbox_message_id: r.outboxMessageId,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

export function contactMessageWhere(q: ContactMessageFilters): Prisma.ContactMessageWhereInput {
  const and: Prisma.ContactMessageWhereInput[] = [];
  if (q.q) and.push({ OR: ["name", "email", "subject"].map((f) => ({ [f]: { contains: q.q, mode: "insensitive" } })) });
  if (q.handled !== undefined) and.push({ handledAt: q.handled ? { not: null } : null });
  return { AND: and };
}

export const countContactMessages = (where: Prisma.ContactMessageWhereInput) => db().contactMessage.count({ where });
export const listContactMessages = (where: Prisma.ContactMessageWhereInput, offset: number, limit: number) =>
  db().contactMessage.findMany({ where, include: withReplies, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: offset, take: limit });

export async function contactMessageOr404(id: number, client: Tx | Db = db()): Promise<Row> {
  const m = await client.contactMessage.findUnique({ where: { id }, include: withReplies });
  if (!m) throw new NotFoundError();
  return m;
}

async function locked(tx: Tx, id: number): Promise<Row> {
  await tx.$queryRaw`SELECT id FROM "ContactMessage" WHERE id = ${id} FOR UPDATE`;
  return contactMessageOr404(id, tx);
}

/** Marks a message handled or not; unchanged when it already is. */
export async function setHandled(tx: Tx, actor: Actor, id: number, handled: boolean, seen?: string, now = new Date()): Promise<Row> {
  const m = await locked(tx, id);
  await assertUnchanged("contact_message", id, m.updatedAt, seen, tx);
  if ((m.handledAt !== null) === handled) return m;
  await tx.contactMessage.update({ where: { id }, data: { handledAt: handled ? now : null } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "contact_message.update", entityType: "contact_message", entityId: id, before: { handled: !handled }, after: { handled } });
  return contactMessageOr404(id, tx);
}

/** Mails `body` to the sender through the outbox, keeps it with the message and marks the message handled. */
export async function replyToContactMessage(tx: Tx, actor: Actor, id: number, body: string, now = new Date()): Promise<Row> {
  const m = await locked(tx, id);
  const outboxId = await queueEmail(tx, { to: m.email, template: "contact-reply", data: { name: m.name, subject: m.subject, reply: body, message: m.message } });
  const reply = await tx.contactReply.create({ data: { messageId: id, body, authorId: actor.id, outboxMessageId: outboxId, createdAt: now } });
  await tx.contactMessage.update({ where: { id }, data: { handledAt: m.handledAt ?? now } });
  await recordStaffAction(tx, {
    actorId: actor.id,
    ip: actor.ip,
    action: "contact_message.reply",
    entityType: "contact_message",
    entityId: id,
    changes: { reply: [null, `reply ${reply.id} mailed (outbox ${outboxId})`], ...(m.handledAt ? {} : { handled: [false, true] }) },
  });
  return contactMessageOr404(id, tx);
}
