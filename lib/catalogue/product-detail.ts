// One product in full, as the product page and the detail endpoints show it (API.md §4): its text,
// attributes, pictures, options, categories and breadcrumbs, its 360° view, its price and availability
// (the card's, so a parent is priced "from"), its variants and related products. Shoppers' details
// come from the catalogue cache; hidden products and categories exist for staff only.
import { Prisma } from "@/lib/db.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import { cached } from "./cache.ts";
import { readFamily, type FamilyRow } from "./family.ts";
import { cardFromRow, cardRowsWhere, loadShownCards, type ProductCard, type Structure } from "./cards.ts";
import { inLocale } from "@/lib/i18n/hindi-text.ts";
import { breadcrumbText, canSee, categoryName, categoryTree, type CategoryNode, type CategoryTree } from "./category-tree.ts";
import { image360FromRow, type Image360 } from "./image360.ts";
import type { OptionDefinition } from "./options.ts";
import { localeKey, type Viewer } from "./viewer.ts";
import { firstLeadTime, type LeadTime } from "@/lib/shipping/lead-time.ts";
import { summaryFromCounts, type RatingSummary } from "@/lib/reviews/summary.ts";

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
  /** What search engines show; empty: the title and the description's start. */
  seoTitle: string;
  seoDescription: string;
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
  /** From the visible reviews of the product (a variant: of its parent, whose reviews they are); null with none. */
  rating: RatingSummary | null;
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
  /** Whether anything is delivered (its class's, else its parent's): false for a service such as a design consultation. */
  requiresShipping: boolean;
  /** Made to order: working days before dispatch (its own, its parent's, else its class's); null from stock. */
  leadTime: LeadTime | null;
  /** Every product whose change may change this page: family, recommendations (shown or not), related. */
  dependsOn: number[];
}

const RELATED_LIMIT = 8;

function attributesOf(row: FamilyRow): ProductAttribute[] {
  const out = new Map<string, ProductAttribute>();
  for (const a of row.attributeValues) {
    const seen = out.get(a.code);
    if (a.type !== "multi_option") out.set(a.code, seen ?? { name: a.name, code: a.code, value: a.value });
    else out.set(a.code, { name: a.name, code: a.code, value: [...((seen?.value as string[]) ?? []), a.value] });
  }
  return [...out.values()];
}

function imagesOf(row: FamilyRow, fallback?: FamilyRow): ProductImageInfo[] {
  const images = row.images.length || !fallback ? row.images : fallback.images;
  return images.map((i) => ({ id: i.id, path: mediaPath(i.original), caption: i.caption, displayOrder: i.displayOrder, width: i.width, height: i.height }));
}

function visibleCategories(tree: CategoryTree, home: FamilyRow, viewer: Viewer): CategoryNode[] {
  return home.categoryIds.map((id) => tree.byId.get(id)).filter((c): c is CategoryNode => !!c && canSee(c, viewer));
}

/** The product `target` names and its family (the parent or standalone product and every child), or null. */
async function familyRows(target: { id: number } | { slug: string }): Promise<{ row: FamilyRow; home: FamilyRow; family: FamilyRow[] } | null> {
  const rows = await readFamily(target);
  const row = rows.find((r) => ("id" in target ? r.id === target.id : r.slug === target.slug));
  if (!row) return null;
  const homeId = row.parentId ?? row.id;
  const home = rows.find((r) => r.id === homeId);
  if (!home) return null;
  return { row, home, family: rows.filter((r) => r.parentId === homeId) };
}

function ratingOf(home: FamilyRow): RatingSummary | null {
  return home.reviewCounts ? summaryFromCounts(Object.entries(home.reviewCounts).map(([stars, n]) => [Number(stars), n])) : null;
}

function core(row: FamilyRow, home: FamilyRow, tree: CategoryTree, viewer: Viewer, recommended: Set<number>, children: FamilyRow[]): ProductCore {
  return {
    id: row.id,
    upc: row.upc,
    title: inLocale(viewer.locale, row.title, row.titleHi),
    slug: row.slug,
    description: inLocale(viewer.locale, row.description, row.descriptionHi),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    structure: row.structure,
    dateCreated: row.dateCreated,
    dateUpdated: row.dateUpdated,
    productClass: row.productClass ?? home.productClass,
    attributes: attributesOf(row),
    categories: visibleCategories(tree, home, viewer).map((c) => breadcrumbText(tree, c, viewer.locale)),
    images: imagesOf(row, row === home ? undefined : home),
    options: row.options.length ? row.options : home.options,
    recommendedIds: row.recommendedIds.filter((id) => recommended.has(id)),
    rating: ratingOf(home),
    children: children.map((c) => core(c, row, tree, viewer, recommended, [])),
  };
}

