// What the basket tells the shopper about a line (spec/API.md §5.3), word for word: apps show these.
import { formatMoney, type Amount } from "@/lib/money/format.ts";

/** The most of one product (with one set of options) a line may hold, whatever the stock. */
export const MAX_LINE_QUANTITY = 10_000;

export const noLongerAvailable = (title: string) => `'${title}' is no longer available`;

/** A quantity cut to what can be bought: by the stock left, or (`byStock` false) by the line limit. */
export const quantityReduced = (title: string, n: number, byStock = true) =>
  byStock ? `Quantity of '${title}' reduced to ${n} (only ${n} available)` : `Quantity of '${title}' reduced to ${n} (a maximum of ${n} can be bought)`;

/** "The price of 'X' has increased from ₹1,200 to ₹1,350 since you added it to your basket". */
export function priceChanged(title: string, was: Amount, now: Amount, rose: boolean): string {
  return `The price of '${title}' has ${rose ? "increased" : "decreased"} from ${formatMoney(was)} to ${formatMoney(now)} since you added it to your basket`;
}
