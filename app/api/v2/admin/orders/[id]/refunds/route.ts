import { z } from "zod";
import { RefundInput, RefundSchema, refundJson, refundsOfOrder, staffRefund } from "@/lib/admin/orders/refunds.ts";
import { ConflictSchema, FieldErrorsSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/orders/{id}/refunds/",
  name: "Admin Order Refunds",
  description:
    "Staff (orders): the order's refunds, oldest first; POST refunds part or all of what was paid. An order paid online is refunded through the provider (sent at once); a cash-on-delivery order to the buyer's `upi_id`, which staff then pay and record (POST /api/v2/admin/refunds/{id}/paid/). The buyer is mailed and the refund shows in the order's timeline. Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    GET: {
      permission: { staff: ["orders"] },
      responses: { 200: { description: "The refunds.", schema: z.array(RefundSchema) }, 404: NOT_FOUND },
      handler: async ({ params }) => (await refundsOfOrder(params.id)).map(refundJson),
    },
    POST: {
      permission: { staff: ["orders"] },
      input: RefundInput,
      responses: {
        201: { description: "The refund written.", schema: RefundSchema },
        400: { description: "Field errors.", schema: FieldErrorsSchema },
        404: NOT_FOUND,
        409: { description: "More than is left to refund (code refund_too_large), or a cash-on-delivery refund without a UPI ID (refund_needs_upi_id).", schema: ConflictSchema },
      },
      handler: async ({ caller, params, body }) => reply(refundJson(await staffRefund({ userId: caller.user!.id, ip: caller.ip }, params.id, body)), { status: 201 }),
    },
  },
});
