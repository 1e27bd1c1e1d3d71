// GST on a shelf price. Shelf prices include GST (what shoppers see and staff type); the tax-free part
// is derived, per API.md §4: excl_tax = round_half_up(incl / (1 + rate), 2), tax = incl − excl_tax.
import { dec, round2, type AmountLike, type Decimal } from "./decimal.ts";

export interface TaxSplit {
  inclTax: Decimal;
  exclTax: Decimal;
  tax: Decimal;
}

/** Splits an amount including GST at `rate` (a fraction: 0.18 for 18 %) into its parts. */
export function splitTax(inclTax: AmountLike, rate: AmountLike): TaxSplit {
  const incl = round2(inclTax);
  const exclTax = round2(incl.div(divisorOf(rate)));
  return { inclTax: incl, exclTax, tax: incl.minus(exclTax) };
}

// 1 + rate, for the few rates a shop has (a basket prices every line at one of them).
const divisors = new Map<string, Decimal>();

function divisorOf(rate: AmountLike): Decimal {
  const key = String(rate);
  let divisor = divisors.get(key);
  if (!divisor) {
    divisor = dec(rate).plus(1);
    if (divisors.size < 100) divisors.set(key, divisor);
  }
  return divisor;
}
