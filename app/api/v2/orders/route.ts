import { endpoint } from "@/lib/http/endpoint.ts";
import { orderJson } from "@/lib/orders/order-json.ts";
import { ordersOf } from "@/lib/orders/orders.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/orders/",
  name: "Order List",
  description: "The signed-in shopper's orders, newest first.",
  tag: "Orders",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      responses: { 200: { description: "The orders (array of Order)." } },
      handler: async ({ caller, urls }) => (await ordersOf(caller.user!.id)).map((o) => orderJson(o, urls)),
    },
  },
});
