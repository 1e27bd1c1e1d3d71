// Queueing mail and SMS: inside the caller's transaction, check the recipient, render the template
// once (so bad data fails the caller, not the sender), and insert an outbox row with the transaction
// client. The row keeps the template's name and its data; the secret fields (a sign-in code, a link
// carrying a token) are kept apart, encrypted, and blanked once the message is sent or given up. The
// message is rendered again at send time (compose.ts). Nothing leaves the process here; once the
// transaction commits, the sender is woken (a rolled-back transaction leaves no message behind).
import { afterCommit, type Tx } from "@/lib/db.ts";
import { secretsBinding } from "./compose.ts";
import { sealSecrets } from "./secret-box.ts";
import {
  renderEmail,
  renderSms,
  templateSecrets,
  type EmailTemplateData,
  type EmailTemplateName,
  type SecretField,
  type SmsTemplateData,
  type SmsTemplateName,
  type TemplateName,
} from "./templates/index.ts";
import { wakeSender } from "./wake.ts";

/** `data` without the template's secret fields, and `secrets` with exactly those (when it has any). */
type DataAndSecrets<Data, Secret extends PropertyKey> = { data: Omit<Data, Secret> } & ([Secret] extends [never]
  ? { secrets?: undefined }
  : { secrets: Pick<Data, Secret & keyof Data> });

export type QueueEmailInput<N extends EmailTemplateName> = {
  /** One address, e.g. "asha@example.in". */
  to: string;
  template: N;
} & DataAndSecrets<EmailTemplateData<N>, SecretField<N>>;

export type QueueSmsInput<N extends SmsTemplateName> = {
  /** An E.164 number, e.g. "+919812345678". */
  to: string;
  template: N;
} & DataAndSecrets<SmsTemplateData<N>, SecretField<N>>;

// One plain address: no display name, no list, nothing that could add a header or a recipient.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const E164 = /^\+[1-9]\d{7,14}$/;

export class InvalidRecipientError extends TypeError {}

/** Renders and stores an e-mail in the outbox within `tx`. Returns the message's id. */
export async function queueEmail<N extends EmailTemplateName>(tx: Tx, input: QueueEmailInput<N>): Promise<number> {
  const to = input.to.trim();
  if (!EMAIL.test(to) || to.length > 254) throw new InvalidRecipientError(`Not an e-mail address: ${JSON.stringify(input.to)}`);
  const { data, secrets } = split(input.template, input.data, input.secrets);
  renderEmail(input.template, { ...data, ...secrets } as never);
  return insert(tx, { channel: "email", recipient: to, template: input.template, data, secrets });
}

/** Renders and stores an SMS in the outbox within `tx`. Returns the message's id. */
export async function queueSms<N extends SmsTemplateName>(tx: Tx, input: QueueSmsInput<N>): Promise<number> {
  const to = input.to.replace(/[\s-]/g, "");
  if (!E164.test(to)) throw new InvalidRecipientError(`Not a phone number in international form: ${JSON.stringify(input.to)}`);
  const { data, secrets } = split(input.template, input.data, input.secrets);
  renderSms(input.template, { ...data, ...secrets } as never);
  return insert(tx, { channel: "sms", recipient: to, template: input.template, data, secrets });
}

type Fields = Record<string, unknown>;

/** Checks (for callers that got past the types) that the secret fields come in `secrets`, and only there. */
function split(template: TemplateName, data: object, secrets: object | undefined): { data: Fields; secrets: Fields } {
  const names: readonly string[] = templateSecrets[template];
  const inData = names.filter((name) => Object.hasOwn(data, name));
  if (inData.length) throw new TypeError(`Template "${template}": pass ${inData.join(", ")} in secrets, not in data`);
  const given = Object.keys(secrets ?? {});
  const stray = given.filter((name) => !names.includes(name));
  if (stray.length) throw new TypeError(`Template "${template}" has no secret field ${stray.join(", ")}`);
  return { data: { ...data }, secrets: { ...secrets } };
}

interface NewMessage {
  channel: "email" | "sms";
  recipient: string;
  template: string;
  data: Fields;
  secrets: Fields;
}

/** Inserts a message due now and wakes the sender once `tx` commits. */
async function insert(tx: Tx, message: NewMessage): Promise<number> {
  const now = new Date();
  const { channel, recipient, template } = message;
  const secrets = Object.keys(message.secrets).length ? sealSecrets(message.secrets, secretsBinding(message)) : null;
  const row = await tx.outboxMessage.create({
    data: { channel, recipient, template, data: message.data as object, secrets, nextAttemptAt: now, createdAt: now },
    select: { id: true },
  });
  afterCommit(tx, wakeSender);
  return row.id;
}
