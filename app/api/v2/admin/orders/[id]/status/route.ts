import { z } from "zod";
import { transaction } from "@/lib/db.ts";
import { DetailSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { orderJson } from "@/lib/orders/order-json.ts";
import { orderById } from "@/lib/orders/detail.ts";
import { moveOrder } from "@/lib/orders/pipeline.ts";
import { ORDER_STATUSES } from "@/lib/orders/pipeline-rules.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/orders/{id}/status/",
  name: "Admin Order Status",
  description: "Staff: move an order along the pipeline (new → processing → shipped → delivered; new or processing → cancelled). Shipping consumes the stock the order allocated, cancelling releases it; the buyer gets a mail.",
  tag: "Admin",
  personal: true,
  methods: {
    POST: {
      permission: "staff",
      input: z.object({
        status: z.enum(ORDER_STATUSES),
        note: z.string().max(2000).optional().default(""),
        tracking_number: z.string().max(100).nullish(),
      }),
      responses: { 200: { description: "The Order after the move." }, 404: NOT_FOUND, 409: { description: "Cannot move an order from shipped to new.", schema: DetailSchema } },
      handler: async ({ caller, params, body, urls }) => {
        const order = await transaction(async (tx) => {
          const id = (await orderById(tx, params.id)).id;
          await moveOrder(tx, id, { status: body.status, note: body.note, trackingNumber: body.tracking_number }, { kind: "staff", userId: caller.user!.id, ip: caller.ip });
          return orderById(tx, params.id);
        });
        return orderJson(order, urls);
      },
    },
  },
});
