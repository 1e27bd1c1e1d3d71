// The OpenAPI 3.1 document, generated from the same endpoint descriptions and zod schemas the server
// validates with: every registered path and method, its inputs, and every answer it declares plus the
// ones the conventions (spec/API.md §1) give every endpoint.
import { z } from "zod";
import { sessionCookieName } from "@/lib/auth/session-cookie.ts";
import { config } from "@/lib/config.ts";
import { PARSES } from "./body.ts";
import { allowedMethods } from "./endpoint.ts";
import { METHODS, type EndpointSpec, type MethodSpec } from "./endpoint-types.ts";
import { registeredEndpoints } from "./registry.ts";

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  const s = z.toJSONSchema(schema, { io, unrepresentable: "any", reused: "inline", cycles: "ref" }) as Json;
  delete s.$schema;
  return s;
}

const detail = (example: string): Json => ({
  type: "object",
  properties: { detail: { type: "string", examples: [example] } },
  required: ["detail"],
});

const fieldErrors: Json = {
  type: "object",
  description: 'Field errors: {"<field>": ["<message>"]}, "non_field_errors" for the whole body, nested for nested input.',
  additionalProperties: true,
};

function conventionResponses(spec: EndpointSpec, m: MethodSpec): Record<number, { description: string; schema: Json }> {
  const out: Record<number, { description: string; schema: Json }> = {
    401: { description: "An invalid or expired token (even on public endpoints).", schema: detail("Invalid token.") },
    405: { description: "A method the endpoint does not allow.", schema: detail('Method "PUT" not allowed.') },
    500: {
      description: "A server fault; the error id is in the server log.",
      schema: { ...detail("Internal server error."), properties: { detail: { type: "string" }, error_id: { type: "string" } } },
    },
    503: { description: "The database is unreachable or busy beyond its wait limit (with Retry-After).", schema: detail("Service temporarily unavailable.") },
  };
  if (m.input || m.query) out[m.validationStatus ?? 400] = { description: "Invalid input.", schema: fieldErrors };
  if (m.input) {
    out[413] = { description: "The body is over 1 MiB (JSON, forms) or 10 MiB (uploads).", schema: detail("Request body too large.") };
    out[415] = { description: "A body of another media type.", schema: detail('Unsupported media type "text/plain" in request.') };
  }
  if ((m.permission ?? "anyone") !== "anyone") {
    out[403] = { description: "Anonymous, or not allowed.", schema: detail("Authentication credentials were not provided.") };
  }
  if (spec.path.includes("{")) out[404] = { description: "No such object.", schema: detail("Not found.") };
  if (m.throttle?.length) out[429] = { description: "Throttled (with Retry-After).", schema: detail("Request was throttled. Expected available in 60 seconds.") };
  return out;
}

function operation(spec: EndpointSpec, method: string, m: MethodSpec): Json {
  const parameters: Json[] = [...spec.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  if (m.query) {
    const q = jsonSchema(m.query, "input") as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, schema] of Object.entries(q.properties ?? {})) {
      parameters.push({ name, in: "query", required: q.required?.includes(name) ?? false, schema });
    }
  }
  const responses: Json = {};
  const all: Record<string, { description: string; schema?: Json }> = { ...conventionResponses(spec, m) };
  for (const [status, r] of Object.entries(m.responses ?? {})) {
    all[status] = { description: r.description, schema: r.schema ? jsonSchema(r.schema, "output") : undefined };
  }
  for (const [status, r] of Object.entries(all).sort(([a], [b]) => Number(a) - Number(b))) {
    responses[status] = r.schema ? { description: r.description, content: { "application/json": { schema: r.schema } } } : { description: r.description };
  }
  const op: Json = {
    operationId: `${spec.name.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))}${method[0]}${method.slice(1).toLowerCase()}`,
    summary: m.summary ?? spec.name,
    description: spec.description,
    tags: [spec.tag],
    parameters,
    responses,
  };
  if (m.input) {
    const schema = jsonSchema(m.input, "input");
    op.requestBody = { required: true, content: Object.fromEntries(PARSES.map((t) => [t, { schema }])) };
  }
  if ((m.permission ?? "anyone") !== "anyone") op.security = [{ token: [] }, { bearer: [] }, { sessionId: [] }, { sessionCookie: [] }];
  return op;
}

export function openApiDocument(origin: string): Json {
  const paths: Json = {};
  for (const spec of registeredEndpoints()) {
    const item: Json = {};
    for (const method of METHODS) {
      const m = spec.methods[method];
      if (m) item[method.toLowerCase()] = operation(spec, method, m);
    }
    if (spec.methods.GET && allowedMethods(spec).includes("HEAD")) {
      const get = item.get as Json;
      item.head = { ...get, operationId: `${get.operationId as string}Head`, summary: `${spec.name} (headers only)` };
    }
    paths[spec.path] = item;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${config().SHOP_NAME} Storefront API`,
      version: "2",
      description:
        "The shop's JSON API. Every path ends in '/'. Bodies may be JSON, form-encoded or multipart. Lists use envelope A {count, next, previous, results} or B {count, num_pages, next_url, prev_url, results}. Add ?format=api for a browsable page.",
    },
    servers: [{ url: origin }],
    paths,
    components: {
      securitySchemes: {
        token: { type: "apiKey", in: "header", name: "Authorization", description: "Token <key>, from a login answer." },
        bearer: { type: "http", scheme: "bearer" },
        sessionId: { type: "apiKey", in: "header", name: "Session-Id", description: "SID:AUTH:<host>:<id> for apps without cookies." },
        sessionCookie: { type: "apiKey", in: "cookie", name: sessionCookieName(origin.startsWith("https:")), description: "The browser session (next-auth's cookie; `__Secure-` over https)." },
      },
    },
  };
}
