// Résumés (spec/API.md §8): personal data in private storage, handed to staff only as attachments.
import { db } from "@/lib/db.ts";
import { servePrivateFile } from "@/lib/storage/private-store.ts";

/** The download of résumé `id` (the caller is staff), or null when the résumé or its file is gone. */
export async function resumeDownload(request: Request, id: number): Promise<Response | null> {
  const resume = await db().resume.findUnique({ where: { id } });
  if (!resume) return null;
  return servePrivateFile(request, resume.fileKey, { fileName: resume.fileName, contentType: resume.contentType });
}
