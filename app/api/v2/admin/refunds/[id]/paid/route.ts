import { RefundPaidInput, RefundSchema, refundJson, staffMarkRefundPaid } from "@/lib/admin/orders/refunds.ts";
import { ConflictSchema, FieldErrorsSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/admin/refunds/{id}/paid/",
  name: "Admin Refund Paid",
  description: "Staff (orders): a cash-on-delivery refund was sent to the buyer's UPI ID; records the transfer's reference, mails the buyer, and completes the return it belongs to. Audited.",
  tag: "Admin",
  personal: true,
  methods: {
    POST: {
      permission: { staff: ["orders"] },
      input: RefundPaidInput,
      responses: {
        200: { description: "The refund, processed.", schema: RefundSchema },
        400: { description: "Field errors.", schema: FieldErrorsSchema },
        404: NOT_FOUND,
        409: { description: "Not a refund waiting to be paid by UPI (code refund_not_payable).", schema: ConflictSchema },
      },
      handler: async ({ caller, params, body }) => refundJson(await staffMarkRefundPaid({ userId: caller.user!.id, ip: caller.ip }, params.id, body.reference)),
    },
  },
});
