import { OrderMoveInput } from "@/lib/admin/orders/moves.ts";
import { transaction } from "@/lib/db.ts";
import { ConflictSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { orderJson, OrderSchema } from "@/lib/orders/order-json.ts";
import { orderById } from "@/lib/orders/detail.ts";
import { moveOrder } from "@/lib/orders/pipeline.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/orders/{id}/status/",
  name: "Admin Order Status",
  description: "Staff: move an order along the pipeline (new → processing → shipped → delivered; new or processing → cancelled, with the reason in `note`). Shipping consumes the stock the order allocated, cancelling releases it; the buyer gets a mail.",
  tag: "Admin",
  personal: true,
  methods: {
    POST: {
      permission: { staff: ["orders"] },
      input: OrderMoveInput,
      responses: {
        200: { description: "The Order after the move.", schema: OrderSchema },
        404: NOT_FOUND,
        409: { description: "An illegal move: Cannot move an order from shipped to new (code illegal_status_move).", schema: ConflictSchema },
      },
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
