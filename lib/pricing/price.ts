// The Price shape of API.md §4 ({"currency", "excl_tax", "incl_tax", "tax"}, 2-place strings) for one
// product, and a parent's "from" price: its cheapest buyable child's.
import { dec, money } from "./decimal.ts";
import { isBuyable, type Sellable } from "./availability.ts";
import { splitTax } from "./tax.ts";

export interface Price {
  currency: string | null;
  excl_tax: string | null;
  incl_tax: string | null;
  tax: string;
}

/** The price of something that cannot be bought (and always of a parent at /products/{id}/price/). */
export const NO_PRICE: Readonly<Price> = Object.freeze({ currency: null, excl_tax: null, incl_tax: null, tax: "0.00" });

/** The GST rate of a product (a fraction); 0 without a product class. */
export function gstRateOf(p: Pick<Sellable, "productClass">): string {
  return p.productClass ? String(p.productClass.gstRate) : "0";
}

/** The unit price of `p`, or NO_PRICE when it cannot be bought now. */
export function priceOf(p: Sellable): Price {
  if (!isBuyable(p)) return { ...NO_PRICE };
  const { exclTax, tax, inclTax } = splitTax(dec(String(p.stock!.price)), gstRateOf(p));
  return { currency: p.stock!.currency, excl_tax: money(exclTax), incl_tax: money(inclTax), tax: money(tax) };
}

/** The cheapest buyable child of a parent, or null when none can be bought. */
export function cheapestBuyable<T extends Sellable>(children: T[]): T | null {
  let best: T | null = null;
  for (const child of children) {
    if (!isBuyable(child)) continue;
    if (!best || dec(String(child.stock!.price)).lt(dec(String(best.stock!.price)))) best = child;
  }
  return best;
}

/** A parent's card price: "from" its cheapest buyable child; NO_PRICE when none can be bought. */
export function fromPrice(children: Sellable[]): { price: Price; price_is_from: true } {
  const best = cheapestBuyable(children);
  return { price: best ? priceOf(best) : { ...NO_PRICE }, price_is_from: true };
}
