// The shop's reply to a message from the contact form, written by a staff member (/admin/messages/).
import { p, quote, renderLayout } from "./layout.ts";
import type { EmailTemplate } from "./types.ts";

export interface ContactReplyData {
  name: string;
  /** The subject of the shopper's message. */
  subject: string;
  /** The reply as the staff member wrote it. */
  reply: string;
  /** The shopper's message, quoted below the reply. */
  message: string;
}

export const contactReplyEmail: EmailTemplate<ContactReplyData> = (data, ctx) =>
  renderLayout(
    {
      subject: `Re: ${data.subject}`,
      heading: `Re: ${data.subject}`,
      blocks: [p(`Dear ${data.name},`), ...data.reply.split(/\n{2,}/).map((para) => p(para)), p("You wrote:"), quote(data.message)],
    },
    ctx,
  );
