// The products listed on a category page: those in the category or any category below it.
import { Prisma } from "@/lib/db.ts";
import type { CategoryDetail } from "./categories.ts";
import { listProductCards, type ProductCardPage } from "./product-cards.ts";

/**
 * A page of cards of the public products in `category` and its public descendants, newest first. A
 * descendant below a hidden category is hidden with it (its page is unreachable, so are its products).
 */
export function listCategoryProducts(
  category: Pick<CategoryDetail, "id" | "treePath">,
  page: number,
): Promise<ProductCardPage | null> {
  const below = `${category.treePath}.%`;
  return listProductCards(
    Prisma.sql`EXISTS (
      SELECT 1 FROM "ProductCategory" pc JOIN "Category" c ON c.id = pc."categoryId"
      WHERE pc."productId" = p.id AND c."isPublic" AND (c.id = ${category.id} OR c.path LIKE ${below})
        AND NOT EXISTS (
          SELECT 1 FROM "Category" h
          WHERE NOT h."isPublic" AND h.path LIKE ${below} AND c.path LIKE h.path || '.%'
        )
    )`,
    page,
  );
}
