// Search suggestions as the shopper types (API.md §4): up to 8 products and 4 categories, ranked by
// prefix, then word, then fuzzy match, case- and accent-insensitive; the last word may be unfinished.
// Two small queries, cached per normalised query.
import { z } from "zod";
import { db, Prisma } from "@/lib/db.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { cached } from "./cache.ts";
import { PRODUCT_PATH, PriceSchema } from "./card-json.ts";
import { cardColumns, cardFromRow, cardJoins, type CardRow, type ProductCard } from "./cards.ts";
import { canSee, categoryName, categoryTree } from "./category-tree.ts";
import { visibleProducts } from "./listing-filters.ts";
import { parseSearch, searchCondition, searchRanking, type SearchQuery } from "./search.ts";
import { searchSynonyms } from "./synonyms.ts";
import { localeKey, type Viewer } from "./viewer.ts";

const PRODUCTS = 8;
const CATEGORIES = 4;

export interface CategorySuggestion {
  id: number;
  name: string;
  slug: string;
  /** Storefront page: "/c/living-room/sofas/". */
  href: string;
}

export interface Suggestions {
  query: string;
  products: ProductCard[];
  categories: CategorySuggestion[];
}

export const SuggestionsSchema = z.object({
  query: z.string(),
  products: z.array(z.object({ id: z.int(), title: z.string(), slug: z.string(), url: z.url(), image: z.url().nullable(), price: PriceSchema })),
  categories: z.array(z.object({ id: z.int(), name: z.string(), slug: z.string() })),
}).meta({ id: "Suggestions" });

async function suggestProducts(s: SearchQuery, viewer: Viewer): Promise<ProductCard[]> {
  const rows = await db().$queryRaw<CardRow[]>`
    SELECT ${cardColumns} FROM "Product" p ${cardJoins}
    WHERE ${Prisma.join([...visibleProducts(viewer), searchCondition(s)], " AND ")}
    ORDER BY ${Prisma.join(searchRanking(s), ", ")}, p."dateCreated" DESC, p.id DESC
    LIMIT ${PRODUCTS}`;
  return rows.map((r) => cardFromRow(r, viewer.locale));
}

async function suggestCategories(s: SearchQuery, viewer: Viewer): Promise<CategorySuggestion[]> {
  const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const escaped = escapeLike(s.text);
  // A query the synonyms know whole ("almirah") also suggests the categories of what it means ("Wardrobes").
  const meanings = s.terms?.length === 1 ? s.terms[0].meanings.map((m) => escapeLike(m.join(" "))) : [];
  const starts = [escaped, ...meanings].map((t) => Prisma.sql`c."searchText" LIKE ${`${t}%`}`);
  const wordStarts = [escaped, ...meanings].map((t) => Prisma.sql`c."searchText" LIKE ${`% ${t}%`}`);
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT c.id FROM "Category" c
    WHERE ${Prisma.join([...starts, ...wordStarts], " OR ")} OR ${s.text} <% c."searchText"
    ORDER BY CASE WHEN ${Prisma.join(starts, " OR ")} THEN 0 WHEN ${Prisma.join(wordStarts, " OR ")} THEN 1 ELSE 2 END,
             word_similarity(${s.text}, c."searchText") DESC, c.path
    LIMIT ${CATEGORIES * 4}`;
  const tree = await categoryTree();
  return rows
    .map((r) => tree.byId.get(r.id))
    .filter((c) => c !== undefined && canSee(c, viewer))
    .slice(0, CATEGORIES)
    .map((c) => ({ id: c!.id, name: categoryName(c!, viewer.locale), slug: c!.slug, href: `/c/${c!.slugPath.map(encodeURIComponent).join("/")}/` }));
}

async function load(query: string, viewer: Viewer): Promise<Suggestions> {
  const s = parseSearch(query, { prefixLast: true, synonyms: await searchSynonyms() });
  if (!s) return { query, products: [], categories: [] };
  const products = await suggestProducts(s, viewer);
  const categories = await suggestCategories(s, viewer);
  return { query, products, categories };
}

/** Suggestions for what the shopper has typed so far (`query` is echoed as given, trimmed). */
export function suggest(query: string, viewer: Viewer): Promise<Suggestions> {
  const q = query.trim().slice(0, 100);
  if (viewer.staff) return load(q, viewer);
  return cached(`suggest:${localeKey(viewer)}${q}`, { categories: true, products: "any" }, () => load(q, viewer));
}

export function suggestionsJson(s: Suggestions, urls: UrlBuilder): z.infer<typeof SuggestionsSchema> {
  return {
    query: s.query,
    products: s.products.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      url: urls.path(PRODUCT_PATH, { id: p.id }),
      image: p.image ? urls.abs(p.image.path) : null,
      price: p.price,
    })),
    categories: s.categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
  };
}
