// One product in full, as the product page and the detail endpoints show it (API.md §4): its text,
// attributes, pictures, options, categories and breadcrumbs, its 360° view, its price and availability
// (the card's, so a parent is priced "from"), its variants and related products. Shoppers' details
// come from the catalogue cache; hidden products and categories exist for staff only.
import { db, Prisma } from "@/lib/db.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import { cached } from "./cache.ts";
import { loadCards, type ProductCard, type Structure } from "./cards.ts";
import { breadcrumbText, canSee, categoryTree, type CategoryNode, type CategoryTree } from "./category-tree.ts";
import { image360FromRow, type Image360 } from "./image360.ts";
import type { OptionDefinition } from "./options.ts";
import type { Viewer } from "./viewer.ts";

export interface ProductAttribute {
  name: string;
  code: string;
  /** An array for a multi_option attribute (docs/decisions/0011), else one string. */
  value: string | string[];
}

export interface ProductImageInfo {
  id: number;
  /** Site-relative `/media/...` path. */
  path: string;
  caption: string;
  displayOrder: number;
  width: number | null;
  height: number | null;
}

export interface CategoryLink {
  id: number;
  name: string;
  slug: string;
  /** Storefront page, e.g. "/c/living-room/sofas/". */
  href: string;
}

/** The API's product detail (/api/v2/products/{id}/); `children` are details of the same shape. */
export interface ProductCore {
  id: number;
  upc: string | null;
  title: string;
  slug: string;
  description: string;
  structure: Structure;
  dateCreated: Date;
  dateUpdated: Date;
  productClass: string | null;
  attributes: ProductAttribute[];
  /** "Living Room > Sofas" for each category the viewer may see (a child: its parent's). */
  categories: string[];
  images: ProductImageInfo[];
  options: OptionDefinition[];
  recommendedIds: number[];
  children: ProductCore[];
}

export interface VariantCard extends ProductCard {
  attributes: ProductAttribute[];
}

/** The storefront's product detail: the core with price and availability, and what a product page shows. */
export interface ProductPage extends ProductCore {
  card: ProductCard;
  parent: { id: number; slug: string; title: string } | null;
  /** From the top level down to the product's (deepest) category. */
  breadcrumbs: CategoryLink[];
  image360: Image360 | null;
  /** A parent's children, or a child's siblings with itself. */
  variants: VariantCard[];
  related: ProductCard[];
  /** Every product whose change may change this page: family, recommendations (shown or not), related. */
  dependsOn: number[];
}

const RELATED_LIMIT = 8;

const relations = {
  productClass: { select: { slug: true } },
  attributeValues: { include: { attribute: true }, orderBy: [{ attribute: { displayOrder: "asc" } }, { id: "asc" }] },
  images: { orderBy: [{ displayOrder: "asc" }, { id: "asc" }] },
  options: { include: { option: true }, orderBy: { optionId: "asc" } },
  categories: { select: { categoryId: true }, orderBy: { categoryId: "asc" } },
  recommendations: { select: { recommendedId: true }, orderBy: [{ ranking: "asc" }, { recommendedId: "asc" }] },
  images360: { include: { frames: { orderBy: { position: "asc" } } }, orderBy: { id: "asc" } },
} satisfies Prisma.ProductInclude;

type Row = Prisma.ProductGetPayload<{ include: typeof relations }>;

function attributesOf(row: Row): ProductAttribute[] {
  const out = new Map<string, ProductAttribute>();
  for (const v of row.attributeValues) {
    const a = v.attribute;
    const seen = out.get(a.code);
    if (a.type !== "multi_option") out.set(a.code, seen ?? { name: a.name, code: a.code, value: v.value });
    else out.set(a.code, { name: a.name, code: a.code, value: [...((seen?.value as string[]) ?? []), v.value] });
  }
  return [...out.values()];
}

function imagesOf(row: Row, fallback?: Row): ProductImageInfo[] {
  const images = row.images.length || !fallback ? row.images : fallback.images;
  return images.map((i) => ({ id: i.id, path: mediaPath(i.original), caption: i.caption, displayOrder: i.displayOrder, width: i.width, height: i.height }));
}

function visibleCategories(tree: CategoryTree, home: Row, viewer: Viewer): CategoryNode[] {
  return home.categories.map((c) => tree.byId.get(c.categoryId)).filter((c): c is CategoryNode => !!c && canSee(c, viewer));
}

async function visibleIds(ids: number[], viewer: Viewer): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db().product.findMany({
    where: { id: { in: ids }, ...(viewer.staff ? {} : { isPublic: true, OR: [{ parentId: null }, { parent: { isPublic: true } }] }) },
    select: { id: true },
  });
  return new Set(rows.map((r) => r.id));
}

/**
 * The product's family in one query with its relations: the product at `where` and, for a parent or a
 * child, the parent and every child (a first view of a product page waits on these round trips).
 */
async function familyRows(where: Prisma.ProductWhereUniqueInput): Promise<{ row: Row; home: Row; family: Row[] } | null> {
  const head = await db().product.findUnique({ where, select: { id: true, parentId: true } });
  if (!head) return null;
  const homeId = head.parentId ?? head.id;
  const rows = await db().product.findMany({ where: { OR: [{ id: homeId }, { parentId: homeId }] }, include: relations, orderBy: { id: "asc" } });
  const row = rows.find((r) => r.id === head.id);
  const home = rows.find((r) => r.id === homeId);
  // Deleted (or moved to another family) between the two reads: as if not found.
  if (!row || !home) return null;
  return { row, home, family: rows.filter((r) => r.parentId === homeId) };
}

