import { idParam } from "@/lib/catalogue/api.ts";
import { transaction } from "@/lib/db.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { WishListPatchInput } from "@/lib/wishlist/inputs.ts";
import { WishListSchema, wishListJson } from "@/lib/wishlist/wish-list-json.ts";
import { deleteWishList, findWishList, updateWishList } from "@/lib/wishlist/wish-lists.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/wishlist/{id}/",
  name: "Wish List",
  description: "One of the caller's wish lists: read it, rename it or change its visibility (PATCH), delete it. Anyone else's list is not found.",
  tag: "Wish lists",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      responses: { 200: { description: "The list.", schema: WishListSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, urls }) => wishListJson(await findWishList(caller.user!.id, idParam(params.id)), urls),
    },
    PATCH: {
      permission: "user",
      input: WishListPatchInput,
      responses: { 200: { description: "The changed list.", schema: WishListSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, body, urls }) => {
        const id = idParam(params.id);
        return wishListJson(await transaction((tx) => updateWishList(tx, caller.user!.id, id, body)), urls);
      },
    },
    DELETE: {
      permission: "user",
      responses: { 204: { description: "Deleted." }, 404: NOT_FOUND },
      handler: async ({ caller, params }) => {
        const id = idParam(params.id);
        await transaction((tx) => deleteWishList(tx, caller.user!.id, id));
        return reply(null, { status: 204 });
      },
    },
  },
});
