// Next's proxy, for pages only: renews a session cookie that is more than a day old
// (lib/auth/page-session-renewal.ts). API routes, Next's assets and /media/ do not pass through here.
import { NextResponse, type NextRequest } from "next/server";
import { pageSessionRenewal } from "@/lib/auth/page-session-renewal.ts";

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const response = NextResponse.next();
  const renewal = await pageSessionRenewal(request.headers, (name) => request.cookies.get(name)?.value);
  if (renewal) {
    response.headers.append("Set-Cookie", renewal);
    response.headers.set("Cache-Control", "private, no-store");
  }
  return response;
}

export const config = {
  matcher: ["/((?!api/|_next/|media/|favicon\\.ico).*)"],
};
