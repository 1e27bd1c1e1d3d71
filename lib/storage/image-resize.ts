// Makes a picture's pre-made widths (image-sizes.ts) with sharp: at seed time from the rendered pixels,
// at upload time from the uploaded bytes (putPictureWithSizes: every upload of a picture goes through
// it), and once for a picture stored before its copies existed (ensureSizedCopy, from /media).
import fs from "node:fs";
import sharp, { type Sharp } from "sharp";
import { config } from "@/lib/config.ts";
import { parseSizedKey, sizedKey, widthsFor } from "./image-sizes.ts";
import { resolveKey } from "./keys.ts";
import { putPublicFile } from "./public-store.ts";

const WEBP = { quality: 76, effort: 4 } as const;
const ORIGINAL_EXTENSIONS = ["jpg", "jpeg", "png", "webp"];

export interface SizedCopy {
  width: number;
  bytes: Uint8Array;
}

/** The WebP copies of a picture `originalWidth` pixels wide; `image` yields a fresh pipeline each call. */
export async function encodeSizes(image: () => Sharp, originalWidth: number): Promise<SizedCopy[]> {
  const out: SizedCopy[] = [];
  for (const width of widthsFor(originalWidth)) out.push({ width, bytes: await image().resize({ width }).webp(WEBP).toBuffer() });
  return out;
}

export interface SizedPicture {
  width: number;
  height: number;
  copies: SizedCopy[];
}

/** Decodes a picture and makes its copies, storing nothing. Throws on bytes that do not decode. */
export async function sizedPicture(bytes: Uint8Array): Promise<SizedPicture> {
  const { width, height } = await sharp(bytes).metadata();
  if (!width || !height) throw new Error("Not a picture");
  return { width, height, copies: await encodeSizes(() => sharp(bytes), width) };
}

/** Stores a picture and the copies sizedPicture made of it in the public store. */
export async function putSizedPicture(key: string, bytes: Uint8Array, picture: SizedPicture): Promise<void> {
  await putPublicFile(key, bytes);
  for (const copy of picture.copies) await putPublicFile(sizedKey(key, copy.width), copy.bytes);
}

/** Stores a picture and its copies in the public store; answers its pixel size. Throws on bytes that are no picture. */
export async function putPictureWithSizes(key: string, bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const picture = await sizedPicture(bytes);
  await putSizedPicture(key, bytes, picture);
  return { width: picture.width, height: picture.height };
}

/**
 * Makes the copy a sized key names from its original when the copy is missing (pictures stored before
 * their copies were made). False when the key names no copy or no original exists.
 */
export async function ensureSizedCopy(key: string): Promise<boolean> {
  const sized = parseSizedKey(key);
  if (!sized) return false;
  const root = config().mediaDir;
  for (const ext of ORIGINAL_EXTENSIONS) {
    const file = resolveKey(root, `${sized.stem}.${ext}`);
    if (!file || !fs.existsSync(file)) continue;
    const source = sharp(file);
    const { width } = await source.metadata();
    if (!width || sized.width >= width) return false;
    const target = resolveKey(root, key)!;
    // Two requests may make the same copy at once: each writes its own file and renames it into place.
    const temp = `${target}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
    await fs.promises.writeFile(temp, await source.resize({ width: sized.width }).webp(WEBP).toBuffer());
    await fs.promises.rename(temp, target);
    return true;
  }
  return false;
}
