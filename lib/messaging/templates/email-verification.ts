// Confirms that an e-mail address belongs to the customer who gave it: the link's page asks for the
// account's password, so a click alone confirms nothing (docs/decisions/0080).
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
      preheader: "Open the link and enter the password you chose.",
      blocks: [
        p(data.name.trim() ? `Namaste ${data.name.trim()},` : "Namaste,"),
        p(`Please confirm that this is your e-mail address, so we can send you order updates and help you get back into your ${ctx.shopName} account. The page asks for the password you chose when you created the account.`),
        button("Confirm my e-mail address", data.verifyUrl),
        small(
          `The link works once and expires in ${data.expiresInHours} hour${data.expiresInHours === 1 ? "" : "s"}. If you did not create an account with us, nothing is confirmed without its password: ignore this e-mail, or open the link and choose "I did not make this account" to delete it.`,
        ),
      ],
    },
    ctx,
  );
