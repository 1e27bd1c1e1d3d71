// Sharing a basket-level discount across lines (API.md §4): in proportion to each line's value incl.
// tax, each share rounded half-up, the rounding remainder on the last line, and no line below zero.
import { dec, round2, sum, ZERO, type AmountLike, type Decimal } from "./decimal.ts";

/** The share of `discount` each line carries; the shares add up to `min(discount, total)` exactly. */
export function shareDiscount(lineValues: AmountLike[], discount: AmountLike): Decimal[] {
  const values = lineValues.map(dec);
  const total = sum(values);
  if (values.length === 0) return [];
  const wanted = minOf(round2(discount), total);
  if (wanted.lte(0) || total.lte(0)) return values.map(() => ZERO);
  const shares = values.map((v) => round2(wanted.times(v).div(total)));
  const last = values.length - 1;
  shares[last] = wanted.minus(sum(shares.slice(0, last)));
  // Rounding up earlier shares can leave the last one above its own value or below zero: move the
  // excess back onto earlier lines, which always have room because the shares sum to at most the total.
  // The part of the last share outside [0, its line's value]: positive above, negative below.
  let excess = shares[last].gt(values[last]) ? shares[last].minus(values[last]) : shares[last].lt(0) ? shares[last] : ZERO;
  if (!excess.isZero()) {
    shares[last] = shares[last].minus(excess);
    for (let i = last - 1; i >= 0 && !excess.isZero(); i--) {
      const room = excess.gt(0) ? values[i].minus(shares[i]) : shares[i].negated();
      const move = excess.gt(0) ? minOf(room, excess) : maxOf(room, excess);
      shares[i] = shares[i].plus(move);
      excess = excess.minus(move);
    }
  }
  return shares;
}

function minOf(a: Decimal, b: Decimal): Decimal {
  return a.lte(b) ? a : b;
}

function maxOf(a: Decimal, b: Decimal): Decimal {
  return a.gte(b) ? a : b;
}
