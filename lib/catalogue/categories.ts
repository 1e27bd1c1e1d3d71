// Categories for the storefront pages: the top level, one category found by its slug path, its
// public children and its breadcrumbs. Answers are plain objects (safe to pass to client components).
import { db } from "@/lib/db.ts";
import { mediaPath } from "@/lib/storage/keys.ts";

export interface CategorySummary {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** Site-relative `/media/...` path of the category's image, or null. */
  image: string | null;
  /** Storefront URL path, e.g. "/c/living-room/sofas/". */
  href: string;
}

export interface CategoryDetail extends CategorySummary {
  /** Materialised tree position ("0001.0003"); descendants' paths start with it and a dot. */
  treePath: string;
  /** The category's ancestors from the top level down, then the category itself. */
  trail: Breadcrumb[];
}

/** One step of a breadcrumb trail: a page's name and where it is. */
export interface Breadcrumb {
  name: string;
  href: string;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,127}$/i;
const MAX_DEPTH = 8;

const summaryFields = { id: true, name: true, slug: true, description: true, image: true } as const;

/** The storefront URL of the category reached through `slugs`. */
export function categoryHref(slugs: readonly string[]): string {
  return `/c/${slugs.map(encodeURIComponent).join("/")}/`;
}

function toSummary(
  row: { id: number; name: string; slug: string; description: string; image: string | null },
  href: string,
): CategorySummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image ? mediaPath(row.image) : null,
    href,
  };
}

/** The public top-level categories in display (tree) order. */
export async function listTopCategories(): Promise<CategorySummary[]> {
  const rows = await db().category.findMany({
    where: { parentId: null, isPublic: true },
    orderBy: { path: "asc" },
    select: summaryFields,
  });
  return rows.map((row) => toSummary(row, categoryHref([row.slug])));
}

/**
 * The public category at a slug path such as ["living-room", "sofas"]: the first slug names a top-level
 * category and each next one a child of the one before. Null when any step is unknown, hidden or out of place.
 */
export async function findCategoryByPath(slugs: readonly string[]): Promise<CategoryDetail | null> {
  if (slugs.length === 0 || slugs.length > MAX_DEPTH || !slugs.every((s) => SLUG.test(s))) return null;
  const rows = await db().category.findMany({
    where: { slug: { in: [...slugs] }, isPublic: true },
    select: { ...summaryFields, parentId: true, path: true },
  });
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const trail: Breadcrumb[] = [];
  let parentId: number | null = null;
  let found: (typeof rows)[number] | undefined;
  for (const [i, slug] of slugs.entries()) {
    found = bySlug.get(slug);
    if (!found || found.parentId !== parentId) return null;
    trail.push({ name: found.name, href: categoryHref(slugs.slice(0, i + 1)) });
    parentId = found.id;
  }
  if (!found) return null;
  return { ...toSummary(found, categoryHref(slugs)), treePath: found.path, trail };
}

/** The public children of a category, in display order, with URLs under the parent's. */
export async function listSubcategories(parent: Pick<CategoryDetail, "id" | "href">): Promise<CategorySummary[]> {
  const rows = await db().category.findMany({
    where: { parentId: parent.id, isPublic: true },
    orderBy: { path: "asc" },
    select: summaryFields,
  });
  return rows.map((row) => toSummary(row, `${parent.href}${encodeURIComponent(row.slug)}/`));
}

/** Home, then each category of the trail; the last item is the category itself. */
export function categoryBreadcrumbs(category: Pick<CategoryDetail, "trail">): Breadcrumb[] {
  return [{ name: "Home", href: "/" }, ...category.trail];
}
