import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { orderJson, OrderSchema } from "@/lib/orders/order-json.ts";
import { orderOf } from "@/lib/orders/orders.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/orders/{id}/",
  name: "Order Instance",
  description: "One of the signed-in shopper's orders (anyone else's is 404).",
  tag: "Orders",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      responses: { 200: { description: "The Order.", schema: OrderSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, urls }) => orderJson(await orderOf(caller.user!.id, params.id), urls),
    },
  },
});
