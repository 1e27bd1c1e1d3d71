// Flat pictures for products that are mostly surface: rugs and durries, cushions, throws, curtains,
// mirrors, wall art, and the design-consultation service. Plain SVG, three views each.
import { mix, shade } from "./colours.ts";

export interface FlatColours {
  main: string;
  second: string;
  accent: string;
  ground: string;
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

function frame(width: number, height: number, wallTop: string, wallBottom: string, body: string, floorAt = 0.72, floor = "#c9b194"): string {
  const horizon = height * floorAt;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient>` +
    `<linearGradient id="fl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}"/><stop offset="1" stop-color="${shade(floor, 0.88)}"/></linearGradient>` +
    `<radialGradient id="sh"><stop offset="0" stop-color="#2a1d12" stop-opacity="0.3"/><stop offset="1" stop-color="#2a1d12" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.05"/><stop offset="1" stop-color="#fff" stop-opacity="0.25"/></linearGradient></defs>` +
    `<rect width="${width}" height="${f(horizon)}" fill="url(#w)"/><rect y="${f(horizon)}" width="${width}" height="${f(height - horizon)}" fill="url(#fl)"/>` +
    body +
    `</svg>`
  );
}

/** A rug's face in its own units (w × h): a striped durrie, a kilim of diamonds or a bordered field. */
function rugFace(c: FlatColours, style: number, w: number, h: number): string {
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="${c.ground}"/>`];
  if (style % 3 === 0) {
    const bands = [c.main, c.ground, c.second, c.ground, c.accent, c.ground, c.main];
    let y = h * 0.08;
    for (let i = 0; y < h * 0.92; i++) {
      const bh = h * (i % 3 === 0 ? 0.07 : 0.035);
      parts.push(`<rect y="${f(y)}" width="${w}" height="${f(bh)}" fill="${bands[i % bands.length]}"/>`);
      y += bh + h * 0.025;
    }
  } else if (style % 3 === 1) {
    const size = w / 5;
    for (let row = 0; row * size * 0.9 < h + size; row++) {
      for (let col = -1; col < 6; col++) {
        const cx = col * size + (row % 2 ? size / 2 : 0), cy = row * size * 0.9;
        const fill = [c.main, c.second, c.accent][(row + col + 3) % 3];
        parts.push(`<polygon points="${f(cx)},${f(cy - size * 0.42)} ${f(cx + size * 0.42)},${f(cy)} ${f(cx)},${f(cy + size * 0.42)} ${f(cx - size * 0.42)},${f(cy)}" fill="${fill}"/>`);
        parts.push(`<polygon points="${f(cx)},${f(cy - size * 0.16)} ${f(cx + size * 0.16)},${f(cy)} ${f(cx)},${f(cy + size * 0.16)} ${f(cx - size * 0.16)},${f(cy)}" fill="${c.ground}"/>`);
      }
    }
  } else {
    const b = w * 0.09;
    parts.push(`<rect x="${f(b * 0.4)}" y="${f(b * 0.4)}" width="${f(w - b * 0.8)}" height="${f(h - b * 0.8)}" fill="${c.second}"/>`);
    parts.push(`<rect x="${f(b)}" y="${f(b)}" width="${f(w - 2 * b)}" height="${f(h - 2 * b)}" fill="${c.main}"/>`);
    for (const s of [0.34, 0.22, 0.11]) {
      const fill = s === 0.22 ? c.accent : s === 0.11 ? c.ground : c.second;
      parts.push(`<polygon points="${f(w / 2)},${f(h / 2 - h * s)} ${f(w / 2 + w * s)},${f(h / 2)} ${f(w / 2)},${f(h / 2 + h * s)} ${f(w / 2 - w * s)},${f(h / 2)}" fill="${fill}"/>`);
    }
  }
  for (let x = 2; x < w; x += w / 40) {
    parts.push(`<line x1="${f(x)}" y1="0" x2="${f(x)}" y2="${f(-h * 0.035)}" stroke="${c.ground}" stroke-width="${f(w / 150)}"/>`);
    parts.push(`<line x1="${f(x)}" y1="${h}" x2="${f(x)}" y2="${f(h * 1.035)}" stroke="${c.ground}" stroke-width="${f(w / 150)}"/>`);
  }
  return parts.join("");
}

export function rugSvg(c: FlatColours, style: number, view: number, width: number, height: number, aspect: number): string {
  const w = 500, h = 500 * aspect;
  const face = rugFace(c, style, w, h);
  if (view === 0) {
    const s = (height * 1.45) / h;
    return frame(width, height, "#efe7dc", "#e2d6c6", `<ellipse cx="${width / 2}" cy="${f(height * 0.78)}" rx="${f(width * 0.42)}" ry="${f(height * 0.14)}" fill="url(#sh)"/><g transform="translate(${width / 2} ${f(height * 0.77)}) scale(1 0.42) rotate(45) scale(${f(s)}) translate(${-w / 2} ${f(-h / 2)})">${face}</g>`, 0.45);
  }
  if (view === 1) {
    const s = (height * 0.8) / h;
    return frame(width, height, "#d9cbb8", "#d9cbb8", `<g transform="translate(${width / 2} ${height / 2}) rotate(-4) scale(${f(s)}) translate(${-w / 2} ${f(-h / 2)})">${face}</g>`, 0, "#b9a284");
  }
  return frame(width, height, "#d9cbb8", "#d9cbb8", `<g transform="translate(${f(width * 0.12)} ${f(height * 0.18)}) rotate(6) scale(${f((width * 2.2) / w)})">${face}</g>`, 0, "#b9a284");
}

function cushionFace(c: FlatColours, style: number, size: number): string {
  const parts = [`<rect width="${size}" height="${size}" rx="${f(size * 0.12)}" fill="${c.main}" stroke="${shade(c.main, 0.8)}" stroke-width="${f(size * 0.015)}"/>`];
  if (style % 3 === 0) {
    for (let y = size * 0.2; y < size * 0.85; y += size * 0.2) {
      for (let x = size * 0.2; x < size * 0.85; x += size * 0.2) {
        for (let k = 0; k < 6; k++) {
          const a = (k / 6) * Math.PI * 2;
          parts.push(`<circle cx="${f(x + Math.cos(a) * size * 0.035)}" cy="${f(y + Math.sin(a) * size * 0.035)}" r="${f(size * 0.025)}" fill="${c.accent}"/>`);
        }
        parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 0.02)}" fill="${c.second}"/>`);
      }
    }
  } else if (style % 3 === 1) {
    for (let i = 0; i < 7; i++) {
      const y = size * (0.12 + i * 0.12);
      const pts = Array.from({ length: 9 }, (_, k) => `${f(size * (0.06 + k * 0.11))},${f(y + (k % 2 ? size * 0.05 : -size * 0.05))}`).join(" ");
      parts.push(`<polyline points="${pts}" fill="none" stroke="${i % 2 ? c.accent : c.second}" stroke-width="${f(size * 0.03)}" stroke-linejoin="round"/>`);
    }
  } else {
    parts.push(`<rect x="${f(size * 0.1)}" y="${f(size * 0.38)}" width="${f(size * 0.8)}" height="${f(size * 0.24)}" fill="${c.second}"/>`);
    for (let x = size * 0.15; x < size * 0.86; x += size * 0.1) parts.push(`<rect x="${f(x)}" y="${f(size * 0.44)}" width="${f(size * 0.05)}" height="${f(size * 0.12)}" fill="${c.accent}"/>`);
  }
  parts.push(`<rect width="${size}" height="${size}" rx="${f(size * 0.12)}" fill="url(#gloss)" opacity="0.35"/>`);
  return parts.join("");
}

