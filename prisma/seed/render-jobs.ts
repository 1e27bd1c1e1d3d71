// A picture to render, described in plain data so it can be handed to a render process:
// product stills and 360° frames are drawn from their Picture there; other images carry their SVG.
import { pictureSvg, modelScene } from "./pictures.ts";
import type { Picture } from "./products.ts";
import { spinFrameSvg, type Fit } from "./scene.ts";
import { sizedKey, widthsFor } from "@/lib/storage/image-sizes.ts";

export type SvgSource =
  | { kind: "still"; picture: Picture; view: number }
  | { kind: "spin"; picture: Picture; yaw: number; fit: Fit }
  | { kind: "svg"; svg: string };

export interface RenderJob {
  /** Storage keys: the original first, then one per thumbnail width, then one per sized copy. */
  keys: string[];
  width: number;
  height: number;
  thumbWidths: number[];
  /** Widths of the WebP copies pages pick from (lib/storage/image-sizes.ts); none when absent. */
  sizedWidths?: number[];
  source: SvgSource;
}

/** The job with the pre-made widths pages show its original at (keys appended in width order). */
export function withSizes(job: RenderJob): RenderJob {
  const sizedWidths = widthsFor(job.width);
  return { ...job, keys: [...job.keys, ...sizedWidths.map((w) => sizedKey(job.keys[0], w))], sizedWidths };
}

export function svgOf(job: RenderJob): string {
  const s = job.source;
  if (s.kind === "svg") return s.svg;
  if (s.kind === "still") return pictureSvg(s.picture, s.view, job.width, job.height);
  const scene = modelScene(s.picture);
  if (!scene) throw new Error("A 360° view needs a 3D model");
  return spinFrameSvg(scene, s.yaw, s.fit, job.width, job.height);
}
