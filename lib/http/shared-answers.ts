// Shared answers: the HTTP server (scripts/server.ts) keeps the whole answer to a GET from a caller
// without credentials when the endpoint offers it, and sends it again to the next such caller for up
// to a second, without entering Next. The busiest catalogue reads (listings, the app's home, search
// suggestions) are the same bytes for every anonymous caller; Next's own cost per request is most of
// what they cost once their data is cached (docs/decisions/0072-shared-answers.md).
//
// An endpoint offers an answer (MethodSpec.shareable) with the cache tags of the data it was built
// from. A shop page is kept when Next sent it whole from its page cache (the same bytes for every
// caller already), under the tags of everything a page may show. A kept answer is dropped when one of those tags expires after its request arrived, exactly as
// cached pages are (lib/page-cache/tag-clock.mjs): a price change shows on the next request in this
// process and, through LISTEN/NOTIFY, within a second in every other one. The second's age bound
// covers what has no change event (a banner's date window, another process's content edit).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { requestContext, type RequestContext } from "@/lib/observability/request-context.ts";
import { SizedLru } from "@/lib/page-cache/lru.mjs";
import { tagClock } from "@/lib/page-cache/tag-clock.mjs";
import { countCacheLookup } from "@/lib/observability/cache-counters.mjs";
import { ANY_CATALOGUE_TAGS, CONTENT_TAG } from "@/lib/page-cache/tags.ts";
import { acceptedLocale } from "@/lib/i18n/locale.ts";
import type { HeaderReader } from "./urls.ts";

export const SHARED_ANSWER_MAX_AGE_MS = 1_000;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ANSWER_BYTES = 512 * 1024;

/** Request headers that make an answer the caller's own (any cookie at all), or ask for part of one. */
const UNSHARED_REQUEST_HEADERS = ["cookie", "authorization", "session-id", "range", "if-range", "if-none-match", "if-modified-since", "if-match", "if-unmodified-since"];
/**
 * Everything besides the URL a kept answer may depend on: hyperlinks use the host asked for, the
 * API's Vary names Accept, Accept-Language (its messages' language) and Origin, compression follows Accept-Encoding, a page is HTML or its RSC
 * payload by Next's router headers, and Next writes pages for bots differently. Forwarded headers are
 * only present when a trusted proxy wrote them (the server deletes them otherwise).
 */
const KEY_HEADERS = [
  "host",
  "x-forwarded-host",
  "x-forwarded-proto",
  "accept",
  "accept-language",
  "accept-encoding",
  "origin",
  "user-agent",
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
];
const KEYED = new Set(KEY_HEADERS);
/** Not pages: endpoints offer their own answers; Next's files and images are cached elsewhere. */
const NOT_PAGES = /^\/(api|media|_next)(\/|\?|$)/;
const PAGE_TAGS: readonly string[] = [...ANY_CATALOGUE_TAGS, CONTENT_TAG];
/** Headers of the connection, not of the answer: the server writes its own. */
const CONNECTION_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** May the answer to this request be one kept for every caller without credentials? */
export function mayShareAnswerTo(method: string | undefined, headers: HeaderReader): boolean {
  return method === "GET" && UNSHARED_REQUEST_HEADERS.every((name) => headers.get(name) === null);
}

/**
 * May this request have a kept shop page? Whatever its cookies: only a page Next sent whole from its page
 * cache is kept (one shopper's pages never are: docs/decisions/0017, 0100), the same bytes for everyone, and
 * the shopper's own parts arrive after load. Credentials in Authorization, and conditional or partial
 * requests, still go to the application.
 */
function mayShareKeptPageTo(method: string | undefined, headers: HeaderReader): boolean {
  return method === "GET" && UNSHARED_REQUEST_HEADERS.every((name) => name === "cookie" || headers.get(name) === null);
}

/** Offers this request's answer for keeping; `tags` name the cached data it was built from. */
export function offerSharedAnswer(tags: readonly string[]): void {
  const context = requestContext();
  if (context) context.sharedAnswerTags = tags;
}

