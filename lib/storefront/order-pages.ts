// The order pages' data (thanks, guest tracking, the account's orders), from the orders services and
// serializers the API uses (lib/orders), so a page shows exactly what the API answers.
import { headers } from "next/headers";
import { ApiError } from "@/lib/errors.ts";
import { clientIp, throttleAddress } from "@/lib/http/client-ip.ts";
import { enforce, rate } from "@/lib/http/throttle.ts";
import { originFromHeaders, UrlBuilder } from "@/lib/http/urls.ts";
import { invoicePaths } from "@/lib/invoices/links.ts";
import { orderDetail } from "@/lib/orders/detail.ts";
import { orderJson, orderSummaryJson, trackingJson } from "@/lib/orders/order-json.ts";
import { orderInclude, orderSummaries } from "@/lib/orders/orders.ts";
import { orderReceipt, type OrderReceipt } from "@/lib/orders/receipt.ts";
import { db } from "@/lib/db.ts";
import { ORDER_TRACK_THROTTLE } from "@/lib/orders/track-limits.ts";
import { findTrackedOrder, orderByThanksToken, trackingLinkOf, type TrackQuery } from "@/lib/orders/tracking.ts";
import { orderListUrl } from "./missing-pages.ts";

/** The request's own URL builder (absolute URLs in the serializers' answers). */
export async function pageUrls(): Promise<UrlBuilder> {
  return new UrlBuilder(originFromHeaders(await headers()));
}

/**
 * An order's tracking view and its receipt (lines with quantities and prices, discounts, the amount to
 * pay, the delivery estimate: never the address or phone), or null for anything that does not find one
 * (a wrong number, e-mail or token).
 */
export async function trackedOrder(query: TrackQuery): Promise<{ view: ReturnType<typeof trackingJson>; receipt: OrderReceipt } | null> {
  try {
    const found = await findTrackedOrder(query);
    const order = await db().order.findUniqueOrThrow({ where: { id: found.id }, include: orderInclude });
    return { view: trackingJson(found), receipt: await orderReceipt(db(), order) };
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

/**
 * The thanks page's order (the Order of the API), its tracking view and the path of its tracking page,
 * for its number and thanks token while that works; null otherwise.
 */
export async function thanksOrder(number: string, token: string) {
  try {
    const order = await orderByThanksToken(number, token);
    const link = trackingLinkOf(order);
    const tracking = new URL(link.url);
    // The invoice's links carry the tracking token (the thanks token is not one the downloads take).
    const documents = invoicePaths(order.id, order.invoice, link.token);
    return { order: orderJson(order, await pageUrls()), tracking: trackingJson(order), receipt: await orderReceipt(db(), order), trackingPath: tracking.pathname + tracking.search, documents };
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

/** Guest tracking counts against the same per-address limit as GET /api/v2/orders/track/; false when over it. */
export async function allowTrackingLookup(): Promise<boolean> {
  try {
    await enforce(`${ORDER_TRACK_THROTTLE.scope}:ip${throttleAddress(clientIp(await headers()))}`, rate(ORDER_TRACK_THROTTLE.rate));
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.status === 429) return false;
    throw e;
  }
}

export async function orderHistory(userId: number, page: number) {
  const urls = await pageUrls();
  const result = await orderSummaries(userId, orderListUrl(page, urls.origin));
  return { ...result, results: result.results.map((s) => orderSummaryJson(s, urls)) };
}

export type OrderDetailJson = Awaited<ReturnType<typeof orderDetail>>;

/** One of the buyer's orders as GET /api/v1/_orders/{id}/ answers it, or null (someone else's, unknown). */
export async function ownOrder(userId: number, id: string): Promise<OrderDetailJson | null> {
  try {
    return await orderDetail(userId, id, await pageUrls());
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}
