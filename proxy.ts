// Two jobs before a page renders, each only for the URLs its matchers name (nothing else pays for it):
// - A shopper's own page without a session cookie is redirected to sign in (the page checks the
//   session itself; this makes the common case a real redirect, not one inside a streamed page).
// - A listing URL with a query string (`/c/dining/?sort=price`, `/search/?q=sofa` from a search box or
//   filter form that ran without JavaScript, old links) is redirected to the listing's path
//   (lib/storefront/listing-path.ts), where each listing state is one cached page. A filter form
//   always sends `sort`.
import { NextResponse, type NextRequest } from "next/server";
import { listingPath, readListingQuery, splitListingPath } from "@/lib/storefront/listing-path.ts";
import { loginHref } from "@/lib/storefront/login-href.ts";

export function proxy(request: NextRequest): NextResponse {
  const url = request.nextUrl;
  if (url.pathname.startsWith("/account/")) return NextResponse.redirect(new URL(loginHref(url.pathname), url), 307);
  const [root, ...segments] = url.pathname.split("/").filter(Boolean);
  const { place } = splitListingPath(segments);
  const target = new URL(listingPath(`/${[root, ...place].join("/")}/`, readListingQuery(url.searchParams)), url);
  target.search = "";
  return NextResponse.redirect(target, 308);
}

// Next reads this statically. The cookies are next-auth's session cookie (lib/auth/sessions.ts), on http and https.
export const config = {
  matcher: [
    {
      source: "/account/wishlist",
      missing: [
        { type: "cookie", key: "next-auth.session-token" },
        { type: "cookie", key: "__Secure-next-auth.session-token" },
      ],
    },
    { source: "/c/:path+", has: [{ type: "query", key: "page" }] },
    { source: "/c/:path+", has: [{ type: "query", key: "sort" }] },
    { source: "/search/:path*", has: [{ type: "query", key: "q" }] },
    { source: "/search/:path*", has: [{ type: "query", key: "sort" }] },
    { source: "/search/:path*", has: [{ type: "query", key: "page" }] },
  ],
};
