// Reading what a queued message carries, as the sender would when it sends it: tests that sign in with a
// code or follow a link take it from the outbox row (the code itself is stored nowhere else).
import { db } from "@/lib/db.ts";
import { secretsBinding } from "@/lib/messaging/compose.ts";
import { openSecrets } from "@/lib/messaging/secret-box.ts";

/** The secret fields of the latest message queued for `recipient` with `template`. */
export async function latestSecrets(recipient: string, template: string): Promise<Record<string, string>> {
  const row = await db().outboxMessage.findFirst({ where: { recipient, template }, orderBy: { id: "desc" } });
  if (!row?.secrets) throw new Error(`No ${template} message with secrets queued for ${recipient}`);
  return openSecrets(row.secrets, secretsBinding({ channel: row.channel, recipient: row.recipient, template: row.template })) as Record<string, string>;
}

/** The sign-in code last queued for `recipient` (an e-mail address or an E.164 number). */
export async function latestCode(recipient: string): Promise<string> {
  return (await latestSecrets(recipient, "otp-code")).code;
}
