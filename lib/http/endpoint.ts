// endpoint({...}) turns an endpoint description into a route module's exports and applies every rule
// of spec/API.md §1 in one place: methods and Allow, Vary, caching, HEAD, OPTIONS, ?format=api, body
// parsing and limits, validation errors, caller resolution, CSRF, permissions, throttles, CORS, and
// turning thrown errors into their answers (500s get an error id in the log).
import { STATUS_CODES } from "node:http";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { config } from "@/lib/config.ts";
import { callerLabel, getCaller, type Caller } from "@/lib/auth/caller.ts";
import { checkCsrf } from "@/lib/auth/csrf.ts";
import { checkPermission, hasPermission, staffAccessOf } from "@/lib/auth/permissions.ts";
import { refresher, STAFF_WAIT_MS } from "@/lib/page-cache/refresher.mjs";
import { isDatabaseUnavailable } from "@/lib/db.ts";
import { acceptedLocale } from "@/lib/i18n/locale.ts";
import { inCallerLanguage } from "@/lib/i18n/api-messages.ts";
import { ApiError, NotFoundError, UnavailableError, ValidationError, type FieldErrors } from "@/lib/errors.ts";
import { errorFields, log } from "@/lib/observability/log.ts";
import { requestContext } from "@/lib/observability/request-context.ts";
import { MAX_UPLOAD_BYTES, parseBody } from "./body.ts";
import { renderBrowsable, wantsBrowsable } from "./browsable.ts";
import { throttleAddress } from "./client-ip.ts";
import { corsHeaders, isPreflight, preflightResponse } from "./cors.ts";
import { capErrorTexts } from "./echo.ts";
import { carriesCredentials, CREDENTIAL_VARY } from "./credentials.ts";
import { METHODS, type EndpointSpec, type HandlerContext, type Method, type MethodSpec } from "./endpoint-types.ts";
import { coerceFormData } from "./input-fields.ts";
import { optionsMetadata } from "./options-metadata.ts";
import { registerEndpoint } from "./registry.ts";
import { addRenewedSessionCookie, isReply, JsonText, jsonBodyText, serializeCookie } from "./reply.ts";
import { enforce, rate } from "./throttle.ts";
import { UrlBuilder } from "./urls.ts";
import { mayShareAnswerTo, offerSharedAnswer } from "./shared-answers.ts";
import { parseInput } from "./validation.ts";

export type { EndpointSpec, MethodSpec, HandlerContext };

type RouteContext = { params?: Promise<Record<string, string | string[]> | undefined> };
type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>;
export type RouteHandlers = Record<Method | "HEAD" | "OPTIONS", RouteHandler>;

/** Allow: the declared methods in a fixed order, then HEAD (with GET) and OPTIONS — or the exact list. */
export function allowedMethods(spec: EndpointSpec): string[] {
  if (spec.allow) return spec.allow;
  const declared = METHODS.filter((m) => spec.methods[m]);
  return [...declared, ...(spec.methods.GET ? ["HEAD"] : []), "OPTIONS"];
}

function paramsOf(raw: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
}

interface Outcome {
  status: number;
  body: unknown;
  headers: Headers;
  /** A handler's own Response (a file download), sent as it is with the common headers added. */
  raw?: Response;
}

/** The query of a method that declares none: any parameters, checked only for what every input is. */
const UNDECLARED_QUERY = z.record(z.string(), z.string());

/** The validation error a method answers: its status, and the compat `{"reason": …}` wrapping where declared. */
function invalid(ms: MethodSpec, errors: FieldErrors): ApiError {
  const status = ms.validationStatus ?? 400;
  return ms.wrapValidation === "reason" ? new ApiError(status, { reason: errors }) : new ValidationError(errors, status);
}

