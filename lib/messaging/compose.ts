// Send time: a queued message becomes what the transport sends. The template is rendered from the
// row's data and its decrypted secrets; nothing rendered is ever written back to the database.
import { openSecrets } from "./secret-box.ts";
import { renderEmail, renderSms, type EmailTemplateName, type SmsTemplateName, type TemplateContext } from "./templates/index.ts";

export interface QueuedMessage {
  id: number;
  channel: "email" | "sms";
  recipient: string;
  template: string;
  /** The template's data without its secret fields. */
  data: unknown;
  /** The secret fields, sealed (secret-box.ts); null when the template has none or they were blanked. */
  secrets: string | null;
  createdAt: Date;
}

export interface ComposedMessage {
  /** "" for SMS. */
  subject: string;
  text: string;
  /** null for SMS. */
  html: string | null;
}

/** What the sealed secrets are bound to: a row's ciphertext opens only for the same channel, recipient and template. */
export function secretsBinding(message: Pick<QueuedMessage, "channel" | "recipient" | "template">): string {
  return `${message.channel}\n${message.recipient}\n${message.template}`;
}

/** Renders a queued message with its secrets; throws when the secrets cannot be opened or the template refuses the data. */
export function composeMessage(message: QueuedMessage, ctx?: TemplateContext): ComposedMessage {
  const secrets = message.secrets ? openSecrets(message.secrets, secretsBinding(message)) : {};
  const data = { ...(message.data as object), ...secrets };
  if (message.channel === "sms") {
    return { subject: "", text: renderSms(message.template as SmsTemplateName, data as never, ctx).text, html: null };
  }
  const mail = renderEmail(message.template as EmailTemplateName, data as never, ctx);
  return { subject: mail.subject, text: mail.text, html: mail.html };
}

/**
 * A stable reference for one outbox row, the same on every attempt: the id, and the creation time so
 * that a database started afresh (ids from 1 again) never repeats one. Mail carries it in its
 * Message-ID and the SMS provider gets it as Idempotency-Key, so a resend can be recognised.
 */
export function messageReference(message: Pick<QueuedMessage, "id" | "createdAt">): string {
  return `outbox.${message.id}.${message.createdAt.getTime().toString(36)}`;
}
