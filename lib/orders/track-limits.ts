// Guest tracking's one per-address limit: GET /api/v2/orders/track/, its cancel, and the tracking page
// count against it together.
import type { ThrottleRule } from "@/lib/http/endpoint-types.ts";

export const ORDER_TRACK_THROTTLE = { scope: "order-track", rate: "30/minute", by: "ip" } as const satisfies ThrottleRule;
