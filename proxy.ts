// Next's proxy, for pages only (API routes, Next's assets and /media/ do not pass through here):
// - a listing URL with a query string (`/c/dining/?page=2`, `/search/?q=sofa` from a search box that ran
//   without JavaScript) is redirected to the listing's path (lib/storefront/listing-path.ts), where each
//   listing state is one cached page;
// - a session cookie more than a day old is renewed (lib/auth/page-session-renewal.ts): pages are
//   cached renderings and cannot set cookies themselves;
// - the personal pages (/account/…, /admin/…) are refused before they render (lib/auth/page-gate.ts):
//   a redirect to sign in, or for a shopper at the staff pages the 403 page, with real statuses.
import { NextResponse, type NextRequest } from "next/server";
import { personalPageGate, STAFF_ONLY_PATH } from "@/lib/auth/page-gate.ts";
import { pageSessionRenewal } from "@/lib/auth/page-session-renewal.ts";
import { originFromHeaders } from "@/lib/http/urls.ts";
import { LISTING_PARAMS, listingPath, readListingQuery, splitListingPath } from "@/lib/storefront/listing-path.ts";

const LISTING_ROOTS = new Set(["c", "search"]);

/** The redirect of a listing URL that carries listing parameters in its query; null for any other URL. */
function listingRedirect(request: NextRequest): NextResponse | null {
  const url = request.nextUrl;
  const [root, ...segments] = url.pathname.split("/").filter(Boolean);
  if (!LISTING_ROOTS.has(root) || (root === "c" && segments.length === 0)) return null;
  if (!LISTING_PARAMS.some((p) => url.searchParams.has(p))) return null;
  const { place, query } = splitListingPath(segments);
  const fromQuery = readListingQuery(url.searchParams);
  const base = `/${[root, ...place].join("/")}/`;
  // Next's proxy needs an absolute Location; nextUrl carries the request's own host.
  const target = new URL(listingPath(base, { ...query, ...fromQuery, q: url.searchParams.has("q") ? fromQuery.q : query.q }), url);
  target.search = "";
  return NextResponse.redirect(target, 308);
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const cookie = (name: string) => request.cookies.get(name)?.value;
  const gate = await personalPageGate(request.nextUrl.pathname, request.nextUrl.search, request.headers, cookie);
  // Next resolves a redirect's Location itself and refuses a relative one: the origin the client asked for.
  if (gate && "redirect" in gate) return new NextResponse(null, { status: 307, headers: { Location: originFromHeaders(request.headers) + gate.redirect, "Cache-Control": "private, no-store" } });
  if (gate) return NextResponse.rewrite(new URL(STAFF_ONLY_PATH, request.url), { status: 403, headers: { "Cache-Control": "private, no-store" } });
  const response = listingRedirect(request) ?? NextResponse.next();
  const renewal = await pageSessionRenewal(request.headers, cookie);
  if (renewal) {
    response.headers.append("Set-Cookie", renewal);
    response.headers.set("Cache-Control", "private, no-store");
  }
  return response;
}

export const config = {
  matcher: ["/((?!api/|_next/|media/|favicon\\.ico).*)"],
};
