// "Send again" for an order mail the outbox gave up on. A failed message has lost its secrets (the
// tracking link), so they are made again from the order — its current tracking link, so a mail sent
// after staff revoked the links carries the new one — and the same row goes back in the queue: it keeps
// its reference (messageReference), so a mail server that did get it can recognise the repeat.
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { afterCommit, type Tx } from "@/lib/db.ts";
import { ConflictError, NotFoundError } from "@/lib/errors.ts";
import { secretsBinding } from "@/lib/messaging/compose.ts";
import { sealSecrets } from "@/lib/messaging/secret-box.ts";
import { templateSecrets, type TemplateName } from "@/lib/messaging/templates/index.ts";
import { wakeSender } from "@/lib/messaging/wake.ts";
import { trackingUrl } from "@/lib/orders/access.ts";
import { RESENDABLE_TEMPLATES } from "./dashboard.ts";

export async function resendOrderMail(tx: Tx, messageId: number, staff: { userId: number; ip?: string }): Promise<void> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "OutboxMessage" WHERE id = ${messageId} FOR UPDATE`;
  const m = rows.length ? await tx.outboxMessage.findUnique({ where: { id: messageId } }) : null;
  if (m?.channel !== "email" || !(RESENDABLE_TEMPLATES as readonly string[]).includes(m.template)) throw new NotFoundError();
  if (m.status !== "failed") throw new ConflictError("This mail is not a failed one: it is sent or on its way.", "not_failed");
  const number = (m.data as Record<string, unknown> | null)?.orderNumber;
  const order = typeof number === "string" && /^\d+$/.test(number) ? await tx.order.findUnique({ where: { number: Number(number) }, select: { id: true, number: true, trackingTokenVersion: true, language: true } }) : null;
  if (!order) throw new NotFoundError("The order of this mail is gone.");
  const names: readonly string[] = templateSecrets[m.template as TemplateName];
  const values: Record<string, string> = {};
  if (names.includes("trackingUrl")) values.trackingUrl = trackingUrl(order.number, order.trackingTokenVersion, order.language);
  const secrets = Object.keys(values).length ? sealSecrets(values, secretsBinding({ channel: "email", recipient: m.recipient, template: m.template })) : null;
  await tx.outboxMessage.update({ where: { id: m.id }, data: { status: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null, secrets } });
  await recordStaffAction(tx, {
    actorId: staff.userId,
    action: "outbox.resend",
    entityType: "order",
    entityId: order.id,
    changes: { mail: [`${m.template} to ${m.recipient}: failed`, "queued again"] },
    ip: staff.ip,
  });
  afterCommit(tx, wakeSender);
}