export function endpoint(spec: EndpointSpec): RouteHandlers {
  registerEndpoint(spec);
  const allowed = allowedMethods(spec);
  const allow = allowed.join(", ");
  // Rates are parsed once, so a malformed one fails when the route module loads, not per request.
  const throttles = new Map(METHODS.map((m) => [m, (spec.methods[m]?.throttle ?? []).map((rule) => ({ ...rule, limit: rate(rule.rate) }))]));
  for (const m of METHODS) {
    const max = spec.methods[m]?.upload?.maxBytes;
    if (max !== undefined && !(max > 0 && max <= MAX_UPLOAD_BYTES)) throw new Error(`${spec.path} ${m}: upload.maxBytes must be 1…${MAX_UPLOAD_BYTES}`);
    const streamed = spec.methods[m]?.streamedUpload;
    if (streamed && (spec.methods[m]?.input || !spec.methods[m]?.documentedInput)) throw new Error(`${spec.path} ${m}: a streamed upload has a documentedInput and no input`);
  }

  async function run(request: Request, context: RouteContext, method: string, state: { caller?: Caller }): Promise<Outcome> {
    const headers = new Headers();
    const urls = UrlBuilder.for(request);
    // Before anything that reads the database: a wrong method costs nothing.
    if (!allowed.includes(method)) throw new ApiError(405, { detail: `Method "${method}" not allowed.` });
    const caller = await getCaller(request);
    state.caller = caller;
    const ctxStore = requestContext();
    if (ctxStore) ctxStore.caller = callerLabel(caller);

    if (method === "OPTIONS") {
      const anyPermitted = METHODS.some((m) => spec.methods[m] && hasPermission(caller, spec.methods[m]!.permission ?? "anyone"));
      if (!anyPermitted) {
        const first = METHODS.map((m) => spec.methods[m]).find(Boolean)!;
        checkPermission(caller, first.permission ?? "anyone");
      }
      return { status: 200, body: optionsMetadata(spec, caller), headers };
    }

    const m = (method === "HEAD" ? "GET" : method) as Method;
    const ms = spec.methods[m]!;
    if (!ms.crossSiteCallback) checkCsrf(request, caller, urls.origin, { sessionChanging: ms.sessionChanging });
    checkPermission(caller, ms.permission ?? "anyone");
    const params = paramsOf((await context?.params) ?? {});
    // A NUL names no object (and PostgreSQL cannot compare one).
    if (Object.values(params).some((v) => v.includes("\0"))) throw new NotFoundError();

    const requestUrl = new URL(request.url);
    const publicUrl = new URL(requestUrl.pathname + requestUrl.search, urls.origin);
    // Client keys: no prototype (a `__proto__` or `constructor` parameter is just a parameter); the last value wins.
    // Every query is parsed, declared or not: lists read ?page= themselves, and a NUL is refused in any parameter.
    const rawQuery: Record<string, string> = Object.create(null);
    for (const [key, value] of publicUrl.searchParams) rawQuery[key] = value;
    const parsedQuery = await parseInput(ms.query ?? UNDECLARED_QUERY, rawQuery);
    if (!parsedQuery.ok) throw invalid(ms, parsedQuery.errors);
    const query: unknown = ms.query ? parsedQuery.data : {};

    let body: unknown;
    if (ms.input) {
      const parsedBody = await parseBody(request, { uploadMaxBytes: ms.upload?.maxBytes });
      const data =
        parsedBody.kind === "form" || parsedBody.kind === "multipart"
          ? coerceFormData(ms.input, parsedBody.data as Record<string, unknown>)
          : parsedBody.data;
      const parsed = await parseInput(ms.input, data);
      if (!parsed.ok) throw invalid(ms, parsed.errors);
      body = parsed.data;
    }

    // Throttles count only requests that reach the action: malformed ones (above) cost the caller's
    // address nothing, so a few broken clients cannot lock out everyone behind one carrier's address.
    for (const rule of throttles.get(m)!) {
      const who = rule.by === "user" && caller.user ? `u${caller.user.id}` : `ip${throttleAddress(caller.ip)}`;
      await enforce(`${rule.scope}:${who}`, rule.limit);
    }

    const ctx: HandlerContext<unknown, unknown> = {
      request,
      params,
      query,
      body,
      caller,
      urls,
      url: publicUrl,
      locale: acceptedLocale(request.headers.get("accept-language")),
    };
    const result = await ms.handler(ctx);
    // A staff change: the shop pages it made out of date are being rendered again in the background;
    // the answer waits for them (just past the grace at most), so whoever made the change sees it (decision 0106).
    if (m !== "GET" && staffAccessOf(ms.permission)) await refresher.settled(STAFF_WAIT_MS);
    if (result instanceof Response) return { status: result.status, body: null, headers, raw: result };
    if (isReply(result)) {
      for (const [k, v] of Object.entries(result.headers ?? {})) headers.set(k, v);
      for (const c of result.cookies ?? []) headers.append("Set-Cookie", serializeCookie(c));
      return { status: result.status, body: result.body, headers };
    }
    return { status: 200, body: result, headers };
  }

  function failure(error: unknown, request: Request): Outcome {
    if (error instanceof ApiError) return { status: error.status, body: error.body, headers: new Headers(error.headers) };
    if (isDatabaseUnavailable(error)) {
      const e = new UnavailableError();
      log.warn("database unavailable", { path: new URL(request.url).pathname, ...errorFields(error) });
      return { status: e.status, body: e.body, headers: new Headers(e.headers) };
    }
    const errorId = randomBytes(6).toString("hex");
    const ctxStore = requestContext();
    if (ctxStore) ctxStore.errorId = errorId;
    log.error("unhandled error", { error_id: errorId, method: request.method, path: new URL(request.url).pathname, ...errorFields(error) });
    return { status: 500, body: { detail: "Internal server error.", error_id: errorId }, headers: new Headers() };
  }

  /** Tells whoever listens (tests, the server's API_ANSWER_LOG) what this endpoint answered. */
  function noteAnswer(method: string, response: Response, body: string | null): Response {
    requestContext()?.answered?.({ path: spec.path, method, status: response.status, contentType: response.headers.get("content-type"), body });
    return response;
  }

  function respond(request: Request, method: string, outcome: Outcome, caller: Caller | undefined, browsable: boolean): Response {
    const { status } = outcome;
    // An error answer repeats at most a short piece of what the client sent (lib/http/echo.ts), and its
    // messages are in the language the caller asks for (Accept-Language: hi; lib/i18n/api-messages.ts).
    const body = status >= 400 && !(outcome.body instanceof JsonText) ? inCallerLanguage(capErrorTexts(outcome.body), acceptedLocale(request.headers.get("accept-language"))) : outcome.body;
    const headers = outcome.raw ? outcome.raw.headers : outcome.headers;
    headers.set("Allow", allow);
    // Private when the endpoint says its answers depend on the caller, and whenever the caller
    // brought credentials, whatever the endpoint says.
    const personal = spec.personal || carriesCredentials(request.headers);
    const vary = personal ? `Accept, Accept-Language, ${CREDENTIAL_VARY}` : "Accept, Accept-Language";
    headers.set("Vary", config().CORS_ALLOWED_ORIGINS.length ? `${vary}, Origin` : vary);
    if (personal || status === 401 || status === 403 || status === 429) headers.set("Cache-Control", "private, no-store");
    addRenewedSessionCookie(headers, caller);
    for (const [k, v] of Object.entries(corsHeaders(request))) headers.set(k, v);
    if (outcome.raw) return noteAnswer(method, method === "HEAD" ? new Response(null, { status, headers }) : outcome.raw, null);

    if (status === 204) return noteAnswer(method, new Response(null, { status, headers }), null);
    if (browsable) {
      const writable = METHODS.filter(
        (m) => m !== "GET" && spec.methods[m] && (!caller || hasPermission(caller, spec.methods[m]!.permission ?? "anyone")),
      );
      const url = new URL(request.url);
      const { html, csp } = renderBrowsable({
        name: spec.name,
        description: spec.description,
        method,
        path: url.pathname + url.search,
        status,
        statusText: STATUS_CODES[status] ?? "",
        headers,
        data: body instanceof JsonText ? JSON.parse(body.text) : body,
        writableMethods: writable,
      });
      headers.set("Content-Type", "text/html; charset=utf-8");
      headers.set("Content-Security-Policy", csp);
      headers.set("X-Frame-Options", "DENY");
      headers.set("X-Content-Type-Options", "nosniff");
      return noteAnswer(method, new Response(method === "HEAD" ? null : html, { status, headers }), null);
    }
    headers.set("Content-Type", "application/json");
    const shareable = method === "GET" ? spec.methods.GET?.shareable : undefined;
    if (shareable && status === 200 && !caller?.user && !throttles.get("GET")!.length && !headers.has("set-cookie") && mayShareAnswerTo(method, request.headers)) {
      offerSharedAnswer(shareable.tags);
    }
    const text = method === "HEAD" ? null : jsonBodyText(body);
    return noteAnswer(method, new Response(text, { status, headers }), text);
  }

  function handlerFor(method: string): RouteHandler {
    return async (request, context) => {
      if (isPreflight(request)) return preflightResponse(request, allow);
      const state: { caller?: Caller } = {};
      let outcome: Outcome;
      let browsable = false; // an unknown ?format= is a 404, answered in JSON
      try {
        browsable = wantsBrowsable(request);
        outcome = await run(request, context, method, state);
      } catch (error) {
        outcome = failure(error, request);
      }
      return respond(request, method, outcome, state.caller, browsable);
    };
  }

  return {
    GET: handlerFor("GET"),
    HEAD: handlerFor("HEAD"),
    POST: handlerFor("POST"),
    PUT: handlerFor("PUT"),
    PATCH: handlerFor("PATCH"),
    DELETE: handlerFor("DELETE"),
    OPTIONS: handlerFor("OPTIONS"),
  };
}
