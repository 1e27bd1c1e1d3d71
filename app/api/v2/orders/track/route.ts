import { z } from "zod";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { OrderTrackingSchema, trackingJson } from "@/lib/orders/order-json.ts";
import { ORDER_TRACK_THROTTLE } from "@/lib/orders/track-limits.ts";
import { findTrackedOrder } from "@/lib/orders/tracking.ts";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/orders/track/",
  name: "Order Tracking",
  description: "Anyone: the status, tracking events and line titles of one order (no address, no phone, no e-mail), by its number and e-mail or by its tracking token.",
  tag: "Orders",
  personal: true,
  methods: {
    GET: {
      query: z.object({ number: z.string().optional(), email: z.string().optional(), token: z.string().optional() }),
      throttle: [ORDER_TRACK_THROTTLE],
      responses: { 200: { description: "The tracking view.", schema: OrderTrackingSchema }, 404: NOT_FOUND },
      handler: async ({ query }) => trackingJson(await findTrackedOrder(query)),
    },
  },
});
