// Confirms that an e-mail address belongs to the customer who gave it.
import { button, p, renderLayout, small } from "./layout.ts";
import type { EmailTemplate } from "./types.ts";

export interface EmailVerificationData {
  /** The customer's first name, or "" when unknown. */
  name: string;
  /** The link that confirms the address (carries a single-use token). */
  verifyUrl: string;
  /** How long the link stays valid. */
  expiresInHours: number;
}

export const emailVerificationEmail: EmailTemplate<EmailVerificationData> = (data, ctx) =>
  renderLayout(
    {
      subject: `Confirm your e-mail address for ${ctx.shopName}`,
      heading: "Confirm your e-mail address",
      preheader: "One click and you are done.",
      blocks: [
        p(data.name.trim() ? `Namaste ${data.name.trim()},` : "Namaste,"),
        p(`Please confirm that this is your e-mail address, so we can send you order updates and help you get back into your ${ctx.shopName} account.`),
        button("Confirm my e-mail address", data.verifyUrl),
        small(`The link works once and expires in ${data.expiresInHours} hour${data.expiresInHours === 1 ? "" : "s"}. If you did not create an account with us, you can ignore this e-mail.`),
      ],
    },
    ctx,
  );
