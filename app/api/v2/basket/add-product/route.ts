import { addProduct } from "@/lib/basket/add.ts";
import { AddProductBody, addInput } from "@/lib/basket/inputs.ts";
import { basketJson, BasketSchema } from "@/lib/basket/json.ts";
import { withCurrentBasket } from "@/lib/basket/service.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { isSecure } from "@/lib/http/urls.ts";
import { z } from "zod";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/basket/add-product/",
  name: "Add Product",
  description: "Adds a product (URL or id) to the caller's basket: {\"url\", \"quantity\", \"options\"?: [{\"option\", \"value\"}]}. Refusals are 406 {\"reason\": …}.",
  tag: "Basket",
  personal: true,
  methods: {
    POST: {
      input: AddProductBody,
      validationStatus: 406,
      wrapValidation: "reason",
      responses: { 200: { description: "The basket after the addition.", schema: BasketSchema }, 406: { description: "Refused.", schema: z.object({ reason: z.unknown() }) } },
      handler: async ({ caller, request, body, urls }) => {
        const input = addInput(body.url, body.quantity, body.options);
        const { basket, totals, cookies } = await withCurrentBasket(caller, isSecure(request.headers), (tx, id) => addProduct(tx, caller, id, input, "url"));
        return reply(basketJson(basket, totals, urls), { cookies });
      },
    },
  },
});
