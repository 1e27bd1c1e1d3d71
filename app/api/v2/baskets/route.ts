import { z } from "zod";
import { findOpenBasketId } from "@/lib/basket/holders.ts";
import { basketJson, BasketSchema } from "@/lib/basket/json.ts";
import { pricedBasket } from "@/lib/basket/service.ts";
import { db } from "@/lib/db.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/baskets/",
  name: "Baskets",
  description: "The caller's baskets: a signed-in caller's Open and Saved baskets; an anonymous caller's current basket, if any.",
  tag: "Basket",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The baskets.", schema: z.array(BasketSchema) } },
      handler: async ({ caller, urls }) => {
        const ids = caller.user
          ? (await db().basket.findMany({ where: { ownerId: caller.user.id, status: { in: ["Open", "Saved"] } }, select: { id: true }, orderBy: { id: "asc" } })).map((b) => b.id)
          : [await findOpenBasketId(db(), caller)].filter((id): id is number => id !== null);
        const baskets = await Promise.all(ids.map((id) => pricedBasket(db(), id)));
        return baskets.flatMap((b) => (b ? [basketJson(b.basket, b.totals, urls)] : []));
      },
    },
  },
});
