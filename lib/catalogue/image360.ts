// 360° views: a product photographed on a turntable, as frames in order (API.md §4 and §8).
import { z } from "zod";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { mediaPath } from "@/lib/storage/keys.ts";

export interface Image360 {
  id: number;
  title: string;
  productId: number | null;
  /** Site-relative `/media/...` paths. */
  thumbnail: string | null;
  frames: string[];
}

export const Image360Schema = z.object({
  id: z.int(),
  title: z.string(),
  product: z.url().nullable(),
  thumbnail: z.url().nullable(),
  frames: z.array(z.url()),
  frame_count: z.int(),
}).meta({ id: "Image360" });

export function image360FromRow(row: { id: number; title: string; productId: number | null; thumbnail: string | null; frames: { path: string }[] }): Image360 {
  return {
    id: row.id,
    title: row.title,
    productId: row.productId,
    thumbnail: row.thumbnail ? mediaPath(row.thumbnail) : null,
    frames: row.frames.map((f) => mediaPath(f.path)),
  };
}

export function image360Json(image: Image360, urls: UrlBuilder): z.infer<typeof Image360Schema> {
  return {
    id: image.id,
    title: image.title,
    product: image.productId === null ? null : urls.path("/api/v2/products/{id}/", { id: image.productId }),
    thumbnail: image.thumbnail ? urls.abs(image.thumbnail) : null,
    frames: image.frames.map((f) => urls.abs(f)),
    frame_count: image.frames.length,
  };
}
