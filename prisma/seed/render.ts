// SVG to JPEG with sharp: one render per picture, encoded as the original and as thumbnails.
// Output is deterministic (same SVG → same bytes), so files on disk can be trusted on a re-run.
import sharp from "sharp";
import { encodeSizes } from "@/lib/storage/image-resize.ts";

/**
 * Originals: mozjpeg's quantisation tables (smaller files at the same quality) with progressive,
 * optimised Huffman coding. The full mozjpeg preset (trellis quantisation, scan optimisation) makes
 * them about 20 % smaller but encodes 3–4 times slower: for ~1,100 pictures that alone would add
 * ~20 s on two cores, so originals do without it.
 */
export const jpegOptions = { quality: 78, quantisationTable: 3, progressive: true, optimiseCoding: true } as const;
/** Thumbnails (the most requested files) are small enough for the full mozjpeg preset. */
export const thumbJpegOptions = { quality: 78, mozjpeg: true } as const;

/**
 * Renders `svg` once and encodes it at its own size, at each of `widths` (JPEG thumbnails) and, when
 * `sized`, as the WebP copies pages pick from (lib/storage/image-sizes.ts).
 */
export async function renderJpegs(svg: string, widths: readonly number[] = [], sized = false): Promise<Uint8Array[]> {
  const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const original = await sharp(data, raw).jpeg(jpegOptions).toBuffer();
  const smaller: Uint8Array[] = [];
  for (const width of widths) smaller.push(await sharp(data, raw).resize({ width }).jpeg(thumbJpegOptions).toBuffer());
  const copies = sized ? await encodeSizes(() => sharp(data, raw), info.width) : [];
  return [original, ...smaller, ...copies.map((c) => c.bytes)];
}
