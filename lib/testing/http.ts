// Calling route handlers in-process with `new Request(...)`, the way Next calls them. Every answer an
// endpoint gives here is checked against the OpenAPI document of that endpoint (status declared, body
// matching its schema): a violation fails the test (lib/testing/contract.ts).
import type { EndpointSpec } from "@/lib/http/endpoint-types.ts";
import { openApiDocument } from "@/lib/http/openapi.ts";
import { registeredEndpoint } from "@/lib/http/registry.ts";
import { runWithRequestContext, type ApiAnswer } from "@/lib/observability/request-context.ts";
import { ContractChecker } from "./contract.ts";

// biome-ignore lint/suspicious/noExplicitAny: each route types its own params; a test calls any of them
type Handler = (request: Request, context: { params: Promise<any> }) => Promise<Response>;
export type RouteModule = Partial<Record<"GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS", Handler>>;

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** JSON-encoded unless it is a string, FormData, URLSearchParams, Uint8Array or a stream. */
  body?: unknown;
  params?: Record<string, string | string[]>;
  /** The client's address as the server would have written it. */
  ip?: string;
  host?: string;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: any;
}

const TEST_TAG = "Test";
const checkers = new WeakMap<EndpointSpec, ContractChecker>();

/** Throws when an answer breaks the document of its endpoint. */
export function checkAgainstDocument(answers: readonly ApiAnswer[]): void {
  const violations: string[] = [];
  for (const answer of answers) {
    const spec = registeredEndpoint(answer.path);
    // Endpoints mounted only in tests (tag "Test") exercise the conventions, not the shop's contract.
    if (!spec || spec.tag === TEST_TAG) continue;
    let checker = checkers.get(spec);
    if (!checker) {
      checker = new ContractChecker(openApiDocument("http://shop.test", [spec]));
      checkers.set(spec, checker);
    }
    const v = checker.violation(answer);
    if (v) violations.push(v);
  }
  if (violations.length) throw new Error(`The answer breaks the OpenAPI document:\n${violations.join("\n")}`);
}

export async function call(route: RouteModule, path: string, opts: CallOptions = {}): Promise<CallResult> {
  const method = opts.method ?? "GET";
  const headers = new Headers(opts.headers);
  if (!headers.has("host")) headers.set("host", opts.host ?? "shop.test");
  let body: BodyInit | undefined;
  if (opts.body !== undefined) {
    if (typeof opts.body === "string" || opts.body instanceof FormData || opts.body instanceof URLSearchParams || opts.body instanceof Uint8Array || opts.body instanceof ReadableStream) {
      body = opts.body as BodyInit;
    } else {
      body = JSON.stringify(opts.body);
      if (!headers.has("content-type")) headers.set("content-type", "application/json");
    }
  }
  const request = new Request(`http://localhost${path}`, { method, headers, body, duplex: "half" } as RequestInit);
  const handler = route[method as keyof RouteModule];
  if (!handler) throw new Error(`The route exports no ${method}`);
  // The server hands the socket's address to the handler in the request context, as here.
  const answers: ApiAnswer[] = [];
  const response = await runWithRequestContext({ clientIp: opts.ip ?? "203.0.113.7", answered: (a) => answers.push(a) }, () =>
    handler(request, { params: Promise.resolve(opts.params ?? {}) }),
  );
  checkAgainstDocument(answers);
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}
