import { z } from "zod";
import { transaction } from "@/lib/db.ts";
import { NotFoundError, ValidationError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { WishListDeleteInput, WishListPostInput } from "@/lib/wishlist/inputs.ts";
import { WishListSchema, wishListJson } from "@/lib/wishlist/wish-list-json.ts";
import { addToWishList, createWishList, listWishLists, removeFromWishList } from "@/lib/wishlist/wish-lists.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/wishlist/",
  name: "Wish Lists",
  description: "The caller's wish lists. POST {\"product\", \"list\"?} adds a product (to the default list, created on first use; 201, or 200 when it was there); POST {\"name\", \"visibility\"?} creates a list; DELETE ?product=<id>[&list=<id>] removes a product.",
  tag: "Wish lists",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      responses: { 200: { description: "The caller's lists, the default first.", schema: z.array(WishListSchema) } },
      handler: async ({ caller, urls }) => (await listWishLists(caller.user!.id)).map((l) => wishListJson(l, urls)),
    },
    POST: {
      permission: "user",
      input: WishListPostInput,
      responses: { 200: { description: "Already in the list.", schema: WishListSchema }, 201: { description: "Added, or the list created.", schema: WishListSchema } },
      handler: async ({ caller, body, urls }) => {
        const user = caller.user!;
        if (body.product !== undefined) {
          const { list, created } = await transaction((tx) => addToWishList(tx, user, body.product!, body.list));
          return reply(wishListJson(list, urls), { status: created ? 201 : 200 });
        }
        const list = await transaction((tx) => createWishList(tx, user.id, body.name!, body.visibility ?? "Private"));
        return reply(wishListJson(list, urls), { status: 201 });
      },
    },
    DELETE: {
      permission: "user",
      input: WishListDeleteInput,
      query: WishListDeleteInput,
      responses: { 204: { description: "Removed." }, 404: NOT_FOUND },
      handler: async ({ caller, body, query }) => {
        const product = body.product ?? query.product;
        const list = body.list ?? query.list;
        if (product === undefined) throw new ValidationError({ product: ["This field is required."] });
        const removed = await transaction((tx) => removeFromWishList(tx, caller.user!.id, product, list));
        if (!removed) throw new NotFoundError();
        return reply(null, { status: 204 });
      },
    },
  },
});
