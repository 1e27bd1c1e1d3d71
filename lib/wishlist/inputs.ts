// The inputs of the wish-list endpoints (API.md §7).
import { z } from "zod";
import { PRODUCT_PATH } from "@/lib/catalogue/card-json.ts";
import { OptionValuesField, quantityField } from "@/lib/basket/inputs.ts";
import { hyperlinkField } from "@/lib/http/hyperlinks.ts";
import { WISHLIST_PATH } from "./wish-list-json.ts";

const name = z.string().trim().min(1).max(64).refine((v) => !v.includes("\u0000"), "Null characters are not allowed.");
const visibility = z.enum(["Private", "Shared"]);

/** POST /api/v2/wishlist/: {"product", "list"?} adds; {"name", "visibility"?} creates a list. */
export const WishListPostInput = z
  .object({
    product: hyperlinkField(PRODUCT_PATH).optional(),
    list: hyperlinkField(WISHLIST_PATH).optional(),
    name: name.optional(),
    visibility: visibility.optional(),
  })
  .refine((v) => v.product !== undefined || v.name !== undefined, { message: "Give a product to add, or a name to create a wish list." });

/** DELETE /api/v2/wishlist/: ?product=<id>[&list=<id>], or the same as a body. */
export const WishListDeleteInput = z.object({
  product: hyperlinkField(PRODUCT_PATH).optional(),
  list: hyperlinkField(WISHLIST_PATH).optional(),
});

/** PATCH /api/v2/wishlist/{id}/. */
export const WishListPatchInput = z.object({ name: name.optional(), visibility: visibility.optional() });

/** POST /api/v2/wishlist/move-to-basket/: {"product", "quantity"? (1), "options"?, "list"? (the default list)}. */
export const WishListMoveInput = z.object({
  product: hyperlinkField(PRODUCT_PATH).meta({ label: "Product" }),
  quantity: quantityField(1).default(1),
  options: OptionValuesField,
  list: hyperlinkField(WISHLIST_PATH).optional(),
});
