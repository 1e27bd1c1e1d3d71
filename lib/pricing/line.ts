// The amounts of one basket or order line (API.md §4): unit incl. × quantity − its share of discounts,
// split into excl. tax and tax at the line's GST rate. Totals are sums of these rounded line values.
import { dec, round2, type AmountLike } from "./decimal.ts";
import { splitTax, type TaxSplit } from "./tax.ts";

export interface LineAmounts {
  /** Before discounts. */
  beforeDiscounts: TaxSplit;
  /** After this line's share of discounts. */
  afterDiscounts: TaxSplit;
}

export function lineAmounts(unitInclTax: AmountLike, quantity: number, gstRate: AmountLike, discountShare: AmountLike = 0): LineAmounts {
  const gross = round2(dec(unitInclTax).times(quantity));
  const share = dec(discountShare);
  const beforeDiscounts = splitTax(gross, gstRate);
  return { beforeDiscounts, afterDiscounts: share.isZero() ? beforeDiscounts : splitTax(gross.minus(share), gstRate) };
}
