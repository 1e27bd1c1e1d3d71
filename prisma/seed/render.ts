// SVG to JPEG with sharp: one render per picture, encoded as the original and as thumbnails.
// Output is deterministic (same SVG → same bytes), so files on disk can be trusted on a re-run.
import sharp from "sharp";

/**
 * Originals: mozjpeg's quantisation tables (smaller files at the same quality) with progressive,
 * optimised Huffman coding. The full mozjpeg preset (trellis quantisation, scan optimisation) makes
 * them about 20 % smaller but encodes 3–4 times slower: for ~1,100 pictures that alone would add
 * ~20 s on two cores, so originals do without it.
 */
export const jpegOptions = { quality: 78, quantisationTable: 3, progressive: true, optimiseCoding: true } as const;
/** Thumbnails (the most requested files) are small enough for the full mozjpeg preset. */
export const thumbJpegOptions = { quality: 78, mozjpeg: true } as const;

/** Renders `svg` once and encodes it at its own size and at each of `widths` (thumbnails). */
export async function renderJpegs(svg: string, widths: readonly number[] = []): Promise<Uint8Array[]> {
  const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const original = await sharp(data, raw).jpeg(jpegOptions).toBuffer();
  const smaller: Buffer[] = [];
  for (const width of widths) smaller.push(await sharp(data, raw).resize({ width }).jpeg(thumbJpegOptions).toBuffer());
  return [original, ...smaller];
}
