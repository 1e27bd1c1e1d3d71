// Queueing mail and SMS: inside the caller's transaction, render the template and insert an outbox
// row with the transaction client. Nothing leaves the process here; once the transaction commits,
// the sender is woken (and a rolled-back transaction leaves no message behind).
import { afterCommit, type Tx } from "@/lib/db.ts";
import {
  renderEmail,
  renderSms,
  type EmailTemplateData,
  type EmailTemplateName,
  type SmsTemplateData,
  type SmsTemplateName,
} from "./templates/index.ts";
import { wakeSender } from "./wake.ts";

export interface QueueEmailInput<N extends EmailTemplateName> {
  /** One address, e.g. "asha@example.in". */
  to: string;
  template: N;
  data: EmailTemplateData<N>;
}

export interface QueueSmsInput<N extends SmsTemplateName> {
  /** An E.164 number, e.g. "+919812345678". */
  to: string;
  template: N;
  data: SmsTemplateData<N>;
}

// One plain address: no display name, no list, nothing that could add a header or a recipient.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const E164 = /^\+[1-9]\d{7,14}$/;

export class InvalidRecipientError extends TypeError {}

/** Renders an e-mail and stores it in the outbox within `tx`. Returns the message's id. */
export async function queueEmail<N extends EmailTemplateName>(tx: Tx, input: QueueEmailInput<N>): Promise<number> {
  const to = input.to.trim();
  if (!EMAIL.test(to) || to.length > 254) throw new InvalidRecipientError(`Not an e-mail address: ${JSON.stringify(input.to)}`);
  const rendered = renderEmail(input.template, input.data);
  return insert(tx, { channel: "email", recipient: to, subject: rendered.subject, textBody: rendered.text, htmlBody: rendered.html, template: input.template });
}

/** Renders an SMS and stores it in the outbox within `tx`. Returns the message's id. */
export async function queueSms<N extends SmsTemplateName>(tx: Tx, input: QueueSmsInput<N>): Promise<number> {
  const to = input.to.replace(/[\s-]/g, "");
  if (!E164.test(to)) throw new InvalidRecipientError(`Not a phone number in international form: ${JSON.stringify(input.to)}`);
  const rendered = renderSms(input.template, input.data);
  return insert(tx, { channel: "sms", recipient: to, textBody: rendered.text, template: input.template });
}

interface NewMessage {
  channel: "email" | "sms";
  recipient: string;
  subject?: string;
  textBody: string;
  htmlBody?: string;
  template: string;
}

/** Inserts a message due now and wakes the sender once `tx` commits. */
async function insert(tx: Tx, message: NewMessage): Promise<number> {
  const now = new Date();
  const row = await tx.outboxMessage.create({ data: { ...message, nextAttemptAt: now, createdAt: now }, select: { id: true } });
  afterCommit(tx, wakeSender);
  return row.id;
}
