// Next's proxy (proxy.ts) answers some page requests with a prerendered status page, rewritten to (the 403
// page for a shopper at the staff pages, the 404 page for a missing account, order or wish list page), and
// means that answer for one visitor at one address: Cache-Control: private, no-store. Next then serves the
// prerendered page with the page's own Cache-Control (`s-maxage=…`) over the proxy's, and a shared cache
// would keep one shopper's answer for everyone at that address (or a list's 404 after it was shared). The
// proxy marks such answers with PRIVATE_ANSWER_HEADER; the custom server (scripts/server.ts) calls
// keepPrivateAnswers for every request, which puts the proxy's Cache-Control back and drops the mark just
// before the head is written.
import type { ServerResponse } from "node:http";

/** Set by the proxy on an answer that must stay private; never sent to the client. */
export const PRIVATE_ANSWER_HEADER = "x-storefront-private-answer";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** For an answer the proxy marked, sets Cache-Control to PRIVATE_CACHE_CONTROL just before the head is written. */
export function keepPrivateAnswers(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (this.hasHeader(PRIVATE_ANSWER_HEADER)) {
      this.removeHeader(PRIVATE_ANSWER_HEADER);
      this.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
