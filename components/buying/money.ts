// Money on the buying pages: decimal strings from the API ("24999.00") and the display basket's numbers
// (made from decimals, display only) both shown as "₹24,999".
import { formatMoney } from "@/lib/money/format.ts";

export function money(amount: string | number): string {
  return formatMoney(typeof amount === "number" ? amount.toFixed(2) : amount);
}

/** A line before its share of the voucher: unit price × quantity, in whole paise (display only). */
export function lineBeforeDiscount(line: { unit_price: { incl_tax: number }; quantity: number }): number {
  return (Math.round(line.unit_price.incl_tax * 100) * line.quantity) / 100;
}
