// The checkout's answer as the API gives it: the Order (200, compat), at most once per
// Idempotency-Key (lib/http/idempotency.ts), the answer recorded in the order's own transaction. The
// checkout page calls this too, with a key from its form, so a double click places one order.
import type { Caller } from "@/lib/auth/caller.ts";
import { runIdempotent, type IdempotentAnswer } from "@/lib/http/idempotency.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { orderJson } from "@/lib/orders/order-json.ts";
import { placeOrder } from "./place-order.ts";

export const CHECKOUT_ENDPOINT = "/api/v2/checkout/";

export async function checkoutAnswer(caller: Caller, body: Record<string, unknown>, idempotencyKey: string | null, urls: UrlBuilder): Promise<IdempotentAnswer> {
  return runIdempotent(caller, CHECKOUT_ENDPOINT, idempotencyKey, body, async (record) => {
    let json: unknown;
    await placeOrder(caller, body, async (tx, order) => {
      json = orderJson(order, urls);
      await record(tx, 200, json);
    });
    return { status: 200, body: json };
  });
}
