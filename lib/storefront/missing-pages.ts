// Which pages of the account group would find nothing and call notFound(), asked in Next's proxy
// (proxy.ts) before the page renders. With Cache Components a page's response starts (status 200, with
// its prerendered shell: the layout's header and footer) before the page's own reads run, so notFound()
// in the page still draws the not-found content but can no longer set the status. The proxy asks the same
// questions first, through the predicates the pages' reads use, and answers a missing page with
// NOT_FOUND_PATH: prerendered, so its 404 is the response's status (docs/decisions/0077).
// The pages keep their own notFound(): a list unshared or an order gone between the two reads.
// - /wishlists/{key}/: no Shared or Public list has that key;
// - /orders/{number}/thanks/?token=…: the token is not that order's thanks token, or no longer works;
// - /orders/{number}/pay/: neither the buyer signed in nor the order's tracking or thanks token;
// - /account/orders/{id}/ (and its return/) and /account/orders/?page=N, for a live session: not the shopper's order, no
//   such page of their list. Without a live session the page sends the visitor to sign in, as before.
import { pageSessionCookie } from "@/lib/auth/page-session-cookie.ts";
import { findSession } from "@/lib/auth/sessions.ts";
import type { HeaderReader } from "@/lib/http/urls.ts";
import { hasOrder, orderPageExists } from "@/lib/orders/orders.ts";
import { siteOrigin } from "@/lib/storefront/site-url.ts";
import { thanksTokenOpens } from "@/lib/orders/tracking.ts";
import { payableOrderId } from "@/lib/orders/payment-access.ts";
import { sharedListExists } from "@/lib/wishlist/wish-lists.ts";

/** The page every missing account, order or wish list page is answered with (404, prerendered). */
export const NOT_FOUND_PATH = "/page-not-found/";

const SHARED_LIST = /^\/wishlists\/([^/]+)\/?$/;
const THANKS = /^\/orders\/([^/]+)\/thanks\/?$/;
const PAY = /^\/orders\/([^/]+)\/pay\/?$/;
// The order and its return form.
const OWN_ORDER = /^\/account\/orders\/([^/]+)(?:\/return)?\/?$/;
const OWN_ORDERS = /^\/account\/orders\/?$/;

/** The page of the order list that ?page= asks for: the list page reads it so too. */
export function orderListPage(raw: string | string[] | undefined): number {
  return typeof raw === "string" && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
}

/** The orders service's URL for page `page` of the list (its ?page= decides which rows, or "Invalid page."). */
export function orderListUrl(page: number, origin: string): URL {
  return new URL(`/api/v2/_orders/?page=${page}`, origin);
}

/** A query parameter as a page sees it: a string when it appears once (twice makes an array, which no page here reads). */
function single(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  return values.length === 1 ? values[0] : undefined;
}

/** A path segment as the page's params carry it (decoded), or null when it does not decode. */
function segment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The user of the request's live browser session (the page's own caller), or null. */
async function sessionUser(headers: HeaderReader, cookie: (name: string) => string | undefined): Promise<number | null> {
  const content = (await pageSessionCookie(headers, cookie))?.content;
  const session = content ? await findSession(content.sid) : null;
  return session?.user.id ?? null;
}

/** True when the page at `pathname` + `search` would call notFound() for this request. */
export async function missingPage(method: string, pathname: string, search: string, headers: HeaderReader, cookie: (name: string) => string | undefined): Promise<boolean> {
  // Form posts and server actions answer for themselves.
  if (method !== "GET" && method !== "HEAD") return false;
  const params = new URLSearchParams(search);
  let m = SHARED_LIST.exec(pathname);
  if (m) {
    const key = segment(m[1]);
    return key !== null && !(await sharedListExists(key));
  }
  if ((m = THANKS.exec(pathname))) {
    const number = segment(m[1]);
    const token = single(params, "token") ?? "";
    return number !== null && !(token && (await thanksTokenOpens(number, token)));
  }
  if ((m = PAY.exec(pathname))) {
    const number = segment(m[1]);
    return number !== null && (await payableOrderId(number, single(params, "token"), await sessionUser(headers, cookie))) === null;
  }
  const own = OWN_ORDER.exec(pathname);
  // The order list's first page always exists: no reads for it.
  const listPage = OWN_ORDERS.test(pathname) ? orderListPage(single(params, "page")) : 1;
  if (!own && listPage === 1) return false;
  const userId = await sessionUser(headers, cookie);
  if (userId === null) return false;
  if (own) {
    const id = segment(own[1]);
    return id !== null && !(await hasOrder(userId, id));
  }
  return !(await orderPageExists(userId, orderListUrl(listPage, siteOrigin())));
}