export function cushionSvg(c: FlatColours, style: number, view: number, width: number, height: number): string {
  const size = 450;
  const face = cushionFace(c, style, size);
  const sofa = `<rect x="0" y="${f(height * 0.6)}" width="${width}" height="${f(height * 0.4)}" fill="${c.ground}"/><rect x="0" y="${f(height * 0.6)}" width="${width}" height="${f(height * 0.05)}" fill="${shade(c.ground, 0.9)}"/>`;
  if (view === 0) return frame(width, height, "#efe7dc", "#e2d6c6", `${sofa}<g transform="translate(${width / 2} ${f(height * 0.52)}) rotate(-7) scale(0.82) translate(${-size / 2} ${-size / 2})">${face}</g>`);
  if (view === 1) {
    return frame(width, height, "#e6e8df", "#d6d9cd", `${sofa}<g transform="translate(${f(width * 0.38)} ${f(height * 0.5)}) rotate(-10) scale(0.85) translate(${-size / 2} ${-size / 2})">${face}</g><g transform="translate(${f(width * 0.62)} ${f(height * 0.55)}) rotate(8) scale(0.85) translate(${-size / 2} ${-size / 2})">${face}</g>`);
  }
  return frame(width, height, c.main, c.main, `<g transform="translate(${f(-width * 0.2)} ${f(-height * 0.35)}) scale(2.6)">${face}</g>`);
}

