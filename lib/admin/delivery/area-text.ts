// A zone's areas as the staff write them, one per line (docs/decisions/0135-zone-areas-as-text.md):
// "56" (pincodes starting 56), "110001-110099" (a range, both ends the same length, from ≤ to),
// "whole country" (all of India), and for another country its code first: "LK", "LK whole country",
// "LK 10", "LK 10100-10999". The one parser and the one writer of that text; zones.ts reads the rows.
import { SHOP_COUNTRY } from "@/lib/shipping/location.ts";

export interface AreaRow {
  countryIso2: string;
  pincodePrefix: string | null;
  pincodeFrom: string | null;
  pincodeTo: string | null;
}

/** One line of text for an area: the inverse of `parseAreaText`'s reading of that line. */
export function areaText(a: AreaRow): string {
  const where = a.pincodePrefix ? a.pincodePrefix : a.pincodeFrom && a.pincodeTo ? `${a.pincodeFrom}-${a.pincodeTo}` : "whole country";
  return a.countryIso2 === SHOP_COUNTRY ? where : `${a.countryIso2} ${where}`;
}

export const areasText = (areas: AreaRow[]): string => areas.map(areaText).join("\n");

export interface AreaLineError {
  /** 1-based, as the staff count the lines in the box. */
  line: number;
  text: string;
  message: string;
}

export type AreaParse = { ok: true; areas: AreaRow[] } | { ok: false; errors: AreaLineError[] };

const PIN = /^[0-9A-Z]{1,10}$/;

function parseWhere(where: string): Omit<AreaRow, "countryIso2"> | string {
  if (where === "" || /^whole country$/i.test(where)) return { pincodePrefix: null, pincodeFrom: null, pincodeTo: null };
  const range = /^(\S+)\s*-\s*(\S+)$/.exec(where);
  if (range) {
    const [from, to] = [range[1].toUpperCase(), range[2].toUpperCase()];
    if (!PIN.test(from) || !PIN.test(to)) return "A range is two pincodes joined by a dash, like 110001-110099.";
    if (from.length !== to.length) return `The ends of ${from}-${to} differ in length; write both in full.`;
    if (from > to) return `${from} comes after ${to}; write the smaller pincode first.`;
    return { pincodePrefix: null, pincodeFrom: from, pincodeTo: to };
  }
  const prefix = where.toUpperCase();
  if (!PIN.test(prefix)) return `"${where}" is not a pincode prefix, a range or "whole country".`;
  return { pincodePrefix: prefix, pincodeFrom: null, pincodeTo: null };
}

/**
 * Reads the text box; blank lines are skipped and a line written twice counts once. `countries`: the
 * codes a line may name (upper case). Every bad line is reported, each with its line number.
 */
export function parseAreaText(text: string, countries: ReadonlySet<string>): AreaParse {
  const areas: AreaRow[] = [];
  const errors: AreaLineError[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim().replace(/\s+/g, " ");
    if (!line) return;
    const coded = /^([A-Za-z]{2})(?:\s+(.*))?$/.exec(line);
    const isCountry = coded !== null;
    const countryIso2 = isCountry ? coded[1].toUpperCase() : SHOP_COUNTRY;
    const where = isCountry ? (coded[2] ?? "") : line;
    if (!countries.has(countryIso2)) {
      errors.push({ line: i + 1, text: raw, message: `${countryIso2} is not a country the shop knows.` });
      return;
    }
    const parsed = parseWhere(where);
    if (typeof parsed === "string") {
      errors.push({ line: i + 1, text: raw, message: parsed });
      return;
    }
    const area = { countryIso2, ...parsed };
    const key = areaText(area);
    if (seen.has(key)) return;
    seen.add(key);
    areas.push(area);
  });
  return errors.length ? { ok: false, errors } : { ok: true, areas };
}

/** The errors as the field shows them: "Line 3 (110099-1100): …", one per line. */
export const areaErrorsText = (errors: AreaLineError[]): string =>
  errors.map((e) => `Line ${e.line} (${e.text.trim()}): ${e.message}`).join("\n");
