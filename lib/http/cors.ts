// CORS: none by default; origins listed in CORS_ALLOWED_ORIGINS get CORS headers with credentials.
// A preflight is answered (204) before any permission check.
import { config } from "@/lib/config.ts";

export const ALLOWED_REQUEST_HEADERS = "Authorization, Content-Type, Session-Id, Idempotency-Key, X-Requested-With, Accept";
export const EXPOSED_HEADERS = "Session-Id, Retry-After, Location, Allow";

export function isAllowedOrigin(origin: string | null): origin is string {
  return !!origin && config().CORS_ALLOWED_ORIGINS.includes(origin);
}

/** Headers for an actual (non-preflight) request from an allowed origin; empty otherwise. */
export function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get("origin");
  if (!isAllowedOrigin(origin)) return {};
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Credentials": "true",
    "Access-Control-Expose-Headers": EXPOSED_HEADERS,
  };
}

export function isPreflight(request: Request): boolean {
  return request.method === "OPTIONS" && request.headers.has("access-control-request-method") && request.headers.has("origin");
}

/** The 204 answer to a preflight; CORS headers only for an allowed origin. */
export function preflightResponse(request: Request, allow: string): Response {
  const origin = request.headers.get("origin");
  const headers = new Headers({ Allow: allow, Vary: "Origin" });
  if (isAllowedOrigin(origin)) {
    headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Allow-Credentials", "true");
    headers.set("Access-Control-Allow-Methods", allow);
    headers.set("Access-Control-Allow-Headers", ALLOWED_REQUEST_HEADERS);
    headers.set("Access-Control-Max-Age", "600");
  }
  return new Response(null, { status: 204, headers });
}
