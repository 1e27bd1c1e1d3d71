import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { z } from "zod";
import { orderLineJson, OrderLineSchema } from "@/lib/orders/order-json.ts";
import { orderOf } from "@/lib/orders/orders.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/orders/{id}/lines/",
  name: "Order Line List",
  description: "The lines of one of the signed-in shopper's orders (anyone else's is 404).",
  tag: "Orders",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      responses: { 200: { description: "The order lines.", schema: z.array(OrderLineSchema) }, 404: NOT_FOUND },
      handler: async ({ caller, params, urls }) => (await orderOf(caller.user!.id, params.id)).lines.map((l) => orderLineJson(l, urls)),
    },
  },
});
