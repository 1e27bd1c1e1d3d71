// Product families: one per leaf category. A family says what its products are (noun, class,
// materials, colours, sizes, prices in INR incl. GST, dimensions in cm) and how to draw them.
// products.ts turns each family into standalone products and parents with 2–4 variants.
import type { AttributeCode, ClassSlug, OptionCode } from "./catalogue.data.ts";
import type { Cell } from "./models-furniture.ts";

export type Model =
  | { kind: "sofa"; seats: number; chaise?: boolean; backCushions?: boolean }
  | { kind: "armchair" | "rocking" | "ottoman" | "officeChair" | "gardenChair" | "barStool" | "bench" | "balconySet" | "dressing" | "console" }
  | { kind: "diningChair"; upholsteredBack: boolean }
  | { kind: "table"; leg: "square" | "tapered" | "trestle"; shelf: boolean }
  | { kind: "roundTable" }
  | { kind: "cabinet"; rows: [number, ...Cell[]][]; legH: number }
  | { kind: "bookshelf"; shelves: number }
  | { kind: "bed"; storage: boolean }
  | { kind: "diningSet"; seats: number }
  | { kind: "desk"; hutch: boolean }
  | { kind: "swing"; framed: boolean }
  | { kind: "floorLamp" | "tableLamp" | "pendant" | "vase" | "planter" | "rug" | "cushion" | "throw" | "curtain" | "mirror" | "wallArt" }
  | { kind: "linen" }
  | { kind: "consultation" };

export type Group =
  | "sofa" | "chair" | "pouffe" | "table" | "storage" | "bed" | "dining" | "desk" | "outdoor" | "planter"
  | "lamp" | "mirror" | "art" | "vase" | "rug" | "cushion" | "throw" | "curtain" | "linen" | "consultation";

export type Range = [number, number];

export interface Family {
  /** Three or four letters for stock-keeping units: VL-SOF-0001. */
  code: string;
  /** Categories of the family's products (a size family maps each size to its own leaf). */
  category: string;
  sizeCategories?: Record<string, string>;
  cls: ClassSlug;
  noun: string;
  group: Group;
  model: Model | Model[];
  /** How many designs, and how many of them are parents with variants. */
  count: number;
  parents: number;
  /** What the variants of a parent differ in. */
  varies: "colour" | "finish" | "size";
  /** Sizes for size variants, with a price factor each. */
  sizes?: { label: string; factor: number; w: number; d: number }[];
  materials: string[];
  colours?: string[];
  finishes?: string[];
  price: Range;
  dims: { w: Range; d: Range; h: Range };
  weight: Range;
  seats?: number;
  assembly: boolean;
  warranty: number;
  care: string;
  options: OptionCode[];
  /** Extra attribute values for every product of the family. */
  extra?: Partial<Record<AttributeCode, string | number | boolean>>;
}

export const upholstery = ["Indigo", "Mustard", "Sage", "Terracotta", "Charcoal", "Ivory", "Beige", "Bottle green", "Rust", "Dusty pink", "Teal", "Grey", "Navy", "Olive", "Plum"];
export const woodFinishes = ["Walnut", "Teak", "Honey", "Natural", "Espresso", "Provincial teak", "Mahogany", "White wash"];
export const textiles = ["Indigo", "Madder", "Ochre", "Sage", "Terracotta", "Navy", "Rust", "Olive", "Teal", "Slate", "Dusty pink", "Charcoal"];

const woodCare = "Dust with a soft dry cloth; wipe spills at once; keep out of direct sun.";
const fabricCare = "Vacuum weekly; blot spills; professional dry clean only.";
const sofaOptions: OptionCode[] = ["fabric_swatch_code", "preferred_delivery_slot"];
const bigOptions: OptionCode[] = ["preferred_delivery_slot"];
const textileOptions: OptionCode[] = ["monogram_initials", "gift_message"];
const decorOptions: OptionCode[] = ["gift_message"];

const sofa = { cls: "seating" as const, group: "sofa" as const, varies: "colour" as const, colours: upholstery, finishes: ["Walnut", "Teak", "Espresso", "Natural"], assembly: false, warranty: 5, care: fabricCare, options: sofaOptions };
const woodPiece = { varies: "finish" as const, finishes: woodFinishes, warranty: 3, care: woodCare, options: bigOptions };

