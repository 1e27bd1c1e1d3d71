// The relevance test set: what shoppers in India type into the search box of the demo shop (its real
// catalogue and synonyms, without pictures), each with the products that must come first, in any
// order among themselves. A change to search, ranking or the default synonyms that pushes one of them
// down fails here. The same set runs on the embedded database and on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { seedDemoCatalogue } from "@/lib/testing/demo-catalogue.ts";
import { listProducts } from "./listing.ts";
import { parseListingQuery } from "./listing-query.ts";
import { suggest } from "./suggestions.ts";
import { SHOPPER } from "./viewer.ts";

useTestDatabase();

beforeAll(async () => {
  await seedDemoCatalogue(db());
}, 120_000);

async function search(q: string): Promise<string[]> {
  const query = parseListingQuery(new URLSearchParams({ q }), { storefront: true });
  return (await listProducts(query, SHOPPER, { page: 1, pageSize: 48 })).cards.map((c) => c.title);
}

const WARDROBES = ["Amer Wardrobe", "Mogra Wardrobe", "Malabar Sheesham Wardrobe", "Chowk Sheesham Wardrobe"];
const BEDS = [
  "Palash Mango Wood Bed",
  "Noor Mango Wood Bed (Queen)",
  "Tamarind Mango Wood Bed (King)",
  "Orchha Mango Wood Single Bed",
  "Meher Bed",
  "Raga Sheesham Bed",
  "Sahyadri Sheesham Single Bed",
  "Rohini Bed (Queen)",
];
const SOFA_CUM_BEDS = ["Aranya Sofa Cum Bed", "Jharokha Sofa Cum Bed", "Mahua Sofa Cum Bed"];
const SWINGS = ["Amer Teak Swing", "Ela Teak Swing", "Jaisal Sheesham Swing"];
const DRESSING_TABLES = ["Thar Sheesham Dressing Table", "Vayu Sheesham Dressing Table", "Ziro Sheesham Dressing Table"];
const COFFEE_TABLES = ["Amer Teak Coffee Table", "Jharokha Acacia Coffee Table", "Kutch Sheesham Coffee Table", "Pushkar Sheesham Coffee Table", "Yamuna Mango Wood Coffee Table"];
const SINGLE_BEDS = ["Orchha Mango Wood Single Bed", "Sahyadri Sheesham Single Bed"];
const SOFAS = [
  "Dhauli 2-Seater Sofa", "Haveli 2-Seater Sofa", "Juniper Velvet 2-Seater Sofa", "Ojas 2-Seater Sofa",
  "Alwar Bouclé 3-Seater Sofa", "Aranya 3-Seater Sofa", "Kadam Velvet 3-Seater Sofa", "Kamal Bouclé 3-Seater Sofa", "Mandu 3-Seater Sofa", "Ziro 3-Seater Sofa",
  "Hampi L-Shaped Sectional Sofa", "Pichwai L-Shaped Sectional Sofa", "Udai Velvet L-Shaped Sectional Sofa",
  ...SOFA_CUM_BEDS,
];

