// Search relevance on the demo shop's real catalogue (its rows, without pictures): what a shopper
// typing into the search box expects to find, and in which order.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { seedDemoCatalogue } from "@/lib/testing/demo-catalogue.ts";
import { listProducts } from "./listing.ts";
import { parseListingQuery } from "./listing-query.ts";
import { parseSearch } from "./search.ts";
import { SHOPPER } from "./viewer.ts";

useTestDatabase();

beforeAll(async () => {
  await seedDemoCatalogue(db());
}, 120_000);

async function search(q: string, pageSize = 100): Promise<string[]> {
  const query = parseListingQuery(new URLSearchParams({ q }), { storefront: true });
  return (await listProducts(query, SHOPPER, { page: 1, pageSize })).cards.map((c) => c.title);
}

/** Titles of the listed public products in a category and below it. */
async function inCategory(slug: string): Promise<string[]> {
  const query = parseListingQuery(new URLSearchParams({ category: slug }), { storefront: true });
  return (await listProducts(query, SHOPPER, { page: 1, pageSize: 100 })).cards.map((c) => c.title);
}

describe("search on the demo shop", () => {
  it('"dining table" finds every dining set (a table with its chairs), dining sets first', async () => {
    const sets = await inCategory("dining-sets");
    expect(sets.length).toBe(9);
    const found = await search("dining table");
    expect(sets.filter((t) => !found.includes(t))).toEqual([]);
    expect(found[0]).toMatch(/Dining Set$/);
  });

  it('"bed" lists the beds before the wardrobes', async () => {
    const found = await search("bed");
    const beds = found.map((t, i) => [t, i] as const).filter(([t]) => /\bBed\b/.test(t));
    const wardrobes = found.map((t, i) => [t, i] as const).filter(([t]) => /Wardrobe/.test(t));
    expect(beds.length).toBeGreaterThanOrEqual(8);
    expect(wardrobes.length).toBeGreaterThan(0);
    expect(Math.max(...beds.map(([, i]) => i))).toBeLessThan(Math.min(...wardrobes.map(([, i]) => i)));
    expect(found[0]).toMatch(/\bBed\b/);
  });

  it('"sofaa" (a letter too many) still finds the sofas', async () => {
    const sofas = (await inCategory("sofas")).filter((t) => /Sofa/.test(t));
    expect(sofas.length).toBeGreaterThan(10);
    const found = await search("sofaa");
    expect(sofas.filter((t) => !found.includes(t))).toEqual([]);
    expect(found.slice(0, sofas.length).every((t) => /Sofa/.test(t))).toBe(true);
  });

  it("matches plurals, any case and accents, and misspelt words inside longer queries", async () => {
    const sorted = async (q: string) => (await search(q)).sort();
    expect(await sorted("Sofas")).toEqual(await sorted("sofa"));
    expect(await sorted("beds")).toEqual(await sorted("BED"));
    const boucle = await search("boucle");
    expect(boucle.length).toBeGreaterThan(0);
    expect(await search("BOUCLÉ")).toEqual(boucle);
    expect(boucle[0]).toMatch(/Bouclé/);
    expect((await search("velvet sofaa")).length).toBeGreaterThan(0);
    expect((await search("sheeshem")).length).toBeGreaterThan(5);
  });

  it("puts a title that starts with the query first", async () => {
    const [first] = await search("kamal boucle");
    expect(first).toBe("Kamal Bouclé 3-Seater Sofa");
  });

  it("finds nothing for a query of stop words or of nonsense, and never a hidden product", async () => {
    expect(await search("the and")).toEqual([]);
    expect(await search("zzqxv")).toEqual([]);
    const hidden = await db().product.findFirstOrThrow({ where: { isPublic: false, structure: "standalone" } });
    expect(await search(hidden.title)).not.toContain(hidden.title);
  });

  it("does not search queries shorter than two letters", () => {
    expect(parseSearch(" a ")).toBeNull();
    expect(parseSearch("%_")).toBeNull();
    expect(parseSearch("  Café   SOFA ")).toEqual({ text: "cafe sofa", words: ["cafe", "sofa"], prefixLast: false });
  });
});
