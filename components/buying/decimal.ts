// Sums of the API's decimal strings without floats ("24999.00" + "499.00" = "25498.00").
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
