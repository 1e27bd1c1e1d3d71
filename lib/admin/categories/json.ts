// The one shape of a category for staff: the API's answers and the admin pages read it.
import { z } from "zod";
import { db, type Db, type Prisma, type Tx } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import type { Category } from "@/lib/generated/prisma/client.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { mediaPath } from "@/lib/storage/keys.ts";

export const AdminCategorySchema = z
  .object({
    id: z.int(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    name_hi: z.string().describe("The Hindi name; empty: Hindi shoppers see the English one."),
    description_hi: z.string().describe("The Hindi description; empty: the English one."),
    image: z.url().nullable(),
    is_public: z.boolean().describe("Its own flag; the shop shows it only when every parent is public too."),
    parent: z.int().nullable(),
    depth: z.int().describe("0 for a top-level category."),
    position: z.int().describe("1-based place among its siblings."),
    path: z.string().describe('The materialised tree position ("0001.0003"): sorting by it walks the tree.'),
    num_children: z.int(),
    num_products: z.int().describe("Products placed in it directly."),
    date_updated: z.string().describe("Send it back as `updated_at` with a change (edit conflicts)."),
  })
  .meta({ id: "AdminCategory" });
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

export const CategoryFilters = z.object({
  q: z.string().trim().max(100).optional().describe("Part of the name or slug."),
});

type Counted = Category & { _count: { children: number; products: number } };
const COUNTS = { _count: { select: { children: true, products: true } } } as const;

export function adminCategoryJson(c: Counted, urls: UrlBuilder): AdminCategory {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    name_hi: c.nameHi,
    description_hi: c.descriptionHi,
    image: c.image ? urls.abs(mediaPath(c.image)) : null,
    is_public: c.isPublic,
    parent: c.parentId,
    depth: c.depth,
    position: c.displayOrder + 1,
    path: c.path,
    num_children: c._count.children,
    num_products: c._count.products,
    date_updated: c.updatedAt.toISOString(),
  };
}

export function categoryWhere(q: z.infer<typeof CategoryFilters>): Prisma.CategoryWhereInput {
  if (!q.q) return {};
  return { OR: [{ name: { contains: q.q, mode: "insensitive" } }, { slug: { contains: q.q, mode: "insensitive" } }] };
}

export const countCategories = (where: Prisma.CategoryWhereInput) => db().category.count({ where });
/** In tree order: each category after its parent, siblings in their places. */
export const listCategories = (where: Prisma.CategoryWhereInput, offset?: number, limit?: number) =>
  db().category.findMany({ where, orderBy: { path: "asc" }, skip: offset, take: limit, include: COUNTS });

export async function categoryOr404(id: number, client: Tx | Db = db()): Promise<Counted> {
  const c = await client.category.findUnique({ where: { id }, include: COUNTS });
  if (!c) throw new NotFoundError();
  return c;
}
