// A download's file: a PDF, checked by its bytes (`%PDF-`, lib/storage/sniff.ts), never by its name or
// the type the browser sent, up to 10 MB; stored under downloads/ so it is saved under a readable name.
import { createHash } from "node:crypto";
import { ValidationError } from "@/lib/errors.ts";
import { sniffContentType } from "@/lib/storage/sniff.ts";
import { putPublicFile } from "@/lib/storage/public-store.ts";

export const MAX_DOWNLOAD_BYTES = 10 * 1000 * 1000;

export interface StoredDownload {
  file: string;
  fileType: string;
  fileSize: number;
}

/** "Care guide: teak & cane" → "care-guide-teak-cane" (the saved file's name). */
function fileName(title: string): string {
  const slug = title.normalize("NFKD").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60);
  return slug || "download";
}

/** Checks and stores an uploaded PDF; errors name the `file` field. */
export async function storeDownloadFile(upload: File | null, title: string, limit = MAX_DOWNLOAD_BYTES): Promise<StoredDownload> {
  const fail = (m: string) => new ValidationError({ file: [m] });
  if (!upload || upload.size === 0) throw fail("Choose a PDF file to upload.");
  if (upload.size > limit) throw fail(`The file is larger than ${limit >= 1_000_000 ? `${Math.floor(limit / 1_000_000)} MB` : `${Math.floor(limit / 1000)} kB`}.`);
  const bytes = new Uint8Array(await upload.arrayBuffer());
  if (sniffContentType(bytes) !== "application/pdf") throw fail("The file must be a PDF.");
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const file = `downloads/${hash}/${fileName(title)}.pdf`;
  await putPublicFile(file, bytes);
  return { file, fileType: "pdf", fileSize: bytes.length };
}
