// The catalogue cache in one process: answers are shared until a change touches them; a price or
// visibility change shows at once, a stock-only change within the allowed lag; a load that raced a
// change is not kept; CATALOGUE_CACHE=0 turns it off.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import { buildCatalogueShop, type ShopIds } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { cached, catalogueCacheSize, clearCatalogueCache, invalidateCatalogueCache } from "./cache.ts";
import { catalogueChanged } from "./changed.ts";
import { whenListening } from "./changes.ts";
import { listProducts } from "./listing.ts";
import { parseListingQuery } from "./listing-query.ts";
import { productById } from "./product-detail.ts";
import { SHOPPER } from "./viewer.ts";

useTestDatabase();
let ids: ShopIds;

beforeAll(async () => {
  ids = await buildCatalogueShop();
  await cached("warm-up", {}, async () => 0); // subscribes…
  await whenListening(); // …and, on PostgreSQL, waits for LISTEN (which starts by dropping everything)
});

afterEach(() => {
  delete process.env.CATALOGUE_CACHE;
  resetConfig();
});

const benchPrice = async () => {
  const listing = await listProducts(parseListingQuery(new URLSearchParams("q=teak bench"), { storefront: true }), SHOPPER, { page: 1, pageSize: 20 });
  return listing.cards[0].price.incl_tax;
};

/** When the first check that saw the change was started (not when a slow last check came back). */
async function until(check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const askedAfter = Date.now() - started;
    if (await check()) return askedAfter;
    if (askedAfter > ms) throw new Error(`still the old answer when asked ${askedAfter} ms after the change`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("the catalogue cache", () => {
  it("serves the same answer until a change touches it; a price change shows at once", async () => {
    expect(await benchPrice()).toBe("12000.00");
    // Written behind the catalogue's back: the cached answer stands (this is what the cache saves).
    await db().stockRecord.update({ where: { productId: ids.bench }, data: { price: "11000.00" } });
    expect(await benchPrice()).toBe("12000.00");
    await catalogueChanged(db(), { productIds: [ids.bench] });
    expect(await benchPrice()).toBe("11000.00");
  });

  it("applies a stock-only change within two seconds", async () => {
    expect((await productById(ids.cafe, SHOPPER))!.card.availability.message).toBe("In stock (3 available)");
    await db().stockRecord.update({ where: { productId: ids.cafe }, data: { numAllocated: 1 } });
    await catalogueChanged(db(), { productIds: [ids.cafe], stock: true });
    const waited = await until(async () => (await productById(ids.cafe, SHOPPER))!.card.availability.message === "In stock (2 available)", 2000);
    expect(waited).toBeLessThan(2000); // DESIGN.md: stock in a cached answer is at most 2 s old
  });

  it("drops a product's detail only for changes of that product (or its family, categories, everything)", async () => {
    clearCatalogueCache();
    let loads = 0;
    const detail = () => cached("test-detail", { categories: true, products: [1, 2] }, async () => ++loads);
    await detail();
    invalidateCatalogueCache({ productIds: [3] });
    expect(await detail()).toBe(1);
    invalidateCatalogueCache({ productIds: [2, 9] });
    expect(await detail()).toBe(2);
    invalidateCatalogueCache({ categoryIds: [5] });
    expect(await detail()).toBe(3);
    invalidateCatalogueCache({ all: true });
    expect(await detail()).toBe(4);
  });

  it("does not keep an answer whose load was running when a change arrived", async () => {
    clearCatalogueCache();
    let release!: (v: string) => void;
    const slow = cached("test-race", { products: "any" }, () => new Promise<string>((r) => (release = r)));
    invalidateCatalogueCache({ productIds: [1] });
    release("before the change");
    expect(await slow).toBe("before the change");
    expect(await cached("test-race", { products: "any" }, async () => "after the change")).toBe("after the change");
    expect(catalogueCacheSize()).toBe(1);
  });

  it("is off with CATALOGUE_CACHE=0", async () => {
    process.env.CATALOGUE_CACHE = "0";
    resetConfig();
    let loads = 0;
    await cached("test-off", {}, async () => ++loads);
    await cached("test-off", {}, async () => ++loads);
    expect(loads).toBe(2);
    await db().stockRecord.update({ where: { productId: ids.bench }, data: { price: "10500.00" } });
    await catalogueChanged(db(), { productIds: [ids.bench] });
    expect(await benchPrice()).toBe("10500.00");
  });
});
