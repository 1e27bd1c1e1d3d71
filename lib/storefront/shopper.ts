// The parts of a shop page that are the caller's own (pages themselves are the same for everyone,
// docs/decisions/0017): who is signed in, which products are their favourites, how many items their
// basket holds and where they want things delivered (with the delivery dates there). The page's client
// components ask GET /api/v2/_shopper/ once per visit.
import { z } from "zod";
import type { Caller } from "@/lib/auth/caller.ts";
import { basketItemCount } from "@/lib/basket/service.ts";
import { db } from "@/lib/db.ts";
import { ZERO } from "@/lib/pricing/index.ts";
import { estimatedDate } from "@/lib/shipping/estimates.ts";
import { locationJson, locationOf } from "@/lib/shipping/location.ts";
import { shippingOptions } from "@/lib/shipping/methods.ts";
import { listWishLists } from "@/lib/wishlist/wish-lists.ts";

const DeliverySchema = z
  .object({
    code: z.string(),
    name: z.string(),
    estimated_date: z.string(),
    for_made_to_order: z.boolean().describe("Whether the method carries made-to-order pieces: a product page made to order drops the others and moves the date by its lead time."),
  })
  .meta({ id: "Delivery" });

export const ShopperSchema = z.object({
  user: z
    .object({ first_name: z.string(), display_name: z.string(), is_staff: z.boolean().describe("Staff: the shop's header links to the staff pages.") })
    .nullable(),
  favourites: z.array(z.int()).describe("Product ids in the caller's default wish list."),
  basket_count: z.int().describe("The number of items in the caller's Open basket."),
  location: z
    .object({ pincode: z.string(), name: z.string().nullable(), serviceable: z.boolean(), deliveries: z.array(DeliverySchema) })
    .nullable()
    .describe("The caller's delivery pincode, whether the shop delivers there and when (one piece ordered today), or null before one is chosen."),
}).meta({ id: "Shopper" });
export type ShopperJson = z.infer<typeof ShopperSchema>;

async function favouritesOf(userId: number): Promise<number[]> {
  const lists = await listWishLists(userId);
  return lists.find((l) => l.isDefault)?.lines.flatMap((l) => (l.productId === null ? [] : [l.productId])) ?? [];
}

/** The caller's pincode and the delivery dates of the methods serving it (as the display basket gives them). */
async function locationPart(caller: Caller, now = new Date()): Promise<ShopperJson["location"]> {
  const location = await locationOf(caller);
  if (!location) return null;
  const where = locationJson(location);
  const options = where.serviceable ? await shippingOptions(db(), location.match.zone, { inclTax: ZERO, shippingUnits: 1, leadTime: null }) : [];
  const deliveries = options.filter((o) => o.maxDays > 0).map((o) => ({ code: o.code, name: o.name, estimated_date: estimatedDate(o.maxDays, now), for_made_to_order: o.forMadeToOrder }));
  return { pincode: where.pincode, name: where.location_name, serviceable: where.serviceable && options.length > 0, deliveries };
}

export async function shopperJson(caller: Caller): Promise<ShopperJson> {
  const user = caller.user;
  const [favourites, basket_count, location] = await Promise.all([user ? favouritesOf(user.id) : [], basketItemCount(caller), locationPart(caller)]);
  if (!user) return { user: null, favourites, basket_count, location };
  const name = user.firstName.trim();
  return {
    user: { first_name: name, display_name: name || (user.email?.split("@")[0] ?? user.phoneNumber ?? ""), is_staff: user.isStaff },
    favourites,
    basket_count,
    location,
  };
}
