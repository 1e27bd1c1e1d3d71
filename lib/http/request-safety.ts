// What the shop's HTTP server (scripts/server.ts) settles about a request's URL before Next sees it,
// once for every path, because Next's own answers there are not the shop's:
// - a path with a malformed percent-escape (`/p/%ZZ/`) made Next answer a plain-text 500 wherever a
//   dynamic segment had to be decoded; a NUL in a decoded path or in a page's query reached the
//   database. The API answers `400 {"detail": …}`, a page the shop's 404 page (the URL names none);
// - under /api/, a last segment with a dot (`/api/v2/basket/vouchers/WELCOME.10/`) looked like a file
//   to Next's trailing-slash rule, which redirected it to the path without its slash, which no
//   endpoint serves. Such a segment is sent on with its dots percent-encoded (Next decodes them into
//   the parameter), and without its slash it is redirected to the path with it, as every API path is;
// - a request Node cannot parse (a URL or headers past Node's 16 KiB limit, which Node measures before
//   any handler runs) got an empty body: it gets a JSON one (answerClientError).
// docs/decisions/0092-urls-before-next.md
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";

export const MALFORMED_URL = { detail: "Malformed URL: the path has an invalid percent-escape or a NUL character." };

/** Where every page URL that names no page is sent: no route matches it, so Next answers its 404 page. */
export const NO_SUCH_PAGE = "/page-address-not-valid/";

export type UrlDecision =
  | { kind: "pass" }
  /** Serve `url` instead (the client's address stays what it asked for). */
  | { kind: "rewrite"; url: string }
  | { kind: "redirect"; location: string }
  | { kind: "refuse"; status: number; body: unknown };

function splitUrl(url: string): { path: string; query: string } {
  const q = url.indexOf("?");
  return q < 0 ? { path: url, query: "" } : { path: url.slice(0, q), query: url.slice(q) };
}

/** Whether a raw path cannot be decoded (a bad or non-UTF-8 escape), or decodes to a NUL. */
function malformedPath(path: string): boolean {
  try {
    return decodeURIComponent(path).includes("\0");
  } catch {
    return true;
  }
}

const isApi = (path: string) => path === "/api" || path.startsWith("/api/");

/** What to do with a request for `url` (the request line's target) before Next handles it. */
export function decideUrl(url: string): UrlDecision {
  const { path, query } = splitUrl(url);
  const api = isApi(path);
  if (malformedPath(path)) return api ? { kind: "refuse", status: 400, body: MALFORMED_URL } : { kind: "rewrite", url: NO_SUCH_PAGE };
  if (!api) return /%00/i.test(query) ? { kind: "rewrite", url: NO_SUCH_PAGE } : { kind: "pass" };
  const slash = path.endsWith("/");
  const segments = path.split("/");
  const last = slash ? segments.length - 2 : segments.length - 1;
  if (!segments[last].includes(".")) return { kind: "pass" };
  if (!slash) return { kind: "redirect", location: `${path}/${query}` };
  segments[last] = segments[last].replaceAll(".", "%2E");
  return { kind: "rewrite", url: segments.join("/") + query };
}

/** A JSON answer written straight to a socket (no request or response object exists yet). */
function writeJson(socket: Duplex, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${text}`,
  );
}

/**
 * The server's `clientError` listener: Node could not parse a request (its URL or headers over the
 * limit, a malformed request line). Answers as Node would — 431, 413, 408 or 400 — with a JSON body,
 * unless an answer is already on its way on that connection.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const busy = (socket as Duplex & { _httpMessage?: unknown })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || busy) {
    socket.destroy();
    return;
  }
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW":
      writeJson(socket, 431, { detail: "Request header fields too large." });
      return;
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      writeJson(socket, 413, { detail: "Request body too large." });
      return;
    case "ERR_HTTP_REQUEST_TIMEOUT":
      writeJson(socket, 408, { detail: "Request timeout." });
      return;
    default:
      writeJson(socket, 400, { detail: "Bad request." });
      return;
  }
}
