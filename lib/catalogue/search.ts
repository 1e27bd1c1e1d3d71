// Catalogue search: PostgreSQL full text over each product's weighted document (A: title and UPC,
// B: category names and attribute values, C: category descriptions; English stemming, so plurals
// match) and trigrams over its normalised search text (one-letter misspellings). Text is normalised
// in code on both sides (lower case, accents stripped), so "CAFÉ" finds "Cafe".
//
// The query is read in terms: a word, or a phrase the shop's synonyms know ("almirah", "sofa come
// bed"), which then also matches what it means ("wardrobe", "sofa cum bed"; lib/catalogue/synonyms.ts,
// docs/decisions/0171). Every term must be found — as a stemmed word (or every word of a meaning), as
// the start of one, or fuzzily when the catalogue does not know the word at all. Results are ranked:
// the title starts with the query; every term found as a word; every term as the start of a word;
// fuzzy. Within that, by where the terms were found — each term scores 3 in the title, 2 in a
// category name or attribute, 1 only in a description — so "bed with storage" lists beds (bed in the
// title) before bedside tables and wardrobes (bed only in a description); then full-text rank (cover
// density: the words close together), then trigram similarity.
import { Prisma } from "@/lib/db.ts";
import { normaliseSearchText } from "./search-text.ts";
import { NO_SYNONYMS, termsOf, type SynonymTable } from "./synonyms.ts";

/** Queries shorter than this (after normalising) search nothing. */
export const MIN_QUERY_LENGTH = 2;
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Shorter words are only matched as words or word starts, never fuzzily (too many false hits). */
const MIN_FUZZY_LENGTH = 4;

/** One term of a query: its words as typed, and what else it may mean (each a list of words). */
export interface SearchTerm {
  words: string[];
  /** The synonyms' meanings of these words; empty for an ordinary word. */
  meanings: string[][];
}

export interface SearchQuery {
  /** The normalised query ("cafe sofa"). */
  text: string;
  words: string[];
  /** As-you-type: the last word may be unfinished, so it also counts as a word start in every tier. */
  prefixLast: boolean;
  /** The words read as terms (omitted: one term per word, no synonyms). */
  terms?: SearchTerm[];
}

/** The search a query asks for, or null when it is too short to search. */
export function parseSearch(query: string, opts: { prefixLast?: boolean; synonyms?: SynonymTable } = {}): SearchQuery | null {
  const text = normaliseSearchText(query);
  if (text.length < MIN_QUERY_LENGTH) return null;
  const words = text
    .split(" ")
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  const parsed: SearchQuery = { text: words.join(" "), words, prefixLast: opts.prefixLast ?? false };
  const terms = termsOf(words, opts.synonyms ?? NO_SYNONYMS, opts.prefixLast ?? false);
  if (terms.some((t) => t.meanings.length)) parsed.terms = terms;
  return parsed;
}

const termsOfQuery = (s: SearchQuery): SearchTerm[] => s.terms ?? s.words.map((w) => ({ words: [w], meanings: [] }));

type Prefix = "none" | "last" | "all";

/**
 * A tsquery text for one term: its words (all of them) or any of its meanings, each word with a
 * weight restriction (":A", ":AB") and a prefix mark. `last`: the term ends the query (for prefixLast).
 */
function termQuery(t: SearchTerm, weights: string, prefix: Prefix, last: boolean): string {
  const mark = (w: string, i: number, all: string[], typed: boolean) => {
    const star = prefix === "all" || (prefix === "last" && last && typed && i === all.length - 1) ? "*" : "";
    return star + weights ? `${w}:${star}${weights}` : w;
  };
  const group = (ws: string[], typed: boolean) => ws.map((w, i) => mark(w, i, ws, typed)).join(" & ");
  if (!t.meanings.length) return group(t.words, true);
  return [group(t.words, true), ...t.meanings.map((m) => group(m, false))].map((g) => `(${g})`).join(" | ");
}

