// Named colours of the catalogue (variant colours, wood finishes) and small colour helpers.

export const colourHex: Record<string, string> = {
  // upholstery and textiles
  Indigo: "#2f3f6b",
  Mustard: "#c9962b",
  Sage: "#8f9f7f",
  Terracotta: "#b45f3e",
  Charcoal: "#3d3d40",
  Ivory: "#e8e0cf",
  Beige: "#cdb99a",
  "Bottle green": "#2f5443",
  Rust: "#9c4a2a",
  "Dusty pink": "#c99590",
  Teal: "#2e6f73",
  Grey: "#8a8a88",
  Navy: "#27324a",
  Ochre: "#b8862f",
  Olive: "#6b6b3a",
  Plum: "#5e3a4f",
  Cream: "#efe6d2",
  Sand: "#d8c3a0",
  Slate: "#5b6570",
  Madder: "#8e2f2f",
  // wood finishes
  Walnut: "#6b4a32",
  Teak: "#9a6a3e",
  Honey: "#b8874e",
  Natural: "#c9a676",
  Espresso: "#3f2c22",
  "White wash": "#ddd2c2",
  Mahogany: "#6e3526",
  "Provincial teak": "#8a5a34",
  Black: "#2b2a29",
  // metals and others
  Brass: "#b8924a",
  "Matte black": "#2a2a2a",
  Copper: "#b06c45",
  White: "#f1eee8",
  Green: "#4f6b45",
};

export function hexOf(colour: string): string {
  const hex = colourHex[colour];
  if (!hex) throw new Error(`Unknown colour "${colour}"`);
  return hex;
}

export function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(c: [number, number, number]): string {
  return `#${c.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0")).join("")}`;
}

/** Multiplies a colour by `factor` (a light level), keeping it in range. */
export function shade(hex: string, factor: number): string {
  const [r, g, b] = rgb(hex);
  return toHex([r * factor, g * factor, b * factor]);
}

/** Mixes two colours: t = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  return toHex([0, 1, 2].map((i) => ca[i] + (cb[i] - ca[i]) * t) as [number, number, number]);
}

/** Tints a lit colour towards a light's colour (warm or cool light). */
export function lightUp(hex: string, level: number, tint: string, tintAmount: number): string {
  return mix(shade(hex, level), tint, tintAmount);
}
