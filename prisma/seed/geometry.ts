// A tiny 3D engine for product pictures: furniture is built from convex solids (boxes and
// frustums, in centimetres; y is up, the front faces +z), turned and tilted towards an orthographic
// camera, lit by a studio light, and drawn back to front as flat-shaded SVG polygons.

export type Vec3 = [number, number, number];
export type Point = [number, number];

export interface Face {
  pts: Vec3[];
  normal: Vec3;
}

export interface Solid {
  /** A palette entry ("fabric", "wood", …) that the scene turns into a colour. */
  mat: string;
  faces: Face[];
  centre: Vec3;
  /** Added to the depth when sorting: nudges a small part in front of the one it sits on. */
  bias: number;
}

function solid(mat: string, faces: Face[], bias: number): Solid {
  const all = faces.flatMap((f) => f.pts);
  const centre: Vec3 = [0, 1, 2].map((i) => all.reduce((s, p) => s + p[i], 0) / all.length) as Vec3;
  return { mat, faces, centre, bias };
}

/** An axis-aligned box between two corners. */
export function box(mat: string, x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, bias = 0): Solid {
  const p = (x: number, y: number, z: number): Vec3 => [x, y, z];
  return solid(
    mat,
    [
      { pts: [p(x0, y0, z1), p(x1, y0, z1), p(x1, y1, z1), p(x0, y1, z1)], normal: [0, 0, 1] },
      { pts: [p(x1, y0, z0), p(x0, y0, z0), p(x0, y1, z0), p(x1, y1, z0)], normal: [0, 0, -1] },
      { pts: [p(x1, y0, z1), p(x1, y0, z0), p(x1, y1, z0), p(x1, y1, z1)], normal: [1, 0, 0] },
      { pts: [p(x0, y0, z0), p(x0, y0, z1), p(x0, y1, z1), p(x0, y1, z0)], normal: [-1, 0, 0] },
      { pts: [p(x0, y1, z1), p(x1, y1, z1), p(x1, y1, z0), p(x0, y1, z0)], normal: [0, 1, 0] },
      { pts: [p(x0, y0, z0), p(x1, y0, z0), p(x1, y0, z1), p(x0, y0, z1)], normal: [0, -1, 0] },
    ],
    bias,
  );
}

/** A box given by its centre on the floor plan, size and vertical extent. */
export function block(mat: string, cx: number, cz: number, w: number, d: number, y0: number, y1: number, bias = 0): Solid {
  return box(mat, cx - w / 2, cx + w / 2, y0, y1, cz - d / 2, cz + d / 2, bias);
}

/** A vertical frustum (a cylinder when r0 = r1, a cone-like shade when they differ). */
export function frustum(mat: string, cx: number, cz: number, y0: number, y1: number, r0: number, r1: number, sides = 20, bias = 0): Solid {
  const ring = (y: number, r: number): Vec3[] =>
    Array.from({ length: sides }, (_, i) => {
      const a = ((i + 0.5) / sides) * Math.PI * 2;
      return [cx + Math.cos(a) * r, y, cz + Math.sin(a) * r];
    });
  const bottom = ring(y0, r0);
  const top = ring(y1, r1);
  const slope = (r0 - r1) / Math.max(1e-6, y1 - y0);
  const faces: Face[] = [];
  for (let i = 0; i < sides; i++) {
    const j = (i + 1) % sides;
    const a = ((i + 1) / sides) * Math.PI * 2;
    const len = Math.hypot(1, slope);
    faces.push({ pts: [bottom[i], bottom[j], top[j], top[i]], normal: [Math.cos(a) / len, slope / len, Math.sin(a) / len] });
  }
  if (r1 > 0.01) faces.push({ pts: top.slice().reverse(), normal: [0, 1, 0] });
  if (r0 > 0.01) faces.push({ pts: bottom, normal: [0, -1, 0] });
  return solid(mat, faces, bias);
}

/** A turned shape (vase, lamp base, pouffe): frustums stacked along a profile of [y, radius] points. */
export function lathe(mat: string, cx: number, cz: number, profile: [number, number][], sides = 20): Solid[] {
  const out: Solid[] = [];
  for (let i = 0; i + 1 < profile.length; i++) {
    const [y0, r0] = profile[i];
    const [y1, r1] = profile[i + 1];
    out.push(frustum(mat, cx, cz, y0, y1, r0, r1, sides, i * 0.01));
  }
  return out;
}

