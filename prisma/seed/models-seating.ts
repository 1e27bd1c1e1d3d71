// Seating built from boxes and frustums (centimetres): sofas, chairs, stools, benches, swings.
// Materials: "main" is the variant colour (upholstery or finish), "leg" the wood or metal of the
// legs, "cushion" the seat cushions, "metal" fittings.
import { block, box, frustum, lathe, place, type Solid } from "./geometry.ts";

export interface Size {
  w: number;
  d: number;
  h: number;
}

function legs(x0: number, x1: number, z0: number, z1: number, height: number, thick = 4, inset = 6, mat = "leg"): Solid[] {
  return [
    [x0 + inset, z0 + inset],
    [x1 - inset, z0 + inset],
    [x0 + inset, z1 - inset],
    [x1 - inset, z1 - inset],
  ].map(([x, z]) => block(mat, x, z, thick, thick, 0, height));
}

export interface SofaOptions extends Size {
  seats: number;
  armLeft?: boolean;
  armRight?: boolean;
  chaise?: number;
  backCushions?: boolean;
  legH?: number;
}

export function sofa(o: SofaOptions): Solid[] {
  const { w, d, h, seats, legH = 14 } = o;
  const armW = o.w < 110 ? 14 : 17;
  const seatTop = 45;
  const baseTop = seatTop - 13;
  const backT = 20;
  const armTop = seatTop + 17;
  const x0 = -w / 2, x1 = w / 2, z0 = -d / 2, z1 = d / 2;
  const left = o.armLeft !== false ? armW : 0;
  const right = o.armRight !== false ? armW : 0;
  const out: Solid[] = [...legs(x0, x1, z0, z1, legH)];
  // Parts touch but never overlap, so the painter's order between them is exact.
  out.push(box("main", x0 + left, x1 - right, legH, baseTop, z0 + backT, z1));
  out.push(box("main", x0, x1, legH, h, z0, z0 + backT));
  if (left) out.push(box("main", x0, x0 + armW, legH, armTop, z0 + backT, z1));
  if (right) out.push(box("main", x1 - armW, x1, legH, armTop, z0 + backT, o.chaise ? z1 + o.chaise : z1));
  const inner = w - left - right;
  const cw = inner / seats;
  for (let i = 0; i < seats; i++) {
    const a = x0 + left + i * cw + 0.7;
    const b = x0 + left + (i + 1) * cw - 0.7;
    out.push(box("cushion", a, b, baseTop, seatTop, z0 + backT + 15, z1 - 1));
    if (o.backCushions !== false) out.push(box("cushion", a + 1, b - 1, baseTop, h - 3, z0 + backT, z0 + backT + 15));
  }
  if (o.chaise) {
    const cx0 = x1 - right - cw;
    out.push(...legs(cx0, x1, z1 - 10, z1 + o.chaise, legH));
    out.push(box("main", cx0, x1 - right, legH, baseTop, z1, z1 + o.chaise));
    out.push(box("cushion", cx0 + 0.7, x1 - right - 0.7, baseTop, seatTop, z1, z1 + o.chaise - 1));
  }
  return out;
}

export function armchair(o: Size): Solid[] {
  return sofa({ ...o, seats: 1, legH: 16 });
}

