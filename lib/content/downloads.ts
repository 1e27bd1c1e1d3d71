// Downloads (spec/API.md §8): brochures and guides staff publish as files, newest first, in Envelope
// B. The files are in the public store under downloads/ and served as attachments (public-store.ts).
import { z } from "zod";
import { db } from "@/lib/db.ts";
import { envelopeB, loadPage } from "@/lib/http/pagination.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { mediaPath } from "@/lib/storage/keys.ts";

export interface Download {
  id: number;
  title: string;
  description: string;
  /** Site-relative `/media/...` paths. */
  file: string;
  thumbnail: string | null;
  /** "pdf", "docx", … */
  fileType: string;
  /** Bytes. */
  fileSize: number;
  createdAt: Date;
}

export const DownloadSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  file: z.url(),
  thumbnail: z.url().nullable(),
  file_type: z.string().describe('The file\'s type by its extension: "pdf", "docx", …'),
  file_size: z.int().describe("Bytes."),
  created_at: z.iso.datetime(),
}).meta({ id: "Download" });

export const DownloadPageSchema = z.object({
  count: z.int(),
  num_pages: z.int(),
  next_url: z.url().nullable(),
  prev_url: z.url().nullable(),
  results: z.array(DownloadSchema),
}).meta({ id: "DownloadPage" });

const where = { isActive: true };

function downloadOf(r: { id: number; title: string; description: string; file: string; thumbnail: string | null; fileType: string; fileSize: number; createdAt: Date }): Download {
  return { ...r, file: mediaPath(r.file), thumbnail: r.thumbnail ? mediaPath(r.thumbnail) : null };
}

/** A page of the published downloads, newest first (`url` carries ?page and ?page_size). */
export function downloadsPage(url: URL) {
  return loadPage(
    url,
    () => db().download.count({ where }),
    async (skip, take) => (await db().download.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip, take })).map(downloadOf),
  );
}

export function downloadJson(d: Download, urls: UrlBuilder): z.infer<typeof DownloadSchema> {
  return {
    id: d.id,
    title: d.title,
    description: d.description,
    file: urls.abs(d.file),
    thumbnail: d.thumbnail ? urls.abs(d.thumbnail) : null,
    file_type: d.fileType,
    file_size: d.fileSize,
    created_at: d.createdAt.toISOString(),
  };
}

/** Envelope B of downloads for this request. */
export async function downloadsAnswer(url: URL, urls: UrlBuilder) {
  const page = await downloadsPage(url);
  return envelopeB({ ...page, results: page.results.map((d) => downloadJson(d, urls)) }, url.toString());
}
