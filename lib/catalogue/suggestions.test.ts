// Suggestions as the shopper types: prefix first, then words, then fuzzy; products and categories;
// hidden ones never.
import { beforeAll, describe, expect, it } from "vitest";
import { UrlBuilder } from "@/lib/http/urls.ts";
import { CatalogueFixtures } from "@/lib/testing/catalogue-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { suggest, suggestionsJson } from "./suggestions.ts";
import { SHOPPER, STAFF } from "./viewer.ts";

useTestDatabase();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const f = await CatalogueFixtures.create();
  const living = await f.category("Living Room", "living-room", "0001", null);
  const sofas = await f.category("Sofas", "sofas", "0001.0001", living.id);
  const sofaBeds = await f.category("Sofa Cum Beds", "sofa-cum-beds", "0001.0002", living.id);
  await f.category("Sofa Archive", "sofa-archive", "0002", null, { isPublic: false });
  Object.assign(ids, { sofas: sofas.id, sofaBeds: sofaBeds.id });
  ids.kamal = (await f.product("Kamal Bouclé Sofa", { category: sofas.id, price: "51999.00", image: "products/kamal" })).id;
  ids.sofia = (await f.product("Sofia Armchair", { category: living.id, price: "18999.00" })).id;
  ids.haveli = (await f.product("Haveli Sofa Cum Bed", { category: sofaBeds.id, price: "43999.00" })).id;
  ids.cushion = (await f.product("Sage Cushion", { category: living.id, price: "999.00", description: "For the sofa." })).id;
  ids.hidden = (await f.product("Sofala Hidden Sofa", { category: sofas.id, price: "1.00", isPublic: false })).id;
  for (let i = 0; i < 10; i++) await f.product(`Plain Sofa ${i}`, { category: sofas.id, price: "20000.00" });
  await f.ready();
});

const titles = async (q: string) => (await suggest(q, SHOPPER)).products.map((p) => p.title);

describe("suggestions", () => {
  it("rank titles that start with what was typed first, then title words, and stop at 8 products and 4 categories", async () => {
    const s = await suggest("sof", SHOPPER);
    expect(s.products.length).toBe(8);
    expect(s.products[0].title).toBe("Sofia Armchair");
    expect(s.products.slice(1).every((p) => /Sofa/.test(p.title))).toBe(true);
    expect(s.categories.map((c) => c.name)).toEqual(["Sofas", "Sofa Cum Beds"]);
    expect(s.categories[0].href).toBe("/c/living-room/sofas/");
  });

  it("are case- and accent-insensitive, finish the last word, and forgive a wrong letter", async () => {
    expect((await titles("BOUCLÉ"))[0]).toBe("Kamal Bouclé Sofa");
    expect((await titles("kamal bou"))[0]).toBe("Kamal Bouclé Sofa");
    expect(await titles("havelli")).toEqual(["Haveli Sofa Cum Bed"]);
  });

  it("answer empty lists for less than two letters, and never suggest hidden products or categories", async () => {
    expect(await suggest(" s ", SHOPPER)).toEqual({ query: "s", products: [], categories: [] });
    expect(await titles("sofala")).toEqual([]);
    expect((await suggest("sofa arch", SHOPPER)).categories).toEqual([]);
    expect((await suggest("sofala", STAFF)).products.map((p) => p.title)).toEqual(["Sofala Hidden Sofa"]);
  });

  it("answer API.md §4's shape", async () => {
    const json = suggestionsJson(await suggest("Kamal", SHOPPER), new UrlBuilder("http://shop.test"));
    expect(json).toEqual({
      query: "Kamal",
      products: [
        {
          id: ids.kamal,
          title: "Kamal Bouclé Sofa",
          slug: expect.stringMatching(/^kamal-boucle-sofa-/),
          url: `http://shop.test/api/v2/products/${ids.kamal}/`,
          image: "http://shop.test/media/products/kamal-1.jpg",
          price: { currency: "INR", excl_tax: "44066.95", incl_tax: "51999.00", tax: "7932.05" },
        },
      ],
      categories: [],
    });
  });
});
