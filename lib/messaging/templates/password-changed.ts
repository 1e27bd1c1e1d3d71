// Tells a customer that their password changed, so a change they did not make does not go unnoticed.
import { button, fields, p, renderLayout } from "./layout.ts";
import type { EmailTemplate } from "./types.ts";

export interface PasswordChangedData {
  /** The customer's first name, or "" when unknown. */
  name: string;
  /** When it happened, already formatted for the reader, e.g. "26 Nov 2026, 7:45 pm IST". */
  changedAt: string;
  /** Where to set a new password if the change was not theirs. */
  resetUrl: string;
}

export const passwordChangedEmail: EmailTemplate<PasswordChangedData> = (data, ctx) =>
  renderLayout(
    {
      subject: `Your ${ctx.shopName} password was changed`,
      heading: "Your password was changed",
      blocks: [
        p(data.name.trim() ? `Namaste ${data.name.trim()},` : "Namaste,"),
        p(`The password of your ${ctx.shopName} account was changed. If this was you, there is nothing else to do.`),
        fields([["When", data.changedAt]]),
        p(`If you did not change it, set a new password now and write to us at ${ctx.supportEmail}: we will help you secure your account.`),
        button("Set a new password", data.resetUrl),
      ],
    },
    ctx,
  );
