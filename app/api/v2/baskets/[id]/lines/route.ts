import { z } from "zod";
import { callerBasket, OTHERS_BASKET } from "@/lib/basket/access.ts";
import { addProduct } from "@/lib/basket/add.ts";
import { AddLineBody, addInput } from "@/lib/basket/inputs.ts";
import { BASKET_LINE_PATH, lineJson, LineSchema } from "@/lib/basket/json.ts";
import { pricedBasket } from "@/lib/basket/service.ts";
import { db, transaction } from "@/lib/db.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/baskets/{id}/lines/",
  name: "Basket Lines",
  description: "The lines of one of the caller's baskets; POST {\"product\", \"quantity\", \"options\"?} adds like add-product.",
  tag: "Basket",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The lines.", schema: z.array(LineSchema) }, 403: OTHERS_BASKET },
      handler: async ({ caller, params, urls }) => {
        const basket = await callerBasket(db(), caller, params.id);
        const priced = (await pricedBasket(db(), basket.id))!;
        return priced.totals.lines.map((l) => lineJson(basket.id, l, urls));
      },
    },
    POST: {
      input: AddLineBody,
      validationStatus: 406,
      wrapValidation: "reason",
      responses: { 201: { description: "The line added to.", schema: LineSchema }, 403: OTHERS_BASKET },
      handler: async ({ caller, params, body, urls }) => {
        const { basketId, lineId, priced } = await transaction(async (tx) => {
          const basket = await callerBasket(tx, caller, params.id, { lock: true });
          const { lineId } = await addProduct(tx, caller, basket.id, addInput(body.product, body.quantity, body.options), "product");
          return { basketId: basket.id, lineId, priced: (await pricedBasket(tx, basket.id))! };
        });
        const line = priced.totals.lines.find((l) => l.line.id === lineId)!;
        return reply(lineJson(basketId, line, urls), { status: 201, headers: { Location: urls.path(BASKET_LINE_PATH, { id: basketId, line: lineId }) } });
      },
    },
  },
});