/** A wooden rocking chair: slatted back, arms, and two curved rockers made of short segments. */
export function rockingChair({ w, d, h }: Size): Solid[] {
  const x0 = -w / 2, x1 = w / 2, z0 = -d / 2 + 8, z1 = d / 2 - 8;
  const seatY = 42;
  const out: Solid[] = [];
  for (const x of [x0 + 3, x1 - 3]) {
    for (let i = 0; i < 7; i++) {
      const za = -d / 2 + (i * d) / 7;
      const zb = -d / 2 + ((i + 1) * d) / 7;
      const mid = (za + zb) / 2 / (d / 2);
      const y = 6 * mid * mid;
      out.push(box("leg", x - 2, x + 2, y, y + 4, za, zb));
    }
    for (const z of [z0 + 3, z1 - 3]) out.push(block("leg", x, z, 4, 4, 4, seatY));
    out.push(block("leg", x, z1 - 3, 4, 4, seatY, seatY + 22, 0.4));
    out.push(box("leg", x - 3, x + 3, seatY + 22, seatY + 25, z0, z1 + 3, 0.5));
  }
  out.push(box("main", x0 + 1, x1 - 1, seatY - 3, seatY, z0, z1, 0.2));
  out.push(box("cushion", x0 + 5, x1 - 5, seatY, seatY + 6, z0 + 2, z1 - 2, 0.6));
  for (const x of [x0 + 3, x1 - 3]) out.push(block("leg", x, z0 + 1, 4, 4, seatY, h));
  out.push(box("leg", x0 + 1, x1 - 1, h - 8, h, z0 - 1, z0 + 3));
  const slats = 5;
  for (let i = 0; i < slats; i++) {
    const x = x0 + 10 + (i * (w - 20)) / (slats - 1);
    out.push(block("main", x, z0 + 1, 4, 2, seatY + 2, h - 8, -0.2));
  }
  return out;
}

export function ottoman({ w, h }: Size): Solid[] {
  const r = w / 2;
  return [
    ...lathe("main", 0, 0, [[0, r * 0.9], [4, r], [h - 5, r], [h - 1, r * 0.94]], 24),
    frustum("cushion", 0, 0, h - 1, h, r * 0.94, r * 0.8, 24, 0.5),
  ];
}

export function diningChair({ w, d, h }: Size, upholsteredBack = true): Solid[] {
  const x0 = -w / 2, x1 = w / 2, z0 = -d / 2, z1 = d / 2;
  const seatY = 46;
  const out: Solid[] = [...legs(x0, x1, z0, z1, seatY - 5, 4, 3)];
  out.push(box("leg", x0 + 2, x1 - 2, seatY - 8, seatY - 4, z0 + 2, z1 - 2));
  out.push(box("main", x0, x1, seatY - 4, seatY, z0, z1, 0.3));
  for (const x of [x0 + 3, x1 - 3]) out.push(block("leg", x, z0 + 3, 4, 4, seatY, h, 0.1));
  if (upholsteredBack) out.push(box("main", x0 + 5, x1 - 5, seatY + 14, h - 2, z0 + 1, z0 + 5, 0.2));
  else {
    out.push(box("leg", x0 + 1, x1 - 1, h - 9, h - 1, z0 + 1, z0 + 5, 0.2));
    for (let i = 0; i < 3; i++) out.push(block("leg", -10 + i * 10, z0 + 3, 3, 2, seatY + 2, h - 9, 0.1));
  }
  return out;
}

export function bench({ w, d, h }: Size): Solid[] {
  const x0 = -w / 2, x1 = w / 2;
  return [
    box("leg", x0 + 8, x0 + 13, 0, h - 5, -d / 2 + 3, d / 2 - 3),
    box("leg", x1 - 13, x1 - 8, 0, h - 5, -d / 2 + 3, d / 2 - 3),
    box("leg", x0 + 13, x1 - 13, 12, 16, -3, 3),
    box("main", x0, x1, h - 5, h, -d / 2, d / 2, 0.5),
  ];
}

export function barStool({ h }: Size): Solid[] {
  const out: Solid[] = [];
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI * 2 + Math.PI / 4;
    out.push(block("leg", Math.cos(a) * 15, Math.sin(a) * 15, 3, 3, 0, h - 4));
  }
  out.push(block("metal", 0, 11.5, 21, 2, 26, 28.5), block("metal", 0, -11.5, 21, 2, 26, 28.5));
  out.push(block("metal", 11.5, 0, 2, 21, 26, 28.5), block("metal", -11.5, 0, 2, 21, 26, 28.5));
  out.push(frustum("main", 0, 0, h - 4, h, 19, 20, 24, 0.5));
  return out;
}