export function throwSvg(c: FlatColours, style: number, view: number, width: number, height: number): string {
  const layers = [0, 1, 2].map((i) => {
    const y = height * (0.42 + i * 0.09), x = width * (0.22 - i * 0.02);
    const stripes = Array.from({ length: 6 }, (_, k) => `<rect x="${f(x + width * (0.06 + k * 0.09))}" y="${f(y)}" width="${f(width * 0.025)}" height="${f(height * 0.08)}" fill="${k % 2 ? c.accent : c.second}"/>`).join("");
    return `<rect x="${f(x)}" y="${f(y)}" width="${f(width * 0.6)}" height="${f(height * 0.08)}" rx="8" fill="${shade(c.main, 1 - i * 0.06)}"/>${style % 2 ? stripes : ""}`;
  });
  const fringe = Array.from({ length: 30 }, (_, k) => `<line x1="${f(width * 0.8 + (k % 3) * 2)}" y1="${f(height * (0.43 + k * 0.009))}" x2="${f(width * 0.84)}" y2="${f(height * (0.435 + k * 0.009))}" stroke="${c.main}" stroke-width="3"/>`).join("");
  const body = `<ellipse cx="${width / 2}" cy="${f(height * 0.72)}" rx="${f(width * 0.36)}" ry="${f(height * 0.05)}" fill="url(#sh)"/>${layers.join("")}${fringe}`;
  if (view === 2) return frame(width, height, "#efe7dc", "#e2d6c6", `<g transform="translate(${f(width / 2 - 2.6 * width * 0.7)} ${f(height / 2 - 2.6 * height * 0.52)}) scale(2.6)">${body}</g>`, 0.6);
  return frame(width, height, view ? "#e6e8df" : "#efe7dc", view ? "#d6d9cd" : "#e2d6c6", view ? `<g transform="translate(${width} 0) scale(-1 1)">${body}</g>` : body);
}

