// Next appends its router's request headers (`rsc`, `next-router-state-tree`, …) to `Vary` on every
// app-router answer before the route runs (base-server's setVaryHeader), route handlers included.
// They matter for pages, where one URL answers HTML or an RSC payload; a route handler's answer does
// not depend on them, and the API's Vary is the one spec/API.md §1 gives. The custom server
// (scripts/server.ts) calls this for every request; it changes only answers under /api/ and /media/,
// which are route handlers only. `Accept-Encoding` (added by compression) is kept: it is true.
import type { IncomingMessage, ServerResponse } from "node:http";

const NEXT_ROUTER_HEADERS = new Set(["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url"]);
const ROUTE_HANDLER_PATHS = /^\/(api|media)(\/|\?|$)/;

/** The Vary value without Next's router headers and without repeats (undefined when nothing is left). */
export function routeHandlerVary(value: string | string[] | number | undefined): string | undefined {
  if (value === undefined) return undefined;
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of (Array.isArray(value) ? value : [String(value)]).flatMap((v) => v.split(","))) {
    const name = item.trim();
    const key = name.toLowerCase();
    if (!name || NEXT_ROUTER_HEADERS.has(key) || seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept.length ? kept.join(", ") : undefined;
}

/** For a route handler's request, rewrites `Vary` just before the response head is written. */
export function keepRouteHandlerVary(req: IncomingMessage, res: ServerResponse): void {
  if (!ROUTE_HANDLER_PATHS.test(req.url ?? "/")) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    const vary = routeHandlerVary(this.getHeader("vary"));
    if (vary) this.setHeader("vary", vary);
    else this.removeHeader("vary");
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
