// What a product picture shows: its model (3D solids with a palette) or a flat drawing, in the
// product's own colour, finish and size. Used for the three stills and the 360° frames.
import { place, type Solid } from "./geometry.ts";
import { colourHex, hexOf, mix, shade } from "./colours.ts";
import { consultationSvg, curtainSvg, cushionSvg, mirrorSvg, rugSvg, throwSvg, wallArtSvg, type FlatColours } from "./flats.ts";
import * as seating from "./models-seating.ts";
import * as furniture from "./models-furniture.ts";
import * as decor from "./models-decor.ts";
import type { Picture } from "./products.ts";
import { stillSvg, type ModelScene } from "./scene.ts";

const books = ["#8e2f2f", "#2f5443", "#c9962b", "#27324a", "#e8e0cf", "#5e3a4f"];

function palette(p: Picture, upholstered: boolean): Record<string, string> {
  const wood = hexOf(p.finish || "Walnut");
  const colour = p.colour ? hexOf(p.colour) : wood;
  const main = upholstered ? colour : wood;
  const out: Record<string, string> = {
    main,
    cushion: upholstered ? shade(colour, 1.08) : colour,
    leg: upholstered ? wood : shade(wood, 0.86),
    front: shade(main, 0.93),
    metal: colourHex.Brass,
    void: shade(wood, 0.32),
    glass: mix(wood, "#cfe0e6", 0.72),
    mirror: "#cfdde2",
    linen: colourHex.Cream,
    pillow: colourHex.White,
    throw: hexOf(p.accent),
    shade: colourHex.Ivory,
    leaf: "#4f6b45",
    soil: "#3a2a1e",
    cord: "#2a2a2a",
  };
  books.forEach((b, i) => {
    out[`book${i}`] = b;
  });
  return out;
}

/** The 3D scene of a picture, or undefined for products drawn flat. */
export function modelScene(p: Picture): ModelScene | undefined {
  const size = { w: p.w, d: p.d, h: p.h };
  const m = p.model;
  const up = (solids: Solid[], hanging = false): ModelScene => ({ solids, palette: palette(p, true), hanging });
  const wood = (solids: Solid[]): ModelScene => ({ solids, palette: palette(p, false) });
  switch (m.kind) {
    case "sofa":
      return up(seating.sofa({ ...size, seats: m.seats, chaise: m.chaise ? 75 : undefined, backCushions: m.backCushions }));
    case "armchair":
      return up(seating.armchair(size));
    case "ottoman":
      return up(seating.ottoman(size));
    case "officeChair":
      return { ...up(seating.officeChair(size)), palette: { ...palette(p, true), metal: colourHex["Matte black"], leg: colourHex["Matte black"] } };
    case "diningChair":
      return up(seating.diningChair(size, m.upholsteredBack));
    case "rocking":
      return wood(seating.rockingChair(size));
    case "gardenChair":
      return wood(seating.gardenChair(size));
    case "barStool":
      return { ...wood(seating.barStool(size)), palette: { ...palette(p, false), leg: p.finish === "Black" ? colourHex.Black : shade(hexOf(p.finish), 0.86) } };
    case "bench":
      return wood(seating.bench(size));
    case "swing":
      return wood(seating.swing(size, m.framed));
    case "balconySet": {
      const chair = seating.gardenChair({ w: 60, d: 66, h: 84 });
      return wood([...furniture.roundTable({ w: 60, d: 60, h: 55 }), ...place(chair, 40, -62, -6), ...place(chair, -40, 62, -6)]);
    }
    case "table":
      return wood(furniture.table(size, m.leg, m.shelf));
    case "roundTable":
      return wood(furniture.roundTable(size));
    case "console":
      return wood(furniture.cabinet(size, [[1, "drawer", "drawer"]], size.h - 18));
    case "cabinet":
      return wood(furniture.cabinet(size, m.rows, m.legH));
    case "bookshelf":
      return wood(furniture.bookshelf(size, m.shelves, books));
    case "bed":
      return wood(furniture.bed(size, m.storage));
    case "linen": {
      const scene = wood(furniture.bed({ w: 180, d: 210, h: 105 }, false));
      const sheet = hexOf(p.colour);
      return { ...scene, palette: { ...scene.palette, main: colourHex.Walnut, front: shade(colourHex.Walnut, 0.93), leg: colourHex.Walnut, linen: sheet, pillow: mix(sheet, "#ffffff", 0.55), throw: hexOf(p.accent) } };
    }
    case "diningSet":
      return wood(furniture.diningSet(size, m.seats));
    case "desk":
      return wood(furniture.desk(size, m.hutch));
    case "dressing":
      return wood(furniture.dressingTable(size));
    case "floorLamp":
    case "tableLamp":
    case "pendant":
    case "vase":
    case "planter": {
      const build = { floorLamp: decor.floorLamp, tableLamp: decor.tableLamp, pendant: decor.pendant, vase: decor.vase, planter: decor.planter }[m.kind];
      const metal = p.finish ? hexOf(p.finish) : colourHex.Brass;
      const body = m.kind === "pendant" || m.kind === "floorLamp" ? metal : hexOf(p.colour || "Ivory");
      const lampShade = m.kind === "floorLamp" && p.colour ? hexOf(p.colour) : colourHex.Ivory;
      return { solids: build(size, p.style), palette: { ...palette(p, true), main: body, metal, shade: lampShade }, hanging: m.kind === "pendant" };
    }
    default:
      return undefined;
  }
}

function flatColours(p: Picture): FlatColours {
  const main = hexOf(p.colour || "Indigo");
  const accent = hexOf(p.accent === p.colour ? "Ochre" : p.accent);
  return { main, second: accent, accent: mix(main, "#efe6d2", 0.45), ground: colourHex.Cream };
}

/** The SVG of still `view` (0, 1 or 2) of a product picture. */
export function pictureSvg(p: Picture, view: number, width: number, height: number): string {
  const scene = modelScene(p);
  if (scene) return stillSvg(scene, view, width, height);
  const c = flatColours(p);
  switch (p.model.kind) {
    case "rug":
      return rugSvg(c, p.style, view, width, height, p.d / p.w);
    case "cushion":
      return cushionSvg(c, p.style, view, width, height);
    case "throw":
      return throwSvg(c, p.style, view, width, height);
    case "curtain":
      return curtainSvg(c, p.style, view, width, height);
    case "mirror":
      return mirrorSvg({ ...c, main: hexOf(p.finish || "Brass") }, p.style, view, width, height);
    case "wallArt":
      return wallArtSvg({ ...c, second: hexOf(p.finish || "Walnut") }, p.style, view, width, height);
    default:
      return consultationSvg(c, view, width, height);
  }
}
