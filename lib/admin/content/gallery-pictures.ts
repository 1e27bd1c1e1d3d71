// A gallery picture: the upload checked by its bytes (JPEG, PNG, WebP) as product pictures are, cut to
// the gallery's 1200 × 800 with a 400-wide thumbnail, as the seed's gallery items are stored.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { checkPicture } from "@/lib/catalogue/product-pictures.ts";
import { ValidationError } from "@/lib/errors.ts";
import { putPublicFile } from "@/lib/storage/public-store.ts";

export const GALLERY_BOX = { width: 1200, height: 800, thumbWidth: 400 } as const;

/** Checks, cuts and stores an uploaded gallery picture; answers its keys. Errors name the `image` field. */
export async function storeGalleryPicture(file: File | null, limit?: number): Promise<{ image: string; thumbnail: string }> {
  if (file && limit !== undefined && file.size > limit) throw new ValidationError({ image: [`The picture is larger than ${Math.floor(limit / 1000)} kB.`] });
  let bytes: Uint8Array;
  try {
    bytes = (await checkPicture(file)).bytes;
  } catch (e) {
    if (e instanceof ValidationError) throw new ValidationError({ image: (e.fields as { picture: string[] }).picture });
    throw e;
  }
  const cut = await sharp(bytes).rotate().resize(GALLERY_BOX.width, GALLERY_BOX.height, { fit: "cover", position: "attention" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  const thumb = await sharp(cut).resize(GALLERY_BOX.thumbWidth).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  const name = `gallery/uploads/${createHash("sha256").update(cut).digest("hex").slice(0, 32)}`;
  await putPublicFile(`${name}.jpg`, cut);
  await putPublicFile(`${name}-thumb.jpg`, thumb);
  return { image: `${name}.jpg`, thumbnail: `${name}-thumb.jpg` };
}
