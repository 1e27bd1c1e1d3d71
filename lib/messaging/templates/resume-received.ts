// A job application, to the shop's staff: who applied for what; the resume itself stays in private
// storage and is fetched by staff through the admin download link (never attached to a mail).
import { fields, link, p, quote, renderLayout } from "./layout.ts";
import type { EmailTemplate } from "./types.ts";

export interface ResumeReceivedData {
  name: string;
  email: string;
  phone: string;
  profession: string;
  /** The position applied for, or "" for an open application. */
  position: string;
  experienceYears: number;
  /** "" when none was written. */
  coverLetter: string;
  fileName: string;
  /** Staff-only download of the file (needs a staff sign-in). */
  downloadUrl: string;
  receivedAt: string;
}

export const resumeReceivedEmail: EmailTemplate<ResumeReceivedData> = (data, ctx) =>
  renderLayout(
    {
      subject: `Job application: ${data.position || data.profession} (from ${data.name})`,
      heading: "New job application",
      audience: "staff",
      blocks: [
        fields([
          ["Name", data.name],
          ["E-mail", data.email],
          ["Phone", data.phone],
          ["Profession", data.profession],
          ["Position", data.position || "Open application"],
          ["Experience", `${data.experienceYears} year${data.experienceYears === 1 ? "" : "s"}`],
          ["Received", data.receivedAt],
        ]),
        ...(data.coverLetter.trim() ? [quote(data.coverLetter)] : [p("No cover letter.")]),
        link("The resume is kept in private storage:", data.fileName, data.downloadUrl),
      ],
    },
    ctx,
  );
