import { z } from "zod";
import { ConflictSchema, DetailSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { heldOrderId } from "@/lib/orders/holder-access.ts";
import { PaymentStartSchema, paymentStartJson } from "@/lib/payments/pay-json.ts";
import { startPayment } from "@/lib/payments/start.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/orders/{id}/pay/",
  name: "Order Pay",
  description:
    "Starts or restarts the online payment of an order that awaits it (`pending_payment`): the buyer signed in, or a guest with the order's tracking token (`?token=` or `token` in the body). The same provider order is reused while the amount is the same, so retrying after a failed payment is safe.",
  tag: "Orders",
  personal: true,
  methods: {
    POST: {
      query: z.object({ token: z.string().optional().describe("The order's tracking token (a guest's way in).") }),
      input: z.object({ token: z.string().max(200).optional().describe("The order's tracking token, instead of ?token=.") }),
      throttle: [{ scope: "order-pay", rate: "30/hour", by: "user" }],
      responses: {
        200: { description: "Where and how to pay.", schema: PaymentStartSchema },
        403: { description: "Neither signed in nor holding the order's token.", schema: DetailSchema },
        404: NOT_FOUND,
        409: { description: "Order is not awaiting payment (code not_payable).", schema: ConflictSchema },
        503: { description: "The payment provider could not be reached; try again.", schema: DetailSchema },
      },
      handler: async ({ caller, params, query, body }) => paymentStartJson(await startPayment(await heldOrderId(caller, params.id, body.token ?? query.token, { staff: false }))),
    },
  },
});
