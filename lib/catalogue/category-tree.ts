// The category tree in memory: every category with its place, its visibility (a category is shown
// only when it and all its ancestors are public) and how many listed public products it holds,
// itself and below. Small and read on every catalogue request, so it is kept in the catalogue cache.
import { db } from "@/lib/db.ts";
import { cached } from "./cache.ts";
import { inLocale } from "@/lib/i18n/hindi-text.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import type { Viewer } from "./viewer.ts";

export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  description: string;
  /** Staff's Hindi name and description; empty: none (categoryName/categoryDescription pick). */
  nameHi: string;
  descriptionHi: string;
  /** Storage key of the image, or null. */
  image: string | null;
  isPublic: boolean;
  isFeatured: boolean;
  /** Materialised tree position ("0001.0003"): sorting by it walks the tree depth-first. */
  path: string;
  depth: number;
  /** Public itself and every ancestor public. */
  visible: boolean;
  /** Slugs from the top level down to this category. */
  slugPath: string[];
  /** Public standalone and parent products in it or in a visible category below it. */
  productCount: number;
  children: CategoryNode[];
}

export interface CategoryTree {
  /** Every category in tree order. */
  ordered: CategoryNode[];
  roots: CategoryNode[];
  byId: Map<number, CategoryNode>;
  bySlug: Map<string, CategoryNode>;
}

export function canSee(node: CategoryNode, viewer: Viewer): boolean {
  return viewer.staff || node.visible;
}

/** The category and every category below it that `viewer` may see (below a hidden one: hidden). */
export function subtreeIds(node: CategoryNode, viewer: Viewer): number[] {
  if (!canSee(node, viewer)) return [];
  return [node.id, ...node.children.flatMap((c) => subtreeIds(c, viewer))];
}

/** The category at a slug path (["living-room", "sofas"]), each step a child of the one before. */
export function findByPath(tree: CategoryTree, slugs: readonly string[], viewer: Viewer): CategoryNode | null {
  let level = tree.roots;
  let found: CategoryNode | undefined;
  for (const slug of slugs) {
    found = level.find((c) => c.slug === slug && canSee(c, viewer));
    if (!found) return null;
    level = found.children;
  }
  return found ?? null;
}

/** The category's name in `locale` (the tree keeps both; Hindi where staff gave one). */
export function categoryName(node: Pick<CategoryNode, "name" | "nameHi">, locale: ShopLocale | undefined): string {
  return inLocale(locale, node.name, node.nameHi);
}

/** The category's description in `locale`. */
export function categoryDescription(node: Pick<CategoryNode, "description" | "descriptionHi">, locale: ShopLocale | undefined): string {
  return inLocale(locale, node.description, node.descriptionHi);
}

/** "Living Room > Sofas > 3-Seater Sofas", in `locale`. */
export function breadcrumbText(tree: CategoryTree, node: CategoryNode, locale?: ShopLocale): string {
  const names: string[] = [];
  for (let c: CategoryNode | undefined = node; c; c = c.parentId === null ? undefined : tree.byId.get(c.parentId)) names.unshift(categoryName(c, locale));
  return names.join(" > ");
}

async function loadTree(): Promise<CategoryTree> {
  const client = db();
  const [rows, links] = await Promise.all([
    client.category.findMany({ orderBy: { path: "asc" } }),
    client.$queryRaw<{ productId: number; categoryId: number }[]>`
      SELECT pc."productId", pc."categoryId" FROM "ProductCategory" pc
      JOIN "Product" p ON p.id = pc."productId"
      WHERE p."isPublic" AND p.structure IN ('standalone', 'parent')`,
  ]);
  const byId = new Map<number, CategoryNode>();
  const ordered: CategoryNode[] = [];
  for (const r of rows) {
    const parent = r.parentId === null ? undefined : byId.get(r.parentId);
    const node: CategoryNode = {
      id: r.id,
      parentId: r.parentId,
      name: r.name,
      slug: r.slug,
      description: r.description,
      nameHi: r.nameHi,
      descriptionHi: r.descriptionHi,
      image: r.image,
      isPublic: r.isPublic,
      isFeatured: r.isFeatured,
      path: r.path,
      depth: r.depth,
      visible: r.isPublic && (parent ? parent.visible : r.parentId === null),
      slugPath: [...(parent?.slugPath ?? []), r.slug],
      productCount: 0,
      children: [],
    };
    byId.set(r.id, node);
    ordered.push(node);
    parent?.children.push(node);
  }
  // Count each product once per category on its way up, through visible categories only.
  const productsIn = new Map<number, Set<number>>();
  for (const link of links) {
    const start = byId.get(link.categoryId);
    if (!start?.visible) continue;
    for (let c: CategoryNode | undefined = start; c; c = c.parentId === null ? undefined : byId.get(c.parentId)) {
      const set = productsIn.get(c.id) ?? new Set<number>();
      set.add(link.productId);
      productsIn.set(c.id, set);
    }
  }
  for (const node of ordered) node.productCount = productsIn.get(node.id)?.size ?? 0;
  return {
    ordered,
    roots: ordered.filter((c) => c.parentId === null),
    byId,
    bySlug: new Map(ordered.map((c) => [c.slug, c])),
  };
}

/** The whole tree (cached until a category or product changes). */
export function categoryTree(): Promise<CategoryTree> {
  return cached("category-tree", { categories: true, products: "any" }, loadTree);
}
