// What can be bought, and how much of it: availability from num_in_stock − num_allocated (API.md §4).
// A parent is never bought itself; it is available when any of its children is.

/** A product's stock record, as far as selling it is concerned. */
export interface StockFacts {
  /** Shelf price incl. GST; null when the product has no price yet. */
  price: { toFixed(dp: number): string } | string | null;
  currency: string;
  /** Null when stock is not tracked. */
  numInStock: number | null;
  numAllocated: number;
}

/** The product class's facts that pricing needs. */
export interface ClassFacts {
  gstRate: { toString(): string } | string;
  taxCode: string;
  tracksStock: boolean;
}

/** A product as pricing sees it. For a child, `isPublic` must already include its parent's visibility. */
export interface Sellable {
  structure: "standalone" | "parent" | "child";
  isPublic: boolean;
  stock: StockFacts | null;
  productClass: ClassFacts | null;
}

/** Availability = {"is_available_to_buy", "num_available"?, "message"} (API.md §4). */
export interface Availability {
  is_available_to_buy: boolean;
  num_available?: number;
  message: string;
}

/** True when the record's stock is counted (the class tracks stock and a level is set). */
export function tracksStock(p: Pick<Sellable, "stock" | "productClass">): boolean {
  return !!p.stock && p.stock.numInStock !== null && (p.productClass?.tracksStock ?? true);
}

/** Units that can still be allocated; null when stock is not tracked (no limit). */
export function unitsAvailable(p: Pick<Sellable, "stock" | "productClass">): number | null {
  if (!p.stock) return 0;
  if (!tracksStock(p)) return null;
  return Math.max(0, p.stock.numInStock! - p.stock.numAllocated);
}

/** True when one unit of `p` can be bought now. */
export function isBuyable(p: Sellable): boolean {
  if (p.structure === "parent" || !p.isPublic || !p.stock || p.stock.price === null) return false;
  const units = unitsAvailable(p);
  return units === null || units > 0;
}

/** The most of `p` one basket may hold: 0 when it cannot be bought, Infinity when stock is not tracked. */
export function maxPurchasable(p: Sellable): number {
  if (!isBuyable(p)) return 0;
  return unitsAvailable(p) ?? Number.POSITIVE_INFINITY;
}

export function availabilityOf(p: Sellable): Availability {
  if (p.structure === "parent") return { is_available_to_buy: false, message: "Unavailable" };
  if (!isBuyable(p)) return { is_available_to_buy: false, message: "Unavailable" };
  const units = unitsAvailable(p);
  if (units === null) return { is_available_to_buy: true, message: "Available" };
  return { is_available_to_buy: true, num_available: units, message: `In stock (${units} available)` };
}

/** A parent's availability: buyable when any child is (no count: it would mix different variants). */
export function parentAvailability(children: Sellable[]): Availability {
  return children.some(isBuyable)
    ? { is_available_to_buy: true, message: "Available" }
    : { is_available_to_buy: false, message: "Unavailable" };
}