export function curtainSvg(c: FlatColours, style: number, view: number, width: number, height: number): string {
  const window = `<rect x="${f(width * 0.3)}" y="${f(height * 0.14)}" width="${f(width * 0.4)}" height="${f(height * 0.6)}" fill="#dfe9ee"/><rect x="${f(width * 0.495)}" y="${f(height * 0.14)}" width="${f(width * 0.01)}" height="${f(height * 0.6)}" fill="#f4f1ea"/>`;
  const open = view === 1 ? 0.14 : 0.24;
  const panel = (x0: number, dir: number) => {
    const folds = Array.from({ length: 8 }, (_, k) => `<rect x="${f(x0 + (dir * k * width * open) / 8 - (dir < 0 ? width * open / 8 : 0))}" y="${f(height * 0.1)}" width="${f((width * open) / 8)}" height="${f(height * 0.82)}" fill="${shade(c.main, k % 2 ? 0.82 : 1.04)}"/>`).join("");
    return folds + (style % 2 ? `<rect x="${f(dir > 0 ? x0 : x0 - width * open)}" y="${f(height * 0.84)}" width="${f(width * open)}" height="${f(height * 0.04)}" fill="${c.accent}" opacity="0.85"/>` : "");
  };
  const body = `${window}<rect x="${f(width * 0.12)}" y="${f(height * 0.085)}" width="${f(width * 0.76)}" height="8" rx="4" fill="#6b5a48"/>${panel(width * 0.14, 1)}${panel(width * 0.86, -1)}`;
  if (view === 2) return frame(width, height, c.main, c.main, `<g transform="translate(${f(-width * 0.35)} ${f(-height * 0.5)}) scale(2.4)">${body}</g>`);
  return frame(width, height, "#ece4d8", "#e0d4c4", body, 0.92);
}

export function mirrorSvg(c: FlatColours, style: number, view: number, width: number, height: number): string {
  const cx = width / 2, cy = height * 0.42, r = height * 0.3;
  const shape = style % 2 === 0
    ? (pad: number) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r + pad)}"`
    : (pad: number) => `<path d="M${f(cx - r * 0.7 - pad)},${f(cy + r + pad)} V${f(cy - r * 0.2)} A${f(r * 0.7 + pad)},${f(r * 0.7 + pad)} 0 0 1 ${f(cx + r * 0.7 + pad)},${f(cy - r * 0.2)} V${f(cy + r + pad)} Z"`;
  const body = `<ellipse cx="${f(cx + 10)}" cy="${f(cy + 14)}" rx="${f(r * 0.9)}" ry="${f(r)}" fill="url(#sh)"/>${shape(18)} fill="${c.main}"/>${shape(6)} fill="${shade(c.main, 0.8)}"/>${shape(0)} fill="#cfdde2"/>${shape(0)} fill="url(#gloss)"/><rect x="${f(width * 0.28)}" y="${f(height * 0.78)}" width="${f(width * 0.44)}" height="${f(height * 0.05)}" fill="${c.second}"/>`;
  if (view === 2) return frame(width, height, "#efe7dc", "#e2d6c6", `<g transform="translate(${f(-cx * 0.9)} ${f(-cy * 0.6)}) scale(1.9)">${body}</g>`);
  return frame(width, height, view ? "#e6e8df" : "#f1e9de", view ? "#d6d9cd" : "#e3d6c5", body, 0.84);
}

