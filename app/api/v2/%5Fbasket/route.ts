import { displayBasketJson, DisplayBasketSchema } from "@/lib/basket/display.ts";
import { currentBasket } from "@/lib/basket/service.ts";
import { db } from "@/lib/db.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { isSecure } from "@/lib/http/urls.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/_basket/",
  name: "Display Basket",
  description: "The caller's basket for display: lines inline with their products, shipping for the caller's pincode, the total with shipping and delivery estimates.",
  tag: "Basket",
  personal: true,
  allow: ["GET", "OPTIONS"],
  methods: {
    GET: {
      responses: { 200: { description: "The caller's basket for display.", schema: DisplayBasketSchema } },
      handler: async ({ caller, request, urls }) => {
        const priced = await currentBasket(caller, isSecure(request.headers));
        return reply(await displayBasketJson(db(), priced, caller, urls), { cookies: priced.cookies });
      },
    },
  },
});
