// What staff see of products: the list behind /admin/products/ and GET /api/v2/admin/products/
// (search by title or SKU, filters by category, class, published and stock state, ordering) and one
// product with its variants, attributes, pictures and stock record. Staff see hidden products too.
import { db, Prisma, type Db, type Tx } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { money } from "@/lib/pricing/index.ts";
import type { AdminProductDetailJson, AdminProductJson, AdminProductQuery } from "./product-admin-schemas.ts";

/** Stock left at or below this (and above nothing) is "low" when the record names no threshold. */
export const DEFAULT_LOW_STOCK = 5;

const rowInclude = {
  productClass: { select: { id: true, name: true } },
  categories: { select: { category: { select: { id: true, name: true } } }, orderBy: { categoryId: "asc" } },
  stockRecord: true,
  _count: { select: { children: true } },
} satisfies Prisma.ProductInclude;

type Row = Prisma.ProductGetPayload<{ include: typeof rowInclude }>;

/** Ids of the products (a variant counts for its parent) whose stock is low but not out. */
async function lowStockIds(client: Tx | Db): Promise<number[]> {
  const rows = await client.$queryRaw<{ id: number }[]>`
    SELECT DISTINCT COALESCE(p."parentId", p.id) AS id FROM "StockRecord" s JOIN "Product" p ON p.id = s."productId"
    WHERE s."numInStock" IS NOT NULL AND s."numInStock" - s."numAllocated" > 0
      AND s."numInStock" - s."numAllocated" <= COALESCE(s."lowStockThreshold", ${DEFAULT_LOW_STOCK})`;
  return rows.map((r) => r.id);
}

/** Ids of the products (through themselves or a variant) with a record that can still sell. */
async function inStockIds(client: Tx | Db): Promise<number[]> {
  const rows = await client.$queryRaw<{ id: number }[]>`
    SELECT DISTINCT COALESCE(p."parentId", p.id) AS id FROM "StockRecord" s JOIN "Product" p ON p.id = s."productId"
    WHERE s."numInStock" IS NULL OR s."numInStock" - s."numAllocated" > 0`;
  return rows.map((r) => r.id);
}

/**
 * Ids of the products (a variant counts for its parent) whose title holds `words` (any case), or whose
 * own or a variant's SKU does, or whose GTIN is them: one statement, where a filter per relation asked
 * for each product's variants one by one (a 10,000-product catalogue took 40 ms). `strpos` takes the
 * words as they are ("%" and "_" are letters) and is faster than ILIKE.
 */
async function searchIds(client: Tx | Db, words: string): Promise<number[]> {
  const needle = words.toLowerCase();
  const rows = await client.$queryRaw<{ id: number }[]>`
    SELECT id FROM "Product" WHERE "parentId" IS NULL AND strpos(lower(title), ${needle}) > 0
    UNION SELECT COALESCE("parentId", id) FROM "Product" WHERE upc = ${words}
    UNION SELECT COALESCE(p."parentId", p.id) FROM "StockRecord" s JOIN "Product" p ON p.id = s."productId" WHERE strpos(lower(s."partnerSku"), ${needle}) > 0`;
  return rows.map((r) => r.id);
}

export async function adminProductWhere(q: AdminProductQuery, client: Tx | Db = db()): Promise<Prisma.ProductWhereInput> {
  const and: Prisma.ProductWhereInput[] = [{ structure: { not: "child" } }];
  if (q.q) and.push({ id: { in: await searchIds(client, q.q) } });
  if (q.category) and.push({ categories: { some: { categoryId: q.category } } });
  if (q.product_class) and.push({ productClassId: q.product_class });
  if (q.published) and.push({ isPublic: q.published === "true" });
  if (q.stock === "in") and.push({ id: { in: await inStockIds(client) } });
  if (q.stock === "out") and.push({ id: { notIn: await inStockIds(client) } });
  if (q.stock === "low") and.push({ id: { in: await lowStockIds(client) } });
  if (q.stock === "untracked") and.push({ OR: [{ stockRecord: { numInStock: null } }, { children: { some: { stockRecord: { numInStock: null } } } }] });
  return { AND: and };
}

