// Decimal arithmetic for money: Prisma's Decimal (decimal.js), rounded half-up to 2 places, and the
// wire form "1299.00". Amounts never pass through a JS float until a display-only number is asked for.
// Server only (Prisma.Decimal comes through lib/db.ts). The checkout page adds the wire amounts it shows
// with components/buying/decimal.ts instead: sharing this module would put decimal.js (14 KB gzipped) into
// the client bundle for one addition; see the reason there.
import { Prisma } from "@/lib/db.ts";

export type Decimal = Prisma.Decimal;
export const Decimal = Prisma.Decimal;

/** Anything an amount arrives as: a Decimal, a decimal string, or an integer count. */
export type AmountLike = Decimal | string | number;

export const ZERO = new Decimal(0);

export function dec(value: AmountLike): Decimal {
  return value instanceof Decimal ? value : new Decimal(value);
}

/** Half-up rounding to 2 places ("2.345" → 2.35). */
export function round2(value: AmountLike): Decimal {
  return dec(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** The wire form of an amount: a string with exactly 2 places, rounded half-up. */
export function money(value: AmountLike): string {
  return dec(value).toFixed(2, Decimal.ROUND_HALF_UP);
}

/** A display-only JSON number (the display basket's Price objects): Number of the 2-place string. */
export function moneyNumber(value: AmountLike): number {
  return Number(money(value));
}

export function sum(values: Iterable<AmountLike>): Decimal {
  let total = ZERO;
  for (const v of values) total = total.plus(dec(v));
  return total;
}
