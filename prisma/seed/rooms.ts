// Room scenes for banners, collections, the gallery, brochure covers and the home video: several
// pieces of furniture arranged together and drawn with the same engine as the product pictures.
import { box, place, type Solid } from "./geometry.ts";
import { colourHex, hexOf, shade } from "./colours.ts";
import * as seating from "./models-seating.ts";
import * as furniture from "./models-furniture.ts";
import * as decor from "./models-decor.ts";
import { stillSvg, stills, type ModelScene } from "./scene.ts";

export type RoomKind = "living" | "dining" | "bedroom" | "study" | "verandah" | "handloom" | "reading" | "workshop";

export interface RoomLook {
  kind: RoomKind;
  colour: string;
  finish: string;
  accent: string;
}

/** A flatwoven durrie as stripes of very thin boxes lying on the floor. */
function durrie(w: number, d: number, colours: string[], dz = 0): Solid[] {
  const out: Solid[] = [];
  const bands = 11;
  for (let i = 0; i < bands; i++) {
    const z0 = -d / 2 + (i * d) / bands;
    out.push(box(`rug${i % colours.length}`, -w / 2, w / 2, 0, 0.6, z0 + dz, z0 + d / bands + dz, -5));
  }
  return out;
}

function solidsFor(kind: RoomKind): Solid[] {
  switch (kind) {
    case "living":
      return [
        ...durrie(260, 180, ["a", "b", "c"], 20),
        ...seating.sofa({ w: 220, d: 92, h: 84, seats: 3 }),
        ...place(furniture.table({ w: 110, d: 60, h: 42 }, "square", true), 0, 0, 120),
        ...place(decor.floorLamp({ w: 45, d: 45, h: 160 }, 0), 0, 150, -20),
        ...place(decor.planter({ w: 40, d: 40, h: 40 }, 0), 0, -150, -10),
      ];
    case "dining":
      return [
        ...furniture.diningSet({ w: 180, d: 90, h: 76 }, 6),
        ...place(furniture.cabinet({ w: 160, d: 44, h: 82 }, [[0.62, "door", "open", "door"], [0.38, "drawer", "drawer", "drawer"]], 14), 0, 0, -150),
        ...place(decor.vase({ w: 20, d: 20, h: 34 }, 1), 0, 40, -150, 82),
      ];
    case "bedroom":
      return [
        ...furniture.bed({ w: 180, d: 210, h: 110 }, false),
        ...place(furniture.cabinet({ w: 46, d: 40, h: 56 }, [[0.5, "open"], [0.5, "drawer"]], 14), 0, -125, -75),
        ...place(furniture.cabinet({ w: 46, d: 40, h: 56 }, [[0.5, "open"], [0.5, "drawer"]], 14), 0, 125, -75),
      ];
    case "study":
      return [
        ...furniture.desk({ w: 120, d: 60, h: 76 }, true),
        ...place(seating.officeChair({ w: 62, d: 60, h: 112 }), 180, -10, 70),
        ...place(furniture.bookshelf({ w: 90, d: 32, h: 180 }, 5, ["a", "b", "c", "d", "e", "f"]), 0, 130, -10),
      ];
    case "verandah":
      return [
        ...durrie(200, 150, ["a", "b", "c"]),
        ...seating.swing({ w: 130, d: 60, h: 190 }, true),
        ...place(decor.planter({ w: 46, d: 46, h: 46 }, 0), 0, -120, 40),
        ...place(decor.planter({ w: 34, d: 34, h: 30 }, 1), 0, 115, 50),
      ];
    case "handloom":
      return [
        ...durrie(240, 170, ["a", "b", "c"]),
        ...place(seating.ottoman({ w: 48, d: 48, h: 40 }), 0, -40, 10),
        ...place(seating.ottoman({ w: 42, d: 42, h: 36 }), 0, 40, 40),
        ...place(decor.planter({ w: 40, d: 40, h: 42 }, 1), 0, 105, -50),
      ];
    case "reading":
      return [
        ...durrie(180, 140, ["a", "b", "c"]),
        ...place(seating.armchair({ w: 82, d: 82, h: 90 }), 25, -20, 0),
        ...place(furniture.roundTable({ w: 46, d: 46, h: 54 }), 0, 60, 10),
        ...place(decor.floorLamp({ w: 45, d: 45, h: 160 }, 1), 0, -80, -40),
      ];
    case "workshop":
      return [
        ...furniture.table({ w: 200, d: 80, h: 88 }, "trestle", true),
        ...place(seating.rockingChair({ w: 66, d: 92, h: 100 }), 30, -60, 120),
        ...place(furniture.cabinet({ w: 90, d: 45, h: 110 }, [[0.25, "drawer", "drawer"], [0.25, "drawer", "drawer"], [0.25, "drawer", "drawer"], [0.25, "drawer", "drawer"]], 10), -20, 150, -40),
      ];
  }
}

export function roomScene(look: RoomLook): ModelScene {
  const colour = hexOf(look.colour);
  const wood = hexOf(look.finish);
  const accent = hexOf(look.accent);
  return {
    solids: solidsFor(look.kind),
    palette: {
      main: look.kind === "living" || look.kind === "reading" || look.kind === "handloom" ? colour : wood,
      cushion: look.kind === "verandah" ? accent : shade(colour, 1.08),
      leg: wood,
      front: shade(wood, 0.93),
      metal: colourHex.Brass,
      void: shade(wood, 0.32),
      glass: "#cfe0e6",
      mirror: "#cfdde2",
      linen: colourHex.Cream,
      pillow: colourHex.White,
      throw: accent,
      shade: colourHex.Ivory,
      leaf: "#4f6b45",
      soil: "#3a2a1e",
      cord: "#2a2a2a",
      rug0: accent,
      rug1: colourHex.Cream,
      rug2: colour,
      book0: "#8e2f2f", book1: "#2f5443", book2: "#c9962b", book3: "#27324a", book4: "#e8e0cf", book5: "#5e3a4f",
    },
  };
}

/** A room picture; `view` picks one of the product views (angle and light), 0–2. */
export function roomSvg(look: RoomLook, view: number, width: number, height: number): string {
  return stillSvg(roomScene(look), view % stills.length, width, height);
}