function core(row: Row, home: Row, tree: CategoryTree, viewer: Viewer, recommended: Set<number>, children: Row[]): ProductCore {
  return {
    id: row.id,
    upc: row.upc,
    title: row.title,
    slug: row.slug,
    description: row.description,
    structure: row.structure,
    dateCreated: row.dateCreated,
    dateUpdated: row.dateUpdated,
    productClass: row.productClass?.slug ?? home.productClass?.slug ?? null,
    attributes: attributesOf(row),
    categories: visibleCategories(tree, home, viewer).map((c) => breadcrumbText(tree, c)),
    images: imagesOf(row, row === home ? undefined : home),
    options: (row.options.length ? row.options : home.options).map((o) => o.option),
    recommendedIds: row.recommendations.map((r) => r.recommendedId).filter((id) => recommended.has(id)),
    children: children.map((c) => core(c, row, tree, viewer, recommended, [])),
  };
}

async function load(where: Prisma.ProductWhereUniqueInput, viewer: Viewer): Promise<ProductPage | null> {
  const [found, tree] = await Promise.all([familyRows(where), categoryTree()]);
  if (!found) return null;
  const { row, home, family } = found;
  const parent = row === home ? null : home;
  if (!viewer.staff && (!row.isPublic || (parent && !parent.isPublic))) return null;
  // A variant is shown when it and its parent are public (what visibleIds asks of other products).
  const variantRows = family.filter((c) => viewer.staff || (c.isPublic && home.isPublic));
  const children = parent ? [] : variantRows;
  const recommendedAll = [...new Set([...row.recommendations, ...children.flatMap((c) => c.recommendations)].map((r) => r.recommendedId))];

  const cats = visibleCategories(tree, home, viewer);
  const deepest = cats.reduce<CategoryNode | undefined>((best, c) => (!best || c.depth > best.depth ? c : best), undefined);
  // Without recommendations of its own the product shows others of its category: asked for alongside.
  const own = row.recommendations.map((r) => r.recommendedId);
  const [recommended, neighbours] = await Promise.all([visibleIds(recommendedAll, viewer), !own.length && deepest ? sameCategory(deepest, home.id, viewer) : null]);
  let relatedIds = own.filter((id) => recommended.has(id));
  if (!relatedIds.length && deepest) relatedIds = neighbours ?? (await sameCategory(deepest, home.id, viewer));

  const cards = await loadCards([row.id, ...variantRows.map((c) => c.id), ...relatedIds.slice(0, RELATED_LIMIT)]);
  const cardOf = new Map(cards.map((c) => [c.id, c]));
  const trail: CategoryLink[] = [];
  for (let c = deepest; c; c = c.parentId === null ? undefined : tree.byId.get(c.parentId)) {
    trail.unshift({ id: c.id, name: c.name, slug: c.slug, href: `/c/${c.slugPath.map(encodeURIComponent).join("/")}/` });
  }
  const spin = row.images360[0] ?? parent?.images360[0];
  return {
    ...core(row, home, tree, viewer, recommended, children),
    card: cardOf.get(row.id)!,
    parent: parent ? { id: parent.id, slug: parent.slug, title: parent.title } : null,
    breadcrumbs: trail,
    image360: spin ? image360FromRow(spin) : null,
    variants: variantRows.flatMap((v) => (cardOf.has(v.id) ? [{ ...cardOf.get(v.id)!, attributes: attributesOf(v) }] : [])),
    related: relatedIds.slice(0, RELATED_LIMIT).flatMap((id) => cardOf.get(id) ?? []),
    dependsOn: [...new Set([row.id, home.id, ...family.map((c) => c.id), ...recommendedAll, ...relatedIds])],
  };
}

/** Up to RELATED_LIMIT other listed products of the same category, newest first. */
async function sameCategory(category: CategoryNode, exceptId: number, viewer: Viewer): Promise<number[]> {
  const rows = await db().product.findMany({
    where: {
      id: { not: exceptId },
      structure: { in: ["standalone", "parent"] },
      categories: { some: { categoryId: category.id } },
      ...(viewer.staff ? {} : { isPublic: true }),
    },
    orderBy: [{ dateCreated: "desc" }, { id: "desc" }],
    take: RELATED_LIMIT,
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/** What a cached page depends on (a product not found may appear: any product change). */
export function detailDependencies(page: ProductPage | null) {
  return page ? { categories: true, products: page.dependsOn } : { products: "any" as const };
}

/** The product with this id as `viewer` may see it, or null. */
export function productById(id: number, viewer: Viewer): Promise<ProductPage | null> {
  if (viewer.staff) return load({ id }, viewer);
  return cached(`product:${id}`, detailDependencies, () => load({ id }, viewer));
}

/** The product with this slug as `viewer` may see it, or null. */
export function productBySlug(slug: string, viewer: Viewer): Promise<ProductPage | null> {
  if (!slug || slug.length > 255 || /[\u0000-\u001f\u007f]/.test(slug)) return Promise.resolve(null);
  if (viewer.staff) return load({ slug }, viewer);
  return cached(`product-slug:${slug}`, detailDependencies, () => load({ slug }, viewer));
}