function orderOf(ordering: AdminProductQuery["ordering"]): Prisma.ProductOrderByWithRelationInput[] {
  switch (ordering) {
    case "title":
      return [{ title: "asc" }, { id: "asc" }];
    case "-title":
      return [{ title: "desc" }, { id: "desc" }];
    case "price":
      return [{ listPrice: { sort: "asc", nulls: "last" } }, { id: "asc" }];
    case "-price":
      return [{ listPrice: { sort: "desc", nulls: "last" } }, { id: "desc" }];
    case "date_updated":
      return [{ dateUpdated: "asc" }, { id: "asc" }];
    default:
      return [{ dateUpdated: "desc" }, { id: "desc" }];
  }
}

export const countAdminProducts = (where: Prisma.ProductWhereInput) => db().product.count({ where });

/** What the product list (and its staff API answer) shows of each product; a product's detail row has it too. */
export interface AdminListRow {
  id: number;
  title: string;
  slug: string;
  structure: Row["structure"];
  isPublic: boolean;
  upc: string | null;
  listPrice: Prisma.Decimal | null;
  dateUpdated: Date;
  productClass: { id: number; name: string } | null;
  categories: { category: { id: number; name: string } }[];
  stockRecord: { id: number; partnerSku: string; price: Prisma.Decimal; numInStock: number | null; numAllocated: number; dateUpdated: Date } | null;
  _count: { children: number };
}

interface ListSqlRow {
  id: number;
  title: string;
  slug: string;
  structure: Row["structure"];
  isPublic: boolean;
  upc: string | null;
  listPrice: string | null;
  dateUpdated: Date;
  classId: number | null;
  className: string | null;
  categories: { id: number; name: string }[];
  stockId: number | null;
  partnerSku: string | null;
  price: string | null;
  numInStock: number | null;
  numAllocated: number | null;
  stockUpdated: Date | null;
  children: number;
}

/**
 * A page of the list: the page's ids in the list's order (one statement with its filters), then their
 * rows with class, categories, stock record and variant count (one more). Prisma's includes asked for
 * each relation in a statement of its own, one after another (a third of the search page's time).
 */
export async function listAdminProducts(where: Prisma.ProductWhereInput, ordering: AdminProductQuery["ordering"], offset: number, limit: number): Promise<AdminListRow[]> {
  const ids = (await db().product.findMany({ where, select: { id: true }, orderBy: orderOf(ordering), skip: offset, take: limit })).map((r) => r.id);
  if (!ids.length) return [];
  const rows = await db().$queryRaw<ListSqlRow[]>`
    SELECT p.id, p.title, p.slug, p.structure::text AS structure, p."isPublic", p.upc, p."listPrice"::text AS "listPrice", p."dateUpdated",
      pc.id AS "classId", pc.name AS "className",
      COALESCE((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.id)
                FROM "ProductCategory" x JOIN "Category" c ON c.id = x."categoryId" WHERE x."productId" = p.id), '[]'::json) AS categories,
      s.id AS "stockId", s."partnerSku", s.price::text AS price, s."numInStock", s."numAllocated", s."dateUpdated" AS "stockUpdated",
      (SELECT count(*)::int FROM "Product" ch WHERE ch."parentId" = p.id) AS children
    FROM "Product" p LEFT JOIN "ProductClass" pc ON pc.id = p."productClassId" LEFT JOIN "StockRecord" s ON s."productId" = p.id
    WHERE p.id IN (${Prisma.join(ids)})`;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        title: r.title,
        slug: r.slug,
        structure: r.structure,
        isPublic: r.isPublic,
        upc: r.upc,
        listPrice: r.listPrice === null ? null : new Prisma.Decimal(r.listPrice),
        dateUpdated: new Date(r.dateUpdated),
        productClass: r.classId === null ? null : { id: r.classId, name: r.className! },
        categories: r.categories.map((category) => ({ category })),
        stockRecord:
          r.stockId === null
            ? null
            : { id: r.stockId, partnerSku: r.partnerSku!, price: new Prisma.Decimal(r.price!), numInStock: r.numInStock, numAllocated: r.numAllocated!, dateUpdated: new Date(r.stockUpdated!) },
        _count: { children: r.children },
      },
    ];
  });
}

export function adminProductJson(p: AdminListRow, urls: UrlBuilder): AdminProductJson {
  const s = p.stockRecord;
  return {
    id: p.id,
    url: urls.path("/api/v2/admin/products/{id}/", { id: p.id }),
    title: p.title,
    slug: p.slug,
    structure: p.structure,
    is_public: p.isPublic,
    product_class: p.productClass,
    categories: p.categories.map((c) => c.category),
    upc: p.upc,
    sku: s?.partnerSku ?? null,
    stockrecord: s?.id ?? null,
    price: s ? money(s.price) : p.listPrice ? money(p.listPrice) : null,
    num_in_stock: s?.numInStock ?? null,
    num_allocated: s?.numAllocated ?? null,
    children_count: p._count.children,
    updated_at: p.dateUpdated.toISOString(),
  };
}

