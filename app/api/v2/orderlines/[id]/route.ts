import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { orderLineJson, OrderLineSchema } from "@/lib/orders/order-json.ts";
import { orderLineOf } from "@/lib/orders/orders.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/orderlines/{id}/",
  name: "Order Line Instance",
  description: "One line of one of the signed-in shopper's orders (anyone else's is 404).",
  tag: "Orders",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      responses: { 200: { description: "The order line.", schema: OrderLineSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, urls }) => orderLineJson(await orderLineOf(caller.user!.id, params.id), urls),
    },
  },
});