/** A shop page Next sent whole from its page cache, and whose Vary the key covers: the tags to keep it under. */
function pageTags(url: string, res: ServerResponse): readonly string[] | undefined {
  if (NOT_PAGES.test(url) || res.getHeader("x-nextjs-cache") !== "HIT") return undefined;
  const vary = String(res.getHeader("vary") ?? "");
  const covered = vary.split(",").every((name) => !name.trim() || KEYED.has(name.trim().toLowerCase()));
  return covered ? PAGE_TAGS : undefined;
}

interface Kept {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  tags: readonly string[];
  /** When the request that built it arrived, on the tag clock. */
  startedAt: number;
  expiresAt: number;
  /** A shop page from the page cache (not an endpoint's answer): callers with cookies may have it too. */
  page: boolean;
}

function keyOf(req: IncomingMessage): string {
  let key = req.url ?? "/";
  for (const name of KEY_HEADERS) {
    const v = req.headers[name];
    // By the language the answer is in, not the header's spelling ("hi-IN,hi;q=0.9" and "hi" share one).
    if (name === "accept-language") key += `\n${acceptedLocale(v === undefined ? null : String(v))}`;
    else key += `\n${v === undefined ? "" : String(v)}`;
  }
  return key;
}

function asBuffer(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk); // a copy: the writer may reuse its buffer
  return undefined;
}

export class SharedAnswers {
  private readonly kept = new SizedLru<Kept>(MAX_BYTES, "answers");

  /**
   * Sends the kept answer to `req` and returns true; otherwise returns false, and keeps the answer
   * Next is about to write when its endpoint offers it.
   */
  handle(req: IncomingMessage, headers: HeaderReader, res: ServerResponse, context: RequestContext): boolean {
    // A caller with cookies may have a kept page, never a kept endpoint's answer (its session may change it).
    const pagesOnly = !mayShareAnswerTo(req.method, headers);
    if (pagesOnly && !mayShareKeptPageTo(req.method, headers)) return false;
    const key = keyOf(req);
    const hit = this.kept.get(key);
    if (hit && !(pagesOnly && !hit.page)) {
      if (hit.expiresAt > performance.now() && !tagClock.isOutOfDate(hit.tags, hit.startedAt)) {
        context.caller = "anonymous";
        res.writeHead(200, { ...hit.headers, "content-length": hit.body.length });
        res.end(hit.body);
        countCacheLookup("answers", "hit");
        return true;
      }
      this.kept.delete(key);
    }
    this.capture(req.url ?? "/", key, res, context, tagClock.now(), performance.now() + SHARED_ANSWER_MAX_AGE_MS, pagesOnly);
    return false;
  }

  private capture(url: string, key: string, res: ServerResponse, context: RequestContext, startedAt: number, expiresAt: number, pagesOnly: boolean): void {
    const chunks: Buffer[] = [];
    let bytes = 0;
    let tooBig = false;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (tooBig) return;
      const buffer = asBuffer(chunk, encoding);
      if (!buffer) return;
      bytes += buffer.length;
      if (bytes > MAX_ANSWER_BYTES) {
        tooBig = true;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse["write"];
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse["end"];
    res.once("finish", () => {
      const offered = pagesOnly ? undefined : context.sharedAnswerTags;
      const page = offered ? undefined : pageTags(url, res);
      const tags = offered ?? page;
      if (!tags || tooBig || res.statusCode !== 200 || res.hasHeader("set-cookie")) return;
      countCacheLookup("answers", "miss"); // a shareable answer that had to be made
      const headers: OutgoingHttpHeaders = {};
      let size = bytes + 256;
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (CONNECTION_HEADERS.has(name) || value === undefined) continue;
        headers[name] = value;
        size += name.length + String(value).length;
      }
      this.kept.set(key, { headers, body: Buffer.concat(chunks), tags, startedAt, expiresAt, page: page !== undefined }, size);
    });
  }
}
