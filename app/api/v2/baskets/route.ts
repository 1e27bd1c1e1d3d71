import { findOpenBasketId } from "@/lib/basket/holders.ts";
import { basketJson, BasketSchema } from "@/lib/basket/json.ts";
import { pricedBasket } from "@/lib/basket/service.ts";
import { db } from "@/lib/db.ts";
import { arrayOrPageSchema } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { arrayOrEnvelopeA } from "@/lib/http/pagination.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/baskets/",
  name: "Baskets",
  description:
    "The caller's baskets: a signed-in caller's Open and Saved baskets (at most SAVED_BASKETS_MAX Saved); an anonymous caller's current basket, if any. An array, or Envelope A with ?page= or ?page_size=.",
  tag: "Basket",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The baskets (an array, or Envelope A with ?page/?page_size).", schema: arrayOrPageSchema(BasketSchema, "Basket") } },
      handler: async ({ caller, urls, url }) => {
        const user = caller.user;
        const mine = { ownerId: user?.id, status: { in: ["Open" as const, "Saved" as const] } };
        const anonymous = user ? null : await findOpenBasketId(db(), caller);
        const count = async () => (user ? db().basket.count({ where: mine }) : anonymous === null ? 0 : 1);
        const load = async (offset: number, limit: number) => {
          const ids = user
            ? (await db().basket.findMany({ where: mine, select: { id: true }, orderBy: { id: "asc" }, skip: offset, take: limit })).map((b) => b.id)
            : [anonymous].filter((id): id is number => id !== null).slice(offset, offset + limit);
          return (await Promise.all(ids.map((id) => pricedBasket(db(), id)))).flatMap((b) => (b ? [b] : []));
        };
        return arrayOrEnvelopeA(url, count, load, (b) => basketJson(b.basket, b.totals, urls));
      },
    },
  },
});
