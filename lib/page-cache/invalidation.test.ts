// Catalogue changes expire the tags of the pages and data they touch, in this process after commit.
import { afterAll, describe, expect, it } from "vitest";
import { publishCatalogueChange, stopCatalogueChanges } from "@/lib/catalogue/changes.ts";
import { db, transaction } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { startPageCacheInvalidation } from "./invalidation.ts";
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

  it("expires everything when anything may have changed", async () => {
    const before = tagClock.now();
    await publishCatalogueChange(db(), { all: true });
    expect(tagClock.isOutOfDate(["anything"], before)).toBe(true);
  });
});
