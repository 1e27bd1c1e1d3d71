// An amount in words as Indian invoices write it: Indian numbering (thousand, lakh, crore), rupees and
// paise, "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only".
import { dec, Decimal, type AmountLike } from "@/lib/pricing/index.ts";

const ONES = ["Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0–99: "Seventy-Eight". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return n % 10 ? `${TENS[Math.floor(n / 10)]}-${ONES[n % 10]}` : TENS[Math.floor(n / 10)]!;
}

/** 1–999: "Four Hundred Fifty-Six". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/** A whole number in Indian numbering: "One Crore Two Lakh Three Thousand Four". Crores above 99 go on counting crores. */
export function indianWords(n: bigint): string {
  if (n === 0n) return "Zero";
  const crores = n / 10_000_000n;
  const rest = Number(n % 10_000_000n);
  const parts: string[] = [];
  if (crores > 0n) parts.push(`${crores >= 1000n ? indianWords(crores) : belowThousand(Number(crores))} Crore`);
  const lakhs = Math.floor(rest / 100_000);
  const thousands = Math.floor((rest % 100_000) / 1000);
  const units = rest % 1000;
  if (lakhs) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands) parts.push(`${belowHundred(thousands)} Thousand`);
  if (units) parts.push(belowThousand(units));
  return parts.join(" ");
}

/** "Rupees Twelve Thousand and Fifty Paise Only"; "Rupees Zero Only" for nothing; paise alone without rupees. */
export function amountInWords(amount: AmountLike): string {
  const paiseTotal = BigInt(dec(amount).abs().times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
  const rupees = paiseTotal / 100n;
  const paise = Number(paiseTotal % 100n);
  if (rupees === 0n && paise) return `${belowHundred(paise)} Paise Only`;
  return `Rupees ${indianWords(rupees)}${paise ? ` and ${belowHundred(paise)} Paise` : ""} Only`;
}
