// A listing URL with a query string (`/c/dining/?page=2`, `/search/?q=sofa` from a search box that
// ran without JavaScript) is redirected to the listing's path (lib/storefront/listing-path.ts), where
// each listing state is one cached page. Only URLs that carry a listing parameter reach this function.
import { NextResponse, type NextRequest } from "next/server";
import { listingPath, readListingQuery, splitListingPath } from "@/lib/storefront/listing-path.ts";

export function proxy(request: NextRequest): NextResponse {
  const url = request.nextUrl;
  const [root, ...segments] = url.pathname.split("/").filter(Boolean);
  const { place, query } = splitListingPath(segments);
  const fromQuery = readListingQuery(url.searchParams);
  const base = `/${[root, ...place].join("/")}/`;
  const target = new URL(listingPath(base, { ...query, ...fromQuery, q: url.searchParams.has("q") ? fromQuery.q : query.q }), url);
  target.search = "";
  return NextResponse.redirect(target, 308);
}

// Next reads this statically: one entry per path and listing parameter (LISTING_PARAMS).
export const config = {
  matcher: [
    { source: "/c/:path+", has: [{ type: "query", key: "page" }] },
    { source: "/search/:path*", has: [{ type: "query", key: "page" }] },
    { source: "/search/:path*", has: [{ type: "query", key: "q" }] },
  ],
};
