// "Mail is not being delivered: N waiting." with what to set, while no SMTP_URL is configured.
import styles from "@/components/admin/messages/messages.module.css";
import { mailSetup, mailSetupNotice } from "@/lib/admin/messages/mail-setup.ts";

export async function MailSetupNotice() {
  const notice = mailSetupNotice(await mailSetup());
  if (!notice) return null;
  return (
    <div className={styles.notice} role="status">
      <strong>{notice}</strong>
      <p>
        Set <code>SMTP_URL</code> (for example <code>smtps://user:password@smtp.example.in:465</code>) and <code>MAIL_FROM</code> in the server&apos;s environment and
        restart it: the waiting mail is sent then, order confirmations included.
      </p>
    </div>
  );
}
