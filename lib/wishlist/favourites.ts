// Favourites: the products in a shopper's default wish list. Every ProductCard and product detail
// says is_favourite for the caller (false for anonymous callers); the hearts set or toggle it
// (POST /api/v2/catalogue/d/{id}/mark_as_fav/).
import { db, type Tx } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { addToWishList, removeFromWishList } from "./wish-lists.ts";

/** Which of `productIds` are in the user's default list; an empty set for anonymous callers. One query. */
export async function favouriteIds(userId: number | null | undefined, productIds: readonly number[]): Promise<Set<number>> {
  if (!userId || !productIds.length) return new Set();
  const rows = await db().wishListLine.findMany({
    where: { wishList: { defaultOwnerId: userId }, productId: { in: [...new Set(productIds)] } },
    select: { productId: true },
  });
  return new Set(rows.map((r) => r.productId!));
}

/**
 * Makes the product a favourite or not (`want`), or toggles it when `want` is undefined (old clients
 * send an empty body). Answers the new state. A product the user may not see is not found.
 */
export async function setFavourite(tx: Tx, user: { id: number; isStaff: boolean }, productId: number, want?: boolean): Promise<boolean> {
  const visible = await tx.product.count({
    where: { id: productId, ...(user.isStaff ? {} : { isPublic: true, OR: [{ parentId: null }, { parent: { isPublic: true } }] }) },
  });
  if (!visible) throw new NotFoundError();
  const current = (await tx.wishListLine.count({ where: { productId, wishList: { defaultOwnerId: user.id } } })) > 0;
  const next = want ?? !current;
  if (next && !current) await addToWishList(tx, user, productId);
  if (!next && current) await removeFromWishList(tx, user.id, productId);
  return next;
}
