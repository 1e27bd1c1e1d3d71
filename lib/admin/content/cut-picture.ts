// An uploaded picture for the shop's content (a banner, a collection's tile): checked by its bytes as
// product pictures are (JPEG, PNG, WebP), cut to the box the shop draws it in, keeping the part that
// draws the eye, and stored under a name made from its content.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { checkPicture } from "@/lib/catalogue/product-pictures.ts";
import { ValidationError } from "@/lib/errors.ts";
import { putPublicFile } from "@/lib/storage/public-store.ts";

export interface PictureBox {
  width: number;
  height: number;
  /** How errors name it: "wide picture". */
  label: string;
}

/** Checks, cuts and stores the upload under `folder`; answers its storage key. Errors name `field`. */
export async function storeCutPicture(file: File | null, box: PictureBox, field: string, folder: string, limit?: number): Promise<string> {
  if (file && limit !== undefined && file.size > limit) throw new ValidationError({ [field]: [`The ${box.label} is larger than ${Math.floor(limit / 1000)} kB.`] });
  let bytes: Uint8Array;
  try {
    bytes = (await checkPicture(file)).bytes;
  } catch (e) {
    if (e instanceof ValidationError) throw new ValidationError({ [field]: (e.fields as { picture: string[] }).picture });
    throw e;
  }
  const cut = await sharp(bytes).rotate().resize(box.width, box.height, { fit: "cover", position: "attention" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  const key = `${folder}/${createHash("sha256").update(cut).digest("hex").slice(0, 32)}-${box.width}x${box.height}.jpg`;
  await putPublicFile(key, cut);
  return key;
}
