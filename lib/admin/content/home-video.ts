// Staff choose the landing page's video: one at a time is shown (switching one on switches the others
// off), with its title and poster picture (cut to 1280 × 720, checked by its bytes as product pictures
// are). A new video is uploaded through the staff API, streamed to the store (home-video-upload.ts):
// far larger than a form may send. Each change is audited; the landing page follows at once.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { checkPicture } from "@/lib/catalogue/product-pictures.ts";
import { db, type Db, type Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import { putPublicFile } from "@/lib/storage/public-store.ts";
import { contentPagesChanged } from "./content-pages-changed.ts";

const HomeVideoFields = z.object({
  title: z.string().trim().min(1, "Give the video a title.").max(200),
  is_active: z.boolean().describe("true shows this video on the landing page and switches the others off; false switches it off."),
});
export const HomeVideoPatchInput = HomeVideoFields.partial().meta({ id: "AdminHomeVideoPatchInput" });
export type HomeVideoPatch = z.infer<typeof HomeVideoPatchInput>;
/** A new video's fields (its files aside): not shown until asked. */
export const HomeVideoInput = HomeVideoFields.extend({ is_active: HomeVideoFields.shape.is_active.default(false) });
export type HomeVideoData = z.infer<typeof HomeVideoInput>;

export const AdminHomeVideoSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    video_url: z.string().describe("The MP4 or WebM file."),
    poster: z.string().nullable().describe("The picture shown before it plays (1280 × 720); null: none."),
    is_active: z.boolean().describe("Shown on the landing page (one at a time)."),
    created_at: z.string(),
  })
  .meta({ id: "AdminHomeVideo" });
export type AdminHomeVideo = z.infer<typeof AdminHomeVideoSchema>;

export const HomeVideoFilters = z.object({ is_active: z.enum(["true", "false"]).optional().describe("Only the one shown (true) or the others (false).") });

type Row = NonNullable<Awaited<ReturnType<Db["homeVideo"]["findUnique"]>>>;
type Actor = { id: number; ip?: string };

export function adminHomeVideoJson(v: Row, urls?: UrlBuilder): AdminHomeVideo {
  const file = (key: string) => (urls ? urls.abs(mediaPath(key)) : mediaPath(key));
  return { id: v.id, title: v.title, video_url: file(v.videoPath), poster: v.poster ? file(v.poster) : null, is_active: v.isActive, created_at: v.createdAt.toISOString() };
}

const shapeOf = (v: Row) => ({ title: v.title, is_active: v.isActive, poster: v.poster });

export function homeVideoRows(f: { is_active?: "true" | "false" }, skip: number, take: number): Promise<Row[]> {
  const where = f.is_active ? { isActive: f.is_active === "true" } : {};
  return db().homeVideo.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip, take });
}

export function countHomeVideos(f: { is_active?: "true" | "false" }): Promise<number> {
  return db().homeVideo.count({ where: f.is_active ? { isActive: f.is_active === "true" } : {} });
}

export async function homeVideoOr404(id: number, client: Tx | Db = db()): Promise<Row> {
  const row = await client.homeVideo.findUnique({ where: { id } });
  if (!row) throw new NotFoundError();
  return row;
}

async function lock(tx: Tx, id: number): Promise<Row> {
  // Every video, so two staff switching different ones on cannot leave both on.
  await tx.$queryRaw`SELECT id FROM "HomeVideo" ORDER BY id FOR UPDATE`;
  return homeVideoOr404(id, tx);
}

/** Switches off every shown video but `id`, each audited (under the lock of every row). */
async function switchOthersOff(tx: Tx, actor: Actor, id: number): Promise<void> {
  const others = await tx.homeVideo.findMany({ where: { isActive: true, id: { not: id } } });
  for (const o of others) {
    await tx.homeVideo.update({ where: { id: o.id }, data: { isActive: false } });
    await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "home_video.update", entityType: "HomeVideo", entityId: o.id, before: shapeOf(o), after: { ...shapeOf(o), is_active: false } });
  }
}

/** Adds an uploaded video (its files already stored), shown at once when `is_active`; audited. */
export async function createHomeVideo(tx: Tx, actor: Actor, data: HomeVideoData, files: { videoPath: string; poster: string | null; size: number }): Promise<Row> {
  // Every row locked, as for a switch: two videos switched on at once cannot both stay on.
  await tx.$queryRaw`SELECT id FROM "HomeVideo" ORDER BY id FOR UPDATE`;
  const row = await tx.homeVideo.create({ data: { title: data.title, isActive: data.is_active, videoPath: files.videoPath, poster: files.poster } });
  if (row.isActive) await switchOthersOff(tx, actor, row.id);
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "home_video.create", entityType: "HomeVideo", entityId: row.id, after: { ...shapeOf(row), video: row.videoPath, size: files.size } });
  contentPagesChanged(tx, { alsoLanding: true });
  return row;
}

export async function updateHomeVideo(tx: Tx, actor: Actor, id: number, patch: HomeVideoPatch): Promise<Row> {
  const row = await lock(tx, id);
  if (patch.is_active) await switchOthersOff(tx, actor, id);
  const saved = await tx.homeVideo.update({ where: { id }, data: { title: patch.title, isActive: patch.is_active } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "home_video.update", entityType: "HomeVideo", entityId: id, before: shapeOf(row), after: shapeOf(saved) });
  contentPagesChanged(tx, { alsoLanding: true });
  return saved;
}

export async function setHomeVideoPoster(tx: Tx, actor: Actor, id: number, poster: string): Promise<Row> {
  const row = await lock(tx, id);
  const saved = await tx.homeVideo.update({ where: { id }, data: { poster } });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "home_video.poster", entityType: "HomeVideo", entityId: id, before: shapeOf(row), after: shapeOf(saved) });
  contentPagesChanged(tx, { alsoLanding: true });
  return saved;
}

/** Checks, cuts and stores an uploaded poster; answers its key. Errors name the `poster` field. */
export async function storeVideoPoster(file: File | null, limit?: number): Promise<string> {
  if (file && limit !== undefined && file.size > limit) throw new ValidationError({ poster: [`The picture is larger than ${Math.floor(limit / 1000)} kB.`] });
  let bytes: Uint8Array;
  try {
    bytes = (await checkPicture(file)).bytes;
  } catch (e) {
    if (e instanceof ValidationError) throw new ValidationError({ poster: (e.fields as { picture: string[] }).picture });
    throw e;
  }
  const cut = await sharp(bytes).rotate().resize(1280, 720, { fit: "cover", position: "attention" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  const key = `video/posters/${createHash("sha256").update(cut).digest("hex").slice(0, 32)}.jpg`;
  await putPublicFile(key, cut);
  return key;
}
