// Cookie-carrying unsafe requests must come from the shop's own origin (or an origin listed in
// CORS_ALLOWED_ORIGINS). Requests without cookies — tokens, Session-Id headers — are not checked.
import { ApiError } from "@/lib/errors.ts";
import { isAllowedOrigin } from "@/lib/http/cors.ts";
import type { Caller } from "./caller.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.origin === "null" ? null : u.origin;
  } catch {
    return null;
  }
}

export function checkCsrf(request: Request, caller: Caller, ownOrigin: string): void {
  if (SAFE.has(request.method) || !caller.sentCookies || caller.via === "token" || caller.via === "session-id") return;
  const refuse = () => new ApiError(403, { detail: "CSRF Failed: Origin checking failed." });
  const origin = request.headers.get("origin");
  if (origin !== null) {
    if (origin !== ownOrigin && !isAllowedOrigin(origin)) throw refuse();
    return;
  }
  const referer = request.headers.get("referer");
  if (referer) {
    const refOrigin = originOf(referer);
    if (refOrigin !== ownOrigin && !isAllowedOrigin(refOrigin)) throw refuse();
    return;
  }
  if (request.headers.get("sec-fetch-site") === "cross-site") throw refuse();
}
