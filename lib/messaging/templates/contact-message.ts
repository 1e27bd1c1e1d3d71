// A message from the contact form, to the shop's staff.
import { fields, p, quote, renderLayout } from "./layout.ts";
import type { EmailTemplate } from "./types.ts";

export interface ContactMessageData {
  name: string;
  email: string;
  /** "" when not given. */
  phone: string;
  subject: string;
  message: string;
  /** When it arrived, formatted for the reader. */
  receivedAt: string;
}

export const contactMessageEmail: EmailTemplate<ContactMessageData> = (data, ctx) =>
  renderLayout(
    {
      subject: `Contact form: ${data.subject} (from ${data.name})`,
      heading: "New message from the contact form",
      audience: "staff",
      blocks: [
        fields([
          ["Name", data.name],
          ["E-mail", data.email],
          ["Phone", data.phone],
          ["Subject", data.subject],
          ["Received", data.receivedAt],
        ]),
        quote(data.message),
        p(`Reply to ${data.name} at ${data.email}${data.phone.trim() ? ` or call ${data.phone.trim()}` : ""}.`),
      ],
    },
    ctx,
  );