export const families: Family[] = [
  { ...sofa, code: "SF3", category: "3-seater-sofas", noun: "3-Seater Sofa", model: [{ kind: "sofa", seats: 3 }, { kind: "sofa", seats: 3, backCushions: false }], count: 6, parents: 2, materials: ["Velvet", "Cotton linen", "Bouclé", "Chenille"], price: [42999, 189000], dims: { w: [198, 232], d: [86, 98], h: [78, 90] }, weight: [52, 78], seats: 3 },
  { ...sofa, code: "SF2", category: "2-seater-sofas", noun: "2-Seater Sofa", model: { kind: "sofa", seats: 2 }, count: 4, parents: 1, materials: ["Velvet", "Cotton linen", "Chenille"], price: [28999, 74999], dims: { w: [140, 168], d: [82, 92], h: [76, 88] }, weight: [36, 52], seats: 2 },
  { ...sofa, code: "SFL", category: "sectional-sofas", noun: "L-Shaped Sectional Sofa", model: { kind: "sofa", seats: 3, chaise: true }, count: 3, parents: 1, materials: ["Chenille", "Velvet", "Cotton linen"], price: [84999, 189000], dims: { w: [250, 290], d: [88, 96], h: [80, 88] }, weight: [88, 120], seats: 5 },
  { ...sofa, code: "SCB", category: "sofa-cum-beds", noun: "Sofa Cum Bed", model: { kind: "sofa", seats: 2, backCushions: false }, count: 3, parents: 1, materials: ["Cotton linen", "Chenille"], price: [32999, 58999], dims: { w: [170, 196], d: [84, 92], h: [74, 82] }, weight: [48, 64], seats: 3 },
  { ...sofa, code: "ARM", category: "armchairs", noun: "Armchair", model: { kind: "armchair" }, count: 5, parents: 2, materials: ["Velvet", "Bouclé", "Cotton linen", "Chenille"], price: [16999, 42999], dims: { w: [74, 88], d: [76, 86], h: [80, 94] }, weight: [18, 28], seats: 1 },
  { ...woodPiece, code: "RCK", category: "rocking-chairs", cls: "seating", group: "chair", noun: "Rocking Chair", model: { kind: "rocking" }, count: 3, parents: 1, materials: ["Sheesham wood", "Teak wood"], colours: upholstery, price: [18999, 34999], dims: { w: [62, 70], d: [86, 96], h: [96, 106] }, weight: [14, 19], seats: 1, assembly: true },
  { code: "OTT", category: "ottomans-and-pouffes", cls: "seating", group: "pouffe", noun: "Pouffe", model: { kind: "ottoman" }, count: 4, parents: 1, varies: "colour", materials: ["Cotton", "Jute", "Velvet"], colours: textiles, price: [2999, 8999], dims: { w: [40, 52], d: [40, 52], h: [36, 44] }, weight: [3, 6], seats: 1, assembly: false, warranty: 1, care: fabricCare, options: decorOptions },
  { ...woodPiece, code: "CFT", category: "coffee-tables", cls: "furniture", group: "table", noun: "Coffee Table", model: [{ kind: "table", leg: "square", shelf: true }, { kind: "table", leg: "tapered", shelf: false }], count: 5, parents: 1, materials: ["Sheesham wood", "Mango wood", "Acacia wood", "Teak wood"], price: [11999, 38999], dims: { w: [90, 120], d: [55, 65], h: [40, 46] }, weight: [16, 30], assembly: true },
  { ...woodPiece, code: "SDT", category: "side-tables", cls: "furniture", group: "table", noun: "Side Table", model: { kind: "roundTable" }, count: 4, parents: 1, materials: ["Mango wood", "Sheesham wood", "Brass and wood"], price: [4999, 13999], dims: { w: [40, 50], d: [40, 50], h: [50, 58] }, weight: [5, 9], assembly: false },
  { ...woodPiece, code: "CON", category: "console-tables", cls: "furniture", group: "table", noun: "Console Table", model: { kind: "console" }, count: 3, parents: 0, materials: ["Sheesham wood", "Mango wood"], price: [14999, 32999], dims: { w: [110, 140], d: [35, 40], h: [76, 80] }, weight: [18, 26], assembly: true },
  { ...woodPiece, code: "TVU", category: "tv-units", cls: "furniture", group: "storage", noun: "TV Unit", model: [{ kind: "cabinet", rows: [[1, "drawer", "open", "drawer"]], legH: 12 }, { kind: "cabinet", rows: [[1, "door", "open", "open", "door"]], legH: 0 }], count: 4, parents: 1, materials: ["Sheesham wood", "Engineered wood", "Mango wood"], price: [16999, 54999], dims: { w: [150, 200], d: [40, 45], h: [45, 55] }, weight: [28, 52], assembly: true },
  { ...woodPiece, code: "SHR", category: "shoe-racks", cls: "furniture", group: "storage", noun: "Shoe Rack", model: { kind: "cabinet", rows: [[0.6, "door", "door"], [0.4, "drawer", "drawer"]], legH: 8 }, count: 3, parents: 0, materials: ["Engineered wood", "Sheesham wood"], price: [8999, 21999], dims: { w: [80, 110], d: [34, 38], h: [80, 105] }, weight: [18, 30], assembly: true },
  { ...woodPiece, code: "CAB", category: "living-cabinets", cls: "furniture", group: "storage", noun: "Display Cabinet", model: { kind: "cabinet", rows: [[0.4, "door", "door"], [0.6, "glass", "glass"]], legH: 10 }, count: 2, parents: 0, materials: ["Sheesham wood", "Mango wood"], price: [34999, 64999], dims: { w: [90, 110], d: [40, 45], h: [160, 185] }, weight: [48, 70], assembly: true },
  {
    ...woodPiece, code: "BED", category: "king-size-beds", sizeCategories: { King: "king-size-beds", Queen: "queen-size-beds" }, cls: "furniture", group: "bed", noun: "Bed",
    model: [{ kind: "bed", storage: true }, { kind: "bed", storage: false }], count: 6, parents: 3, varies: "size",
    sizes: [{ label: "King", factor: 1, w: 193, d: 210 }, { label: "Queen", factor: 0.88, w: 162, d: 210 }],
    materials: ["Sheesham wood", "Teak wood", "Engineered wood", "Mango wood"], price: [38999, 124999], dims: { w: [162, 193], d: [208, 214], h: [95, 120] }, weight: [70, 120], assembly: true,
  },
  { ...woodPiece, code: "SGB", category: "single-beds", cls: "furniture", group: "bed", noun: "Single Bed", model: { kind: "bed", storage: false }, count: 2, parents: 0, materials: ["Sheesham wood", "Mango wood"], price: [18999, 32999], dims: { w: [96, 100], d: [200, 206], h: [85, 95] }, weight: [32, 45], assembly: true, extra: { bed_size: "Single" } },
  { ...woodPiece, code: "WRD", category: "wardrobes", cls: "furniture", group: "storage", noun: "Wardrobe", model: [{ kind: "cabinet", rows: [[0.22, "drawer", "drawer"], [0.78, "door", "door", "door"]], legH: 0 }, { kind: "cabinet", rows: [[1, "door", "door"]], legH: 10 }], count: 4, parents: 1, materials: ["Sheesham wood", "Engineered wood"], price: [39999, 124999], dims: { w: [100, 180], d: [55, 60], h: [190, 210] }, weight: [70, 140], assembly: true },
  { ...woodPiece, code: "CHD", category: "chests-of-drawers", cls: "furniture", group: "storage", noun: "Chest of Drawers", model: { kind: "cabinet", rows: [[0.25, "drawer", "drawer"], [0.25, "drawer", "drawer"], [0.25, "drawer", "drawer"], [0.25, "drawer", "drawer"]], legH: 10 }, count: 3, parents: 1, materials: ["Sheesham wood", "Mango wood"], price: [21999, 46999], dims: { w: [80, 110], d: [42, 48], h: [95, 115] }, weight: [35, 55], assembly: false },
  { ...woodPiece, code: "BST", category: "bedside-tables", cls: "furniture", group: "storage", noun: "Bedside Table", model: [{ kind: "cabinet", rows: [[0.5, "open"], [0.5, "drawer"]], legH: 14 }, { kind: "cabinet", rows: [[0.5, "drawer"], [0.5, "drawer"]], legH: 10 }], count: 4, parents: 1, materials: ["Sheesham wood", "Mango wood", "Cane and teak"], price: [6999, 16999], dims: { w: [42, 50], d: [38, 42], h: [52, 60] }, weight: [8, 14], assembly: false },
  { ...woodPiece, code: "DRS", category: "dressing-tables", cls: "furniture", group: "storage", noun: "Dressing Table", model: { kind: "dressing" }, count: 3, parents: 0, materials: ["Sheesham wood", "Engineered wood"], price: [17999, 39999], dims: { w: [90, 110], d: [40, 45], h: [140, 160] }, weight: [28, 40], assembly: true },
  { ...woodPiece, code: "DS4", category: "4-seater-dining-sets", cls: "furniture", group: "dining", noun: "4-Seater Dining Set", model: { kind: "diningSet", seats: 4 }, count: 3, parents: 1, materials: ["Sheesham wood", "Mango wood", "Acacia wood"], price: [32999, 64999], dims: { w: [110, 125], d: [75, 80], h: [76, 76] }, weight: [55, 75], seats: 4, assembly: true },
  { ...woodPiece, code: "DS6", category: "6-seater-dining-sets", cls: "furniture", group: "dining", noun: "6-Seater Dining Set", model: { kind: "diningSet", seats: 6 }, count: 4, parents: 1, materials: ["Sheesham wood", "Teak wood", "Mango wood"], price: [54999, 129999], dims: { w: [160, 180], d: [85, 95], h: [76, 76] }, weight: [85, 120], seats: 6, assembly: true },
  { ...woodPiece, code: "DS8", category: "8-seater-dining-sets", cls: "furniture", group: "dining", noun: "8-Seater Dining Set", model: { kind: "diningSet", seats: 8 }, count: 2, parents: 0, materials: ["Sheesham wood", "Teak wood"], price: [99999, 184999], dims: { w: [210, 240], d: [95, 105], h: [76, 76] }, weight: [130, 170], seats: 8, assembly: true },
  { code: "DCH", category: "dining-chairs", cls: "seating", group: "chair", noun: "Dining Chair (Set of 2)", model: [{ kind: "diningChair", upholsteredBack: true }, { kind: "diningChair", upholsteredBack: false }], count: 4, parents: 2, varies: "colour", materials: ["Sheesham wood", "Mango wood", "Teak wood"], colours: upholstery, finishes: ["Walnut", "Teak", "Honey", "Espresso"], price: [9999, 24999], dims: { w: [44, 48], d: [46, 52], h: [86, 94] }, weight: [11, 16], seats: 2, assembly: true, warranty: 3, care: woodCare, options: bigOptions },
  { ...woodPiece, code: "BNC", category: "dining-benches", cls: "seating", group: "dining", noun: "Dining Bench", model: { kind: "bench" }, count: 2, parents: 0, materials: ["Sheesham wood", "Acacia wood"], price: [9999, 19999], dims: { w: [120, 150], d: [35, 40], h: [45, 47] }, weight: [12, 18], seats: 3, assembly: true },
  { ...woodPiece, code: "SBD", category: "sideboards", cls: "furniture", group: "storage", noun: "Sideboard", model: [{ kind: "cabinet", rows: [[0.62, "door", "open", "door"], [0.38, "drawer", "drawer", "drawer"]], legH: 14 }, { kind: "cabinet", rows: [[1, "door", "door", "door", "door"]], legH: 16 }], count: 4, parents: 1, materials: ["Sheesham wood", "Mango wood", "Cane and teak"], price: [27999, 69999], dims: { w: [140, 180], d: [42, 46], h: [78, 86] }, weight: [40, 68], assembly: false },
  { ...woodPiece, code: "CRK", category: "crockery-units", cls: "furniture", group: "storage", noun: "Crockery Unit", model: { kind: "cabinet", rows: [[0.38, "door", "door"], [0.12, "drawer", "drawer"], [0.5, "glass", "glass"]], legH: 8 }, count: 2, parents: 0, materials: ["Sheesham wood", "Teak wood"], price: [44999, 79999], dims: { w: [90, 120], d: [40, 45], h: [175, 190] }, weight: [60, 85], assembly: true },
  { code: "BRS", category: "bar-stools", cls: "seating", group: "chair", noun: "Bar Stool", model: { kind: "barStool" }, count: 3, parents: 1, varies: "finish", materials: ["Mango wood", "Powder-coated steel"], finishes: ["Walnut", "Honey", "Black", "Natural"], price: [4999, 11999], dims: { w: [38, 42], d: [38, 42], h: [65, 76] }, weight: [5, 8], seats: 1, assembly: true, warranty: 1, care: woodCare, options: [] },
  { ...woodPiece, code: "BAR", category: "bar-cabinets", cls: "furniture", group: "storage", noun: "Bar Cabinet", model: { kind: "cabinet", rows: [[0.5, "door", "door"], [0.5, "glass", "open"]], legH: 14 }, count: 2, parents: 0, materials: ["Sheesham wood", "Mango wood"], price: [36999, 58999], dims: { w: [90, 110], d: [42, 46], h: [120, 140] }, weight: [38, 52], assembly: false },
  { ...woodPiece, code: "STT", category: "study-tables", cls: "furniture", group: "desk", noun: "Study Table", model: [{ kind: "desk", hutch: true }, { kind: "desk", hutch: false }], count: 4, parents: 1, materials: ["Sheesham wood", "Engineered wood", "Mango wood"], price: [12999, 34999], dims: { w: [100, 130], d: [55, 60], h: [75, 76] }, weight: [24, 40], assembly: true },
  { ...woodPiece, code: "WDK", category: "writing-desks", cls: "furniture", group: "desk", noun: "Writing Desk", model: { kind: "table", leg: "tapered", shelf: false }, count: 3, parents: 0, materials: ["Teak wood", "Mango wood", "Acacia wood"], price: [11999, 26999], dims: { w: [95, 115], d: [48, 55], h: [75, 76] }, weight: [14, 22], assembly: true },
  { code: "ERG", category: "ergonomic-chairs", cls: "seating", group: "chair", noun: "Ergonomic Office Chair", model: { kind: "officeChair" }, count: 3, parents: 1, varies: "colour", materials: ["Mesh and nylon", "Fabric and steel"], colours: ["Charcoal", "Grey", "Navy", "Black"], finishes: ["Matte black"], price: [14999, 38999], dims: { w: [62, 68], d: [60, 66], h: [108, 124] }, weight: [15, 21], seats: 1, assembly: true, warranty: 3, care: "Wipe with a damp cloth; check the gas lift and castors every six months.", options: [] },
  { code: "STC", category: "study-chairs", cls: "seating", group: "chair", noun: "Study Chair", model: { kind: "officeChair" }, count: 2, parents: 0, varies: "colour", materials: ["Fabric and steel"], colours: ["Teal", "Mustard", "Grey", "Rust"], finishes: ["Matte black"], price: [5999, 11999], dims: { w: [56, 60], d: [56, 60], h: [90, 100] }, weight: [9, 12], seats: 1, assembly: true, warranty: 1, care: "Wipe with a damp cloth.", options: [] },
  { ...woodPiece, code: "BKS", category: "bookshelves", cls: "furniture", group: "storage", noun: "Bookshelf", model: [{ kind: "bookshelf", shelves: 5 }, { kind: "bookshelf", shelves: 4 }], count: 4, parents: 1, materials: ["Sheesham wood", "Mango wood", "Engineered wood"], price: [12999, 36999], dims: { w: [80, 120], d: [30, 35], h: [150, 190] }, weight: [25, 45], assembly: true },
  { code: "BAL", category: "balcony-sets", cls: "seating", group: "outdoor", noun: "Balcony Set", model: { kind: "balconySet" }, count: 3, parents: 0, varies: "finish", materials: ["Cane and teak", "Rattan", "Powder-coated steel"], finishes: ["Natural", "Honey", "Black", "White wash"], colours: ["Ivory", "Mustard", "Sage", "Terracotta"], price: [14999, 36999], dims: { w: [140, 160], d: [70, 80], h: [80, 88] }, weight: [18, 30], seats: 2, assembly: true, warranty: 1, care: "Cover or bring indoors during heavy rain; oil teak twice a year.", options: [] },
  { code: "GCH", category: "garden-chairs", cls: "seating", group: "outdoor", noun: "Garden Chair", model: { kind: "gardenChair" }, count: 3, parents: 1, varies: "finish", materials: ["Teak wood", "Acacia wood"], finishes: ["Teak", "Natural", "Honey", "White wash"], colours: ["Ivory", "Sage", "Terracotta"], price: [8999, 17999], dims: { w: [62, 72], d: [70, 80], h: [86, 96] }, weight: [9, 14], seats: 1, assembly: true, warranty: 2, care: "Oil twice a year; store cushions indoors in the monsoon.", options: [] },
  { code: "SWG", category: "swings-and-jhoolas", cls: "seating", group: "outdoor", noun: "Swing", model: [{ kind: "swing", framed: true }, { kind: "swing", framed: false }], count: 3, parents: 1, varies: "finish", materials: ["Sheesham wood", "Teak wood"], finishes: ["Walnut", "Teak", "Honey", "Provincial teak"], colours: ["Mustard", "Madder", "Indigo", "Sage"], price: [18999, 64999], dims: { w: [110, 140], d: [55, 65], h: [180, 200] }, weight: [28, 60], seats: 2, assembly: true, warranty: 3, care: woodCare, options: bigOptions },
  { code: "PLT", category: "planters", cls: "home-decor", group: "planter", noun: "Planter", model: { kind: "planter" }, count: 4, parents: 1, varies: "colour", materials: ["Terracotta", "Ceramic", "Fibreglass"], colours: ["Terracotta", "Ivory", "Sage", "Charcoal", "Ochre", "Teal"], price: [1499, 6999], dims: { w: [26, 46], d: [26, 46], h: [24, 48] }, weight: [2, 9], assembly: false, warranty: 0, care: "Use a saucer indoors; drain standing water.", options: decorOptions },
  { code: "FLM", category: "floor-lamps", cls: "lighting", group: "lamp", noun: "Floor Lamp", model: { kind: "floorLamp" }, count: 4, parents: 1, varies: "finish", materials: ["Brass", "Powder-coated steel", "Mango wood"], finishes: ["Brass", "Matte black", "Copper", "Walnut"], colours: ["Ivory", "Cream", "Sand"], price: [8999, 24999], dims: { w: [40, 50], d: [40, 50], h: [150, 170] }, weight: [5, 9], assembly: true, warranty: 1, care: "Switch off and let cool before dusting the shade.", options: decorOptions, extra: { light_source: "E27 holder, LED bulb up to 12 W (not included)" } },
  { code: "TLM", category: "table-lamps", cls: "lighting", group: "lamp", noun: "Table Lamp", model: { kind: "tableLamp" }, count: 6, parents: 1, varies: "colour", materials: ["Ceramic", "Brass", "Mango wood"], colours: ["Terracotta", "Indigo", "Ivory", "Sage", "Ochre", "Teal", "Charcoal"], finishes: ["Brass"], price: [3499, 12999], dims: { w: [30, 40], d: [30, 40], h: [48, 66] }, weight: [2, 5], assembly: false, warranty: 1, care: "Dust with a dry cloth; clean the shade with a lint roller.", options: decorOptions, extra: { light_source: "E27 holder, LED bulb up to 9 W (not included)" } },
  { code: "PND", category: "pendant-lights", cls: "lighting", group: "lamp", noun: "Pendant Light", model: { kind: "pendant" }, count: 3, parents: 1, varies: "finish", materials: ["Cane", "Brass", "Powder-coated steel"], finishes: ["Brass", "Matte black", "Copper", "Natural"], price: [4999, 16999], dims: { w: [30, 48], d: [30, 48], h: [25, 40] }, weight: [1, 4], assembly: true, warranty: 1, care: "Installation by an electrician is recommended.", options: decorOptions, extra: { light_source: "E27 holder, LED bulb up to 15 W (not included)" } },
  { code: "MIR", category: "mirrors", cls: "home-decor", group: "mirror", noun: "Mirror", model: { kind: "mirror" }, count: 3, parents: 1, varies: "finish", materials: ["Mango wood", "Brass-finish metal", "Cane"], finishes: ["Brass", "Walnut", "Natural", "Black"], colours: ["Ivory", "Sand"], price: [5999, 19999], dims: { w: [60, 80], d: [3, 4], h: [60, 120] }, weight: [5, 14], assembly: false, warranty: 1, care: "Clean the glass with a dry microfibre cloth; no sprays on the frame.", options: decorOptions },
  { code: "ART", category: "wall-art", cls: "home-decor", group: "art", noun: "Framed Wall Art", model: { kind: "wallArt" }, count: 4, parents: 0, varies: "colour", materials: ["Archival print on cotton canvas"], colours: ["Terracotta", "Indigo", "Ochre", "Sage", "Teal", "Madder"], finishes: ["Walnut", "Black", "Natural"], price: [3999, 14999], dims: { w: [45, 90], d: [3, 4], h: [60, 120] }, weight: [2, 6], assembly: false, warranty: 0, care: "Hang away from damp walls and direct sun.", options: decorOptions },
  { code: "VAS", category: "vases-and-accents", cls: "home-decor", group: "vase", noun: "Vase", model: { kind: "vase" }, count: 4, parents: 1, varies: "colour", materials: ["Ceramic", "Terracotta", "Brass"], colours: ["Terracotta", "Indigo", "Ivory", "Sage", "Ochre", "Teal", "Charcoal"], price: [1499, 5999], dims: { w: [14, 26], d: [14, 26], h: [22, 42] }, weight: [1, 3], assembly: false, warranty: 0, care: "Hand wash only.", options: decorOptions },
  {
    code: "DUR", category: "handloom-durries", cls: "rugs-and-durries", group: "rug", noun: "Handloom Durrie", model: { kind: "rug" }, count: 7, parents: 2, varies: "size",
    sizes: [{ label: "4 × 6 ft", factor: 0.6, w: 122, d: 183 }, { label: "5 × 8 ft", factor: 1, w: 152, d: 244 }, { label: "6 × 9 ft", factor: 1.35, w: 183, d: 274 }],
    materials: ["Cotton"], colours: textiles, price: [3999, 14999], dims: { w: [122, 183], d: [183, 274], h: [1, 1] }, weight: [3, 9], assembly: false, warranty: 0, care: "Shake out weekly; dry clean or gentle hand wash in cold water.", options: decorOptions, extra: { weave: "Flatweave" },
  },
  {
    code: "RUG", category: "hand-tufted-rugs", cls: "rugs-and-durries", group: "rug", noun: "Hand-tufted Rug", model: { kind: "rug" }, count: 3, parents: 1, varies: "size",
    sizes: [{ label: "5 × 8 ft", factor: 1, w: 152, d: 244 }, { label: "6 × 9 ft", factor: 1.3, w: 183, d: 274 }, { label: "8 × 10 ft", factor: 1.8, w: 244, d: 305 }],
    materials: ["Wool", "Wool and viscose"], colours: textiles, price: [14999, 49999], dims: { w: [152, 244], d: [244, 305], h: [1, 2] }, weight: [8, 20], assembly: false, warranty: 0, care: "Vacuum without the beater bar; professional cleaning once a year.", options: decorOptions, extra: { weave: "Hand-tufted" },
  },
  { code: "CUS", category: "cushion-covers", cls: "soft-furnishings", group: "cushion", noun: "Cushion Cover", model: { kind: "cushion" }, count: 7, parents: 2, varies: "colour", materials: ["Cotton", "Linen blend", "Velvet"], colours: textiles, price: [799, 2499], dims: { w: [40, 50], d: [40, 50], h: [1, 1] }, weight: [0.2, 0.4], assembly: false, warranty: 0, care: "Machine wash cold, inside out; dry in shade.", options: textileOptions },
  { code: "THR", category: "throws", cls: "soft-furnishings", group: "throw", noun: "Throw", model: { kind: "throw" }, count: 3, parents: 1, varies: "colour", materials: ["Cotton", "Wool", "Kala cotton"], colours: textiles, price: [2499, 7999], dims: { w: [125, 140], d: [150, 180], h: [1, 1] }, weight: [0.6, 1.4], assembly: false, warranty: 0, care: "Hand wash cold or dry clean.", options: textileOptions },
  { code: "CUR", category: "curtains", cls: "soft-furnishings", group: "curtain", noun: "Curtains (Pair)", model: { kind: "curtain" }, count: 3, parents: 1, varies: "colour", materials: ["Cotton", "Linen blend"], colours: textiles, price: [2999, 8999], dims: { w: [120, 140], d: [1, 1], h: [213, 274] }, weight: [1.5, 3], assembly: false, warranty: 0, care: "Machine wash gentle; iron on medium.", options: textileOptions },
  {
    code: "BLN", category: "bed-linen", cls: "soft-furnishings", group: "linen", noun: "Bedsheet Set", model: { kind: "linen" }, count: 4, parents: 1, varies: "size",
    sizes: [{ label: "King", factor: 1, w: 274, d: 274 }, { label: "Queen", factor: 0.85, w: 228, d: 274 }],
    materials: ["Percale cotton", "Sateen cotton"], colours: textiles, price: [2999, 8999], dims: { w: [228, 274], d: [274, 274], h: [1, 1] }, weight: [1, 2], assembly: false, warranty: 0, care: "Machine wash warm; tumble dry low.", options: textileOptions,
  },
];

