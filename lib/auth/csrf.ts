// Cross-site requests (spec/API.md §2). Cookie-carrying unsafe requests must come from the shop's own
// origin (or an origin listed in CORS_ALLOWED_ORIGINS); requests without cookies — tokens, Session-Id
// headers — are not checked. Requests that create or change a session (sign-in, registration,
// sign-out: `sessionChanging`) are checked whatever they carry: a form another site posts with the
// attacker's credentials would otherwise sign the victim's browser into the attacker's account (login
// CSRF). Apps that send none of the browser's headers (Origin, Referer, Sec-Fetch-Site) pass.
// docs/decisions/0082.
import { ApiError } from "@/lib/errors.ts";
import { isAllowedOrigin } from "@/lib/http/cors.ts";
import type { HeaderReader } from "@/lib/http/urls.ts";
import type { Caller } from "./caller.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

export const CSRF_FAILED = { detail: "CSRF Failed: Origin checking failed." } as const;

function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.origin === "null" ? null : u.origin;
  } catch {
    return null;
  }
}

/**
 * Whether a browser says this request comes from another site: its `Origin` (or, without one, its
 * `Referer`) names an origin other than `ownOrigin` and not listed in CORS_ALLOWED_ORIGINS, or, with
 * neither, it says `Sec-Fetch-Site: cross-site`. A request with none of these headers is not.
 */
export function isCrossSite(headers: HeaderReader, ownOrigin: string): boolean {
  const origin = headers.get("origin");
  if (origin !== null) return origin !== ownOrigin && !isAllowedOrigin(origin);
  const referer = headers.get("referer");
  if (referer) {
    const refOrigin = originOf(referer);
    return refOrigin !== ownOrigin && !isAllowedOrigin(refOrigin);
  }
  return headers.get("sec-fetch-site") === "cross-site";
}

/** Throws the documented 403 for an unsafe request the rule above refuses. */
export function checkCsrf(request: Request, caller: Caller, ownOrigin: string, opts: { sessionChanging?: boolean } = {}): void {
  if (SAFE.has(request.method)) return;
  const exempt = !caller.sentCookies || caller.via === "token" || caller.via === "session-id";
  if (exempt && !opts.sessionChanging) return;
  if (isCrossSite(request.headers, ownOrigin)) throw new ApiError(403, CSRF_FAILED);
}
