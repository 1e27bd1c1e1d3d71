import { z } from "zod";
import { ConflictSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { cancelOwnOrder, orderDetail } from "@/lib/orders/detail.ts";
import { OrderDetailSchema } from "@/lib/orders/order-json.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v1/_orders/{id}/",
  name: "Order Detail",
  description: "One of the signed-in shopper's orders with its lines, addresses and tracking; POST {\"action\": \"cancel\"} cancels it while it is new.",
  tag: "Orders",
  personal: true,
  methods: {
    GET: {
      permission: "user",
      responses: { 200: { description: "The order detail.", schema: OrderDetailSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, urls }) => orderDetail(caller.user!.id, params.id, urls),
    },
    POST: {
      permission: "user",
      input: z.object({ action: z.enum(["cancel"]) }),
      responses: {
        200: { description: "The cancelled order's detail.", schema: OrderDetailSchema },
        404: NOT_FOUND,
        409: { description: "Order can no longer be cancelled (code order_not_cancellable).", schema: ConflictSchema },
      },
      handler: async ({ caller, params, urls }) => cancelOwnOrder(caller.user!.id, params.id, urls),
    },
  },
});
