// The one place where the shop's money (Decimal rupees) and Razorpay's (whole paise) meet. Nothing
// else in the shop sees a paise integer: the client converts what it sends and what it reads here.
import { Decimal } from "@/lib/pricing/decimal.ts";

/** ₹1,299.50 → 129950. Refuses a fraction of a paisa, a negative amount or one too large to be exact. */
export function toPaise(amount: Decimal): number {
  const paise = amount.times(100);
  if (!paise.isInteger()) throw new RangeError(`Not a whole number of paise: ₹${amount.toString()}`);
  if (paise.isNegative()) throw new RangeError(`A negative amount cannot be paid or refunded: ₹${amount.toString()}`);
  const n = paise.toNumber();
  if (!Number.isSafeInteger(n)) throw new RangeError(`Amount too large: ₹${amount.toString()}`);
  return n;
}

/** 129950 → ₹1,299.50 as a Decimal with two places. */
export function fromPaise(paise: number): Decimal {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  return new Decimal(paise).dividedBy(100).toDecimalPlaces(2);
}
