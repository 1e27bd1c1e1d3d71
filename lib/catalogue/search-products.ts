// Storefront search: the query is normalised like Product.searchText and every word must occur in it.
// `LIKE '%word%'` on that column is served by its trigram GIN index.
import { Prisma } from "@/lib/db.ts";
import { listProductCards, type ProductCardPage } from "./product-cards.ts";
import { normaliseSearchText } from "./search-text.ts";

/** Queries shorter than this (after normalising) are not searched. */
export const MIN_QUERY_LENGTH = 2;
const MAX_WORDS = 8;

/** The words a query searches for; empty when the query is too short to search. */
export function searchWords(query: string): string[] {
  const text = normaliseSearchText(query);
  if (text.length < MIN_QUERY_LENGTH) return [];
  return text.split(" ").slice(0, MAX_WORDS);
}

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of cards of the public products whose search text holds every word, newest first. */
export function searchProducts(words: readonly string[], page: number): Promise<ProductCardPage | null> {
  if (words.length === 0) throw new RangeError("searchProducts needs at least one word");
  const conditions = words.map((word) => Prisma.sql`p."searchText" LIKE ${likePattern(word)}`);
  return listProductCards(Prisma.join(conditions, " AND "), page);
}
