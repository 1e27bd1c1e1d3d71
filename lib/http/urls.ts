// Two kinds of absolute URL. Answers to a request (API hyperlinks) use the host the client asked for:
// the Host header, or with TRUST_PROXY the trusted proxy's X-Forwarded-Host and X-Forwarded-Proto —
// never request.url, whose host Next reports as localhost. Links that leave the request (mail,
// next-auth callbacks, verification and tracking links) use `publicUrl()`: the configured public
// origin, so a forged Host header cannot end up in a message. Either way the host must be well formed
// and allowed (lib/http/hosts.ts), or the request is answered 400 {"detail": "Invalid Host header."}.
import { config } from "@/lib/config.ts";
import { ApiError } from "@/lib/errors.ts";
import { atTrustedHop } from "./forwarded.ts";
import { hostAllowed, parseHost } from "./hosts.ts";

/** Request headers as route handlers (Request.headers) and pages (next/headers) both have them. */
export interface HeaderReader {
  get(name: string): string | null;
}

export const INVALID_HOST = { detail: "Invalid Host header." } as const;

/**
 * The host the client asked for ("shop.example.com:3000"), or undefined when it is malformed or not
 * allowed. A request without Host (HTTP/1.0) is taken to ask for the public origin's host.
 */
export function requestHost(headers: HeaderReader): string | undefined {
  const host = atTrustedHop(headers, "x-forwarded-host", headers.get("host") ?? new URL(config().publicOrigin).host);
  const parsed = host ? parseHost(host) : undefined;
  if (!parsed || !hostAllowed(parsed.hostname)) return undefined;
  return parsed.port === undefined ? parsed.hostname : `${parsed.hostname}:${parsed.port}`;
}

/** "http://shop.example.com:3000" for these request headers. Throws 400 for a malformed or disallowed Host. */
export function originFromHeaders(headers: HeaderReader): string {
  const host = requestHost(headers);
  if (!host) throw new ApiError(400, INVALID_HOST);
  // The server speaks plain HTTP; https is known only from a trusted proxy. (request.url's scheme is
  // not evidence: Next builds it from a client-sent X-Forwarded-Proto.)
  const scheme = atTrustedHop(headers, "x-forwarded-proto", "http")?.toLowerCase() === "https" ? "https" : "http";
  return `${scheme}://${host}`;
}

export function requestOrigin(request: Request): string {
  return originFromHeaders(request.headers);
}

/**
 * The absolute URL of a path on the shop's configured public origin (PUBLIC_URL, or NEXTAUTH_URL,
 * or http://localhost:PORT): publicUrl("/account/verify/?token=…"). For every link that leaves the
 * request — mail, SMS, next-auth — never built from the request's Host.
 */
export function publicUrl(path = "/"): string {
  if (!path.startsWith("/") || path.startsWith("//")) throw new TypeError(`publicUrl takes a path starting with one "/": ${JSON.stringify(path)}`);
  return config().publicOrigin + path;
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
