// What the apply form checks in the browser before it uploads a résumé; the server checks the bytes
// again (spec/API.md §8: PDF, DOC or DOCX, at most 5 MiB).
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_ACCEPT = ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const EXTENSIONS = [".pdf", ".doc", ".docx"];

/** The sentences, in the page's language (messages ContentApply: choose, type, empty, tooBig with {size}). */
export interface ResumeTexts {
  choose: string;
  type: string;
  empty: string;
  tooBig: string;
}

/** A sentence saying what is wrong with the chosen file, or null when it may be uploaded. */
export function resumeProblem(file: { name: string; size: number } | null, texts: ResumeTexts): string | null {
  if (!file) return texts.choose;
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((ext) => name.endsWith(ext))) return texts.type;
  if (file.size === 0) return texts.empty;
  if (file.size > RESUME_MAX_BYTES) return texts.tooBig.replace("{size}", formatBytes(file.size));
  return null;
}

/** "1.2 MB", "340 KB": sizes as shoppers read them (binary units, like the 5 MB limit). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${bytes} bytes`;
}
