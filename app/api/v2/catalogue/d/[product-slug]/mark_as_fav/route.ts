// POST /api/v2/catalogue/d/{id}/mark_as_fav/: this folder's segment is named like its sibling's
// ([product-slug]) because Next needs one name per level; here it carries the product's id.
import { z } from "zod";
import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { setFavourite } from "@/lib/wishlist/favourites.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/catalogue/d/{id}/mark_as_fav/",
  name: "Mark As Favourite",
  description: "Sets whether the product is in the caller's default wish list ({\"is_favourite\": true|false}); an empty body toggles it (older clients).",
  tag: "Wish lists",
  personal: true,
  methods: {
    POST: {
      permission: "user",
      input: z.object({ is_favourite: z.boolean().optional() }),
      responses: { 200: { description: "The product's new state.", schema: z.object({ product: z.int(), is_favourite: z.boolean() }) }, 404: NOT_FOUND },
      handler: async ({ caller, params, body }) => {
        const productId = idParam(params["product-slug"]);
        const user = caller.user!;
        const isFavourite = await transaction((tx) => setFavourite(tx, user, productId, body.is_favourite));
        return { product: productId, is_favourite: isFavourite };
      },
    },
  },
});
