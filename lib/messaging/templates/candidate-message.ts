// A message from the careers team to an applicant, written from a template per status and edited by the
// staff member before sending (/admin/careers/applications/{id}/).
import { oneLine, p, renderLayout } from "./layout.ts";
import type { EmailTemplate } from "./types.ts";

export interface CandidateMessageData {
  /** The application it is about (the admin page lists the mails sent for it). */
  resumeId: number;
  /** shortlisted, interview, rejected or hired. */
  kind: string;
  subject: string;
  /** Plain text; blank lines separate paragraphs. */
  body: string;
}

export const candidateMessageEmail: EmailTemplate<CandidateMessageData> = (data, ctx) =>
  renderLayout(
    {
      subject: oneLine(data.subject),
      heading: oneLine(data.subject),
      blocks: data.body
        .split(/\n\s*\n/)
        .map((para) => para.trim())
        .filter(Boolean)
        .map((para) => p(para)),
    },
    ctx,
  );
