// An order's two links, which stand in for a sign-in (order numbers are never credentials, spec/API.md
// §6). docs/decisions/0085-tracking-and-thanks-links.md
// - The tracking token, in every order mail's tracking link and in checkout's answer: it shows the
//   order's status, events and line titles only. It is a keyed hash of the order number and the order's
//   trackingTokenVersion with the server secret, so a later mail can carry it again without it being
//   stored; the row keeps its SHA-256 (Order.trackingTokenHash) to find the order by it. Staff revoking
//   the links moves the version on: the old token stops working, the next mail carries the new one.
// - The thanks page's token: random, given only to the browser that placed the order (the checkout
//   page's redirect), stored as its SHA-256 with an expiry a day later. It opens the whole order.
import { createHmac, randomBytes } from "node:crypto";
import { sha256 } from "@/lib/auth/secrets.ts";
import { config } from "@/lib/config.ts";
import { publicUrl } from "@/lib/http/urls.ts";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import { trackingPagePath } from "./paths.ts";

/** How long the thanks page's link works after checkout. */
export const THANKS_LINK_TTL_MS = 24 * 3_600_000;

/** Tokens longer than this name no order (both kinds are 43 characters). */
export const MAX_TOKEN_LENGTH = 200;

/**
 * The tracking token of order `number` at `version` (43 URL-safe characters). Version 0 is derived as
 * the order access token was before the links were separated, so links in mails sent then still work.
 */
export function trackingToken(number: string | number, version = 0): string {
  const input = version === 0 ? `order-access\0${number}` : `order-tracking\0${number}\0${version}`;
  return createHmac("sha256", config().NEXTAUTH_SECRET).update(input).digest("base64url");
}

/** What an order row keeps of either token. */
export function tokenHash(token: string): string {
  return sha256(token);
}

/** The tracking link: on the configured public origin, never a request's Host. */
export function trackingUrl(number: string | number, version = 0, language?: string): string {
  return publicUrl(localePath(asLocale(language), trackingPagePath(String(number), trackingToken(number, version))));
}

export interface ThanksLink {
  token: string;
  hash: string;
  expiresAt: Date;
}

/** A new thanks page token (the caller stores `hash` and `expiresAt` on the order, and gives `token` once). */
export function newThanksLink(now = new Date()): ThanksLink {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: tokenHash(token), expiresAt: new Date(now.getTime() + THANKS_LINK_TTL_MS) };
}

/** The token as a client gave it, or null when it cannot name an order. */
export function cleanToken(raw: string | undefined | null): string | null {
  const t = raw?.trim() ?? "";
  return t && t.length <= MAX_TOKEN_LENGTH ? t : null;
}
