// A review's photos: checked by their bytes (JPEG, PNG or WebP, as the returns' and staff's uploads are,
// lib/storage/sniff.ts), decoded, turned upright and written again as JPEG without the camera's
// metadata (a phone's photo carries where it was taken: a review is public), then stored in the public
// store with the pre-made widths every shop picture has (lib/storage/image-resize.ts).
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { ValidationError } from "@/lib/errors.ts";
import { putSizedPicture, sizedPicture } from "@/lib/storage/image-resize.ts";
import { deletePublicFile } from "@/lib/storage/public-store.ts";
import { sizedKey, widthsFor } from "@/lib/storage/image-sizes.ts";
import { sniffContentType } from "@/lib/storage/sniff.ts";
import { MAX_REVIEW_PHOTO_BYTES, MAX_REVIEW_PHOTOS, type ReviewPhotoUpload } from "./input.ts";

/** The longest side a stored review photo keeps. */
const MAX_SIDE = 1600;
const PICTURE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

export interface StoredPhoto {
  key: string;
  width: number;
  height: number;
}

const fail = (message: string) => new ValidationError({ photos: [message] });

/** The uploads' checks without decoding: how many, how large, a picture by its first bytes. */
export function checkPhotoUploads(photos: readonly ReviewPhotoUpload[]): void {
  if (photos.length > MAX_REVIEW_PHOTOS) throw fail(`Attach at most ${MAX_REVIEW_PHOTOS} photos.`);
  for (const p of photos) {
    if (p.bytes.length === 0) throw fail(`${p.name}: the file is empty.`);
    if (p.bytes.length > MAX_REVIEW_PHOTO_BYTES) throw fail(`${p.name}: a photo may be at most 5 MB.`);
    const type = sniffContentType(p.bytes);
    if (!type || !PICTURE_TYPES.has(type)) throw fail(`${p.name}: attach a JPEG, PNG or WebP photo.`);
  }
}

/** Re-encodes one checked photo; a file that does not decode is a field error. */
async function cleaned(p: ReviewPhotoUpload): Promise<Uint8Array> {
  try {
    const out = await sharp(p.bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(out);
  } catch {
    throw fail(`${p.name}: the file is not a picture that can be read.`);
  }
}

/**
 * Checks, cleans and stores the photos (every check before the first file is written); answers their
 * keys and sizes. The caller removes them with removePhotoFiles when its transaction fails.
 */
export async function storeReviewPhotos(photos: readonly ReviewPhotoUpload[]): Promise<StoredPhoto[]> {
  checkPhotoUploads(photos);
  const ready = [];
  for (const p of photos) {
    const bytes = await cleaned(p);
    ready.push({ bytes, picture: await sizedPicture(bytes) });
  }
  const stored: StoredPhoto[] = [];
  try {
    for (const r of ready) {
      const key = `reviews/${randomBytes(12).toString("hex")}.jpg`;
      await putSizedPicture(key, r.bytes, r.picture);
      stored.push({ key, width: r.picture.width, height: r.picture.height });
    }
  } catch (e) {
    await removePhotoFiles(stored);
    throw e;
  }
  return stored;
}

/** Removes stored photos and their copies. */
export async function removePhotoFiles(photos: readonly { key: string; width: number | null }[]): Promise<void> {
  await Promise.all(photos.flatMap((p) => [deletePublicFile(p.key), ...widthsFor(p.width).map((w) => deletePublicFile(sizedKey(p.key, w)))]));
}
