// The shop's search synonyms: words and phrases shoppers search with, and what the catalogue calls
// them ("almirah" → "wardrobe", "jhoola" → "swing", "sofa come bed" → "sofa cum bed"). Staff edit them
// at /admin/search-synonyms/ (lib/admin/search-synonyms.ts); the seed writes the defaults below.
// A query's words are read into terms here, longest known phrase first, and search.ts lets each term
// match its own words or any of its meanings (docs/decisions/0171). The table is small and read on
// every search, so it is kept in the catalogue cache until an edit publishes a change.
import { db, type Db, type Tx } from "@/lib/db.ts";
import { cached } from "./cache.ts";
import { normaliseSearchText } from "./search-text.ts";
import type { SearchTerm } from "./search.ts";

/** Term (normalised words joined by one space) → its meanings (each a list of words). */
export type SynonymTable = ReadonlyMap<string, string[][]>;

export const NO_SYNONYMS: SynonymTable = new Map();

/** The longest phrase a synonym's term may have, in words. */
export const MAX_TERM_WORDS = 4;

/** Meanings as staff write them: phrases separated by commas ("sofa cum bed, single bed"). */
export function meaningsOf(meaning: string): string[][] {
  return [...new Set(meaning.split(",").map((m) => normaliseSearchText(m)).filter(Boolean))].map((m) => m.split(" "));
}

/** Typed fragments shorter than this do not reach for the synonyms they may begin. */
const MIN_PREFIX_LENGTH = 4;

/**
 * Reads `words` into terms: at each place the longest phrase the table knows, else one word. As the
 * shopper types (`prefixLast`), the words at the end may also begin a known phrase ("jhul" → "jhula",
 * "jhulla"): they make one term with the meanings of every phrase they begin.
 */
export function termsOf(words: string[], table: SynonymTable, prefixLast = false): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length; ) {
    const rest = words.slice(i).join(" ");
    const begun =
      table.size && prefixLast && words.length - i <= MAX_TERM_WORDS && rest.length >= MIN_PREFIX_LENGTH
        ? [...table].filter(([term]) => term !== rest && term.startsWith(rest)).flatMap(([, m]) => m)
        : [];
    if (begun.length) {
      terms.push({ words: words.slice(i), meanings: uniqueMeanings([...(table.get(rest) ?? []), ...begun]) });
      break;
    }
    let taken = 1;
    let meanings: string[][] = [];
    for (let n = Math.min(MAX_TERM_WORDS, words.length - i); n >= 1 && table.size; n--) {
      const found = table.get(words.slice(i, i + n).join(" "));
      if (found) {
        [taken, meanings] = [n, found];
        break;
      }
    }
    terms.push({ words: words.slice(i, i + taken), meanings });
    i += taken;
  }
  return terms;
}

function uniqueMeanings(meanings: string[][]): string[][] {
  return [...new Map(meanings.map((m) => [m.join(" "), m])).values()];
}

async function loadTable(client: Tx | Db = db()): Promise<SynonymTable> {
  const rows = await client.searchSynonym.findMany({ select: { term: true, meaning: true } });
  return new Map(rows.map((r) => [r.term, meaningsOf(r.meaning)]));
}

/** The synonyms searches use (cached; an edit publishes a catalogue change that drops them). */
export function searchSynonyms(): Promise<SynonymTable> {
  return cached("search-synonyms", {}, () => loadTable());
}

/**
 * The defaults the seed writes (and writes again only where staff have not made the term their own):
 * words Indian shoppers search with for what the demo catalogue sells.
 */
