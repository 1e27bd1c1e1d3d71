// Staff uploads of 360° views (API.md §4): a view is created with up to 8 frames per request and
// grown by further requests, to at most 72 frames. Each frame must be a JPEG, PNG or WebP image by its
// bytes (never by its name or the client's type) and at most 2 MiB. Frames are stored in the public
// store under their content hash; the first frame also gives a 400 px thumbnail.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import { db, transaction, type Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import { putSizedPicture, sizedPicture, type SizedPicture } from "@/lib/storage/image-resize.ts";
import { putPublicFile } from "@/lib/storage/public-store.ts";
import { sniffContentType } from "@/lib/storage/sniff.ts";
import { catalogueChanged } from "./changed.ts";
import { image360FromRow, type Image360 } from "./image360.ts";

export const MAX_FRAMES_PER_REQUEST = 8;
export const MAX_FRAMES = 72;
export const MAX_FRAME_BYTES = 2 * 1024 * 1024;
const THUMBNAIL_WIDTH = 400;
const EXTENSIONS = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;

interface Frame {
  key: string;
  bytes: Uint8Array;
}

const frameError = (message: string) => new ValidationError({ frames: [message] });
const NOT_A_PICTURE = "Upload a valid image. The file you uploaded was either not an image or a corrupted image.";

/** Reads and checks the uploaded frames; every problem is a `frames` field error. */
async function readFrames(files: File[]): Promise<Frame[]> {
  if (files.length > MAX_FRAMES_PER_REQUEST) throw frameError(`Ensure this field has no more than ${MAX_FRAMES_PER_REQUEST} elements.`);
  const frames: Frame[] = [];
  for (const [i, file] of files.entries()) {
    const label = `Frame ${i + 1}${file.name ? ` (${file.name})` : ""}`;
    if (file.size === 0) throw frameError(`${label} is empty.`);
    if (file.size > MAX_FRAME_BYTES) throw frameError(`${label} is larger than 2 MiB.`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffContentType(bytes);
    const ext = type && type in EXTENSIONS ? EXTENSIONS[type as keyof typeof EXTENSIONS] : null;
    if (!ext) throw frameError(`${label} is not a JPEG, PNG or WebP image.`);
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
    frames.push({ key: `360/frames/${hash}.${ext}`, bytes });
  }
  return frames;
}

async function thumbnailOf(frame: Frame): Promise<string> {
  let jpeg: Buffer;
  try {
    jpeg = await sharp(frame.bytes).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
  } catch {
    throw frameError(NOT_A_PICTURE);
  }
  const key = `360/thumbs/${createHash("sha256").update(jpeg).digest("hex").slice(0, 32)}.jpg`;
  await putPublicFile(key, jpeg);
  return key;
}

/** Stores each frame with the widths the viewer asks for first (no resize on a shopper's first view). */
async function store(frames: Frame[]): Promise<void> {
  const made: SizedPicture[] = [];
  for (const f of frames) {
    try {
      made.push(await sizedPicture(f.bytes));
    } catch {
      throw frameError(NOT_A_PICTURE);
    }
  }
  for (const [i, f] of frames.entries()) await putSizedPicture(f.key, f.bytes, made[i]);
}

async function reload(tx: Tx, id: number): Promise<Image360> {
  const row = await tx.image360.findUniqueOrThrow({ where: { id }, include: { frames: { orderBy: { position: "asc" } } } });
  return image360FromRow(row);
}

/** Appends frames under a lock on the view, so two requests can never pass 72 together. */
async function appendFrames(tx: Tx, id: number, frames: Frame[]): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Image360" WHERE id = ${id} FOR UPDATE`;
  const [{ count, next }] = await tx.$queryRaw<{ count: number; next: number }[]>`
    SELECT count(*)::int AS count, COALESCE(max(position) + 1, 0)::int AS next FROM "Image360Frame" WHERE "image360Id" = ${id}`;
  if (count + frames.length > MAX_FRAMES) {
    throw frameError(`A 360° view holds at most ${MAX_FRAMES} frames; this one has ${count}.`);
  }
  await tx.image360Frame.createMany({ data: frames.map((f, i) => ({ image360Id: id, position: next + i, path: f.key })) });
}

export interface NewImage360 {
  title: string;
  productId?: number;
  frames: File[];
}

export async function createImage360(actor: { id: number; ip?: string }, input: NewImage360): Promise<Image360> {
  const frames = await readFrames(input.frames);
  await store(frames);
  const thumbnail = frames.length ? await thumbnailOf(frames[0]) : null;
  return transaction(async (tx) => {
    if (input.productId !== undefined && !(await tx.product.count({ where: { id: input.productId } }))) {
      throw new ValidationError({ product: [`Invalid pk "${input.productId}" - object does not exist.`] });
    }
    const row = await tx.image360.create({ data: { title: input.title, productId: input.productId ?? null, thumbnail } });
    await appendFrames(tx, row.id, frames);
    await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "image360.create", entityType: "Image360", entityId: row.id, changes: { title: input.title, product: input.productId ?? null, frames: frames.length } });
    if (input.productId !== undefined) await catalogueChanged(tx, { productIds: [input.productId] });
    return reload(tx, row.id);
  });
}

export async function addImage360Frames(actor: { id: number; ip?: string }, id: number, files: File[]): Promise<Image360> {
  if (!files.length) throw frameError("No file was submitted.");
  const frames = await readFrames(files);
  const existing = await db().image360.findUnique({ where: { id }, select: { thumbnail: true } });
  if (!existing) throw new NotFoundError();
  await store(frames);
  const thumbnail = existing.thumbnail ? null : await thumbnailOf(frames[0]);
  return transaction(async (tx) => {
    const view = await tx.image360.findUnique({ where: { id }, select: { productId: true } });
    if (!view) throw new NotFoundError();
    await appendFrames(tx, id, frames);
    if (thumbnail) await tx.image360.update({ where: { id }, data: { thumbnail } });
    await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "image360.add_frames", entityType: "Image360", entityId: id, changes: { frames: frames.length } });
    if (view.productId !== null) await catalogueChanged(tx, { productIds: [view.productId] });
    return reload(tx, id);
  });
}
