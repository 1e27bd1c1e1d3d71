import { z } from "zod";
import { addProduct } from "@/lib/basket/add.ts";
import { displayBasketJson } from "@/lib/basket/display.ts";
import { AddLineBody, addInput } from "@/lib/basket/inputs.ts";
import { withCurrentBasket } from "@/lib/basket/service.ts";
import { db } from "@/lib/db.ts";
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
      responses: { 406: { description: "Refused.", schema: z.object({ reason: z.unknown() }) } },
      handler: async ({ caller, request, body, urls }) => {
        const input = addInput(body.product, body.quantity, body.options);
        const priced = await withCurrentBasket(caller, isSecure(request.headers), (tx, id) => addProduct(tx, caller, id, input, "product"));
        return reply(await displayBasketJson(db(), priced, caller, urls), { cookies: priced.cookies });
      },
    },
  },
});