/** The paid design services (class "design-consultation": no shipping, stock not tracked). */
export const consultations = [
  { slug: "living-room-design-consultation", title: "Living Room Design Consultation", price: 4999, mode: "Video call", minutes: 60, description: "A one-hour video call with a Vanya Living designer to plan your living room: layout, furniture sizes, colours and lighting. You get a floor plan and a shopping list within five working days, and the fee is adjusted against any furniture you buy from us within 90 days." },
  { slug: "bedroom-design-consultation", title: "Bedroom Design Consultation", price: 3999, mode: "Video call", minutes: 45, description: "Plan a calmer bedroom with one of our designers: where the bed goes, how much storage you really need, and which fabrics will age well. Send us photos and measurements before the call and we will come prepared with two layout options." },
  { slug: "home-visit-design-consultation", title: "Home Visit Design Consultation", price: 9999, mode: "Home visit", minutes: 120, description: "A designer visits your home in Bengaluru, Mumbai, Delhi NCR, Pune or Hyderabad, measures the rooms and talks through how you live in them. Within ten working days you receive a mood board, a scaled floor plan and a costed furniture list." },
  { slug: "full-home-design-package", title: "Full Home Design Package", price: 49999, mode: "Home visit", minutes: 480, description: "For a new home or a complete refresh: two home visits, 3D views of up to four rooms, fabric and finish samples delivered to your door, and a designer who coordinates delivery and installation. Half the fee is adjusted against furniture orders above ₹3,00,000." },
];

