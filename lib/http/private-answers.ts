// The Cache-Control a page answer leaves with, decided just before its head is written (the custom
// server, scripts/server.ts, calls keepPrivateAnswers for every request):
//
// - Next's proxy (proxy.ts) answers some page requests with a prerendered status page, rewritten to (the
//   403 page for a shopper at the staff pages, the 404 page for a missing account, order or wish list
//   page), and means that answer for one visitor at one address: Cache-Control: private, no-store. Next
//   then serves the prerendered page with the page's own Cache-Control (`s-maxage=…`) over the proxy's,
//   and a shared cache would keep one shopper's answer for everyone at that address (or a list's 404
//   after it was shared). The proxy marks such answers with PRIVATE_ANSWER_HEADER; the proxy's
//   Cache-Control is put back and the mark dropped.
// - A shop page from the page cache carries the `s-maxage` of its cacheLife (a day): a proxy or CDN in
//   front would keep it that long without hearing of a change. It leaves with SHARED_PAGE_CACHE_CONTROL
//   instead: a shared cache may keep it a second and serve it a second longer while it asks again, the
//   server's own rule for kept answers (lib/http/shared-answers.ts), so a change shows everywhere within
//   about a second, as it does on every server. Browsers keep nothing (max-age=0). Such a page that sets a
//   cookie leaves private.
import type { ServerResponse } from "node:http";

/** Set by the proxy on an answer that must stay private; never sent to the client. */
export const PRIVATE_ANSWER_HEADER = "x-storefront-private-answer";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=1, stale-while-revalidate=1";

/** A Cache-Control only a page from the page cache gets from Next (its cacheLife's revalidate). */
const SHARED_MAX_AGE = /(^|,)\s*s-maxage=/i;

/** Sets the answer's Cache-Control as above just before the head is written. */
export function keepPrivateAnswers(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (this.hasHeader(PRIVATE_ANSWER_HEADER)) {
      this.removeHeader(PRIVATE_ANSWER_HEADER);
      this.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    } else if (SHARED_MAX_AGE.test(String(this.getHeader("cache-control") ?? ""))) {
      // One that sets a cookie is that visitor's own answer.
      this.setHeader("Cache-Control", this.hasHeader("set-cookie") ? PRIVATE_CACHE_CONTROL : SHARED_PAGE_CACHE_CONTROL);
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
