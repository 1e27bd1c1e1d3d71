// The SMTP receiver the journeys read sign-in codes from: the shop under test sends its mail to
// 127.0.0.1:SMTP_PORT (playwright.config.ts sets SMTP_URL for the server it starts). With a server per
// browser, the server of browser slot i (TEST_PARALLEL_INDEX) sends to SMTP_PORT + i.
import { startSmtpReceiver, waitForMail, type SmtpReceiver } from "../../lib/messaging/testing.ts";
import { SLOT_SMTP_PORT } from "../../playwright.config.ts";

export const SMTP_PORT = SLOT_SMTP_PORT;

export function startMailbox(): Promise<SmtpReceiver> {
  return startSmtpReceiver({ port: SMTP_PORT });
}

/** The 6-digit code of the latest sign-in mail to `to`. */
export async function signInCode(mailbox: SmtpReceiver, to: string, after = 0): Promise<string> {
  const until = Date.now() + 15_000;
  for (;;) {
    const mail = await waitForMail(mailbox, to, 15_000);
    if (mailbox.mails.lastIndexOf(mail) >= after) {
      const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
      if (code) return code;
    }
    if (Date.now() > until) throw new Error(`No new sign-in code for ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