async function load(target: { id: number } | { slug: string }, viewer: Viewer): Promise<ProductPage | null> {
  const [found, tree] = await Promise.all([familyRows(target), categoryTree()]);
  if (!found) return null;
  const { row, home, family } = found;
  const parent = row === home ? null : home;
  if (!viewer.staff && (!row.isPublic || (parent && !parent.isPublic))) return null;
  // A variant is shown when it and its parent are public (the rule a card's `isPublic` follows too).
  const variantRows = family.filter((c) => viewer.staff || (c.isPublic && home.isPublic));
  const children = parent ? [] : variantRows;
  const recommendedAll = [...new Set([...row.recommendedIds, ...children.flatMap((c) => c.recommendedIds)])];

  const cats = visibleCategories(tree, home, viewer);
  const deepest = cats.reduce<CategoryNode | undefined>((best, c) => (!best || c.depth > best.depth ? c : best), undefined);
  // The cards of the product, its variants and every recommendation (with whether shoppers may see
  // each); without recommendations of its own, the product shows others of its category: asked for alongside.
  const own = row.recommendedIds;
  const [cards, neighbours] = await Promise.all([
    loadShownCards([row.id, ...variantRows.map((c) => c.id), ...recommendedAll], undefined, viewer.locale),
    !own.length && deepest ? sameCategory(deepest, home.id, viewer) : null,
  ]);
  const card = cards.get(row.id)?.card;
  // Deleted since the family was read (a separate statement): as if not found.
  if (!card) return null;
  const recommended = new Set(recommendedAll.filter((id) => cards.has(id) && (viewer.staff || cards.get(id)!.isPublic)));
  let related = own.filter((id) => recommended.has(id)).map((id) => cards.get(id)!.card);
  if (!related.length && deepest) related = neighbours ?? (await sameCategory(deepest, home.id, viewer));
  related = related.slice(0, RELATED_LIMIT);

  const trail: CategoryLink[] = [];
  for (let c = deepest; c; c = c.parentId === null ? undefined : tree.byId.get(c.parentId)) {
    trail.unshift({ id: c.id, name: categoryName(c, viewer.locale), slug: c.slug, href: `/c/${c.slugPath.map(encodeURIComponent).join("/")}/` });
  }
  const spin = row.images360[0] ?? parent?.images360[0];
  return {
    ...core(row, home, tree, viewer, recommended, children),
    card,
    parent: parent ? { id: parent.id, slug: parent.slug, title: inLocale(viewer.locale, parent.title, parent.titleHi) } : null,
    breadcrumbs: trail,
    image360: spin ? image360FromRow(spin) : null,
    variants: variantRows.flatMap((v) => (cards.has(v.id) ? [{ ...cards.get(v.id)!.card, attributes: attributesOf(v) }] : [])),
    related,
    leadTime: firstLeadTime(row.ownLeadTime, home.ownLeadTime, row.classLeadTime, home.classLeadTime),
    requiresShipping: row.requiresShipping ?? home.requiresShipping ?? true,
    dependsOn: [...new Set([row.id, home.id, ...family.map((c) => c.id), ...recommendedAll, ...related.map((c) => c.id)])],
  };
}

/** The cards of up to RELATED_LIMIT other listed products of the same category, newest first. One query. */
async function sameCategory(category: CategoryNode, exceptId: number, viewer: Viewer): Promise<ProductCard[]> {
  const rows = await cardRowsWhere(
    Prisma.sql`p.id <> ${exceptId} AND p.structure IN ('standalone', 'parent') AND (${viewer.staff}::boolean OR p."isPublic")
      AND EXISTS (SELECT 1 FROM "ProductCategory" pcat WHERE pcat."productId" = p.id AND pcat."categoryId" = ${category.id})`,
    Prisma.sql`ORDER BY p."dateCreated" DESC, p.id DESC LIMIT ${RELATED_LIMIT}`,
  );
  return rows.map((r) => cardFromRow(r, viewer.locale));
}

/** What a cached page depends on (a product not found may appear: any product change). */
export function detailDependencies(page: ProductPage | null) {
  return page ? { categories: true, products: page.dependsOn } : { products: "any" as const };
}

/** The product with this id as `viewer` may see it, or null. */
export function productById(id: number, viewer: Viewer): Promise<ProductPage | null> {
  if (viewer.staff) return load({ id }, viewer);
  return cached(`product:${localeKey(viewer)}${id}`, detailDependencies, () => load({ id }, viewer));
}

/** The product with this slug as `viewer` may see it, or null. */
export function productBySlug(slug: string, viewer: Viewer): Promise<ProductPage | null> {
  if (!slug || slug.length > 255 || /[\u0000-\u001f\u007f]/.test(slug)) return Promise.resolve(null);
  if (viewer.staff) return load({ slug }, viewer);
  return cached(`product-slug:${localeKey(viewer)}${slug}`, detailDependencies, () => load({ slug }, viewer));
}
