import { displayBasketJson, DisplayBasketSchema } from "@/lib/basket/display.ts";
import { AddLineBody, addInput } from "@/lib/basket/inputs.ts";
import { addToCurrentBasket } from "@/lib/basket/service.ts";
import { db } from "@/lib/db.ts";
import { ReasonSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { isSecure } from "@/lib/http/urls.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/_basket/add/",
  name: "Display Basket Add",
  description: "Adds a product exactly like add-product ({\"product\", \"quantity\", \"options\"?}) and answers the display basket.",
  tag: "Basket",
  personal: true,
  methods: {
    POST: {
      input: AddLineBody,
      validationStatus: 406,
      wrapValidation: "reason",
      responses: {
        200: { description: "The display basket after the addition.", schema: DisplayBasketSchema },
        406: { description: "Refused (compat reason).", schema: ReasonSchema },
      },
      handler: async ({ caller, request, body, urls }) => {
        const input = addInput(body.product, body.quantity, body.options);
        const priced = await addToCurrentBasket(caller, isSecure(request.headers), input, "product");
        return reply(await displayBasketJson(db(), priced, caller, urls), { cookies: priced.cookies });
      },
    },
  },
});
