// Tells an applicant that their application arrived.
import { p, renderLayout, small } from "./layout.ts";
import type { EmailTemplate } from "./types.ts";

export interface ResumeAcknowledgementData {
  name: string;
  /** The position applied for, or "" for an open application. */
  position: string;
  /** How long the shop keeps the resume. */
  retentionDays: number;
}

export const resumeAcknowledgementEmail: EmailTemplate<ResumeAcknowledgementData> = (data, ctx) =>
  renderLayout(
    {
      subject: `We have received your application to ${ctx.shopName}`,
      heading: "Thank you for applying",
      preheader: "Your application has reached our team.",
      blocks: [
        p(`Namaste ${data.name.trim()},`),
        p(
          data.position
            ? `Thank you for applying for the position of ${data.position}. Our team reads every application and will write to you if your experience matches what we are looking for.`
            : `Thank you for sending us your resume. Our team reads every application and will write to you when a position matches your experience.`,
        ),
        small(`We keep your resume for ${data.retentionDays} days and then delete it. Write to ${ctx.supportEmail} if you would like it deleted sooner.`),
      ],
    },
    ctx,
  );
