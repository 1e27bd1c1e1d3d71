// Per-request facts shared between the HTTP server (scripts/server.ts) and the code that handles the
// request: the socket's address (which no header can forge) and, once known, the caller and error id
// for the request log line.
// The AsyncLocalStorage lives on globalThis because the server script and Next's route bundles load
// separate copies of this module.
import { AsyncLocalStorage } from "node:async_hooks";

export interface RequestContext {
  /** The socket's remote address, set by the server for every request. */
  clientIp?: string;
  /** The caller's id once resolved ("user:12", "anonymous"). */
  caller?: string;
  /** The id of a 500 answer, for the log line. */
  errorId?: string;
  /** Set by an endpoint that offers its answer to every caller without credentials: the cache tags it was built from (lib/http/shared-answers.ts). */
  sharedAnswerTags?: readonly string[];
  /**
   * Told every answer an endpoint gives (lib/http/endpoint.ts): the in-process test helper and the server
   * (with API_ANSWER_LOG) check them against the OpenAPI document (lib/testing/contract.ts).
   */
  answered?: (answer: ApiAnswer) => void;
}

/** One answer of one operation: the endpoint's path template, the method, what was sent back. */
export interface ApiAnswer {
  path: string;
  method: string;
  status: number;
  contentType: string | null;
  /** The body's text (JSON), or null for a file or an empty answer. */
  body: string | null;
}

const key = Symbol.for("storefront.requestContext");
const g = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<RequestContext> };
const storage = (g[key] ??= new AsyncLocalStorage<RequestContext>());

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The current request's context, or undefined outside a server request (tests, scripts). */
export function requestContext(): RequestContext | undefined {
  return storage.getStore();
}
