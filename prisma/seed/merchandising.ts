// Decisions about the products as a whole: which are featured, how much stock each has, which
// products are recommended with which, and what goes into each collection. Deterministic.
import type { Group } from "./families.data.ts";
import type { ProductSpec } from "./products.ts";
import { randInt, rngFor, sample, shuffled } from "./random.ts";

const shown = (p: ProductSpec) => p.isPublic && p.structure !== "child" && p.group !== "consultation";

/** About twenty featured designs across the rooms. */
export function featuredSlugs(products: ProductSpec[]): Set<string> {
  return new Set(sample(rngFor("featured"), products.filter(shown).map((p) => p.slug), 20));
}

/**
 * Stock per buyable product: most 15–120, fifteen with 1–10 left, ten sold out; services do not
 * track stock (null) and archived designs have none left.
 */
export function stockLevels(products: ProductSpec[]): Map<string, number | null> {
  const levels = new Map<string, number | null>();
  const buyable = products.filter((p) => p.price !== undefined);
  const tracked: ProductSpec[] = [];
  for (const p of buyable) {
    if (p.group === "consultation") levels.set(p.slug, null);
    else if (!p.isPublic) levels.set(p.slug, 0);
    else tracked.push(p);
  }
  const rng = rngFor("stock");
  shuffled(rng, tracked.map((p) => p.slug).sort()).forEach((slug, i) => {
    levels.set(slug, i < 10 ? 0 : i < 25 ? randInt(rng, 1, 10) : randInt(rng, 15, 120));
  });
  return levels;
}

const companions: Partial<Record<Group, string[]>> = {
  sofa: ["coffee-tables", "cushion-covers", "floor-lamps", "handloom-durries", "side-tables", "throws"],
  chair: ["side-tables", "cushion-covers", "floor-lamps", "throws", "ottomans-and-pouffes"],
  pouffe: ["armchairs", "handloom-durries", "cushion-covers"],
  table: ["3-seater-sofas", "table-lamps", "vases-and-accents", "hand-tufted-rugs"],
  storage: ["mirrors", "vases-and-accents", "table-lamps", "wall-art"],
  bed: ["bedside-tables", "bed-linen", "throws", "table-lamps", "wardrobes"],
  dining: ["sideboards", "pendant-lights", "dining-chairs", "vases-and-accents"],
  desk: ["ergonomic-chairs", "study-chairs", "table-lamps", "bookshelves"],
  outdoor: ["planters", "cushion-covers", "throws"],
  lamp: ["side-tables", "armchairs", "bedside-tables"],
  rug: ["3-seater-sofas", "coffee-tables", "cushion-covers"],
  cushion: ["throws", "2-seater-sofas", "handloom-durries"],
  linen: ["king-size-beds", "throws", "bedside-tables"],
};

/** "You may also like": three or four products from companion categories for about eighty designs. */
export function recommendations(products: ProductSpec[]): [string, string, number][] {
  const pool = products.filter(shown);
  const rng = rngFor("recommendations");
  const out: [string, string, number][] = [];
  for (const p of sample(rng, pool.filter((q) => companions[q.group as Group]), 80)) {
    const leaves = companions[p.group as Group]!;
    const candidates = pool.filter((q) => q.slug !== p.slug && q.categories.some((c) => leaves.includes(c))).map((q) => q.slug);
    sample(rng, candidates, randInt(rng, 3, 4)).forEach((slug, i) => {
      out.push([p.slug, slug, i]);
    });
  }
  return out;
}

export interface CollectionData {
  slug: string;
  title: string;
  description: string;
  pick: (p: ProductSpec) => boolean;
  size: number;
}

export const collectionData: CollectionData[] = [
  {
    slug: "jodhpur-workshop",
    title: "The Jodhpur Workshop",
    description: "Solid sheesham pieces made by our carpenters in Jodhpur — joinery you can see and a finish that deepens with the years.",
    pick: (p) => p.attributes.material === "Sheesham wood",
    size: 10,
  },
  {
    slug: "monsoon-verandah",
    title: "Monsoon Verandah",
    description: "Cane, teak and terracotta for balconies and verandahs: pieces that love fresh air and forgive the odd splash of rain.",
    pick: (p) => p.group === "outdoor" || p.group === "planter" || p.attributes.material === "Cane and teak" || p.attributes.material === "Cane",
    size: 9,
  },
  {
    slug: "small-space-living",
    title: "Small Space Living",
    description: "Compact sofas, slim desks and storage that works twice as hard — for city flats where every square foot counts.",
    pick: (p) => ["2-seater-sofas", "sofa-cum-beds", "writing-desks", "side-tables", "bedside-tables", "shoe-racks", "ottomans-and-pouffes"].some((c) => p.categories.includes(c)),
    size: 10,
  },
  {
    slug: "handloom-stories",
    title: "Handloom Stories",
    description: "Durries, cushions and throws woven by artisan clusters in Rajasthan, Kutch and Madhya Pradesh. Every piece carries the maker's hand.",
    pick: (p) => ["rug", "cushion", "throw"].includes(p.group),
    size: 12,
  },
  {
    slug: "festive-hosting",
    title: "Festive Hosting",
    description: "Dining sets, sideboards and warm lighting for Diwali dinners, Eid feasts and Christmas lunches with the whole family.",
    pick: (p) => ["dining", "lamp", "vase"].includes(p.group) || p.categories.includes("sideboards"),
    size: 10,
  },
  {
    slug: "work-from-home",
    title: "Work From Home",
    description: "Desks, ergonomic chairs, bookshelves and lamps for a home office you will be happy to sit in at nine in the morning.",
    pick: (p) => p.group === "desk" || ["ergonomic-chairs", "study-chairs", "bookshelves", "table-lamps"].some((c) => p.categories.includes(c)),
    size: 8,
  },
];

/** The products of each collection, in display order. */
export function collectionProducts(products: ProductSpec[]): Map<string, string[]> {
  const pool = products.filter(shown);
  return new Map(collectionData.map((c) => [c.slug, sample(rngFor(`collection:${c.slug}`), pool.filter(c.pick).map((p) => p.slug), c.size)]));
}