export function wallArtSvg(c: FlatColours, style: number, view: number, width: number, height: number): string {
  const w = width * 0.42, h = height * 0.5, x = (width - w) / 2, y = height * 0.14;
  const art = style % 3 === 0
    ? `<circle cx="${f(x + w * 0.62)}" cy="${f(y + h * 0.36)}" r="${f(w * 0.16)}" fill="${c.accent}"/><path d="M${f(x)},${f(y + h * 0.75)} Q${f(x + w * 0.3)},${f(y + h * 0.45)} ${f(x + w * 0.55)},${f(y + h * 0.7)} T${f(x + w)},${f(y + h * 0.6)} V${f(y + h)} H${f(x)} Z" fill="${c.main}"/>`
    : style % 3 === 1
      ? [0, 1, 2].map((i) => `<path d="M${f(x + w * (0.15 + i * 0.25))},${f(y + h * 0.85)} V${f(y + h * 0.45)} A${f(w * 0.1)},${f(w * 0.1)} 0 0 1 ${f(x + w * (0.35 + i * 0.25))},${f(y + h * 0.45)} V${f(y + h * 0.85)} Z" fill="${[c.main, c.accent, c.second][i]}"/>`).join("")
      : `<rect x="${f(x + w * 0.12)}" y="${f(y + h * 0.15)}" width="${f(w * 0.45)}" height="${f(h * 0.55)}" fill="${c.main}"/><circle cx="${f(x + w * 0.62)}" cy="${f(y + h * 0.6)}" r="${f(w * 0.22)}" fill="${c.accent}" opacity="0.9"/><rect x="${f(x + w * 0.5)}" y="${f(y + h * 0.2)}" width="${f(w * 0.06)}" height="${f(h * 0.65)}" fill="${c.second}"/>`;
  const body = `<rect x="${f(x - 16)}" y="${f(y - 16)}" width="${f(w + 32)}" height="${f(h + 32)}" fill="${shade(c.second, 0.55)}"/><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${mix(c.ground, "#ffffff", 0.3)}"/>${art}<rect x="${f(width * 0.2)}" y="${f(height * 0.76)}" width="${f(width * 0.6)}" height="${f(height * 0.08)}" fill="${shade(c.second, 0.7)}"/>`;
  if (view === 1) return frame(width, height, "#e6e8df", "#d6d9cd", `<g transform="translate(${f(width * 0.1)} 0) skewY(-4)">${body}</g>`, 0.9);
  if (view === 2) return frame(width, height, "#efe7dc", "#e2d6c6", `<g transform="translate(${f(-width * 0.55)} ${f(-height * 0.2)}) scale(2.1)">${body}</g>`);
  return frame(width, height, "#f1e9de", "#e3d6c5", body, 0.9);
}

/** The consultation "product": a floor plan, a swatch board and a mood board. */
export function consultationSvg(c: FlatColours, view: number, width: number, height: number): string {
  const paper = `<rect x="${f(width * 0.12)}" y="${f(height * 0.1)}" width="${f(width * 0.76)}" height="${f(height * 0.8)}" fill="#fbf8f1" stroke="#d8cfbf" stroke-width="2"/>`;
  if (view === 0) {
    const wall = (x: number, y: number, w: number, h: number) => `<rect x="${f(width * x)}" y="${f(height * y)}" width="${f(width * w)}" height="${f(height * h)}" fill="none" stroke="#3d3d40" stroke-width="7"/>`;
    const item = (x: number, y: number, w: number, h: number, fill: string) => `<rect x="${f(width * x)}" y="${f(height * y)}" width="${f(width * w)}" height="${f(height * h)}" rx="6" fill="${fill}" opacity="0.85"/>`;
    return frame(width, height, "#d9cbb8", "#d9cbb8", paper + wall(0.2, 0.18, 0.36, 0.38) + wall(0.56, 0.18, 0.24, 0.38) + wall(0.2, 0.56, 0.6, 0.26) + item(0.24, 0.22, 0.22, 0.08, c.main) + item(0.3, 0.36, 0.12, 0.08, c.second) + item(0.6, 0.24, 0.16, 0.2, c.accent) + item(0.28, 0.62, 0.3, 0.1, c.main) + `<line x1="${f(width * 0.2)}" y1="${f(height * 0.86)}" x2="${f(width * 0.8)}" y2="${f(height * 0.86)}" stroke="#9a8f80" stroke-width="2" stroke-dasharray="8 6"/>`, 0);
  }
  const tiles = [c.main, c.second, c.accent, "#9a6a3e", "#e8e0cf", "#6b4a32", shade(c.main, 0.7), "#8f9f7f", "#b45f3e"];
  const board = tiles.map((fill, i) => `<rect x="${f(width * (0.18 + (i % 3) * 0.22))}" y="${f(height * (0.16 + Math.floor(i / 3) * 0.24))}" width="${f(width * 0.18)}" height="${f(height * 0.2)}" rx="${view === 1 ? 4 : 40}" fill="${fill}"/>`).join("");
  return frame(width, height, "#e6e0d6", "#e6e0d6", paper + board, 0);
}
