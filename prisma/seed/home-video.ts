// The home page video: a short H.264 clip committed with the seed (prisma/seed/assets), copied into
// the media store, with a poster drawn like its first frame. Matched by video key.
import { fileURLToPath } from "node:url";
import { config } from "@/lib/config.ts";
import type { SeedContext } from "./context.ts";
import type { RenderJob } from "./render-jobs.ts";
import { roomSvg, type RoomLook } from "./rooms.ts";
import { applyPlan, planSync } from "./sync.ts";

export const videoKey = "video/home.mp4";
export const posterKey = "video/home-poster.jpg";
/** The scene the committed video pans over (make-home-video.ts draws it with the brand name). */
export const videoLook: RoomLook = { kind: "living", colour: "Terracotta", finish: "Walnut", accent: "Indigo" };
export const videoSource = fileURLToPath(new URL("./assets/home-video.mp4", import.meta.url));

export function videoJobs(): RenderJob[] {
  return [{ keys: [posterKey], width: 1280, height: 720, thumbWidths: [], source: { kind: "svg", svg: roomSvg(videoLook, 0, 1280, 720) } }];
}

export async function seedHomeVideo(ctx: SeedContext): Promise<void> {
  const { prisma, media } = ctx;
  media.copyFrom(videoSource, videoKey);
  const rows = [{ videoPath: videoKey, poster: posterKey, title: `Made by hand: inside the ${config().SHOP_NAME} workshop`, isActive: true, createdAt: new Date("2026-05-01T09:00:00+05:30") }];
  const plan = planSync(await prisma.homeVideo.findMany(), (v) => v.videoPath, rows, (w) => w.videoPath);
  await applyPlan(ctx.stats, "HomeVideo", plan, (data) => prisma.homeVideo.createMany({ data }), (row, data) => prisma.homeVideo.update({ where: { id: row.id }, data }));
}
