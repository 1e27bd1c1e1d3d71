// Serial numbers of tax invoices and credit notes (CGST Rule 46(b)): one series each, consecutive and
// unique within a financial year (April to March, India time), "VL/26-27/000123" (at most 16
// characters). The next serial comes from the series' counter row, locked with SELECT … FOR UPDATE in
// the issuing transaction: a second issue waits for the first to commit or roll back, so serials never
// skip (a rolled-back issue gives its serial back) and never repeat. docs/decisions/0143.
import type { Tx } from "@/lib/db.ts";

export const SERIES = {
  invoice: { key: "invoice", prefix: "VL" },
  creditNote: { key: "credit-note", prefix: "CN" },
} as const;
export type Series = (typeof SERIES)[keyof typeof SERIES];

// India has kept one offset from UTC, without summer time, since 1945.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The financial year a moment falls in, by the year it starts: 31 March 2027 23:59 IST → 2026, 1 April 2027 00:00 IST → 2027. */
export function financialYearOf(at: Date): number {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  return india.getUTCMonth() >= 3 ? year : year - 1;
}

/** "26-27" for the year starting April 2026. */
export function financialYearLabel(year: number): string {
  const two = (n: number) => String(n % 100).padStart(2, "0");
  return `${two(year)}-${two(year + 1)}`;
}

/** "VL/26-27/000123": six digits at least (seven from the millionth document of a year: 16 characters). */
export function documentNumber(series: Series, financialYear: number, serial: number): string {
  return `${series.prefix}/${financialYearLabel(financialYear)}/${String(serial).padStart(6, "0")}`;
}

export interface Serial {
  financialYear: number;
  serial: number;
  number: string;
}

/** The next serial of `series` for the financial year of `at`, taken in the caller's transaction. */
export async function nextSerial(tx: Tx, series: Series, at: Date): Promise<Serial> {
  const financialYear = financialYearOf(at);
  // The year's row exists first (a second issuer waits here for the first one's insert to commit) …
  await tx.$executeRaw`
    INSERT INTO "DocumentCounter" (series, "financialYear", "lastSerial") VALUES (${series.key}, ${financialYear}, 0)
    ON CONFLICT (series, "financialYear") DO NOTHING`;
  // … then it is locked and read, and moved on, before anything else of the issue is written.
  const [row] = await tx.$queryRaw<{ lastSerial: number }[]>`
    SELECT "lastSerial" FROM "DocumentCounter" WHERE series = ${series.key} AND "financialYear" = ${financialYear} FOR UPDATE`;
  const serial = row!.lastSerial + 1;
  await tx.$executeRaw`
    UPDATE "DocumentCounter" SET "lastSerial" = ${serial} WHERE series = ${series.key} AND "financialYear" = ${financialYear}`;
  return { financialYear, serial, number: documentNumber(series, financialYear, serial) };
}
