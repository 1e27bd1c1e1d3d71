// The contact form (spec/API.md §8): a message is stored and mailed to the staff address in one
// transaction (through the outbox), so a message is never lost between the two.
import { z } from "zod";
import { config } from "@/lib/config.ts";
import { transaction } from "@/lib/db.ts";
import { queueEmail } from "@/lib/messaging/outbox.ts";
import { shopTime } from "@/lib/messaging/shop-time.ts";

const noControl = (v: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v);
const line = (max: number) => z.string().trim().min(1).max(max).refine((v) => noControl(v) && !/[\r\n]/.test(v), "Enter a single line of text.");

export const ContactInput = z.object({
  name: line(120).meta({ label: "Name" }),
  email: z.email().max(254).meta({ label: "E-mail" }),
  phone_number: z.string().trim().max(32).refine((v) => v === "" || /^\+?[\d\s().-]{6,}$/.test(v), "Enter a valid phone number.").optional().meta({ label: "Phone number" }),
  subject: line(200).meta({ label: "Subject" }),
  message: z.string().trim().min(1).max(5000).refine(noControl, "Control characters are not allowed.").meta({ label: "Message" }),
});
export type ContactInput = z.infer<typeof ContactInput>;

export const CONTACT_SENT = { detail: "Your message has been sent." } as const;

/** Stores the message and queues its mail to the staff address; returns the message's id. */
export async function sendContactMessage(input: ContactInput, now = new Date()): Promise<number> {
  return transaction(async (tx) => {
    const phone = input.phone_number?.trim() || null;
    const row = await tx.contactMessage.create({
      data: { name: input.name, email: input.email, phoneNumber: phone, subject: input.subject, message: input.message, createdAt: now },
    });
    await queueEmail(tx, {
      to: config().STAFF_EMAIL,
      template: "contact-message",
      data: { name: input.name, email: input.email, phone: phone ?? "", subject: input.subject, message: input.message, receivedAt: shopTime(now) },
    });
    return row.id;
  });
}