/** A tsquery text for the whole query: every term. */
function tsquery(s: SearchQuery, weights: string, prefix: Prefix): string {
  const terms = termsOfQuery(s);
  return terms.map((t, i) => `(${termQuery(t, weights, prefix, i === terms.length - 1)})`).join(" & ");
}

const q = (text: string) => Prisma.sql`to_tsquery('english', ${text})`;

function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The title starts with the query: as typed when typing (prefixLast), else with whole words. */
function titleStarts(s: SearchQuery): Prisma.Sql {
  if (s.prefixLast) return Prisma.sql`p."searchTitle" LIKE ${likePrefix(s.text)}`;
  return Prisma.sql`(p."searchTitle" = ${s.text} OR p."searchTitle" LIKE ${likePrefix(`${s.text} `)})`;
}

/** The condition on `p` (a "Product" row) that a product matches the search. */
export function searchCondition(s: SearchQuery): Prisma.Sql {
  const perTerm = termsOfQuery(s).map((t) => {
    const asWord = q(termQuery(t, "", "all", true));
    const alternatives = [Prisma.sql`p."searchVector" @@ ${asWord}`];
    // Fuzzy only for a plain word the catalogue does not know (else "sofa" would also find "soft"); the
    // EXISTS is evaluated once per query, through the full-text index.
    const [w] = t.words;
    if (t.words.length === 1 && !t.meanings.length && w.length >= MIN_FUZZY_LENGTH) {
      alternatives.push(Prisma.sql`(NOT EXISTS (SELECT 1 FROM "Product" x WHERE x."searchVector" @@ ${asWord} AND x."isPublic") AND ${w} <% p."searchText")`);
    }
    // A stop word ("the", "and") has no lexeme: it asks for nothing.
    if (!t.meanings.length) alternatives.push(Prisma.sql`numnode(${q(t.words.join(" & "))}) = 0`);
    return Prisma.sql`(${Prisma.join(alternatives, " OR ")})`;
  });
  // …but a query of nothing but stop words finds nothing.
  const meaningful = Prisma.sql`numnode(${q(tsquery(s, "", "none"))}) > 0`;
  return Prisma.sql`(${titleStarts(s)} OR (${meaningful} AND ${Prisma.join(perTerm, " AND ")}))`;
}

/** Where each term was found: 3 in the title, 2 in a category name or attribute, 1 elsewhere, summed. */
function fieldScore(s: SearchQuery, prefix: Prefix): Prisma.Sql {
  const terms = termsOfQuery(s);
  const parts = terms.map((t, i) => {
    const last = i === terms.length - 1;
    return Prisma.sql`CASE WHEN p."searchVector" @@ ${q(termQuery(t, "A", prefix, last))} THEN 3
      WHEN p."searchVector" @@ ${q(termQuery(t, "B", prefix, last))} THEN 2
      WHEN p."searchVector" @@ ${q(termQuery(t, "", prefix, last))} THEN 1 ELSE 0 END`;
  });
  return Prisma.sql`(${Prisma.join(parts, " + ")})`;
}

/** ORDER BY terms that rank matches by relevance (best first). */
export function searchRanking(s: SearchQuery): Prisma.Sql[] {
  const prefix = s.prefixLast ? "last" : "none";
  const tier = Prisma.sql`CASE
      WHEN ${titleStarts(s)} THEN 0
      WHEN p."searchVector" @@ ${q(tsquery(s, "", prefix))} THEN 1
      WHEN p."searchVector" @@ ${q(tsquery(s, "", "all"))} THEN 2
      ELSE 3 END`;
  return [
    tier,
    Prisma.sql`${fieldScore(s, prefix)} DESC`,
    Prisma.sql`ts_rank_cd(p."searchVector", ${q(tsquery(s, "", "all"))}) DESC`,
    Prisma.sql`word_similarity(${s.text}, p."searchText") DESC`,
  ];
}
