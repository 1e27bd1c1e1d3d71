import { AddProductBody, addInput } from "@/lib/basket/inputs.ts";
import { basketJson, BasketSchema } from "@/lib/basket/json.ts";
import { addToCurrentBasket } from "@/lib/basket/service.ts";
import { ReasonSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { isSecure } from "@/lib/http/urls.ts";

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
      responses: { 200: { description: "The basket after the addition.", schema: BasketSchema }, 406: { description: "Refused (compat reason).", schema: ReasonSchema } },
      handler: async ({ caller, request, body, urls }) => {
        const input = addInput(body.url, body.quantity, body.options);
        const { basket, totals, cookies } = await addToCurrentBasket(caller, isSecure(request.headers), input, "url");
        return reply(basketJson(basket, totals, urls), { cookies });
      },
    },
  },
});
