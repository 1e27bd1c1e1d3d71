// Turns a 3D model into a picture: a soft room corner (wall, floor, window light), a floor shadow
// and the flat-shaded object. Three still views per product differ in angle, light and framing;
// the 360° frames turn the object in fixed steps under the same light.
import { bounds, project, type Polygon, type Solid, type Vec3 } from "./geometry.ts";
import { lightUp, shade } from "./colours.ts";

export interface Still {
  yaw: number;
  pitch: number;
  light: Vec3;
  wall: [string, string];
  floor: [string, string];
  tint: string;
  tintAmount: number;
  /** 1 = the whole object; more = a closer crop around `focus` (0 bottom … 1 top of the object). */
  zoom: number;
  focus: number;
}

export const stills: Still[] = [
  { yaw: -30, pitch: 18, light: [-0.6, 0.75, 0.65], wall: ["#f1e9de", "#e3d6c5"], floor: ["#cfb89c", "#b99f82"], tint: "#fff0d2", tintAmount: 0.05, zoom: 1, focus: 0.5 },
  { yaw: 38, pitch: 13, light: [0.7, 0.6, 0.55], wall: ["#e7e8e0", "#d5d8cc"], floor: ["#d8d2c8", "#c4bdb1"], tint: "#ffffff", tintAmount: 0, zoom: 1, focus: 0.5 },
  { yaw: -8, pitch: 24, light: [0.25, 0.85, 0.55], wall: ["#f3e8e2", "#e6d7cd"], floor: ["#c9ad92", "#b09377"], tint: "#e4ecff", tintAmount: 0.05, zoom: 1.75, focus: 0.62 },
];

export interface Fit {
  scale: number;
  ox: number;
  oy: number;
}

export interface ModelScene {
  solids: Solid[];
  palette: Record<string, string>;
  /** Hung from above (pendants): no floor shadow, the cord leaves the picture. */
  hanging?: boolean;
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

function fitStill(polys: Polygon[], still: Still, width: number, height: number, hanging: boolean): Fit {
  const b = bounds(hanging ? polys.filter((p) => p.mat !== "cord") : polys);
  const bw = b.x1 - b.x0, bh = b.y1 - b.y0;
  const room = hanging ? 0.42 : 0.7;
  const scale = Math.min((width * room) / bw, (height * room * 0.92) / bh) * still.zoom;
  const ox = width / 2 - ((b.x0 + b.x1) / 2) * scale;
  if (still.zoom > 1) return { scale, ox, oy: height * 0.5 - (b.y1 - still.focus * bh) * scale };
  return { scale, ox, oy: hanging ? height * 0.52 - ((b.y0 + b.y1) / 2) * scale : height * 0.86 - b.y1 * scale };
}

/** One scale and position for every frame of a turn, so the object does not grow and shrink. */
export function fitSpin(solids: Solid[], pitch: number, width: number, height: number): Fit {
  let x = 0, y0 = Infinity, y1 = -Infinity;
  for (let yaw = 0; yaw < 360; yaw += 15) {
    const b = bounds(project(solids, { yaw, pitch, light: [0, 1, 0] }));
    x = Math.max(x, -b.x0, b.x1);
    y0 = Math.min(y0, b.y0);
    y1 = Math.max(y1, b.y1);
  }
  const scale = Math.min((width * 0.82) / (2 * x), (height * 0.74) / (y1 - y0));
  return { scale, ox: width / 2, oy: height * 0.88 - y1 * scale };
}

function footprint(solids: Solid[]): number {
  let r = 0;
  for (const s of solids) for (const face of s.faces) for (const [x, y, z] of face.pts) if (y < 40) r = Math.max(r, Math.hypot(x, z));
  return r || 30;
}

function room(still: Still, width: number, height: number, horizon: number): string {
  return [
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${still.wall[0]}"/><stop offset="1" stop-color="${still.wall[1]}"/></linearGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${still.floor[0]}"/><stop offset="1" stop-color="${still.floor[1]}"/></linearGradient>`,
    `<linearGradient id="window" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.38"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`,
    `<radialGradient id="shadow"><stop offset="0" stop-color="#2a1d12" stop-opacity="0.32"/><stop offset="0.6" stop-color="#2a1d12" stop-opacity="0.14"/><stop offset="1" stop-color="#2a1d12" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${f(horizon)}" fill="url(#wall)"/>`,
    `<rect y="${f(horizon)}" width="${width}" height="${f(height - horizon)}" fill="url(#floor)"/>`,
    `<rect y="${f(horizon - 10)}" width="${width}" height="10" fill="${shade(still.wall[1], 0.93)}"/>`,
    `<polygon points="${f(width * (still.light[0] < 0 ? 0.05 : 0.62))},0 ${f(width * (still.light[0] < 0 ? 0.3 : 0.9))},0 ${f(width * (still.light[0] < 0 ? 0.45 : 0.75))},${f(horizon)} ${f(width * (still.light[0] < 0 ? 0.18 : 0.48))},${f(horizon)}" fill="url(#window)"/>`,
  ].join("");
}

/** A soft floor shadow: an ellipse filled with a radial gradient that fades to nothing. */
function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#shadow)"/>`;
}

function polygons(polys: Polygon[], fit: Fit, palette: Record<string, string>, tint: string, tintAmount: number): string {
  return polys
    .map((p) => {
      const base = palette[p.mat] ?? "#888888";
      const fill = lightUp(base, p.shade, tint, tintAmount);
      const pts = p.pts.map(([x, y]) => `${f(fit.ox + x * fit.scale)},${f(fit.oy + y * fit.scale)}`).join(" ");
      return `<polygon points="${pts}" fill="${fill}" stroke="${shade(fill, 0.86)}" stroke-width="0.8" stroke-linejoin="round"/>`;
    })
    .join("");
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** One of the three still views of a model. */
export function stillSvg(model: ModelScene, viewIndex: number, width: number, height: number): string {
  const still = stills[viewIndex % stills.length];
  const polys = project(model.solids, still);
  const fit = fitStill(polys, still, width, height, !!model.hanging);
  const horizon = still.zoom > 1 ? height * 0.78 : height * 0.68;
  let floorShadow = "";
  if (!model.hanging) {
    const rx = footprint(model.solids) * fit.scale * 1.08;
    floorShadow = shadow(fit.ox, fit.oy, rx, rx * Math.sin((still.pitch * Math.PI) / 180) * 1.1 + 8);
  }
  return svg(width, height, room(still, width, height, horizon) + floorShadow + polygons(polys, fit, model.palette, still.tint, still.tintAmount));
}

/** One frame of a 360° turn; `fit` comes from fitSpin so every frame shares it. */
export function spinFrameSvg(model: ModelScene, yaw: number, fit: Fit, width: number, height: number): string {
  const still: Still = { ...stills[0], yaw, pitch: 16, light: [-0.45, 0.8, 0.6], wall: ["#f4efe8", "#e9e1d6"], floor: ["#ddd3c6", "#cfc3b4"] };
  const polys = project(model.solids, still);
  const rx = footprint(model.solids) * fit.scale * 1.08;
  const plain = { ...still, light: [0, 1, 0.2] as Vec3 };
  return svg(width, height, room(plain, width, height, height * 0.7) + shadow(fit.ox, fit.oy, rx, rx * 0.3 + 8) + polygons(polys, fit, model.palette, still.tint, still.tintAmount));
}
