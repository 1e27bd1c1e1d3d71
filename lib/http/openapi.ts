// The OpenAPI 3.1 document, generated from the same endpoint descriptions and zod schemas the server
// validates and answers with: every registered path and method, its parameters and body, and every
// answer it can give (lib/http/openapi-answers.ts), bodies as named component schemas
// (lib/http/openapi-components.ts). docs/decisions/0095-openapi-contract.md
import { staffAccessOf } from "@/lib/auth/permissions.ts";
import { accessLabel } from "@/lib/auth/staff-groups.ts";
import { sessionCookieName } from "@/lib/auth/session-cookie.ts";
import { config } from "@/lib/config.ts";
import { PARSES } from "./body.ts";
import { allowedMethods } from "./endpoint.ts";
import { METHODS, type EndpointSpec, type Method, type MethodSpec } from "./endpoint-types.ts";
import { answersOf, isEnvelope } from "./openapi-answers.ts";
import { SchemaComponents, type Json } from "./openapi-components.ts";
import { registeredEndpoints } from "./registry.ts";

const ID = { type: "integer", minimum: 1 };
/** What each path parameter is, by its name (one name means one thing across the API). */
const PATH_PARAMETERS: Record<string, Json> = {
  id: ID,
  line: ID,
  aid: ID,
  sid: ID,
  iso2: { type: "string", description: "An ISO 3166-1 alpha-2 code in upper case (a lower-case one is not found)." },
  code: { type: "string", description: "A voucher code, any case." },
  slug: { type: "string" },
  "product-slug": { type: "string" },
  slug_path: { type: "string", description: "One numeric segment (a category's id), or a path of category slugs separated by '/'." },
};

const PAGE_PARAMETERS: Json[] = [
  { name: "page", in: "query", required: false, schema: { anyOf: [{ type: "integer", minimum: 1 }, { const: "last" }] }, description: "1-based page number, or last." },
  { name: "page_size", in: "query", required: false, schema: { type: "integer", minimum: 1 }, description: "Default 20; above 100 is taken as 100." },
];

const IDEMPOTENCY_KEY: Json = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,255}$" },
  description: "Makes a retry safe: the same key with the same body within 24 hours answers the first answer again and does nothing new (scoped to the caller and the endpoint).",
};

const CREDENTIALS = [{ token: [] }, { bearer: [] }, { sessionId: [] }, { sessionCookie: [] }];

/** Unique operation ids from the endpoints' names; a name two versions share gets its version ("IndexV1Get"). */
function operationNames(specs: EndpointSpec[]): Map<EndpointSpec, string> {
  const pascal = (s: string) => s.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : "")).replace(/^./, (c) => c.toUpperCase());
  const uses = new Map<string, number>();
  for (const s of specs) uses.set(s.name, (uses.get(s.name) ?? 0) + 1);
  const names = new Map<EndpointSpec, string>();
  const taken = new Set<string>();
  for (const s of specs) {
    const version = /^\/api\/(v\d+)\//.exec(s.path)?.[1] ?? "";
    const name = pascal(uses.get(s.name)! > 1 ? `${s.name} ${version}` : s.name);
    if (taken.has(name)) throw new Error(`Two endpoints would share the operation id ${name}: rename one`);
    taken.add(name);
    names.set(s, name);
  }
  return names;
}

function parametersOf(spec: EndpointSpec, m: MethodSpec, schemas: SchemaComponents): Json[] {
  const parameters: Json[] = [...spec.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => {
    const { description, ...schema } = PATH_PARAMETERS[name] ?? { type: "string" };
    return { name, in: "path", required: true, schema, ...(description ? { description } : {}) };
  });
  const query = m.query ? (schemas.of(m.query, "input") as { properties?: Record<string, Json>; required?: string[]; patternProperties?: Json }) : {};
  for (const [name, schema] of Object.entries(query.properties ?? {})) {
    const { description, ...rest } = schema;
    parameters.push({ name, in: "query", required: query.required?.includes(name) ?? false, schema: rest, ...(description ? { description } : {}) });
  }
  if (query.patternProperties) {
    // Parameters named by a pattern (attr_<code>): one object, each property its own parameter.
    parameters.push({
      name: "filters",
      in: "query",
      required: false,
      style: "form",
      explode: true,
      schema: { type: "object", patternProperties: query.patternProperties, additionalProperties: false },
      description: "Parameters named by a pattern, each sent as its own query parameter (form style, exploded): attr_<code>=v1,v2.",
    });
  }
  if (isEnvelope(m.responses?.[200]?.schema)) {
    for (const p of PAGE_PARAMETERS) if (!parameters.some((q) => q.name === p.name && q.in === "query")) parameters.push(p);
  }
  if (m.idempotent) parameters.push(IDEMPOTENCY_KEY);
  return parameters;
}