const detailInclude = {
  ...rowInclude,
  attributeValues: { include: { attribute: { select: { code: true, name: true, displayOrder: true } } }, orderBy: [{ attributeId: "asc" }, { value: "asc" }] },
  recommendations: { orderBy: { ranking: "asc" }, select: { recommendedId: true } },
  options: { orderBy: { optionId: "asc" }, select: { optionId: true } },
  images: { orderBy: [{ displayOrder: "asc" }, { id: "asc" }] },
  children: {
    orderBy: { id: "asc" },
    include: { stockRecord: true, attributeValues: { include: { attribute: { select: { code: true, name: true, displayOrder: true } } }, orderBy: [{ attributeId: "asc" }, { value: "asc" }] } },
  },
} satisfies Prisma.ProductInclude;

export type AdminProductRow = Prisma.ProductGetPayload<{ include: typeof detailInclude }>;

type ValueRow = AdminProductRow["attributeValues"][number];

/** One value per attribute; a multi-valued attribute's values joined with ", ". */
function attributesOf(values: ValueRow[]) {
  const byCode = new Map<string, { code: string; name: string; value: string; order: number }>();
  for (const v of values) {
    const seen = byCode.get(v.attribute.code);
    if (seen) seen.value += `, ${v.value}`;
    else byCode.set(v.attribute.code, { code: v.attribute.code, name: v.attribute.name, value: v.value, order: v.attribute.displayOrder });
  }
  return [...byCode.values()].sort((a, b) => a.order - b.order).map(({ code, name, value }) => ({ code, name, value }));
}

export async function adminProductRow(id: number, client: Tx | Db = db()): Promise<AdminProductRow> {
  const p = await client.product.findUnique({ where: { id }, include: detailInclude });
  if (!p || p.structure === "child") throw new NotFoundError();
  return p;
}

export function adminProductDetailJson(p: AdminProductRow, urls: UrlBuilder): AdminProductDetailJson {
  return {
    ...adminProductJson(p, urls),
    description: p.description,
    title_hi: p.titleHi,
    description_hi: p.descriptionHi,
    seo_title: p.seoTitle,
    seo_description: p.seoDescription,
    shop_url: urls.path("/p/{slug}/", { slug: p.slug }),
    attributes: attributesOf(p.attributeValues),
    related: p.recommendations.map((r) => r.recommendedId),
    options: p.options.map((o) => o.optionId),
    children: p.children.map((c) => ({
      id: c.id,
      title: c.title,
      slug: c.slug,
      upc: c.upc,
      sku: c.stockRecord?.partnerSku ?? null,
      stockrecord: c.stockRecord?.id ?? null,
      price: c.stockRecord ? money(c.stockRecord.price) : null,
      num_in_stock: c.stockRecord?.numInStock ?? null,
      attributes: attributesOf(c.attributeValues),
    })),
    images: p.images.map((i) => ({ id: i.id, original: i.original, caption: i.caption, display_order: i.displayOrder })),
    made_to_order_min_days: p.madeToOrderMinDays,
    made_to_order_max_days: p.madeToOrderMaxDays,
  };
}

/** The fields the audit log keeps before and after a change. */
export function auditSnapshot(p: AdminProductRow): Record<string, unknown> {
  return {
    title: p.title,
    slug: p.slug,
    description: p.description,
    title_hi: p.titleHi,
    description_hi: p.descriptionHi,
    is_public: p.isPublic,
    product_class: p.productClassId,
    categories: p.categories.map((c) => c.category.id),
    upc: p.upc,
    seo_title: p.seoTitle,
    seo_description: p.seoDescription,
    sku: p.stockRecord?.partnerSku ?? null,
    price: p.stockRecord ? money(p.stockRecord.price) : null,
    num_in_stock: p.stockRecord?.numInStock ?? null,
    attributes: Object.fromEntries(attributesOf(p.attributeValues).map((a) => [a.code, a.value])),
    related: p.recommendations.map((r) => r.recommendedId),
    options: p.options.map((o) => o.optionId),
    made_to_order_min_days: p.madeToOrderMinDays,
    made_to_order_max_days: p.madeToOrderMaxDays,
  };
}
