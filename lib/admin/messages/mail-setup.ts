// Whether the shop's mail is being delivered: without SMTP_URL mail waits in the outbox (`pending`,
// then `logged`) and goes out once it is set (decision 0160). The dashboard and the outbox page say so.
import { config } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";

export interface MailSetup {
  /** SMTP_URL is set. */
  delivering: boolean;
  /** E-mails not sent yet (waiting for a transport, or for their turn). */
  waiting: number;
}

export async function mailSetup(): Promise<MailSetup> {
  const waiting = await db().outboxMessage.count({ where: { channel: "email", status: { in: ["pending", "logged"] } } });
  return { delivering: Boolean(config().SMTP_URL), waiting };
}

/** The notice staff read when mail is not delivered, or null when it is. */
export function mailSetupNotice(setup: MailSetup): string | null {
  if (setup.delivering) return null;
  return `Mail is not being delivered: ${setup.waiting.toLocaleString("en-IN")} waiting.`;
}