function responsesOf(spec: EndpointSpec, method: Method, m: MethodSpec, schemas: SchemaComponents): Json {
  const byStatus = new Map<number, { descriptions: string[]; bodies: Json[]; files: string[] }>();
  for (const answer of answersOf(spec, method, m)) {
    const entry = byStatus.get(answer.status) ?? { descriptions: [], bodies: [], files: [] };
    for (const type of answer.files ?? []) if (!entry.files.includes(type)) entry.files.push(type);
    byStatus.set(answer.status, entry);
    if (!entry.descriptions.includes(answer.description)) entry.descriptions.push(answer.description);
    if (answer.schema) {
      const body = schemas.of(answer.schema, "output");
      if (!entry.bodies.some((b) => JSON.stringify(b) === JSON.stringify(body))) entry.bodies.push(body);
    }
  }
  const responses: Json = {};
  for (const [status, { descriptions, bodies, files }] of [...byStatus].sort(([a], [b]) => a - b)) {
    const content: Json = Object.fromEntries(files.map((type) => [type, { schema: { type: "string", contentMediaType: type } }]));
    if (bodies.length) content["application/json"] = { schema: bodies.length === 1 ? bodies[0] : { anyOf: bodies } };
    const headers = status === 429 || status === 503 ? { headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } } } } : {};
    responses[status] = { description: descriptions.join(" "), ...headers, ...(Object.keys(content).length ? { content } : {}) };
  }
  return responses;
}

function operation(spec: EndpointSpec, method: Method, m: MethodSpec, operationId: string, schemas: SchemaComponents): Json {
  const op: Json = {
    operationId,
    summary: m.summary ?? spec.name,
    description: spec.description,
    tags: [spec.tag],
    parameters: parametersOf(spec, m, schemas),
    responses: responsesOf(spec, method, m, schemas),
  };
  const body = m.documentedInput ?? m.input;
  if (body) {
    const schema = schemas.of(body, "input");
    const required = !body.safeParse({}).success;
    const types = m.upload || m.streamedUpload ? ["multipart/form-data"] : PARSES;
    op.requestBody = { required, content: Object.fromEntries(types.map((t) => [t, { schema }])) };
  }
  if ((m.permission ?? "anyone") !== "anyone") op.security = CREDENTIALS;
  const access = staffAccessOf(m.permission);
  if (access) {
    // Which staff may call it: a token or session of staff without the group gets 403 (decision 0105).
    op["x-staff-access"] = access === "any-staff" || access === "superuser" ? access : [...access];
    op.description = `${spec.description} Staff: ${accessLabel(access)}.`;
  }
  return op;
}

/** HEAD: GET's statuses and headers without bodies. */
function headOf(get: Json, spec: EndpointSpec): Json {
  const responses = Object.fromEntries(
    Object.entries(get.responses as Record<string, Json>).map(([status, r]) => {
      const { content: _content, ...rest } = r;
      void _content;
      return [status, rest];
    }),
  );
  return { ...get, operationId: `${get.operationId as string}Head`, summary: `${spec.name} (headers only)`, responses };
}

/** The document of every registered endpoint (or of `specs` alone). */
export function openApiDocument(origin: string, specs: EndpointSpec[] = registeredEndpoints()): Json {
  const schemas = new SchemaComponents();
  const names = operationNames(specs);
  const paths: Json = {};
  for (const spec of specs) {
    const item: Json = {};
    for (const method of METHODS) {
      const m = spec.methods[method];
      if (m) item[method.toLowerCase()] = operation(spec, method, m, `${names.get(spec)}${method[0]}${method.slice(1).toLowerCase()}`, schemas);
    }
    if (spec.methods.GET && allowedMethods(spec).includes("HEAD")) item.head = headOf(item.get as Json, spec);
    paths[spec.path] = item;
  }
  const settled = schemas.finish(paths);
  return {
    openapi: "3.1.0",
    info: {
      title: `${config().SHOP_NAME} Storefront API`,
      version: "2",
      description:
        "The shop's JSON API. Every path ends in '/'. Bodies may be JSON, form-encoded or multipart. Lists use envelope A {count, next, previous, results} or B {count, num_pages, next_url, prev_url, results}. Add ?format=api for a browsable page. Every endpoint also answers OPTIONS with its metadata.",
    },
    servers: [{ url: origin }],
    // Public endpoints take any of the credentials, or none.
    security: [{}, ...CREDENTIALS],
    paths: settled.document,
    components: {
      schemas: settled.schemas,
      securitySchemes: {
        token: { type: "apiKey", in: "header", name: "Authorization", description: "Token <key>, from a login answer (expires_at says until when; each use extends it)." },
        bearer: { type: "http", scheme: "bearer", description: "Bearer <key>: the same token." },
        sessionId: {
          type: "apiKey",
          in: "header",
          name: "Session-Id",
          description:
            "For apps that cannot keep cookies: `SID:ANON:<realm>:<id>` for an anonymous shopper (the basket and location live on it), `SID:AUTH:<realm>:<id>` once signed in (a login made with an ANON header answers the AUTH one in its own Session-Id header). <realm> is the request's host without its port (another realm: 403 with a reason); <id> is at least 22 characters of [A-Za-z0-9_-], 128 bits or more (shorter: 400 {\"reason\": \"Session id too short.\"}); an AUTH session the server does not know: 401. A value that does not parse is ignored.",
        },
        sessionCookie: { type: "apiKey", in: "cookie", name: sessionCookieName(origin.startsWith("https:")), description: "The browser session (next-auth's cookie; `__Secure-` over https)." },
      },
    },
  };
}
