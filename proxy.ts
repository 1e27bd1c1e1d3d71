// Next's proxy, before a page renders; each job answers null for URLs that are not its own:
// - a shopper's own page without a session cookie is redirected to sign in (the page checks the
//   session itself; this makes the common case a real redirect, not one inside a streamed page);
// - a listing URL with a query string (`/c/dining/?sort=price`, `/search/?q=sofa` from a search box or
//   filter form that ran without JavaScript, old links) is redirected to the listing's path
//   (lib/storefront/listing-path.ts), where each listing state is one cached page.
// The matcher sends only such URLs here: a plain (cached) page view does not pay for the proxy. A
// session cookie more than a day old is renewed by whichever answer the browser gets first: the API
// endpoint every shop page calls after hydration (/api/v2/_shopper/, through endpoint()), or here.
import { NextResponse, type NextRequest } from "next/server";
import { pageSessionRenewal } from "@/lib/auth/page-session-renewal.ts";
import { hasListingQuery, listingPath, readListingQuery, splitListingPath } from "@/lib/storefront/listing-path.ts";
import { loginHref } from "@/lib/storefront/login-href.ts";

const LISTING_ROOTS = new Set(["c", "search"]);
/** next-auth's session cookie (lib/auth/session-cookie.ts), on http and on https. */
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];
const PERSONAL_PAGES = ["/account/wishlist/"];

function loginRedirect(request: NextRequest): NextResponse | null {
  const url = request.nextUrl;
  if (!PERSONAL_PAGES.includes(url.pathname) || SESSION_COOKIES.some((name) => request.cookies.has(name))) return null;
  return NextResponse.redirect(new URL(loginHref(url.pathname), url), 307);
}

function listingRedirect(request: NextRequest): NextResponse | null {
  const url = request.nextUrl;
  const [root, ...segments] = url.pathname.split("/").filter(Boolean);
  if (!LISTING_ROOTS.has(root) || (root === "c" && segments.length === 0) || !hasListingQuery(url.searchParams)) return null;
  const { place } = splitListingPath(segments);
  // Next's proxy needs an absolute Location; nextUrl carries the request's own host.
  const target = new URL(listingPath(`/${[root, ...place].join("/")}/`, readListingQuery(url.searchParams)), url);
  target.search = "";
  return NextResponse.redirect(target, 308);
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const response = loginRedirect(request) ?? listingRedirect(request) ?? NextResponse.next();
  const renewal = await pageSessionRenewal(request.headers, (name) => request.cookies.get(name)?.value);
  if (renewal) {
    response.headers.append("Set-Cookie", renewal);
    response.headers.set("Cache-Control", "private, no-store");
  }
  return response;
}

// Next reads this statically. A filter form always sends `sort`.
export const config = {
  matcher: [
    "/account/:path*",
    { source: "/c/:path+", has: [{ type: "query", key: "page" }] },
    { source: "/c/:path+", has: [{ type: "query", key: "sort" }] },
    { source: "/search/:path*", has: [{ type: "query", key: "q" }] },
    { source: "/search/:path*", has: [{ type: "query", key: "sort" }] },
    { source: "/search/:path*", has: [{ type: "query", key: "page" }] },
  ],
};
