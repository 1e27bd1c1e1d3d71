// Catalogue search: PostgreSQL full text over each product's weighted document (A: title and UPC,
// B: category names and attribute values, C: category descriptions; English stemming, so plurals
// match) and trigrams over its normalised search text (one-letter misspellings). Text is normalised
// in code on both sides (lower case, accents stripped), so "CAFÉ" finds "Cafe".
//
// Every word must be found — as a stemmed word, as the start of one, or fuzzily when the catalogue does
// not know the word at all — and results are
// ranked in tiers: the title starts with the query; every word in the title; every word in the title,
// category names or attributes; every word anywhere in the document; every word as the start of a
// word; fuzzy. Within a tier: full-text rank (cover density: the words close together), then trigram
// similarity.
import { Prisma } from "@/lib/db.ts";
import { normaliseSearchText } from "./search-text.ts";

/** Queries shorter than this (after normalising) search nothing. */
export const MIN_QUERY_LENGTH = 2;
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Shorter words are only matched as words or word starts, never fuzzily (too many false hits). */
const MIN_FUZZY_LENGTH = 4;

export interface SearchQuery {
  /** The normalised query ("cafe sofa"). */
  text: string;
  words: string[];
  /** As-you-type: the last word may be unfinished, so it also counts as a word start in every tier. */
  prefixLast: boolean;
}

/** The search a query asks for, or null when it is too short to search. */
export function parseSearch(query: string, opts: { prefixLast?: boolean } = {}): SearchQuery | null {
  const text = normaliseSearchText(query);
  if (text.length < MIN_QUERY_LENGTH) return null;
  const words = text
    .split(" ")
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  return { text: words.join(" "), words, prefixLast: opts.prefixLast ?? false };
}

/** A tsquery text: every word, with a weight restriction (":A", ":AB") and prefix marks. */
function tsquery(s: SearchQuery, weights: string, prefix: "none" | "last" | "all"): string {
  return s.words
    .map((w, i) => {
      const star = prefix === "all" || (prefix === "last" && i === s.words.length - 1) ? "*" : "";
      const mark = star + weights;
      return mark ? `${w}:${mark}` : w;
    })
    .join(" & ");
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
  const perWord = s.words.map((w) => {
    const asWord = q(`${w}:*`);
    const alternatives = [Prisma.sql`p."searchVector" @@ ${asWord}`];
    // Fuzzy only for a word the catalogue does not know (else "sofa" would also find "soft"); the
    // EXISTS is evaluated once per query, through the full-text index.
    if (w.length >= MIN_FUZZY_LENGTH) {
      alternatives.push(Prisma.sql`(NOT EXISTS (SELECT 1 FROM "Product" x WHERE x."searchVector" @@ ${asWord} AND x."isPublic") AND ${w} <% p."searchText")`);
    }
    // A stop word ("the", "and") has no lexeme: it asks for nothing.
    alternatives.push(Prisma.sql`numnode(${q(w)}) = 0`);
    return Prisma.sql`(${Prisma.join(alternatives, " OR ")})`;
  });
  // …but a query of nothing but stop words finds nothing.
  const meaningful = Prisma.sql`numnode(${q(tsquery(s, "", "none"))}) > 0`;
  return Prisma.sql`(${titleStarts(s)} OR (${meaningful} AND ${Prisma.join(perWord, " AND ")}))`;
}

/** ORDER BY terms that rank matches by relevance (best first). */
export function searchRanking(s: SearchQuery): Prisma.Sql[] {
  const prefix = s.prefixLast ? "last" : "none";
  const tier = Prisma.sql`CASE
      WHEN ${titleStarts(s)} THEN 0
      WHEN p."searchVector" @@ ${q(tsquery(s, "A", prefix))} THEN 1
      WHEN p."searchVector" @@ ${q(tsquery(s, "AB", prefix))} THEN 2
      WHEN p."searchVector" @@ ${q(tsquery(s, "", prefix))} THEN 3
      WHEN p."searchVector" @@ ${q(tsquery(s, "", "all"))} THEN 4
      ELSE 5 END`;
  return [
    tier,
    Prisma.sql`ts_rank_cd(p."searchVector", ${q(tsquery(s, "", "all"))}) DESC`,
    Prisma.sql`word_similarity(${s.text}, p."searchText") DESC`,
  ];
}