/** Turns solids about the vertical axis by `degrees` and moves them by (dx, dz), and up by dy. */
export function place(solids: Solid[], degrees: number, dx = 0, dz = 0, dy = 0): Solid[] {
  const a = (degrees * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const turn = ([x, y, z]: Vec3, move: boolean): Vec3 => [x * c + z * s + (move ? dx : 0), y + (move ? dy : 0), -x * s + z * c + (move ? dz : 0)];
  return solids.map((sd) => ({
    ...sd,
    faces: sd.faces.map((f) => ({ pts: f.pts.map((p) => turn(p, true)), normal: turn(f.normal, false) })),
    centre: turn(sd.centre, true),
  }));
}

export interface View {
  /** Turn of the object, degrees (0 = front, positive = its right side comes into view). */
  yaw: number;
  /** Camera elevation, degrees. */
  pitch: number;
  /** Light direction in camera space (x right, y up, z towards the camera). */
  light: Vec3;
}

export interface Polygon {
  pts: Point[];
  mat: string;
  /** 0..1.2: how brightly the face is lit. */
  shade: number;
}

function normalise(v: Vec3): Vec3 {
  const l = Math.hypot(...v) || 1;
  return [v[0] / l, v[1] / l, v[2] / l];
}

interface Placed {
  solid: Solid;
  depth: number;
  lo: Vec3;
  hi: Vec3;
  screen: { x0: number; x1: number; y0: number; y1: number };
}

/**
 * True when `a` must be drawn before `b`: their boxes are apart along an axis and `a` lies on the
 * far side (seen along `towards`, the direction to the camera). Overlapping boxes fall back to depth.
 */
function drawnBefore(a: Placed, b: Placed, towards: Vec3): boolean {
  const eps = 0.01;
  let best = -1;
  let answer = false;
  for (let k = 0; k < 3; k++) {
    const weight = Math.abs(towards[k]);
    if (weight < 1e-3 || weight <= best) continue;
    if (a.hi[k] <= b.lo[k] + eps) { best = weight; answer = towards[k] > 0; }
    else if (b.hi[k] <= a.lo[k] + eps) { best = weight; answer = towards[k] < 0; }
  }
  return best >= 0 ? answer : a.depth < b.depth;
}

/** Projects solids to 2D polygons (unscaled, y down), back to front, without hidden faces. */
export function project(solids: Solid[], view: View): Polygon[] {
  const yaw = (-view.yaw * Math.PI) / 180;
  const pitch = (view.pitch * Math.PI) / 180;
  const cy = Math.cos(yaw), sy = Math.sin(yaw), cp = Math.cos(pitch), sp = Math.sin(pitch);
  const toCamera = ([x, y, z]: Vec3): Vec3 => {
    const x1 = x * cy + z * sy;
    const z1 = -x * sy + z * cy;
    return [x1, y * cp - z1 * sp, y * sp + z1 * cp];
  };
  const towards: Vec3 = [-sy * cp, sp, cy * cp];
  const light = normalise(view.light);
  const placed: Placed[] = solids.map((solid) => {
    const lo: Vec3 = [Infinity, Infinity, Infinity];
    const hi: Vec3 = [-Infinity, -Infinity, -Infinity];
    const screen = { x0: Infinity, x1: -Infinity, y0: Infinity, y1: -Infinity };
    for (const face of solid.faces) {
      for (const p of face.pts) {
        for (let k = 0; k < 3; k++) { lo[k] = Math.min(lo[k], p[k]); hi[k] = Math.max(hi[k], p[k]); }
        const q = toCamera(p);
        screen.x0 = Math.min(screen.x0, q[0]); screen.x1 = Math.max(screen.x1, q[0]);
        screen.y0 = Math.min(screen.y0, q[1]); screen.y1 = Math.max(screen.y1, q[1]);
      }
    }
    return { solid, depth: toCamera(solid.centre)[2] + solid.bias, lo, hi, screen };
  });
  // Back-to-front order: a topological sort of "must be drawn before" between solids that overlap
  // on screen, picking the deepest ready solid first (and breaking any cycle the same way).
  const n = placed.length;
  const after: number[][] = placed.map(() => []);
  const pending = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = placed[i].screen, b = placed[j].screen;
      if (a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0) continue;
      if (drawnBefore(placed[i], placed[j], towards)) { after[i].push(j); pending[j]++; }
      else { after[j].push(i); pending[i]++; }
    }
  }
  const done = new Array<boolean>(n).fill(false);
  const order: Placed[] = [];
  for (let step = 0; step < n; step++) {
    let pickIndex = -1;
    for (let i = 0; i < n; i++) {
      if (done[i]) continue;
      if (pickIndex < 0) { pickIndex = i; continue; }
      const readyI = pending[i] === 0, readyP = pending[pickIndex] === 0;
      if ((readyI && !readyP) || (readyI === readyP && placed[i].depth < placed[pickIndex].depth)) pickIndex = i;
    }
    done[pickIndex] = true;
    order.push(placed[pickIndex]);
    for (const j of after[pickIndex]) pending[j]--;
  }
  const out: Polygon[] = [];
  for (const { solid } of order) {
    for (const face of solid.faces) {
      const n3 = toCamera(face.normal);
      if (n3[2] <= 1e-4) continue;
      const lit = Math.max(0, n3[0] * light[0] + n3[1] * light[1] + n3[2] * light[2]);
      const pts = face.pts.map((p) => {
        const q = toCamera(p);
        return [q[0], -q[1]] as Point;
      });
      out.push({ pts, mat: solid.mat, shade: 0.52 + 0.6 * lit });
    }
  }
  return out;
}

/** The 2D bounds of projected polygons. */
export function bounds(polys: Polygon[]): { x0: number; x1: number; y0: number; y1: number } {
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
  for (const p of polys) {
    for (const [x, y] of p.pts) {
      x0 = Math.min(x0, x); x1 = Math.max(x1, x);
      y0 = Math.min(y0, y); y1 = Math.max(y1, y);
    }
  }
  return { x0, x1, y0, y1 };
}
