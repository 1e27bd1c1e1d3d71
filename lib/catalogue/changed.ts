// The one call after any change to the catalogue — a product, its price, stock or visibility, a
// category — from staff endpoints, admin pages, checkout's allocations and the seed, inside the
// writing transaction: it refreshes the products' listing and search facts (product-facts.ts) and
// publishes the change so every cache drops what it touches (changes.ts). A product that can be bought
// again releases its shoppers' back-in-stock requests here, whatever path brought its stock back
// (lib/stock-alerts/alerts.ts).
import type { Db, Tx } from "@/lib/db.ts";
import { releaseStockAlerts } from "@/lib/stock-alerts/alerts.ts";
import { publishCatalogueChange, type CatalogueChange } from "./changes.ts";
import { familyIds, refreshProductFacts } from "./product-facts.ts";

export async function catalogueChanged(tx: Tx | Db, change: CatalogueChange): Promise<void> {
  if (change.all) {
    await refreshProductFacts(tx, "all");
    await releaseStockAlerts(tx, "all");
    await publishCatalogueChange(tx, { all: true });
    return;
  }
  // The facts of a product depend on its parent and children: the change names them all.
  const productIds = await refreshProductFacts(tx, { productIds: change.productIds, categoryIds: change.categoryIds });
  await releaseStockAlerts(tx, productIds);
  await publishCatalogueChange(tx, { ...change, productIds });
}

/**
 * Stock levels changed and nothing else (checkout's allocations). A product's listing facts depend on
 * its stock only through whether it can be bought, so they are refreshed only when one of them sold
 * out (`soldOut`); otherwise the caches are told about the products and their families, as
 * catalogueChanged() would tell them.
 */
export async function stockChanged(tx: Tx | Db, productIds: number[], soldOut: number[]): Promise<void> {
  if (soldOut.length) return catalogueChanged(tx, { productIds, stock: true });
  await publishCatalogueChange(tx, { productIds: await familyIds(tx, productIds), stock: true });
}
