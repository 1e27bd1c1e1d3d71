// Staff edit the search synonyms: each change is audited, and searches and suggestions read it at
// once (the catalogue cache kept the answer from before the change and must drop it).
import { beforeAll, describe, expect, it } from "vitest";
import { listProducts } from "@/lib/catalogue/listing.ts";
import { parseListingQuery } from "@/lib/catalogue/listing-query.ts";
import { suggest } from "@/lib/catalogue/suggestions.ts";
import { SHOPPER } from "@/lib/catalogue/viewer.ts";
import { db, transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { CatalogueFixtures } from "@/lib/testing/catalogue-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { createSynonym, deleteSynonym, SynonymInput, updateSynonym } from "./service.ts";

useTestDatabase();

let actor: { id: number; ip: string };

beforeAll(async () => {
  actor = { id: (await createUser({ staffGroups: ["catalogue"] })).id, ip: "198.51.100.9" };
  const f = await CatalogueFixtures.create();
  const storage = await f.category("Bedroom Storage", "bedroom-storage", "0001", null);
  await f.product("Mogra Wardrobe", { category: storage.id, price: "45999.00" });
  await f.product("Ela Teak Swing", { category: storage.id, price: "24999.00" });
  await f.ready();
});

const search = async (q: string) => (await listProducts(parseListingQuery(new URLSearchParams({ q }), { storefront: true }), SHOPPER, { page: 1, pageSize: 10 })).cards.map((c) => c.title);
const suggested = async (q: string) => (await suggest(q, SHOPPER)).products.map((p) => p.title);

describe("search synonyms kept by staff", () => {
  it("a new synonym finds its meaning's products at once, in search and suggestions, and is audited", async () => {
    expect(await search("almirah")).toEqual([]);
    expect(await suggested("almirah")).toEqual([]);
    const row = await transaction((tx) => createSynonym(tx, actor, SynonymInput.parse({ term: "  Almirah ", meaning: "Wardrobe" })));
    expect(row).toMatchObject({ term: "almirah", meaning: "wardrobe" });
    expect(await search("almirah")).toEqual(["Mogra Wardrobe"]);
    expect(await suggested("almirah")).toEqual(["Mogra Wardrobe"]);
    const entry = await db().auditLogEntry.findFirstOrThrow({ where: { action: "searchsynonym.create", entityId: String(row.id) } });
    expect(entry).toMatchObject({ actorId: actor.id, entityType: "SearchSynonym" });

    await transaction((tx) => updateSynonym(tx, actor, row.id, SynonymInput.parse({ term: "almirah", meaning: "swing, wardrobe" })));
    expect((await search("almirah")).sort()).toEqual(["Ela Teak Swing", "Mogra Wardrobe"]);

    await transaction((tx) => deleteSynonym(tx, actor, row.id));
    expect(await search("almirah")).toEqual([]);
    expect(await db().auditLogEntry.count({ where: { entityType: "SearchSynonym", entityId: String(row.id) } })).toBe(3);
  });

  it("refuses a blank, too long or circular synonym and a word that already has one", async () => {
    const issues = (input: unknown) => {
      const r = SynonymInput.safeParse(input);
      return r.success ? null : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    };
    expect(issues({ term: "", meaning: "wardrobe" })).toEqual(["term: This field may not be blank."]);
    expect(issues({ term: "!!", meaning: "wardrobe" })).toEqual(["term: Write the word with letters or digits."]);
    expect(issues({ term: "one two three four five", meaning: "bed" })).toEqual(["term: Use at most 4 words."]);
    expect(issues({ term: "sofa", meaning: " Sofa , " })).toEqual(["meaning: Give a meaning other than the word itself."]);
    expect(SynonymInput.parse({ term: "Jhoola", meaning: "Swing,  JHULA " })).toEqual({ term: "jhoola", meaning: "swing, jhula" });

    await transaction((tx) => createSynonym(tx, actor, SynonymInput.parse({ term: "jhoola", meaning: "swing" })));
    const again = transaction((tx) => createSynonym(tx, actor, SynonymInput.parse({ term: "JHOOLA", meaning: "swing" })));
    await expect(again).rejects.toBeInstanceOf(ValidationError);
    await expect(again).rejects.toMatchObject({ fields: { term: ['"jhoola" already has a meaning: change that one.'] } });
  });
});
