// The parts of a shop page that are the caller's own (pages themselves are the same for everyone,
// docs/decisions/0017): who is signed in and which products are their favourites. The page's client
// components ask GET /api/v2/_shopper/ once per visit.
import { z } from "zod";
import type { Caller } from "@/lib/auth/caller.ts";
import { listWishLists } from "@/lib/wishlist/wish-lists.ts";

export const ShopperSchema = z.object({
  user: z.object({ first_name: z.string(), display_name: z.string() }).nullable(),
  favourites: z.array(z.int()).describe("Product ids in the caller's default wish list."),
});
export type ShopperJson = z.infer<typeof ShopperSchema>;

export async function shopperJson(caller: Pick<Caller, "user">): Promise<ShopperJson> {
  const user = caller.user;
  if (!user) return { user: null, favourites: [] };
  const lists = await listWishLists(user.id);
  const favourites = lists.find((l) => l.isDefault)?.lines.flatMap((l) => (l.productId === null ? [] : [l.productId])) ?? [];
  const name = user.firstName.trim();
  return {
    user: { first_name: name, display_name: name || (user.email?.split("@")[0] ?? user.phoneNumber ?? "") },
    favourites,
  };
}
