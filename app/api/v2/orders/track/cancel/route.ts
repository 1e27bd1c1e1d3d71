import { z } from "zod";
import { ConflictSchema, NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { OrderTrackingSchema, trackingJson } from "@/lib/orders/order-json.ts";
import { cancelByTrackingToken } from "@/lib/orders/tracking-cancel.ts";
import { ORDER_TRACK_THROTTLE } from "@/lib/orders/track-limits.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/orders/track/cancel/",
  name: "Order Tracking Cancel",
  description: 'Anyone holding an order\'s tracking token (the link in its mails, checkout\'s "tracking_token"): cancels the order while it is new; the stock it held is released.',
  tag: "Orders",
  personal: true,
  methods: {
    POST: {
      input: z.object({ token: z.string().max(200).meta({ label: "Tracking token" }) }),
      throttle: [ORDER_TRACK_THROTTLE],
      responses: {
        200: { description: "The cancelled order's tracking view.", schema: OrderTrackingSchema },
        404: NOT_FOUND,
        409: { description: "Order can no longer be cancelled (code order_not_cancellable).", schema: ConflictSchema },
      },
      handler: async ({ body }) => trackingJson(await cancelByTrackingToken(body.token)),
    },
  },
});
