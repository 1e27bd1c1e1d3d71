// Staff run the downloads: PDF catalogues and care guides (download-files.ts checks and stores the
// file), each with a title, words and a switch. Each change is one transaction with its audit entry;
// once it commits the downloads page and the downloads API show it (content-pages-changed.ts).
import { z } from "zod";
import { assertUnchanged } from "@/lib/admin/edit-conflict.ts";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { db, type Db, type Tx } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import { contentPagesChanged } from "./content-pages-changed.ts";
import type { StoredDownload } from "./download-files.ts";

const DownloadFields = z.object({
  title: z.string().trim().min(1, "Give the download a title.").max(200),
  description: z.string().trim().max(2000),
  is_active: z.boolean().describe("Listed on the downloads page."),
});
export const DownloadInput = DownloadFields.extend({
  description: DownloadFields.shape.description.default(""),
  is_active: DownloadFields.shape.is_active.default(true),
}).meta({ id: "AdminDownloadInput" });
export type DownloadData = z.infer<typeof DownloadInput>;
export const DownloadPatchInput = DownloadFields.partial()
  .extend({ updated_at: z.string().max(40).optional().describe("The download's updated_at as read: one changed since is refused with 409 edit_conflict.") })
  .meta({ id: "AdminDownloadPatchInput" });
export type DownloadPatch = z.infer<typeof DownloadPatchInput>;

export const AdminDownloadSchema = z
  .object({
    id: z.int(),
    ...DownloadFields.shape,
    file: z.string().describe("The PDF."),
    file_type: z.string().describe('"pdf".'),
    file_size: z.int().describe("Bytes."),
    created_at: z.string(),
    updated_at: z.string().describe("Send it back as `updated_at` with a change (edit conflicts)."),
  })
  .meta({ id: "AdminDownload" });
export type AdminDownload = z.infer<typeof AdminDownloadSchema>;

export const DownloadFilters = z.object({
  q: z.string().trim().max(200).optional().describe("Words in the title or description."),
  is_active: z.enum(["true", "false"]).optional().describe("Only listed (true) or only hidden (false) ones."),
});
export type DownloadFilter = { q?: string; is_active?: "true" | "false" };

type Row = NonNullable<Awaited<ReturnType<Db["download"]["findUnique"]>>>;
type Actor = { id: number; ip?: string };

export function adminDownloadJson(d: Row, urls?: UrlBuilder): AdminDownload {
  return {
    id: d.id, title: d.title, description: d.description, is_active: d.isActive,
    file: urls ? urls.abs(mediaPath(d.file)) : mediaPath(d.file), file_type: d.fileType, file_size: d.fileSize,
    created_at: d.createdAt.toISOString(), updated_at: d.updatedAt.toISOString(),
  };
}

const shapeOf = (d: Row) => ({ title: d.title, description: d.description, is_active: d.isActive, file: d.file, file_size: d.fileSize });

function where(f: DownloadFilter) {
  const q = f.q?.trim();
  return {
    ...(f.is_active ? { isActive: f.is_active === "true" } : {}),
    ...(q ? { OR: [{ title: { contains: q, mode: "insensitive" as const } }, { description: { contains: q, mode: "insensitive" as const } }] } : {}),
  };
}

export function downloadRows(f: DownloadFilter, skip: number, take: number): Promise<Row[]> {
  return db().download.findMany({ where: where(f), orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip, take });
}

export function countDownloads(f: DownloadFilter): Promise<number> {
  return db().download.count({ where: where(f) });
}

export async function downloadOr404(id: number, client: Tx | Db = db()): Promise<Row> {
  const row = await client.download.findUnique({ where: { id } });
  if (!row) throw new NotFoundError();
  return row;
}

export async function createDownload(tx: Tx, actor: Actor, data: DownloadData, stored: StoredDownload): Promise<Row> {
  const row = await tx.download.create({ data: { title: data.title, description: data.description, isActive: data.is_active, ...stored } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "download.create", entityType: "Download", entityId: row.id, after: shapeOf(row) });
  contentPagesChanged(tx);
  return row;
}

async function lock(tx: Tx, id: number, seen: string | undefined): Promise<Row> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Download" WHERE id = ${id} FOR UPDATE`;
  if (!locked) throw new NotFoundError();
  const row = await tx.download.findUniqueOrThrow({ where: { id } });
  await assertUnchanged("Download", id, row.updatedAt, seen, tx);
  return row;
}

export async function updateDownload(tx: Tx, actor: Actor, id: number, patch: DownloadPatch, stored?: StoredDownload): Promise<Row> {
  const row = await lock(tx, id, patch.updated_at);
  const saved = await tx.download.update({
    where: { id },
    data: { title: patch.title, description: patch.description, isActive: patch.is_active, ...stored, updatedAt: new Date() },
  });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "download.update", entityType: "Download", entityId: id, before: shapeOf(row), after: shapeOf(saved) });
  contentPagesChanged(tx);
  return saved;
}

export async function deleteDownload(tx: Tx, actor: Actor, id: number): Promise<void> {
  const row = await lock(tx, id, undefined);
  await tx.download.delete({ where: { id } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "download.delete", entityType: "Download", entityId: id, before: shapeOf(row) });
  contentPagesChanged(tx);
}
