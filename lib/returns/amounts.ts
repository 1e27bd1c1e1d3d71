// What a return is worth: each returned line's share of what the buyer paid for it (after discounts),
// in proportion to the quantity, to the paisa. Shares are rounded cumulatively (the first k pieces of a
// line are worth round(price × k / quantity)), so the returns of one line, one piece at a time or all
// at once, add up to the line's price exactly — the same figures for the refund and the credit note.
import { dec, round2, type AmountLike, type Decimal } from "@/lib/pricing/index.ts";

/** The share of `price` (for `lineQuantity` pieces) of `quantity` pieces after `before` pieces already credited. */
export function shareOf(price: AmountLike, lineQuantity: number, before: number, quantity: number): Decimal {
  const p = dec(price);
  const upTo = (k: number) => round2(p.times(k).div(lineQuantity));
  return upTo(before + quantity).minus(upTo(before));
}
