// Absolute URLs in answers are built from the request's Host header and scheme (X-Forwarded-Host and
// X-Forwarded-Proto only with TRUST_PROXY=1) — never from request.url, whose host Next reports as localhost.
import { config } from "@/lib/config.ts";
import { ApiError } from "@/lib/errors.ts";

const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function firstForwarded(value: string | null): string | null {
  const first = value?.split(",")[0]?.trim();
  return first || null;
}

/** Request headers as route handlers (Request.headers) and pages (next/headers) both have them. */
export interface HeaderReader {
  get(name: string): string | null;
}

/** "http://shop.example.com:3000" for these request headers. Throws 400 for a malformed Host header. */
export function originFromHeaders(headers: HeaderReader): string {
  const trust = config().TRUST_PROXY;
  const host = (trust && firstForwarded(headers.get("x-forwarded-host"))) || headers.get("host") || "localhost";
  if (!HOST.test(host)) throw new ApiError(400, { detail: "Invalid Host header." });
  // The server speaks plain HTTP; https is known only from a trusted proxy. (request.url's scheme is
  // not evidence: Next builds it from a client-sent X-Forwarded-Proto.)
  const forwardedProto = trust ? firstForwarded(headers.get("x-forwarded-proto"))?.toLowerCase() : null;
  const scheme = forwardedProto === "https" ? "https" : "http";
  return `${scheme}://${host.toLowerCase()}`;
}

export function requestOrigin(request: Request): string {
  return originFromHeaders(request.headers);
}

/** The host of an origin without its port (the realm of Session-Id headers). */
export function hostnameOf(origin: string): string {
  const host = new URL(origin).hostname;
  return host.startsWith("[") ? host.slice(1, -1) : host;
}

/** True when the request arrived over https (directly or, with TRUST_PROXY, at the proxy). */
export function isSecure(headers: HeaderReader): boolean {
  return originFromHeaders(headers).startsWith("https:");
}

/** Builds absolute URLs for one request. */
export class UrlBuilder {
  constructor(readonly origin: string) {}

  static for(request: Request): UrlBuilder {
    return new UrlBuilder(requestOrigin(request));
  }

  /** Absolute URL of a site path ("/api/v2/countries/IN/"), keeping `{placeholders}` as they are. */
  abs(path: string): string {
    return this.origin + path.replace(/%7B/gi, "{").replace(/%7D/gi, "}");
  }

  /** Absolute URL of a path with segments filled in and encoded: path("/api/v2/products/{id}/", {id: 5}). */
  path(template: string, params: Record<string, string | number> = {}): string {
    return this.origin + fillPath(template, params);
  }
}

/** "/api/v2/products/{id}/" + {id: 5} → "/api/v2/products/5/". */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : whole,
  );
}
