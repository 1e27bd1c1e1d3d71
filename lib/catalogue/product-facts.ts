// The facts about a product that listings sort, filter and search on, kept on the product row so an
// index can serve them: the price a card shows and whether it can be bought (lib/pricing's rules),
// and the normalised search text, title and weighted full-text document. refreshProductFacts() is
// the one function that computes them; catalogueChanged() (changed.ts) calls it after every change.
import { Prisma, type Db, type Tx } from "@/lib/db.ts";
import { cheapestBuyable, isBuyable, money, type Sellable } from "@/lib/pricing/index.ts";
import { normaliseSearchText } from "./search-text.ts";

/** Which products to refresh: all, those never computed, or those a change names (with their families). */
export type FactsScope = "all" | "missing" | { productIds?: number[]; categoryIds?: number[] };

/** Attribute types whose values are search words (chosen from a list: colour, material, size …). */
const SEARCHED_TYPES = new Set(["option", "multi_option"]);
const BATCH = 500;

async function seedIds(tx: Tx | Db, scope: FactsScope): Promise<number[]> {
  if (scope === "all") return (await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Product"`).map((r) => r.id);
  if (scope === "missing") {
    return (await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Product" WHERE "searchVector" IS NULL`).map((r) => r.id);
  }
  const ids = [...(scope.productIds ?? [])];
  if (scope.categoryIds?.length) {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT DISTINCT pc."productId" AS id FROM "ProductCategory" pc
      JOIN "Category" c ON c.id = pc."categoryId"
      JOIN "Category" x ON x.id = ANY(${scope.categoryIds}::int[])
      WHERE c.path = x.path OR c.path LIKE x.path || '.%'`;
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The products and their families: a child's parent and siblings, a parent's children. */
export async function familyIds(tx: Tx | Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx.$queryRaw<{ id: number }[]>`
    WITH roots AS (SELECT COALESCE(p."parentId", p.id) AS id FROM "Product" p WHERE p.id = ANY(${ids}::int[]))
    SELECT p.id FROM "Product" p
    WHERE p.id IN (SELECT id FROM roots) OR p."parentId" IN (SELECT id FROM roots)`;
  return rows.map((r) => r.id);
}

interface FactRow {
  id: number;
  title: string;
  text: string;
  a: string;
  b: string;
  c: string;
  price: string | null;
  available: boolean;
}

/**
 * Recomputes the facts of the products in `scope` (and their parents and children) and writes the
 * rows that changed; answers every product id it looked at. Takes the transaction of the change.
 */
export async function refreshProductFacts(tx: Tx | Db, scope: FactsScope): Promise<number[]> {
  const ids = await familyIds(tx, await seedIds(tx, scope));
  if (!ids.length) return [];
  const [products, categories] = await Promise.all([
    // Ordered, so the same rows always give the same text (a re-run of the seed writes nothing).
    tx.product.findMany({
      where: { id: { in: ids } },
      orderBy: { id: "asc" },
      select: {
        id: true,
        structure: true,
        parentId: true,
        isPublic: true,
        title: true,
        upc: true,
        productClass: { select: { gstRate: true, taxCode: true, tracksStock: true } },
        stockRecord: { select: { price: true, priceCurrency: true, numInStock: true, numAllocated: true } },
        categories: { select: { categoryId: true }, orderBy: { categoryId: "asc" } },
        attributeValues: { select: { value: true, attribute: { select: { type: true, displayOrder: true } } }, orderBy: { id: "asc" } },
      },
    }),
    tx.category.findMany({ select: { id: true, parentId: true, name: true, description: true, path: true } }),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const childrenOf = new Map<number, typeof products>();
  for (const p of products) if (p.parentId !== null) childrenOf.set(p.parentId, [...(childrenOf.get(p.parentId) ?? []), p]);

  const sellable = (p: (typeof products)[number]): Sellable => {
    const parent = p.parentId === null ? undefined : byId.get(p.parentId);
    return {
      structure: p.structure,
      isPublic: p.isPublic && (parent?.isPublic ?? true),
      stock: p.stockRecord && { price: p.stockRecord.price, currency: p.stockRecord.priceCurrency, numInStock: p.stockRecord.numInStock, numAllocated: p.stockRecord.numAllocated },
      productClass: p.productClass ?? parent?.productClass ?? null,
    };
  };

  /** A category and its ancestors, top first. */
  const trail = (categoryId: number) => {
    const out: (typeof categories)[number][] = [];
    for (let c = categoryById.get(categoryId); c; c = c.parentId === null ? undefined : categoryById.get(c.parentId)) out.unshift(c);
    return out;
  };

  const rows: FactRow[] = products.map((p) => {
    const home = p.parentId !== null ? (byId.get(p.parentId) ?? p) : p; // a child is found where its parent is
    const cats = [...new Map(home.categories.flatMap((link) => trail(link.categoryId)).map((c) => [c.id, c])).values()];
    const family = p.structure === "parent" ? [p, ...(childrenOf.get(p.id) ?? [])] : [p];
    const values = [...new Set(family.flatMap((m) => m.attributeValues.filter((v) => SEARCHED_TYPES.has(v.attribute.type)).map((v) => v.value)))];
    const names = cats.map((c) => c.name);
    let price: string | null = null;
    let available = false;
    if (p.structure === "parent") {
      const best = cheapestBuyable((childrenOf.get(p.id) ?? []).map(sellable));
      if (best) [price, available] = [money(String(best.stock!.price)), true];
    } else if (isBuyable(sellable(p))) {
      [price, available] = [money(String(p.stockRecord!.price)), true];
    }
    return {
      id: p.id,
      title: normaliseSearchText(p.title),
      text: normaliseSearchText(p.title, p.upc ?? "", ...names, ...values),
      a: normaliseSearchText(p.title, p.upc ?? ""),
      b: normaliseSearchText(...names, ...values),
      // Nearest category first, each name beside its description: "dining sets a table with its chairs"
      // keeps the words of one category close, which the rank (cover density) rewards.
      c: normaliseSearchText(...[...cats].reverse().flatMap((c) => [c.name, c.description])),
      price,
      available,
    };
  });

  for (let i = 0; i < rows.length; i += BATCH) await writeFacts(tx, rows.slice(i, i + BATCH));
  return ids;
}

/** One UPDATE for a batch, touching only the rows whose facts differ. */
async function writeFacts(tx: Tx | Db, rows: FactRow[]): Promise<void> {
  const col = <K extends keyof FactRow>(k: K) => rows.map((r) => r[k]);
  await tx.$executeRaw(Prisma.sql`
    UPDATE "Product" p
    SET "searchTitle" = v.title, "searchText" = v.text, "searchVector" = v.vector, "listPrice" = v.price, "isAvailable" = v.available
    FROM (
      SELECT u.id, u.title, u.text, u.price::numeric(12, 2) AS price, u.available,
             setweight(to_tsvector('english', u.a), 'A') || setweight(to_tsvector('english', u.b), 'B')
               || setweight(to_tsvector('english', u.c), 'C') AS vector
      FROM unnest(${col("id")}::int[], ${col("title")}::text[], ${col("text")}::text[], ${col("a")}::text[],
                  ${col("b")}::text[], ${col("c")}::text[], ${col("price")}::text[], ${col("available")}::boolean[])
        AS u(id, title, text, a, b, c, price, available)
    ) v
    WHERE p.id = v.id AND (
      p."searchTitle" IS DISTINCT FROM v.title OR p."searchText" IS DISTINCT FROM v.text
      OR p."searchVector" IS DISTINCT FROM v.vector OR p."listPrice" IS DISTINCT FROM v.price
      OR p."isAvailable" IS DISTINCT FROM v.available
    )`);
}
