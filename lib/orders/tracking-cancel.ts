// A guest cancels a `new` order with its tracking token (the tracking page, POST
// /api/v2/orders/track/cancel/): the same move as the buyer's own cancel (pipeline.ts), so the stock is
// released exactly as then; afterwards `new` is gone and it is 409 "Order can no longer be cancelled.".
import { transaction } from "@/lib/db.ts";
import { moveOrder } from "./pipeline.ts";
import { CANCELLED_BY_CUSTOMER } from "./pipeline-rules.ts";
import { orderIdByTrackingToken, trackedOrderById } from "./tracking.ts";

/** Cancels the order of tracking token `token` and answers its tracking view; 404 for an unknown token. */
export async function cancelByTrackingToken(token: string) {
  return transaction(async (tx) => {
    const id = await orderIdByTrackingToken(tx, token);
    await moveOrder(tx, id, { status: "cancelled", note: CANCELLED_BY_CUSTOMER }, { kind: "tracking-link" });
    return trackedOrderById(tx, id);
  });
}