export const DEFAULT_SYNONYMS: readonly { term: string; meaning: string }[] = [
  { term: "almirah", meaning: "wardrobe" },
  { term: "almira", meaning: "wardrobe" },
  { term: "almari", meaning: "wardrobe" },
  { term: "almariah", meaning: "wardrobe" },
  { term: "cupboard", meaning: "wardrobe, cabinet" },
  { term: "closet", meaning: "wardrobe" },
  { term: "diwan", meaning: "sofa cum bed" },
  { term: "divan", meaning: "sofa cum bed" },
  { term: "deewan", meaning: "sofa cum bed" },
  { term: "dewan", meaning: "sofa cum bed" },
  { term: "sofa come bed", meaning: "sofa cum bed" },
  { term: "sofa bed", meaning: "sofa cum bed" },
  { term: "sofa cumbed", meaning: "sofa cum bed" },
  { term: "jhoola", meaning: "swing" },
  { term: "jhula", meaning: "swing" },
  { term: "jhulla", meaning: "swing" },
  { term: "oonjal", meaning: "swing" },
  { term: "charpai", meaning: "single bed" },
  { term: "charpoy", meaning: "single bed" },
  { term: "khatiya", meaning: "single bed" },
  { term: "palang", meaning: "bed" },
  { term: "palank", meaning: "bed" },
  { term: "settee", meaning: "sofa" },
  { term: "couch", meaning: "sofa" },
  { term: "sofa set", meaning: "sofa" },
  { term: "l shape sofa", meaning: "sectional sofa" },
  { term: "corner sofa", meaning: "sectional sofa" },
  { term: "dresser", meaning: "dressing table" },
  { term: "vanity", meaning: "dressing table" },
  { term: "shringar table", meaning: "dressing table" },
  { term: "singhar table", meaning: "dressing table" },
  { term: "mirror table", meaning: "dressing table" },
  { term: "pooja unit", meaning: "mandir" },
  { term: "puja unit", meaning: "pooja unit, mandir" },
  { term: "mandir", meaning: "pooja unit" },
  { term: "temple", meaning: "pooja unit, mandir" },
  { term: "teapoy", meaning: "coffee table" },
  { term: "centre table", meaning: "coffee table" },
  { term: "center table", meaning: "coffee table" },
  { term: "night stand", meaning: "bedside table" },
  { term: "nightstand", meaning: "bedside table" },
  { term: "side stool", meaning: "side table" },
  { term: "showcase", meaning: "display cabinet, crockery unit" },
  { term: "crockery cabinet", meaning: "crockery unit" },
  { term: "tv stand", meaning: "tv unit" },
  { term: "tv cabinet", meaning: "tv unit" },
  { term: "entertainment unit", meaning: "tv unit" },
  { term: "shoe stand", meaning: "shoe rack" },
  { term: "shoe cabinet", meaning: "shoe rack" },
  { term: "computer table", meaning: "study table" },
  { term: "office table", meaning: "writing desk, study table" },
  { term: "book rack", meaning: "bookshelf" },
  { term: "bookcase", meaning: "bookshelf" },
  { term: "kursi", meaning: "chair" },
  { term: "easy chair", meaning: "armchair" },
  { term: "rocker", meaning: "rocking chair" },
  { term: "aaram kursi", meaning: "rocking chair, armchair" },
  { term: "moodha", meaning: "pouffe" },
  { term: "mooda", meaning: "pouffe" },
  { term: "puffy", meaning: "pouffe" },
  { term: "ottoman", meaning: "pouffe" },
  { term: "dari", meaning: "durrie" },
  { term: "dhurrie", meaning: "durrie" },
  { term: "durry", meaning: "durrie" },
  { term: "carpet", meaning: "rug" },
  { term: "kaleen", meaning: "rug" },
  { term: "galicha", meaning: "rug" },
  { term: "parda", meaning: "curtains" },
  { term: "chadar", meaning: "bedsheet" },
  { term: "bed sheet", meaning: "bedsheet" },
  { term: "jhoomar", meaning: "pendant light" },
  { term: "chandelier", meaning: "pendant light" },
  { term: "hanging light", meaning: "pendant light" },
  { term: "gamla", meaning: "planter" },
  { term: "flower pot", meaning: "planter" },
  { term: "bar chair", meaning: "bar stool" },
  { term: "dining table", meaning: "dining set" },
];

/** Writes the defaults the table lacks; a term staff have edited keeps their meaning. */
export async function seedDefaultSynonyms(client: Tx | Db): Promise<number> {
  const result = await client.searchSynonym.createMany({
    data: DEFAULT_SYNONYMS.map((s) => ({ term: normaliseSearchText(s.term), meaning: s.meaning })),
    skipDuplicates: true,
  });
  return result.count;
}