/** Discontinued designs in the non-public archive category (kept for order history). */
export const archived = [
  { code: "SF3", name: "Kasauli", material: "Cotton linen", colour: "Beige" },
  { code: "CFT", name: "Ranakpur", material: "Mango wood", finish: "Honey" },
  { code: "TLM", name: "Bundi", material: "Ceramic", colour: "Teal" },
];

/** Design names: Indian places, flowers and words, picked per family without repeats. */
export const designNames = [
  "Aangan", "Abha", "Adira", "Alwar", "Amer", "Anaya", "Aranya", "Arlo", "Ashoka", "Avani", "Baithak", "Banyan", "Bhoomi",
  "Bodhi", "Champa", "Chandni", "Charu", "Chettinad", "Chowk", "Coorg", "Deccan", "Devika", "Dhara", "Diya", "Ela", "Falak",
  "Gulmohar", "Hampi", "Haveli", "Ira", "Jaali", "Jaisal", "Jharokha", "Kaavi", "Kabini", "Kadam", "Kairi", "Kanha", "Kesar",
  "Konark", "Kora", "Kutch", "Madhu", "Mahua", "Malabar", "Mandu", "Meher", "Mehran", "Mira", "Mogra", "Munnar", "Nalanda",
  "Neem", "Nila", "Nilaya", "Noor", "Ojas", "Orchha", "Padma", "Palash", "Parijat", "Pichwai", "Prana", "Raga", "Rann",
  "Ravi", "Rohini", "Saanjh", "Sahyadri", "Sakhi", "Sal", "Sarai", "Sariska", "Shanti", "Shikara", "Sona", "Sundari", "Surya",
  "Tala", "Tamarind", "Tanjore", "Thar", "Tulsi", "Udai", "Usha", "Vana", "Vayu", "Vela", "Yamuna", "Ziro", "Monsoon",
  "Juniper", "Kamal", "Lohit", "Barsana", "Chinar", "Dhauli", "Gir", "Pushkar", "Sanchi",
];
