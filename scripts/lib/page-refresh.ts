// The server's half of the page cache's background re-rendering (lib/page-cache/refresher.mjs, decision
// 0106): a page made out of date by a change is rendered again by a request the server sends itself,
// marked with a secret made at start, so no client can ask for a render that bypasses the cache.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { refresher } from "@/lib/page-cache/refresher.mjs";

const HEADER = "x-storefront-page-refresh";

/**
 * The URL path of a page cache key. Next 16 keys a page "/route-cache/APP_PAGE/<build>/$/p/teak-bench/"
 * (the page's path after "/$"); "/index" is the home page; every page path ends with "/".
 */
export function pathOfKey(key: string): string {
  const marker = key.indexOf("/$/");
  let path = marker >= 0 ? key.slice(marker + 2) : key;
  if (path === "/index" || path === "") path = "/";
  return path.endsWith("/") ? path : `${path}/`;
}

function renderBySelf(listen: { hostname: string; port: number }, host: string, secret: string, key: string): Promise<void> {
  const address = ["0.0.0.0", "::", ""].includes(listen.hostname) ? "127.0.0.1" : listen.hostname;
  return new Promise((resolve, reject) => {
    const req = http.get({ host: address, port: listen.port, path: pathOfKey(key), headers: { host, [HEADER]: secret, accept: "text/html" } }, (res) => {
      res.resume();
      res.on("end", () => resolve());
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** Starts re-rendering in the background through this server; answers the check for its own requests. */
export function startPageRefresh(listen: { hostname: string; port: number }, host: string): (req: http.IncomingMessage) => boolean {
  const secret = randomBytes(24).toString("base64url");
  refresher.setRenderer((key) => renderBySelf(listen, host, secret, key));
  return (req) => {
    const given = req.headers[HEADER];
    if (given === undefined) return false;
    delete req.headers[HEADER];
    return given === secret;
  };
}