export function officeChair({ w, d, h }: Size): Solid[] {
  const out: Solid[] = [];
  for (let i = 0; i < 5; i++) {
    out.push(...place([box("metal", -2.5, 2.5, 4, 8, 2, 32), block("metal", 0, 30, 4, 4, 0, 4)], i * 72));
  }
  out.push(frustum("metal", 0, 0, 8, 42, 3, 2.5, 12));
  out.push(box("main", -w / 2 + 4, w / 2 - 4, 42, 50, -d / 2 + 6, d / 2 - 2, 0.5));
  out.push(box("metal", -3, 3, 44, 60, -d / 2 + 2, -d / 2 + 6));
  out.push(box("main", -w / 2 + 6, w / 2 - 6, 56, h, -d / 2 + 1, -d / 2 + 6, 0.3));
  for (const x of [-w / 2 + 2, w / 2 - 2]) {
    out.push(block("metal", x, 2, 3, 3, 48, 64), box("leg", x - 3, x + 3, 64, 67, -8, 14, 0.4));
  }
  return out;
}

export function gardenChair({ w, d, h }: Size): Solid[] {
  const x0 = -w / 2, x1 = w / 2, z0 = -d / 2, z1 = d / 2;
  const seatY = 40;
  const out: Solid[] = [...legs(x0, x1, z0, z1, seatY - 3, 5, 3, "main")];
  for (let i = 0; i < 5; i++) {
    const za = z0 + 4 + (i * (d - 8)) / 5;
    out.push(box("main", x0 + 5, x1 - 5, seatY - 3, seatY, za, za + (d - 8) / 5 - 1.5, 0.2));
  }
  for (let i = 0; i < 6; i++) {
    const x = x0 + 9 + (i * (w - 18)) / 5;
    out.push(block("main", x, z0 + 4, 6, 2.5, seatY, h - (i === 0 || i === 5 ? 6 : 0)));
  }
  for (const x of [x0 + 3, x1 - 3]) {
    out.push(block("main", x, z1 - 4, 5, 5, seatY - 3, seatY + 22, 0.3), box("main", x - 5, x + 5, seatY + 22, seatY + 25, z0 + 2, z1, 0.5));
  }
  out.push(box("cushion", x0 + 6, x1 - 6, seatY, seatY + 5, z0 + 7, z1 - 3, 0.6));
  return out;
}

/** A jhoola: a carved plank seat hung on four chains from a frame (or from the ceiling). */
export function swing({ w, d, h }: Size, framed: boolean): Solid[] {
  const seatY = 48;
  const x0 = -w / 2 + 8, x1 = w / 2 - 8, z0 = -d / 2 + 12, z1 = d / 2 - 12;
  const out: Solid[] = [];
  out.push(box("main", x0, x1, seatY - 5, seatY, z0, z1, 0.2));
  out.push(box("main", x0, x1, seatY, seatY + 34, z0, z0 + 4));
  for (const x of [x0, x1 - 4]) out.push(box("main", x, x + 4, seatY, seatY + 22, z0 + 4, z1, 0.4));
  out.push(box("cushion", x0 + 5, x1 - 5, seatY, seatY + 6, z0 + 4, z1 - 2, 0.5));
  const top = framed ? h - 8 : h + 60;
  for (const x of [x0 + 2, x1 - 2]) for (const z of [z0 + 2, z1 - 2]) out.push(block("metal", x, z, 1.4, 1.4, seatY, top, -0.3));
  if (framed) {
    for (const x of [-w / 2, w / 2]) {
      out.push(block("leg", x, 0, 8, 8, 0, h), box("leg", x - 4, x + 4, 0, 6, -d / 2, d / 2));
    }
    out.push(box("leg", -w / 2 - 4, w / 2 + 4, h - 8, h, -4, 4, 0.6));
  }
  return out;
}
