// The buyer's order detail (GET /api/v1/_orders/{id}/, the account's order page) and cancelling it.
import { db, transaction, type Db, type Tx } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { orderDetailJson } from "./order-json.ts";
import { orderInclude, orderWithEventsOf, productImageKeys, type OrderWithParts } from "./orders.ts";
import { moveOrder } from "./pipeline.ts";
import { CANCELLED_BY_CUSTOMER } from "./pipeline-rules.ts";

export async function orderDetail(userId: number, rawId: string | undefined, urls: UrlBuilder, client: Tx | Db = db()) {
  const order = await orderWithEventsOf(userId, rawId, client);
  const images = await productImageKeys(client, order.lines.flatMap((l) => (l.productId === null ? [] : [l.productId])));
  return orderDetailJson(order, images, urls);
}

/** The buyer cancels their own order while it is new (else 409 "Order can no longer be cancelled."). */
export async function cancelOwnOrder(userId: number, rawId: string | undefined, urls: UrlBuilder) {
  return transaction(async (tx) => {
    const order = await orderWithEventsOf(userId, rawId, tx);
    await moveOrder(tx, order.id, { status: "cancelled", note: CANCELLED_BY_CUSTOMER }, { kind: "buyer", userId });
    return orderDetail(userId, rawId, urls, tx);
  });
}

/** Any order by id (staff), or 404. */
export async function orderById(client: Tx | Db, rawId: string | undefined): Promise<OrderWithParts> {
  const id = rawId === undefined ? null : integerId(rawId);
  const order = id === null ? null : await client.order.findUnique({ where: { id }, include: orderInclude });
  if (!order) throw new NotFoundError();
  return order;
}
