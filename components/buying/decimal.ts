// Sums of the API's decimal strings without floats ("24999.00" + "499.00" = "25498.00"), in the browser.
// Why not lib/pricing/decimal.ts, the server's money arithmetic: it is built on Prisma.Decimal, imported
// through lib/db.ts (the database client), which must never reach a client bundle; and Prisma's
// browser-safe Decimal is decimal.js, 36 KB minified (14 KB gzipped) added to the checkout page for one
// addition of two 2-place amounts, where these exact integer cents cost 0.3 KB. The server remains the
// authority: checkout recomputes the total and refuses a posted one that differs (spec/API.md §6).
function cents(value: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) throw new TypeError(`Not a decimal amount: ${JSON.stringify(value)}`);
  const whole = BigInt(m[2]) * 100n + BigInt((m[3] ?? "").padEnd(2, "0") || "0");
  return m[1] ? -whole : whole;
}

export function addDecimals(...values: string[]): string {
  const total = values.reduce((sum, v) => sum + cents(v), 0n);
  const sign = total < 0n ? "-" : "";
  const abs = total < 0n ? -total : total;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}
