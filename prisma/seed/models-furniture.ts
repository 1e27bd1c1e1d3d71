// Tables, cabinets, shelves and beds built from boxes (centimetres). "main" is the finish of the
// carcass or top, "leg" the legs, "front" drawer and door fronts, "metal" the handles.
import { block, box, frustum, place, type Solid } from "./geometry.ts";
import { diningChair, type Size } from "./models-seating.ts";

export type LegStyle = "square" | "tapered" | "trestle";

export function table({ w, d, h }: Size, style: LegStyle = "square", shelf = false): Solid[] {
  const x0 = -w / 2, x1 = w / 2, z0 = -d / 2, z1 = d / 2;
  const top = Math.min(5, h * 0.08);
  const out: Solid[] = [];
  if (style === "trestle") {
    for (const x of [x0 + 12, x1 - 18]) out.push(box("leg", x, x + 6, 0, h - top, z0 + 8, z1 - 8));
    out.push(box("leg", x0 + 18, x1 - 18, h * 0.25, h * 0.25 + 6, -3, 3));
  } else {
    const t = style === "tapered" ? 4 : 6;
    for (const [x, z] of [[x0 + 6, z0 + 6], [x1 - 6, z0 + 6], [x0 + 6, z1 - 6], [x1 - 6, z1 - 6]]) out.push(block("leg", x, z, t, t, 0, h - top));
    out.push(box("leg", x0 + 4, x1 - 4, h - top - 8, h - top, z0 + 4, z1 - 4, -0.2));
  }
  if (shelf) out.push(box("main", x0 + 5, x1 - 5, h * 0.22, h * 0.22 + 2.5, z0 + 5, z1 - 5, 0.1));
  out.push(box("main", x0, x1, h - top, h, z0, z1, 0.4));
  return out;
}

export function roundTable({ w, h }: Size): Solid[] {
  const r = w / 2;
  return [
    frustum("leg", 0, 0, 0, 3, r * 0.55, r * 0.5, 24),
    frustum("leg", 0, 0, 3, h - 3, 4, 5, 12),
    frustum("main", 0, 0, h - 3, h, r, r, 28, 0.4),
  ];
}

export type Cell = "drawer" | "door" | "open" | "glass";

/** A carcass with rows of fronts, bottom row first: each row is [height fraction, cells…]. */
export function cabinet({ w, d, h }: Size, rows: [number, ...Cell[]][], legH = 10): Solid[] {
  const x0 = -w / 2, x1 = w / 2, z0 = -d / 2, z1 = d / 2;
  const out: Solid[] = [];
  if (legH > 0) for (const [x, z] of [[x0 + 5, z0 + 5], [x1 - 5, z0 + 5], [x0 + 5, z1 - 5], [x1 - 5, z1 - 5]]) out.push(block("leg", x, z, 4, 4, 0, legH));
  else out.push(box("leg", x0 + 3, x1 - 3, 0, 6, z0 + 3, z1 - 3));
  const base = legH > 0 ? legH : 6;
  out.push(box("main", x0, x1, base, h, z0, z1));
  const inner = h - base - 4;
  let y = base + 2;
  for (const [fraction, ...cells] of rows) {
    const rh = inner * fraction;
    const cw = (w - 4) / cells.length;
    cells.forEach((cell, i) => {
      const a = x0 + 2 + i * cw + 0.6;
      const b = a + cw - 1.2;
      const ya = y + 0.6, yb = y + rh - 0.6;
      const mat = cell === "open" ? "void" : cell === "glass" ? "glass" : "front";
      out.push(box(mat, a, b, ya, yb, z1, z1 + (cell === "open" ? 0.2 : 1.5), 1));
      if (cell === "drawer") out.push(box("metal", (a + b) / 2 - 6, (a + b) / 2 + 6, (ya + yb) / 2 - 1, (ya + yb) / 2 + 1.5, z1 + 1.5, z1 + 3, 2));
      if (cell === "door" || cell === "glass") {
        const hx = i % 2 === 0 && cells.length > 1 ? b - 4 : a + 4;
        out.push(box("metal", hx - 1, hx + 1, (ya + yb) / 2 - 8, (ya + yb) / 2 + 8, z1 + 1.5, z1 + 3, 2));
      }
    });
    y += rh;
  }
  return out;
}

/** Open shelves with books and a few objects on them. */
export function bookshelf({ w, d, h }: Size, shelves: number, bookColours: string[]): Solid[] {
  const x0 = -w / 2, x1 = w / 2, z0 = -d / 2, z1 = d / 2;
  const out: Solid[] = [box("main", x0, x1, 0, h, z0, z0 + 1.5)];
  const gap = (h - 8) / shelves;
  for (let i = 0; i <= shelves; i++) out.push(box("main", x0, x1, 4 + i * gap - 2, 4 + i * gap + 1, z0, z1, 0.2 + i * 0.01));
  for (let s = 0; s < shelves; s++) {
    const y = 4 + s * gap + 1;
    let x = x0 + 5 + ((s * 7) % 11);
    let k = s * 3;
    while (x < x1 - 12) {
      const bw = 2.5 + ((k * 5) % 4);
      const bh = gap * (0.55 + ((k * 7) % 5) * 0.06);
      if ((k + s) % 9 === 4) x += 14;
      else out.push(box(`book${k % bookColours.length}`, x, x + bw, y, y + bh, z0 + 3, z1 - 4, 0.3));
      x += bw + 0.4;
      k++;
    }
  }
  out.push(box("main", x0, x0 + 2, 0, h, z0, z1, 0.6), box("main", x1 - 2, x1, 0, h, z0, z1, 0.6));
  return out;
}

