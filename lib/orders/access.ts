// The order's access token: what the thanks page, the guest tracking page and every order mail carry
// instead of a sign-in (order numbers are never credentials, spec/API.md §6). It is a keyed hash of the
// order number with the server secret, so it can be given again in a later mail without being stored:
// the database keeps only its SHA-256 (Order.accessTokenHash), to find the order by it.
// docs/decisions/0036-order-access-tokens.md
import { createHmac } from "node:crypto";
import { config } from "@/lib/config.ts";
import { publicUrl } from "@/lib/http/urls.ts";
import { sha256 } from "@/lib/auth/secrets.ts";
import { trackingPagePath } from "./paths.ts";

/** The access token of order `number` (43 URL-safe characters). */
export function orderAccessToken(number: string | number): string {
  return createHmac("sha256", config().NEXTAUTH_SECRET).update(`order-access\0${number}`).digest("base64url");
}

export function accessTokenHash(token: string): string {
  return sha256(token);
}

/** The tracking link a mail carries: on the configured public origin, never a request's Host. */
export function trackingUrl(number: string | number): string {
  return publicUrl(trackingPagePath(String(number), orderAccessToken(number)));
}
