// Display formatting for money: Indian grouping and the ₹ sign ("₹1,89,000", "₹18,999.50").
// Amounts arrive as decimals (Prisma.Decimal or a decimal string) and never pass through a float:
// Intl.NumberFormat formats a decimal string exactly (rounding half away from zero at 2 places).

/** A decimal amount: a Prisma.Decimal (anything with toFixed) or a decimal string such as "24999.00". */
export type Amount = string | { toFixed(decimalPlaces: number): string };

const DECIMAL = /^-?\d+(\.\d+)?$/;

const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₹24,999" for 24999.00, "₹18,999.50" for 18999.5. Throws on a value that is not a decimal. */
export function formatMoney(amount: Amount): string {
  const text = typeof amount === "string" ? amount.trim() : amount.toFixed(2);
  if (!DECIMAL.test(text)) throw new TypeError(`Not a decimal amount: ${JSON.stringify(text)}`);
  const formatted = inr.format(text as `${number}`);
  return formatted.endsWith(".00") ? formatted.slice(0, -3) : formatted;
}
