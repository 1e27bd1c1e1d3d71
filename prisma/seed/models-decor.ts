// Lamps, vases and planters: turned shapes built from stacked frustums (centimetres).
// "main" is the body colour, "shade" the lampshade, "metal" stems and fittings, "leaf" foliage.
import { frustum, lathe, type Solid } from "./geometry.ts";
import type { Size } from "./models-seating.ts";

export function floorLamp({ h }: Size, style: number): Solid[] {
  const shadeH = 38;
  const out: Solid[] = [
    frustum("metal", 0, 0, 0, 3, 20, 18, 24),
    frustum("metal", 0, 0, 3, h - shadeH + 4, 1.4, 1.4, 8, 0.2),
  ];
  if (style % 2 === 0) out.push(frustum("shade", 0, 0, h - shadeH, h, 24, 17, 24, 0.5));
  else out.push(frustum("shade", 0, 0, h - shadeH, h, 22, 22, 24, 0.5));
  return out;
}

export function tableLamp({ h }: Size, style: number): Solid[] {
  const baseH = h * 0.55;
  const body: [number, number][] =
    style % 3 === 0
      ? [[0, 7], [2, 9], [baseH * 0.4, 12], [baseH * 0.8, 8], [baseH, 3]]
      : style % 3 === 1
        ? [[0, 8], [baseH * 0.15, 8], [baseH * 0.2, 3], [baseH, 3]]
        : [[0, 6], [baseH * 0.3, 10], [baseH * 0.6, 10], [baseH, 4]];
  return [
    ...lathe("main", 0, 0, body, 20),
    frustum("metal", 0, 0, baseH, baseH + 6, 1, 1, 8, 0.3),
    frustum("shade", 0, 0, baseH + 4, h, 18, 12, 24, 0.6),
  ];
}

/** A pendant: a dome or cone shade on a cord that runs up out of the picture. */
export function pendant({ w, h }: Size, style: number): Solid[] {
  const r = w / 2;
  const profile: [number, number][] =
    style % 2 === 0
      ? [[0, r], [h * 0.25, r * 0.96], [h * 0.55, r * 0.8], [h * 0.8, r * 0.5], [h, r * 0.12]]
      : [[0, r], [h * 0.15, r * 0.9], [h, r * 0.15]];
  return [...lathe("main", 0, 0, profile, 28), frustum("cord", 0, 0, h, h + 120, 0.6, 0.6, 6)];
}

export function vase({ h, w }: Size, style: number): Solid[] {
  const r = w / 2;
  const profiles: [number, number][][] = [
    [[0, r * 0.5], [h * 0.3, r], [h * 0.6, r * 0.75], [h * 0.85, r * 0.35], [h, r * 0.45]],
    [[0, r * 0.7], [h * 0.5, r], [h * 0.8, r * 0.9], [h, r * 0.5]],
    [[0, r * 0.6], [h * 0.15, r * 0.9], [h * 0.45, r * 0.55], [h * 0.8, r * 0.3], [h, r * 0.4]],
  ];
  return lathe("main", 0, 0, profiles[style % profiles.length], 22);
}

/** A low-poly shrub: a stack of wide, short frustums. */
function plant(y: number, r: number, height: number): Solid[] {
  return lathe("leaf", 0, 0, [[y, r * 0.45], [y + height * 0.25, r], [y + height * 0.6, r * 0.9], [y + height * 0.88, r * 0.45], [y + height, r * 0.06]], 9);
}

export function planter({ w, h }: Size, style: number): Solid[] {
  const r = w / 2;
  const body: [number, number][] =
    style % 2 === 0 ? [[0, r * 0.72], [h * 0.92, r], [h, r * 1.04]] : [[0, r * 0.6], [h * 0.5, r], [h, r * 0.82]];
  const top = body[body.length - 1][1];
  return [
    ...lathe("main", 0, 0, body, 22),
    frustum("soil", 0, 0, h - 1, h - 0.5, top * 0.92, top * 0.92, 22, 0.2),
    ...plant(h - 2, r * 1.25, h * 1.1),
  ];
}
