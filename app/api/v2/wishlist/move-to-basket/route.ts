import { displayBasketJson, DisplayBasketSchema } from "@/lib/basket/display.ts";
import { addInput } from "@/lib/basket/inputs.ts";
import { addToCurrentBasket } from "@/lib/basket/service.ts";
import { db, transaction } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { NOT_FOUND, ReasonSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { isSecure } from "@/lib/http/urls.ts";
import { WishListMoveInput } from "@/lib/wishlist/inputs.ts";
import { putBackOnWishList, takeFromWishList } from "@/lib/wishlist/wish-lists.ts";

// "Move to basket" (docs/decisions/0173): the piece leaves the list first (so two taps, or two devices,
// move it once), then the basket adds it under its own rules (stock, options, the most one may buy); a
// refusal puts it back on the list as it was.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/wishlist/move-to-basket/",
  name: "Wish List Move To Basket",
  description:
    "Moves a saved product to the caller's basket: takes it off the wish list (\"list\"?, else the default one; not there: 404) and adds it exactly like _basket/add ({\"product\", \"quantity\"? (1), \"options\"?}). A refusal leaves both unchanged.",
  tag: "Wish lists",
  personal: true,
  methods: {
    POST: {
      permission: "user",
      input: WishListMoveInput,
      validationStatus: 406,
      wrapValidation: "reason",
      responses: {
        200: { description: "The display basket after the addition; the product is off the list.", schema: DisplayBasketSchema },
        404: { ...NOT_FOUND, description: "The product is not on the list." },
        406: { description: "Refused by the basket (compat reason); the list is unchanged.", schema: ReasonSchema },
      },
      handler: async ({ caller, request, body, urls }) => {
        const taken = await transaction((tx) => takeFromWishList(tx, caller.user!.id, body.product, body.list));
        if (!taken) throw new NotFoundError();
        let priced: Awaited<ReturnType<typeof addToCurrentBasket>>;
        try {
          priced = await addToCurrentBasket(caller, isSecure(request.headers), addInput(body.product, body.quantity, body.options), "product");
        } catch (e) {
          await transaction((tx) => putBackOnWishList(tx, taken));
          throw e;
        }
        return reply(await displayBasketJson(db(), priced, caller, urls), { cookies: priced.cookies });
      },
    },
  },
});