export function bed({ w, d, h }: Size, storage: boolean): Solid[] {
  const x0 = -w / 2, x1 = w / 2, z0 = -d / 2, z1 = d / 2;
  const frameTop = 34;
  const out: Solid[] = [];
  if (!storage) for (const [x, z] of [[x0 + 5, z0 + 10], [x1 - 5, z0 + 10], [x0 + 5, z1 - 5], [x1 - 5, z1 - 5]]) out.push(block("leg", x, z, 6, 6, 0, 14));
  out.push(box("main", x0, x1, storage ? 2 : 14, frameTop, z0 + 7, z1));
  if (storage) for (const z of [0, z1 / 2]) out.push(box("front", x1, x1 + 1.2, 8, frameTop - 6, z - 24, z + 24, 1));
  out.push(box("linen", x0 + 3, x1 - 3, frameTop, frameTop + 22, z0 + 8, z1 - 3, 0.5));
  out.push(box("main", x0, x1, 0, h, z0, z0 + 7, -0.5));
  const panels = w > 120 ? 5 : 3;
  for (let i = 0; i < panels; i++) {
    const a = x0 + 6 + (i * (w - 12)) / panels;
    out.push(box("front", a + 0.8, a + (w - 12) / panels - 0.8, frameTop + 14, h - 8, z0 + 7, z0 + 9.5, 0.1));
  }
  const pillows = w > 120 ? 2 : 1;
  for (let i = 0; i < pillows; i++) {
    const pw = (w - 20) / pillows;
    const a = x0 + 10 + i * pw;
    out.push(box("pillow", a + 2, a + pw - 2, frameTop + 22, frameTop + 36, z0 + 12, z0 + 45, 1));
  }
  out.push(box("throw", x0 + 1, x1 - 1, frameTop + 6, frameTop + 24, z1 - 55, z1 - 1, 1.2));
  return out;
}

/** A dining table with its chairs pulled up (4, 6 or 8 seats). */
export function diningSet(size: Size, seats: number): Solid[] {
  const { w, d } = size;
  const out: Solid[] = table({ w, d, h: 76 }, "square");
  const perSide = seats === 4 ? 2 : seats === 6 ? 2 : 3;
  const chair = diningChair({ w: 44, d: 46, h: 90 });
  for (let i = 0; i < perSide; i++) {
    const x = -w / 2 + ((i + 0.5) * w) / perSide;
    out.push(...place(chair, 180, x, -d / 2 - 8), ...place(chair, 0, x, d / 2 + 8));
  }
  if (seats >= 6) out.push(...place(chair, 90, w / 2 + 10, 0), ...place(chair, -90, -w / 2 - 10, 0));
  return out;
}

export function desk({ w, d, h }: Size, hutch: boolean): Solid[] {
  const x0 = -w / 2, x1 = w / 2, z0 = -d / 2, z1 = d / 2;
  const out: Solid[] = [];
  for (const [x, z] of [[x0 + 4, z0 + 4], [x0 + 4, z1 - 4]]) out.push(block("leg", x, z, 5, 5, 0, h - 3));
  out.push(...place(cabinet({ w: 42, d: d - 6, h: h - 3 }, [[0.34, "drawer"], [0.33, "drawer"], [0.33, "drawer"]], 6), 0, x1 - 23, -2));
  out.push(box("main", x0, x1, h - 3, h, z0, z1, 0.5));
  if (hutch) {
    out.push(box("main", x0 + 2, x1 - 2, h, h + 40, z0, z0 + 2, 0.1));
    out.push(box("main", x0 + 2, x1 - 2, h + 24, h + 26, z0, z0 + 24, 0.6));
    for (const x of [x0 + 2, x1 - 4]) out.push(box("main", x, x + 2, h, h + 40, z0, z0 + 24, 0.7));
  }
  return out;
}

export function dressingTable({ w, d, h }: Size): Solid[] {
  const out = cabinet({ w, d, h: 76 }, [[1, "drawer", "door"]], 12);
  out.push(box("main", -w / 2 + 10, w / 2 - 10, 76, h, -d / 2, -d / 2 + 3, -0.5));
  out.push(box("mirror", -w / 2 + 14, w / 2 - 14, 80, h - 4, -d / 2 + 3, -d / 2 + 3.6, 0.2));
  return out;
}
