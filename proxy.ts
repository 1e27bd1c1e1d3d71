// Next's proxy, before a page renders; the matcher sends it only the URLs below, so a plain (cached)
// page view does not pay for it:
// - the personal pages (/account/…, /admin/…) are refused before they render (lib/auth/page-gate.ts): a
//   redirect to sign in, or for a shopper at the staff pages the 403 page, with real statuses (a page's
//   own check would run after its 200 has started);
// - an account, order or wish list page that would find nothing (an unknown shared list, someone else's
//   order: lib/storefront/missing-pages.ts, one small read) gets the group's prerendered 404 page, with
//   its status, for the same reason (docs/decisions/0077);
// - a listing URL with a query string (`/c/dining/?sort=price`, `/search/?q=sofa` from a search box or
//   filter form that ran without JavaScript, old links) is redirected to the listing's path
//   (lib/storefront/listing-path.ts), where each listing state is one cached page;
// - a session cookie more than a day old is renewed here, or by the API endpoints every shop page calls
//   after hydration (endpoint() renews it too), whichever the browser reaches first;
// - the order's payment page gets its Content-Security-Policy here, with the payment provider's origin in
//   form-action (lib/http/page-policy.mjs).
// Each of these has a Hindi twin under /hi/ (docs/decisions/0179): the checks read the address without its
// language, and what they send the shopper to stays in it. English addresses reach their pages through
// next.config.js's rewrites, not through here.
import { NextResponse, type NextRequest } from "next/server";
import { personalPageGate, STAFF_ONLY_PATH } from "@/lib/auth/page-gate.ts";
import { pageSessionRenewal } from "@/lib/auth/page-session-renewal.ts";
import { PRIVATE_ANSWER_HEADER, PRIVATE_CACHE_CONTROL } from "@/lib/http/private-answers.ts";
import { originFromHeaders } from "@/lib/http/urls.ts";
import { localePath, splitLocalePath } from "@/lib/i18n/locale.ts";
import { loginHref } from "@/lib/storefront/login-href.ts";
import { errorFields, log } from "@/lib/observability/log.ts";
import { hasListingQuery, listingPath, readListingQuery, splitListingPath } from "@/lib/storefront/listing-path.ts";
import { missingPage, NOT_FOUND_PATH } from "@/lib/storefront/missing-pages.ts";
import { pagePolicy } from "@/lib/http/page-policy.mjs";
import { razorpaySettings } from "@/lib/payments/razorpay/settings.ts";

const LISTING_ROOTS = new Set(["c", "search"]);
const PAY_PAGE = /^\/orders\/[^/]+\/pay\/?$/; // matched against the address without its language

function paymentPagePolicy(): string {
  const api = razorpaySettings()?.apiUrl;
  return pagePolicy({ dev: process.env.NODE_ENV === "development", formActions: api ? [new URL(api).origin] : [] });
}

function listingRedirect(request: NextRequest, locale: "en" | "hi", pathname: string): NextResponse | null {
  const url = request.nextUrl;
  const [root, ...segments] = pathname.split("/").filter(Boolean);
  if (!LISTING_ROOTS.has(root) || (root === "c" && segments.length === 0) || !hasListingQuery(url.searchParams)) return null;
  const { place } = splitListingPath(segments);
  // Next's proxy needs an absolute Location; nextUrl carries the request's own host.
  const target = new URL(localePath(locale, listingPath(`/${[root, ...place].join("/")}/`, readListingQuery(url.searchParams))), url);
  target.search = "";
  return NextResponse.redirect(target, 308);
}

/** Whether the page would call notFound(); when the database cannot answer, the page answers for itself. */
async function missing(request: NextRequest, pathname: string, cookie: (name: string) => string | undefined): Promise<boolean> {
  try {
    return await missingPage(request.method, pathname, request.nextUrl.search, request.headers, cookie);
  } catch (error) {
    log.warn("proxy: could not tell whether the page exists; the page answers", errorFields(error));
    return false;
  }
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const cookie = (name: string) => request.cookies.get(name)?.value;
  const { locale, path } = splitLocalePath(request.nextUrl.pathname);
  const gate = await personalPageGate(path, request.nextUrl.search, request.headers, cookie);
  // Sign-in in the page's language, and back to the page asked for.
  const signIn = gate && "redirect" in gate ? (locale === "en" ? gate.redirect : localePath(locale, loginHref(request.nextUrl.pathname + request.nextUrl.search))) : null;
  // Next resolves a redirect's Location itself and refuses a relative one: the origin the client asked for.
  if (signIn) return new NextResponse(null, { status: 307, headers: { Location: originFromHeaders(request.headers) + signIn, "Cache-Control": "private, no-store" } });
  // The status pages are prerendered: Next would send them with their own, shared Cache-Control
  // (lib/http/private-answers.ts keeps the proxy's).
  const privately = { "Cache-Control": PRIVATE_CACHE_CONTROL, [PRIVATE_ANSWER_HEADER]: "1" };
  if (gate) return NextResponse.rewrite(new URL(STAFF_ONLY_PATH, request.url), { status: 403, headers: privately });
  // The group's 404 page in the address's language ("/en/…" is where English pages live inside Next).
  const notFound = (await missing(request, path, cookie)) ? NextResponse.rewrite(new URL(localePath(locale, NOT_FOUND_PATH), request.url), { status: 404, headers: privately }) : null;
  const response = notFound ?? listingRedirect(request, locale, path) ?? NextResponse.next();
  // The payment page's form goes to the provider's checkout: its policy allows that origin too.
  if (PAY_PAGE.test(path)) response.headers.set("Content-Security-Policy", paymentPagePolicy());
  const renewal = await pageSessionRenewal(request.headers, cookie);
  if (renewal) {
    response.headers.append("Set-Cookie", renewal);
    response.headers.set("Cache-Control", "private, no-store");
  }
  return response;
}

// Next reads this statically. A filter or sort form always sends `page=1` (an empty `sort`, the default
// order, does not match `has`).
export const config = {
  matcher: [
    "/account/:path*",
    "/admin/:path*",
    "/wishlists/:key",
    "/orders/:number/thanks",
    "/orders/:number/pay",
    { source: "/c/:path+", has: [{ type: "query", key: "page" }] },
    { source: "/c/:path+", has: [{ type: "query", key: "sort" }] },
    { source: "/search/:path*", has: [{ type: "query", key: "q" }] },
    { source: "/search/:path*", has: [{ type: "query", key: "sort" }] },
    { source: "/search/:path*", has: [{ type: "query", key: "page" }] },
    "/hi/account/:path*",
    "/hi/wishlists/:key",
    "/hi/orders/:number/thanks",
    "/hi/orders/:number/pay",
    { source: "/hi/c/:path+", has: [{ type: "query", key: "page" }] },
    { source: "/hi/c/:path+", has: [{ type: "query", key: "sort" }] },
    { source: "/hi/search/:path*", has: [{ type: "query", key: "q" }] },
    { source: "/hi/search/:path*", has: [{ type: "query", key: "sort" }] },
    { source: "/hi/search/:path*", has: [{ type: "query", key: "page" }] },
  ],
};
