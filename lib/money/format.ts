// Display formatting for money: Indian grouping and the ₹ sign ("₹1,89,000", "₹18,999.50").
// Amounts arrive as decimals (Prisma.Decimal or a decimal string) and never pass through a float:
// Intl.NumberFormat formats a decimal string exactly (rounding half away from zero at 2 places).

/** A decimal amount: a Prisma.Decimal (anything with toFixed) or a decimal string such as "24999.00". */
export type Amount = string | { toFixed(decimalPlaces: number): string };

const DECIMAL = /^-?\d+(\.\d+)?$/;

const rupees = (tag: string) => new Intl.NumberFormat(tag, { style: "currency", currency: "INR", numberingSystem: "latn", minimumFractionDigits: 2, maximumFractionDigits: 2 });
// Hindi pages write amounts as English ones do (Latin digits, Indian grouping: "₹1,25,000").
const inr = { en: rupees("en-IN"), hi: rupees("hi-IN") };

/** "₹24,999" for 24999.00, "₹18,999.50" for 18999.5 (the same on Hindi pages). Throws on a value that is not a decimal. */
export function formatMoney(amount: Amount, locale: "en" | "hi" = "en"): string {
  const text = typeof amount === "string" ? amount.trim() : amount.toFixed(2);
  if (!DECIMAL.test(text)) throw new TypeError(`Not a decimal amount: ${JSON.stringify(text)}`);
  const formatted = inr[locale].format(text as `${number}`);
  return formatted.endsWith(".00") ? formatted.slice(0, -3) : formatted;
}
