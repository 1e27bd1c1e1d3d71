// Catalogue changes expire the tags of the pages and data they touch, in this process after commit.
import { afterAll, describe, expect, it } from "vitest";
import { catalogueChanged } from "@/lib/catalogue/changed.ts";
import { publishCatalogueChange, stopCatalogueChanges } from "@/lib/catalogue/changes.ts";
import { listProducts } from "@/lib/catalogue/listing.ts";
import { SHOPPER } from "@/lib/catalogue/viewer.ts";
import { db, transaction } from "@/lib/db.ts";
import { CatalogueFixtures } from "@/lib/testing/catalogue-fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { startPageCacheInvalidation, STOCK_DELAY_MS } from "./invalidation.ts";
import { tagClock } from "./tag-clock.mjs";
import { CATEGORIES_TAG, LISTINGS_TAG, productTag, tagsForChange } from "./tags.ts";

useTestDatabase();
const stop = startPageCacheInvalidation();
afterAll(async () => {
  stop();
  await stopCatalogueChanges();
});

describe("tagsForChange", () => {
  it("names the products' pages and every listing for a product change, the tree for a category change", () => {
    expect(tagsForChange({ productIds: [3, 4], stock: true })).toEqual([productTag(3), productTag(4), LISTINGS_TAG]);
    expect(tagsForChange({ categoryIds: [2] })).toEqual([LISTINGS_TAG, CATEGORIES_TAG]);
    expect(tagsForChange({ all: true })).toBe("everything");
  });
});

describe("startPageCacheInvalidation", () => {
  it("expires a changed product's tags once its transaction commits", async () => {
    const before = tagClock.now();
    await transaction(async (tx) => {
      await publishCatalogueChange(tx, { productIds: [41] });
      expect(tagClock.lastExpiry([productTag(41)])).toBeLessThan(before);
    });
    expect(tagClock.isOutOfDate([productTag(41)], before)).toBe(true);
    expect(tagClock.isOutOfDate([LISTINGS_TAG], before)).toBe(true);
    expect(tagClock.isOutOfDate([productTag(42), CATEGORIES_TAG], before)).toBe(false);
  });

  it("expires a stock-only change once the catalogue cache has dropped it, so a page rendered then shows the new stock", async () => {
    const f = await CatalogueFixtures.create();
    const lamp = await f.product("Brass Lamp", { price: "2400.00", stock: 5 });
    await f.ready();
    const availability = async () => (await listProducts({ q: "brass lamp", attributes: {}, inStock: false }, SHOPPER, { page: 1, pageSize: 5 })).cards[0].availability.message;
    expect(await availability()).toBe("In stock (5 available)"); // now in the catalogue cache
    // The fixture's own stock changes expire the lamp's tags STOCK_DELAY_MS after they happened: let them.
    await new Promise((r) => setTimeout(r, STOCK_DELAY_MS + 100));
    const changedAt = tagClock.now();
    await transaction(async (tx) => {
      await tx.stockRecord.updateMany({ where: { productId: lamp.id }, data: { numAllocated: 2 } });
      await catalogueChanged(tx, { productIds: [lamp.id], stock: true });
    });
    // Waits from the commit on (a busy machine may take seconds over the transaction itself), and
    // generously: the loop ends the moment the tags expire.
    const deadline = Date.now() + STOCK_DELAY_MS + 15_000;
    while (!tagClock.isOutOfDate([productTag(lamp.id)], changedAt) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    // Pages waited (measured on the clock, so a slow machine cannot fake or break it) …
    expect(tagClock.lastExpiry([productTag(lamp.id)]) - changedAt).toBeGreaterThanOrEqual(STOCK_DELAY_MS);
    // … and the moment they expire, a page rendering afresh reads the new stock.
    expect(await availability()).toBe("In stock (3 available)");
  }, 60_000);

  it("expires everything when anything may have changed", async () => {
    const before = tagClock.now();
    await publishCatalogueChange(db(), { all: true });
    expect(tagClock.isOutOfDate(["anything"], before)).toBe(true);
  });
});