/** Query → the products that must be its first results (any order among themselves). */
const MUST_COME_FIRST: Record<string, string[]> = {
  almirah: WARDROBES,
  almari: WARDROBES,
  cupboard: WARDROBES,
  wardrobe: WARDROBES,
  "bed with storage": BEDS,
  "storage bed": BEDS,
  bed: BEDS,
  palang: BEDS,
  diwan: SOFA_CUM_BEDS,
  divan: SOFA_CUM_BEDS,
  "sofa come bed": SOFA_CUM_BEDS,
  "sofa cum bed": SOFA_CUM_BEDS,
  jhoola: SWINGS,
  jhula: SWINGS,
  swing: SWINGS,
  settee: SOFAS,
  couch: SOFAS,
  charpai: SINGLE_BEDS,
  "single bed": SINGLE_BEDS,
  "dressing table": DRESSING_TABLES,
  dresser: DRESSING_TABLES,
  teapoy: COFFEE_TABLES,
  "centre table": COFFEE_TABLES,
  showcase: ["Amer Sheesham Crockery Unit", "Deccan Teak Crockery Unit", "Chowk Sheesham Display Cabinet", "Sariska Mango Wood Display Cabinet"],
  "dining table": [
    "Sarai Acacia 4-Seater Dining Set", "Shanti Mango Wood 4-Seater Dining Set", "Vana Sheesham 4-Seater Dining Set",
    "Jaisal Mango Wood 6-Seater Dining Set", "Lohit Teak 6-Seater Dining Set", "Mehran Sheesham 6-Seater Dining Set", "Parijat Mango Wood 6-Seater Dining Set",
    "Ira Sheesham 8-Seater Dining Set", "Vela Sheesham 8-Seater Dining Set",
  ],
  rocker: ["Jharokha Teak Rocking Chair", "Konark Teak Rocking Chair", "Ojas Teak Rocking Chair"],
  moodha: ["Alwar Velvet Pouffe", "Jharokha Cotton Pouffe", "Konark Jute Pouffe", "Palash Velvet Pouffe"],
  dari: [
    "Aangan Cotton Handloom Durrie (5 × 8 ft)", "Amer Cotton Handloom Durrie (4 × 6 ft)", "Dhauli Cotton Handloom Durrie (5 × 8 ft)", "Juniper Cotton Handloom Durrie (5 × 8 ft)",
    "Kabini Cotton Handloom Durrie (4 × 6 ft)", "Kora Cotton Handloom Durrie", "Tamarind Cotton Handloom Durrie",
  ],
  carpet: ["Bhoomi Wool Hand-tufted Rug", "Kaavi Hand-tufted Rug (6 × 9 ft)", "Konark Wool Hand-tufted Rug (8 × 10 ft)"],
  parda: ["Meher Cotton Curtains (Pair)", "Shanti Cotton Curtains (Pair)", "Tala Cotton Curtains (Pair)"],
  jhoomar: ["Mira Cane Pendant Light", "Sakhi Cane Pendant Light", "Vana Metal Pendant Light"],
  gamla: ["Adira Planter", "Haveli Planter", "Kora Terracotta Planter", "Nalanda Planter"],
  "computer table": ["Lohit Study Table", "Ravi Sheesham Study Table", "Rohini Sheesham Study Table", "Sahyadri Sheesham Study Table"],
  "tv stand": ["Chandni TV Unit", "Haveli Sheesham TV Unit", "Munnar TV Unit", "Noor TV Unit"],
  "shoe stand": ["Juniper Shoe Rack", "Monsoon Shoe Rack", "Sona Shoe Rack"],
  bookcase: ["Falak Sheesham Bookshelf", "Lohit Bookshelf", "Surya Bookshelf", "Yamuna Sheesham Bookshelf"],
  "night stand": ["Hampi Cane Bedside Table", "Jaisal Mango Wood Bedside Table", "Mahua Cane Bedside Table", "Sakhi Mango Wood Bedside Table"],
  chadar: ["Alwar Percale Bedsheet Set", "Dhauli Percale Bedsheet Set (King)", "Vana Sateen Bedsheet Set (Queen)", "Yamuna Percale Bedsheet Set (King)"],
  "l shape sofa": ["Hampi L-Shaped Sectional Sofa", "Pichwai L-Shaped Sectional Sofa", "Udai Velvet L-Shaped Sectional Sofa"],
  "king size bed": ["Tamarind Mango Wood Bed (King)", "Palash Mango Wood Bed", "Meher Bed", "Raga Sheesham Bed"],
  "sheesham bed": ["Raga Sheesham Bed", "Sahyadri Sheesham Single Bed"],
  "velvet sofa": ["Kadam Velvet 3-Seater Sofa", "Juniper Velvet 2-Seater Sofa", "Udai Velvet L-Shaped Sectional Sofa"],
  "brass lamp": ["Aranya Brass Table Lamp", "Avani Brass Table Lamp", "Baithak Brass Table Lamp", "Kutch Brass Table Lamp", "Arlo Brass Floor Lamp"],
  "bar stool": ["Arlo Mango Wood Bar Stool", "Bhoomi Metal Bar Stool", "Shikara Mango Wood Bar Stool"],
  "study table": ["Lohit Study Table", "Ravi Sheesham Study Table", "Rohini Sheesham Study Table", "Sahyadri Sheesham Study Table"],
};

describe("the relevance test set", () => {
  it("has more than 30 queries", () => {
    expect(Object.keys(MUST_COME_FIRST).length).toBeGreaterThan(30);
  });

  for (const [q, first] of Object.entries(MUST_COME_FIRST)) {
    it(`"${q}" lists ${first.length === 1 ? first[0] : `its ${first.length} products`} first`, async () => {
      const found = await search(q);
      expect({ q, first: found.slice(0, first.length).sort() }).toEqual({ q, first: [...first].sort() });
    });
  }
});

describe("suggestions in the shopper's words", () => {
  it("a synonym typed in part already suggests what it means", async () => {
    const titles = async (q: string) => (await suggest(q, SHOPPER)).products.map((p) => p.title);
    expect((await titles("almi")).slice(0, 4).sort()).toEqual([...WARDROBES].sort());
    expect((await titles("jhul")).sort()).toEqual([...SWINGS].sort());
    expect((await titles("diwa")).sort()).toEqual([...SOFA_CUM_BEDS].sort());
  });

  it("a synonym suggests the categories of what it means", async () => {
    expect((await suggest("almirah", SHOPPER)).categories.map((c) => c.name)).toEqual(["Wardrobes"]);
    expect((await suggest("jhoola", SHOPPER)).categories.map((c) => c.name)).toContain("Swings & Jhoolas");
  });
});
