// The description an endpoint is built from (see endpoint.ts).
import type { z } from "zod";
import type { Caller } from "@/lib/auth/caller.ts";
import type { Permission } from "@/lib/auth/permissions.ts";
import type { ShopLocale } from "@/lib/i18n/locales.ts";
import type { CookieSpec } from "@/lib/auth/sessions.ts";
import type { UrlBuilder } from "./urls.ts";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];

export interface ThrottleRule {
  /** Name of the limit, part of the counter key (e.g. "send-otp-ip"). */
  scope: string;
  /** "60/hour", "5/minute" … */
  rate: string;
  /** What is counted: the client's address, the signed-in user (anonymous callers by address). */
  by: "ip" | "user";
}

export interface HandlerContext<B, Q> {
  request: Request;
  params: Record<string, string>;
  query: Q;
  body: B;
  caller: Caller;
  urls: UrlBuilder;
  /** The request's URL with the public origin (for pagination links). */
  url: URL;
  /** The caller's language by Accept-Language (decision 0180): texts staff wrote in Hindi too are answered in it. */
  locale: ShopLocale;
}

/** What a handler returns when it needs more than a 200 with a body. */
export interface Reply {
  readonly kind: "reply";
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  cookies?: CookieSpec[];
}

export interface ResponseSpec {
  description: string;
  /** The JSON body. */
  schema?: z.ZodType;
  /** A file answer instead (a handler's own Response): its media types. */
  files?: readonly string[];
}

export interface MethodSpec<B = unknown, Q = unknown> {
  summary?: string;
  /** Query string schema (every value a string). */
  query?: z.ZodType<Q>;
  /** Body schema (JSON; form fields are coerced to it). */
  input?: z.ZodType<B>;
  /** An upload: multipart bodies up to `maxBytes` (at most 10 MiB). Without it every body is limited to 1 MiB. */
  upload?: { maxBytes: number };
  /**
   * The handler reads a multipart body itself, as a stream, with its own limit past `upload`'s (a video,
   * docs/decisions/0137; lib/http/multipart-stream.ts). No `input`: the document shows `documentedInput`
   * as multipart/form-data, with a body's answers (field errors, 400, 413, 415).
   */
  streamedUpload?: boolean;
  /**
   * The body as the document shows it, where `input` is deliberately loose so the handler can give
   * compat answers itself (checkout). Without it the document shows `input`.
   */
  documentedInput?: z.ZodType;
  /** Takes an Idempotency-Key header (spec/API.md §6): the document declares it, its 400 and its 409s. */
  idempotent?: boolean;
  /**
   * The answers the method gives besides the conventions every endpoint follows (lib/http/openapi-answers.ts),
   * for the OpenAPI document; tests check every answer against it (lib/testing/answer-check.ts).
   */
  responses?: Record<number, ResponseSpec>;
  permission?: Permission;
  /**
   * The method creates or changes a session (sign-in, registration, sign-out): a request a browser
   * marks as cross-site is refused (403) whatever credentials it carries, not only with cookies
   * (lib/auth/csrf.ts).
   */
  sessionChanging?: boolean;
  /**
   * A page elsewhere (a payment provider's checkout) posts the buyer's browser here on purpose: the
   * request carries its own proof (a signature, a keyed reference) and the handler never acts on the
   * caller's cookies, so the cross-site check does not apply.
   */
  crossSiteCallback?: boolean;
  throttle?: ThrottleRule[];
  /** Status of input validation errors (400; 406 for the compat endpoints that use it). */
  validationStatus?: number;
  /** Compat: wrap field errors as {"reason": {...}}. */
  wrapValidation?: "reason";
  /**
   * GET only: the answer to a caller without credentials depends on nothing but the URL and the data
   * these cache tags cover, so the server may keep it for every such caller (lib/http/shared-answers.ts).
   */
  shareable?: { tags: readonly string[] };
  handler: (ctx: HandlerContext<B, Q>) => Promise<unknown>;
}

export interface EndpointSpec {
  /** The path as spec/API.md writes it: "/api/v2/countries/{iso2}/". */
  path: string;
  name: string;
  description: string;
  /** Answers depend on the caller: Vary on credentials and Cache-Control: private, no-store. */
  personal?: boolean;
  /** An exact Allow list where interface.md gives one (HEAD is then 405 unless listed). */
  allow?: string[];
  /** Group in the OpenAPI document. */
  tag: string;
  methods: { [M in Method]?: MethodSpec<any, any> };
}
