import { endpoint } from "@/lib/http/endpoint.ts";
import { arrayOrPageSchema } from "@/lib/http/common-schemas.ts";
import { arrayOrEnvelopeA } from "@/lib/http/pagination.ts";
import { orderJson, OrderSchema } from "@/lib/orders/order-json.ts";
import { countOrdersOf, ordersOf } from "@/lib/orders/orders.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/orders/",
  name: "Order List",
  description:
    "The signed-in shopper's orders, newest first: Envelope A with ?page= or ?page_size=; without them an array of at most 100 (a Link header names the next page when there are more).",
  tag: "Orders",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      responses: { 200: { description: "The orders, newest first (an array, or Envelope A with ?page/?page_size).", schema: arrayOrPageSchema(OrderSchema, "Order") } },
      handler: async ({ caller, urls, url }) => {
        const userId = caller.user!.id;
        return arrayOrEnvelopeA(url, () => countOrdersOf(userId), (offset, limit) => ordersOf(userId, offset, limit), (o) => orderJson(o, urls));
      },
    },
  },
});
