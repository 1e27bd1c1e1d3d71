// The shop's own media lists (spec/API.md §8): 360° views, the home page video, brochures to download
// and the gallery. Files are in the public store (served at /media/…); the JSON gives absolute URLs.
import { z } from "zod";
import { image360FromRow, image360Json, type Image360 } from "@/lib/catalogue/image360.ts";
import { db } from "@/lib/db.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import { contentCached } from "./content-cache.ts";

export { Image360Schema } from "@/lib/catalogue/image360.ts";

/** 360° views of products shoppers may see (or of no product), newest first. */
export function listSpins(): Promise<Image360[]> {
  return contentCached("spins", async () => {
    const rows = await db().image360.findMany({
      where: { OR: [{ productId: null }, { product: { isPublic: true } }] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: { frames: { orderBy: { position: "asc" } } },
    });
    return rows.map(image360FromRow);
  });
}

export const spinJson = image360Json;

// The home page video ------------------------------------------------------------------------------

export interface HomeVideo {
  title: string;
  /** Site-relative `/media/...` paths. */
  video: string;
  poster: string | null;
}

export const HomeVideoSchema = z.object({
  title: z.string(),
  video_url: z.url().describe("A video file the shop serves (MP4 or WebM), with byte ranges for seeking."),
  poster: z.url().nullable(),
  is_active: z.boolean(),
}).meta({ id: "HomeVideo" });
export type HomeVideoJson = z.infer<typeof HomeVideoSchema>;

/** The active home page video (the newest when staff left several on), or null. */
export function activeHomeVideo(): Promise<HomeVideo | null> {
  return contentCached("home-video", async () => {
    const row = await db().homeVideo.findFirst({ where: { isActive: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    return row ? { title: row.title, video: mediaPath(row.videoPath), poster: row.poster ? mediaPath(row.poster) : null } : null;
  });
}

export function homeVideoJson(v: HomeVideo, urls: UrlBuilder): HomeVideoJson {
  return { title: v.title, video_url: urls.abs(v.video), poster: v.poster ? urls.abs(v.poster) : null, is_active: true };
}
