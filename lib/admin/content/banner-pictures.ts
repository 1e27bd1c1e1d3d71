// A banner's pictures: the wide one (1920 × 720) and the phone's (800 × 1000), cut from the upload to the
// boxes the landing page's carousel draws (components/content/banner-carousel.tsx), keeping the part
// of the picture that draws the eye. Checked by their bytes as product pictures are (JPEG, PNG, WebP).
import { createHash } from "node:crypto";
import sharp from "sharp";
import { checkPicture } from "@/lib/catalogue/product-pictures.ts";
import { ValidationError } from "@/lib/errors.ts";
import { putPublicFile } from "@/lib/storage/public-store.ts";

export const BANNER_BOXES = {
  image: { width: 1920, height: 720, label: "wide picture" },
  mobile_image: { width: 800, height: 1000, label: "phone picture" },
} as const;
export type BannerPictureField = keyof typeof BANNER_BOXES;

/** Checks, cuts and stores an uploaded banner picture; answers its storage key. Errors name `field`. */
export async function storeBannerPicture(file: File | null, field: BannerPictureField, limit?: number): Promise<string> {
  const box = BANNER_BOXES[field];
  if (file && limit !== undefined && file.size > limit) throw new ValidationError({ [field]: [`The ${box.label} is larger than ${Math.floor(limit / 1000)} kB.`] });
  let bytes: Uint8Array;
  try {
    bytes = (await checkPicture(file)).bytes;
  } catch (e) {
    if (e instanceof ValidationError) throw new ValidationError({ [field]: (e.fields as { picture: string[] }).picture });
    throw e;
  }
  const cut = await sharp(bytes).rotate().resize(box.width, box.height, { fit: "cover", position: "attention" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  const key = `banners/uploads/${createHash("sha256").update(cut).digest("hex").slice(0, 32)}-${box.width}x${box.height}.jpg`;
  await putPublicFile(key, cut);
  return key;
}
