// The checkout's answer as the API gives it: the Order (200, compat) with the order's tracking link
// beside it ("tracking_token", "tracking_url": a guest's way back to the order), at most once per
// Idempotency-Key (lib/http/idempotency.ts), the answer recorded in the order's own transaction. The
// recorded answer holds no token (credentials are never stored in clear): the link is added on the way
// out, also to a replay. The checkout page calls this too, with a key from its form, so a double click
// places one order; it alone asks for the thanks page's link (docs/decisions/0085).
import type { Caller } from "@/lib/auth/caller.ts";
import { db } from "@/lib/db.ts";
import { runIdempotent, type IdempotentAnswer } from "@/lib/http/idempotency.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import { reissueThanksLink } from "@/lib/orders/links.ts";
import { orderJson, type OrderJson } from "@/lib/orders/order-json.ts";
import { trackingLinkOf } from "@/lib/orders/tracking.ts";
import { placeOrder } from "./place-order.ts";

export const CHECKOUT_ENDPOINT = "/api/v2/checkout/";

export interface CheckoutOptions {
  /** Give the order a thanks page link (the checkout page: the browser that places the order). */
  thanksLink?: boolean;
  /** The language the order is placed in (the page's, or the API caller's): its mails' language. */
  locale?: ShopLocale;
}

export interface CheckoutAnswer extends IdempotentAnswer {
  /** The thanks page's token, when asked for and the order was placed (or its link still works). */
  thanksToken?: string | null;
}

export async function checkoutAnswer(caller: Caller, body: Record<string, unknown>, idempotencyKey: string | null, urls: UrlBuilder, opts: CheckoutOptions = {}): Promise<CheckoutAnswer> {
  let placed: { number: number; thanksToken: string | null } | null = null;
  const answer = await runIdempotent(caller, CHECKOUT_ENDPOINT, idempotencyKey, body, async (record) => {
    let json: unknown;
    const order = await placeOrder(caller, body, { thanksLink: opts.thanksLink, locale: opts.locale }, async (tx, written) => {
      json = orderJson(written, urls);
      await record(tx, 200, json);
    });
    placed = { number: Number(order.number), thanksToken: order.thanksToken };
    return { status: 200, body: json };
  });
  if (answer.status !== 200) return answer;
  const number = Number((answer.body as OrderJson).number);
  const fresh = placed as { number: number; thanksToken: string | null } | null;
  // The first answer: the order's first link (version 0). A replay: the link as it is now (staff may have revoked it).
  const version = fresh ? 0 : ((await db().order.findUnique({ where: { number }, select: { trackingTokenVersion: true } }))?.trackingTokenVersion ?? 0);
  const link = trackingLinkOf({ number, trackingTokenVersion: version });
  const thanksToken = !opts.thanksLink ? undefined : fresh ? fresh.thanksToken : await reissueThanksLink(number);
  return { status: 200, body: { ...(answer.body as OrderJson), tracking_token: link.token, tracking_url: link.url }, thanksToken };
}
