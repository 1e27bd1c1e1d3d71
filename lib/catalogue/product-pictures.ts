// Staff add, describe, reorder and remove a product's pictures. Each upload must be a JPEG, PNG or WebP
// by its bytes, at most 8 MiB, and carry alt text (what the picture shows, for people who cannot see
// it). It is stored with the same pre-made widths the shop's pages ask for (lib/storage/image-resize.ts,
// as the seed's pictures are) and a 400 px thumbnail. Every change is audited and reaches the shop at once.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/staff-actions.ts";
import type { Tx } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import { putPictureWithSizes, putSizedPicture, sizedPicture, type SizedPicture } from "@/lib/storage/image-resize.ts";
import { sniffContentType } from "@/lib/storage/sniff.ts";
import { catalogueChanged } from "./changed.ts";

export const MAX_PICTURE_BYTES = 8 * 1024 * 1024;
const THUMB_WIDTH = 400;
const EXTENSIONS = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
const NOT_A_PICTURE = "Upload a valid image. The file you uploaded was either not an image or a corrupted image.";

export const AltText = z.string().trim().min(1, "Describe the picture for people who cannot see it.").max(250);

export interface CheckedPicture {
  key: string;
  bytes: Uint8Array;
  picture: SizedPicture;
}

/** Reads an uploaded file and makes its copies (nothing stored yet); a bad file is a `picture` error. */
export async function checkPicture(file: File | null): Promise<CheckedPicture> {
  const fail = (m: string) => new ValidationError({ picture: [m] });
  if (!file || file.size === 0) throw fail("Choose a picture to upload.");
  if (file.size > MAX_PICTURE_BYTES) throw fail("The picture is larger than 8 MiB.");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffContentType(bytes);
  const ext = type && type in EXTENSIONS ? EXTENSIONS[type as keyof typeof EXTENSIONS] : null;
  if (!ext) throw fail("The picture must be a JPEG, PNG or WebP image.");
  let picture: SizedPicture;
  try {
    picture = await sizedPicture(bytes);
  } catch {
    throw fail(NOT_A_PICTURE);
  }
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  return { key: `products/uploads/${hash}.${ext}`, bytes, picture };
}

/** Stores the checked picture and its thumbnail, and adds it last to the product's pictures. */
export async function addPicture(tx: Tx, actor: { id: number; ip?: string }, productId: number, checked: CheckedPicture, alt: string): Promise<number> {
  const product = await tx.product.findUnique({ where: { id: productId }, select: { id: true } });
  if (!product) throw new NotFoundError();
  await putSizedPicture(checked.key, checked.bytes, checked.picture);
  const thumb = await sharp(checked.bytes).resize({ width: THUMB_WIDTH, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
  const thumbKey = checked.key.replace(/\.\w+$/, "-thumb.jpg");
  await putPictureWithSizes(thumbKey, thumb);
  const [{ next }] = await tx.$queryRaw<{ next: number }[]>`SELECT COALESCE(max("displayOrder") + 1, 0)::int AS next FROM "ProductImage" WHERE "productId" = ${productId}`;
  const image = await tx.productImage.create({
    data: { productId, original: checked.key, thumbnail: thumbKey, caption: alt, displayOrder: next, width: checked.picture.width, height: checked.picture.height },
  });
  await recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action: "product.picture.add", entityType: "Product", entityId: productId, after: { picture: image.original, alt } });
  await catalogueChanged(tx, { productIds: [productId] });
  return image.id;
}

async function pictureOf(tx: Tx, productId: number, imageId: number) {
  const image = await tx.productImage.findFirst({ where: { id: imageId, productId } });
  if (!image) throw new NotFoundError();
  return image;
}

/** Changes a picture's alt text, moves it one place up or down, or removes it. */
export async function changePicture(tx: Tx, actor: { id: number; ip?: string }, productId: number, imageId: number, change: { alt?: string; move?: "up" | "down"; remove?: boolean }): Promise<void> {
  const image = await pictureOf(tx, productId, imageId);
  const audit = (action: string, before: Record<string, unknown>, after: Record<string, unknown> | null) =>
    recordStaffAction(tx, { actorId: actor.id, ip: actor.ip, action, entityType: "Product", entityId: productId, before, after });
  if (change.remove) {
    await tx.productImage.delete({ where: { id: image.id } });
    await audit("product.picture.remove", { picture: image.original, alt: image.caption }, null);
  } else if (change.move) {
    const all = await tx.productImage.findMany({ where: { productId }, orderBy: [{ displayOrder: "asc" }, { id: "asc" }] });
    const at = all.findIndex((i) => i.id === image.id);
    const to = change.move === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= all.length) return;
    [all[at], all[to]] = [all[to], all[at]];
    for (const [order, i] of all.entries()) if (i.displayOrder !== order) await tx.productImage.update({ where: { id: i.id }, data: { displayOrder: order } });
    await audit("product.picture.move", { picture: image.original, position: at + 1 }, { picture: image.original, position: to + 1 });
  } else if (change.alt !== undefined && change.alt !== image.caption) {
    await tx.productImage.update({ where: { id: image.id }, data: { caption: change.alt } });
    await audit("product.picture.alt", { picture: image.original, alt: image.caption }, { picture: image.original, alt: change.alt });
  } else return;
  await catalogueChanged(tx, { productIds: [productId] });
}
