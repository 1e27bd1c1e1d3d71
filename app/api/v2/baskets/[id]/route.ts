import { z } from "zod";
import { callerBasket, OTHERS_BASKET } from "@/lib/basket/access.ts";
import { basketJson, BasketSchema } from "@/lib/basket/json.ts";
import { setBasketStatus } from "@/lib/basket/saved.ts";
import { pricedBasket } from "@/lib/basket/service.ts";
import { db, transaction } from "@/lib/db.ts";
import { ValidationError } from "@/lib/errors.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint, type HandlerContext } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

// Only `status` is read; owner, totals and ids in the body are ignored.
const StatusBody = z.object({ status: z.string().max(64).optional().meta({ label: "Status", choices: ["Open", "Saved"] }) });

async function change({ caller, params, body, urls }: HandlerContext<z.infer<typeof StatusBody>, unknown>, required: boolean) {
  if (required && body.status === undefined) throw new ValidationError({ status: ["This field is required."] });
  const priced = await transaction(async (tx) => {
    const basket = await callerBasket(tx, caller, params.id, { lock: true });
    if (body.status !== undefined) await setBasketStatus(tx, caller, basket, body.status);
    return (await pricedBasket(tx, basket.id))!;
  });
  return basketJson(priced.basket, priced.totals, urls);
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/baskets/{id}/",
  name: "Basket Detail",
  description: "One of the caller's own Open or Saved baskets. Only `status` is writable, Open ↔ Saved; opening a Saved basket saves the Open one.",
  tag: "Basket",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The basket.", schema: BasketSchema }, 403: OTHERS_BASKET, 404: NOT_FOUND },
      handler: async ({ caller, params, urls }) => {
        const basket = await callerBasket(db(), caller, params.id);
        const priced = (await pricedBasket(db(), basket.id))!;
        return basketJson(priced.basket, priced.totals, urls);
      },
    },
    PUT: { input: StatusBody, responses: { 200: { description: "Changed.", schema: BasketSchema }, 403: OTHERS_BASKET }, handler: (ctx) => change(ctx, true) },
    PATCH: { input: StatusBody, responses: { 200: { description: "Changed.", schema: BasketSchema }, 403: OTHERS_BASKET }, handler: (ctx) => change(ctx, false) },
    DELETE: {
      responses: { 204: { description: "Deleted." }, 403: OTHERS_BASKET, 404: NOT_FOUND },
      handler: async ({ caller, params }) => {
        await transaction(async (tx) => {
          const basket = await callerBasket(tx, caller, params.id, { lock: true });
          await tx.basket.delete({ where: { id: basket.id } });
        });
        return reply(null, { status: 204 });
      },
    },
  },
});
