// India's states and union territories with the two-digit codes GST gives them: the first two
// characters of every GSTIN, and what decides whether a sale is taxed within one state or between two.
export const GST_STATES = [
  ["01", "Jammu and Kashmir"],
  ["02", "Himachal Pradesh"],
  ["03", "Punjab"],
  ["04", "Chandigarh"],
  ["05", "Uttarakhand"],
  ["06", "Haryana"],
  ["07", "Delhi"],
  ["08", "Rajasthan"],
  ["09", "Uttar Pradesh"],
  ["10", "Bihar"],
  ["11", "Sikkim"],
  ["12", "Arunachal Pradesh"],
  ["13", "Nagaland"],
  ["14", "Manipur"],
  ["15", "Mizoram"],
  ["16", "Tripura"],
  ["17", "Meghalaya"],
  ["18", "Assam"],
  ["19", "West Bengal"],
  ["20", "Jharkhand"],
  ["21", "Odisha"],
  ["22", "Chhattisgarh"],
  ["23", "Madhya Pradesh"],
  ["24", "Gujarat"],
  ["26", "Dadra and Nagar Haveli and Daman and Diu"],
  ["27", "Maharashtra"],
  ["29", "Karnataka"],
  ["30", "Goa"],
  ["31", "Lakshadweep"],
  ["32", "Kerala"],
  ["33", "Tamil Nadu"],
  ["34", "Puducherry"],
  ["35", "Andaman and Nicobar Islands"],
  ["36", "Telangana"],
  ["37", "Andhra Pradesh"],
  ["38", "Ladakh"],
] as const;

export type GstStateCode = (typeof GST_STATES)[number][0];

const names = new Map<string, string>(GST_STATES);

/** "Rajasthan" for "08"; null for a code no state has. */
export function gstStateName(code: string): string | null {
  return names.get(code) ?? null;
}

// Other spellings buyers type for a state, beside its name ("&" for "and", old names, the capital's name).
const ALIASES: Record<string, string> = {
  "jammu kashmir": "01",
  "j&k": "01",
  "new delhi": "07",
  "nct of delhi": "07",
  "national capital territory of delhi": "07",
  "uttaranchal": "05",
  "up": "09",
  "orissa": "21",
  "pondicherry": "34",
  "dadra and nagar haveli": "26",
  "daman and diu": "26",
  "andaman and nicobar": "35",
  "tamilnadu": "33",
  "chattisgarh": "22",
};

const spelling = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z]+/g, " ")
    .trim();

const byName = new Map<string, string>([...GST_STATES.map(([code, name]) => [spelling(name), code] as [string, string]), ...Object.entries(ALIASES).map(([name, code]) => [spelling(name), code] as [string, string])]);

/** "29" for "Karnataka", "karnataka ", "Tamil Nadu" or "Orissa"; null for a name no state has. */
export function gstStateCodeOf(name: string): string | null {
  return byName.get(spelling(name)) ?? null;
}
