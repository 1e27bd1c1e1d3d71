import { endpoint } from "@/lib/http/endpoint.ts";
import { envelopeA } from "@/lib/http/pagination.ts";
import { INVALID_PAGE } from "@/lib/http/common-schemas.ts";
import { orderSummaryJson, OrderSummaryPageSchema } from "@/lib/orders/order-json.ts";
import { orderSummaries } from "@/lib/orders/orders.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/_orders/",
  name: "Order Summaries",
  description: "The signed-in shopper's orders as summaries (Envelope A), newest first.",
  tag: "Orders",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      responses: { 200: { description: "Envelope A of order summaries.", schema: OrderSummaryPageSchema }, 404: INVALID_PAGE },
      handler: async ({ caller, urls, url }) => {
        const page = await orderSummaries(caller.user!.id, url);
        return envelopeA({ ...page, results: page.results.map((s) => orderSummaryJson(s, urls)) }, url.toString());
      },
    },
  },
});
