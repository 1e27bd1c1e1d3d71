// What the wish list pages show: the signed-in shopper's default list with its cards, and a shared list.
import type { ProductCard } from "@/lib/catalogue/cards.ts";
import { SHOPPER } from "@/lib/catalogue/viewer.ts";
import { defaultWishListPage, sharedWishList } from "@/lib/wishlist/wish-list-cards.ts";
import { listWishLists, type WishListInfo } from "@/lib/wishlist/wish-lists.ts";
import { siteUrl } from "./site-url.ts";

export const MAX_SHOWN = 100;

export interface OwnWishList {
  /** Null until the shopper saves a first product. */
  list: Pick<WishListInfo, "id" | "name" | "visibility"> | null;
  /** The page anyone with the key may open, while the list is shared. */
  shareUrl: string | null;
  count: number;
  cards: ProductCard[];
}

export function sharePath(key: string): string {
  return `/wishlists/${encodeURIComponent(key)}/`;
}

export async function ownWishList(userId: number): Promise<OwnWishList> {
  const [lists, page] = await Promise.all([listWishLists(userId), defaultWishListPage(userId, SHOPPER, { page: 1, pageSize: MAX_SHOWN })]);
  const list = lists.find((l) => l.isDefault) ?? null;
  return {
    list: list && { id: list.id, name: list.name, visibility: list.visibility },
    shareUrl: list && list.visibility !== "Private" ? siteUrl(sharePath(list.key)) : null,
    count: page.count,
    cards: page.cards,
  };
}

export { sharedWishList };
