import { basketJson, BasketSchema } from "@/lib/basket/json.ts";
import { currentBasket } from "@/lib/basket/service.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { isSecure } from "@/lib/http/urls.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/basket/",
  name: "Basket",
  description: "The caller's Open basket, created on first need (a browser gets its basket cookie), so its id is stable from the first call.",
  tag: "Basket",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The caller's basket.", schema: BasketSchema } },
      handler: async ({ caller, request, urls }) => {
        const { basket, totals, cookies } = await currentBasket(caller, isSecure(request.headers));
        return reply(basketJson(basket, totals, urls), { cookies });
      },
    },
  },
});
