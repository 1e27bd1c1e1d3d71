// Wish lists as product cards: the default list's page (/api/v2/_wishlist/) and a shared list
// (the page /wishlists/{key}/). Only products the viewer may see are shown; one query for the cards.
import { loadCards, type ProductCard } from "@/lib/catalogue/cards.ts";
import type { Viewer } from "@/lib/catalogue/viewer.ts";
import { db, Prisma } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { pageCount, type PageRequest } from "@/lib/http/pagination.ts";
import { isShareKey, readableByKey, withLines, wishListInfo, type WishListInfo } from "./wish-lists.ts";

function visibleLine(viewer: Viewer): Prisma.Sql {
  return viewer.staff
    ? Prisma.sql`true`
    : Prisma.sql`p."isPublic" AND NOT EXISTS (SELECT 1 FROM "Product" x WHERE x.id = p."parentId" AND NOT x."isPublic")`;
}

/** The cards of a list's products that `viewer` may see, newest line first. */
export async function wishListCards(listId: number, viewer: Viewer, page?: PageRequest): Promise<{ count: number; page: number; pageSize: number; cards: ProductCard[] }> {
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT p.id FROM "WishListLine" l JOIN "Product" p ON p.id = l."productId"
    WHERE l."wishListId" = ${listId} AND ${visibleLine(viewer)}
    ORDER BY l."dateCreated" DESC, l.id DESC`;
  const ids = rows.map((r) => r.id);
  const size = page?.pageSize ?? Math.max(ids.length, 1);
  const last = pageCount(ids.length, size);
  const n = page?.page === "last" ? last : (page?.page ?? 1);
  if (n > last) throw new NotFoundError("Invalid page.");
  return { count: ids.length, page: n, pageSize: size, cards: await loadCards(ids.slice((n - 1) * size, n * size)) };
}

/** The page of the user's default list (an empty page when they have none yet). */
export async function defaultWishListPage(userId: number, viewer: Viewer, page: PageRequest) {
  const list = await db().wishList.findUnique({ where: { defaultOwnerId: userId }, select: { id: true } });
  if (!list) {
    if (page.page !== "last" && page.page > 1) throw new NotFoundError("Invalid page.");
    return { count: 0, page: 1, pageSize: page.pageSize, cards: [] as ProductCard[] };
  }
  return wishListCards(list.id, viewer, page);
}

export interface SharedWishList {
  list: WishListInfo;
  cards: ProductCard[];
}

/** A Shared or Public list by its key (the share link) with its cards, or null; never a Private list. */
export async function sharedWishList(key: string, viewer: Viewer = { staff: false }): Promise<SharedWishList | null> {
  if (!isShareKey(key)) return null;
  const row = await db().wishList.findUnique({ where: { key }, include: withLines });
  if (!row || !readableByKey(row.visibility)) return null;
  return { list: wishListInfo(row), cards: (await wishListCards(row.id, viewer)).cards };
}
