// Nothing a client sends answers 500 (spec/API.md §1, §11): every operation of the OpenAPI document gets
// hostile values for every parameter and body field it declares — wrong types, NUL bytes, huge strings
// and numbers, deep nesting, extra and missing fields, `__proto__`, malformed escapes — as an anonymous
// caller, a shopper and staff, in JSON, form and multipart bodies and as broken JSON. Any 5xx fails, and
// so does an error answer that is not JSON or that repeats a long piece of its input.
// A fixed seed keeps every run the same; RUNS sets how many requests each operation gets.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { transaction } from "@/lib/db.ts";
import { issueToken } from "@/lib/auth/tokens.ts";
import { MAX_ERROR_TEXT } from "@/lib/http/echo.ts";
import { openApiDocument } from "@/lib/http/openapi.ts";
import { buildCatalogueShop } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createCountries, createUser } from "@/lib/testing/fixtures.ts";
import { apiRoutes, pathShape, type ApiRoute } from "@/lib/testing/api-routes.ts";
import { call, type CallOptions } from "@/lib/testing/http.ts";
import { createOrder } from "@/lib/testing/order-fixtures.ts";
import "./endpoints.ts";

useTestDatabase();

const SEED = 20_2026;
/** Requests per operation (HEAD repeats GET's work: a few suffice there). */
const RUNS = 20;
const HEAD_RUNS = 4;

type Json = Record<string, any>;

// ---- Hostile values ----------------------------------------------------------------------------------

const HUGE = "ü".repeat(12_000);
const nested = (depth: number, leaf: unknown = 1): unknown => {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
};
/** An own property named "__proto__", as JSON.parse makes it (a literal would set the prototype). */
const protoKey = () => JSON.parse('{"__proto__": {"isStaff": true, "is_staff": true}, "constructor": {"prototype": {"x": 1}}}');

const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("\u0000", "Asha\u0000Rao", "asha\u0000@example.in", "WELCOME10\u0000") },
  { weight: 2, arbitrary: fc.constantFrom(HUGE, "9".repeat(40)) },
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      "%ZZ",
      "%",
      "%00",
      "../../etc/passwd",
      "__proto__",
      "constructor",
      "\ud800",
      "😀",
      " ",
      "",
      "99999999999999999999",
      "-1",
      "0",
      "1e400",
      "-0.000001",
      "NaN",
      "Infinity",
      "null",
      "true",
      "<script>alert(1)</script>",
      "' OR 1=1 --",
      "http://evil.example/api/v2/countries/IN/",
      "http://shop.test/api/v2/baskets/99999999999999999999/",
    ),
  },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.constantFrom(1e308, -1e308, 1e20, -1, 0, 1.5, 2 ** 31, 2 ** 53 + 2, -0) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], ["\u0000"], { "\u0000": 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 40, max: 4000 }).map((d) => nested(d)) },
  { weight: 1, arbitrary: fc.constant(null).map(protoKey) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Values a real client would send for fields of these names, so that requests get past the other fields. */
const ADDRESS = { first_name: "Asha", last_name: "Rao", line1: "14, 2nd Cross", line4: "Bengaluru", state: "Karnataka", postcode: "560038", country: "http://shop.test/api/v2/countries/IN/", phone_number: "+919845012345" };
const BY_NAME: Record<string, unknown[]> = {
  email: ["asha@example.in", "staff@vanyaliving.in"],
  guest_email: ["asha@example.in"],
  username: ["asha@example.in", "+919845012345"],
  password: ["correct horse battery"],
  password1: ["correct horse battery staple"],
  password2: ["correct horse battery staple"],
  otp: ["123456"],
  phone_number: ["+919845012345", "98450 12345"],
  postcode: ["560038", "110001"],
  pincode: ["560038", "110001"],
  country: ["http://shop.test/api/v2/countries/IN/", "IN"],
  url: ["http://shop.test/api/v2/products/1/", "http://shop.test/api/v2/products/8/"],
  product: ["http://shop.test/api/v2/products/1/", 2, "3"],
  basket: ["http://shop.test/api/v2/baskets/1/", 1],
  quantity: [1, 2],
  vouchercode: ["WELCOME10", "WELCOME.10"],
  structure: ["standalone", "parent", "child"],
  ordering: ["price", "-price", "title", "-rating"],
  category: ["living-room", "sofas", "1"],
  q: ["sofa", "teak bench"],
  price_min: ["100", "999.50"],
  price_max: ["50000.00"],
  in_stock: ["1"],
  tag: ["Projects", "Events"],
  number: ["100001", "1"],
  page: ["1", "2", "last"],
  page_size: ["5", "100"],
  shipping_address: [ADDRESS],
  billing_address: [ADDRESS],
  ...Object.fromEntries(Object.entries(ADDRESS).map(([k, v]) => [k, [v]])),
};

/** A value of the field's declared type (or one its name suggests), so that other fields' hostility is reached too. */
function plausible(schema: Json | undefined, name = ""): fc.Arbitrary<unknown> {
  if (Object.hasOwn(BY_NAME, name)) return fc.constantFrom(...BY_NAME[name]);
  if (!schema) return fc.oneof(fc.constantFrom(1, "1", "http://shop.test/api/v2/products/1/"), fc.string({ maxLength: 8 }));
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.anyOf) return fc.oneof(...(schema.anyOf as Json[]).map((s) => plausible(s, name)));
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== "null") : schema.type;
  switch (type) {
    case "integer":
      return fc.integer({ min: -2, max: 12 });
    case "number":
      return fc.oneof(fc.integer({ min: 0, max: 50_000 }), fc.constantFrom("1299.00", "0.5"));
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(plausible(schema.items), { maxLength: 3 });
    case "object":
      return bodyObject(schema);
    case "string":
      if (schema.format === "email") return fc.constantFrom("asha@example.in", "staff@vanyaliving.in");
      return fc.oneof(fc.constantFrom("1", "2", "Asha", "WELCOME10", "http://shop.test/api/v2/products/1/"), fc.string({ maxLength: 12 }));
    default:
      return fc.oneof(fc.constantFrom(1, "1", "http://shop.test/api/v2/products/1/"), fc.string({ maxLength: 8 }));
  }
}

const EXTRA_KEYS = ["__proto__", "constructor", "toString", "extra", "id", "owner", "is_staff", "a\u0000b", "x".repeat(5_000)];

/**
 * The declared fields with plausible values, then up to two of them made hostile and one left out, plus
 * keys nobody declared: one bad field at a time reaches as far into the handler as it can.
 */
function bodyObject(schema: Json): fc.Arbitrary<Record<string, unknown>> {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const names = Object.keys(props);
  return fc
    .tuple(
      fc.record(Object.fromEntries(names.map((k) => [k, plausible(props[k], k)]))),
      fc.subarray(names, { maxLength: Math.min(2, names.length) }),
      fc.tuple(hostileValue, hostileValue),
      fc.subarray(names, { maxLength: Math.min(1, names.length) }),
      fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...EXTRA_KEYS), hostileValue, { maxKeys: 2 }) }),
    )
    .map(([base, hostile, [h0, h1], missing, extra]) => {
      const out: Record<string, unknown> = {};
      const put = (k: string, v: unknown) => Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      for (const [k, v] of Object.entries(extra)) put(k, v);
      for (const [k, v] of Object.entries(base)) if (!missing.includes(k)) put(k, v);
      hostile.forEach((k, i) => {
        put(k, i ? h1 : h0);
      });
      return out;
    });
}

/** Broken request bodies, sent as they are. */
const rawBodies = fc.constantFrom<{ text: string | Uint8Array; type: string }>(
  { text: "{", type: "application/json" },
  { text: '{"a": }', type: "application/json" },
  { text: "[".repeat(200_000) + "]".repeat(200_000), type: "application/json" },
  { text: `{"basket": ${"[".repeat(100_000)}1${"]".repeat(100_000)}}`, type: "application/json" },
  { text: '{"email": "a\\u0000b"}', type: "application/json" },
  { text: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), type: "application/json" },
  { text: "a=%ZZ&b=%&c=%00&__proto__=1", type: "application/x-www-form-urlencoded" },
  { text: "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n\u0000\r\n--x--", type: "multipart/form-data; boundary=x" },
  { text: "--x\r\nbroken", type: "multipart/form-data; boundary=x" },
  { text: "hello", type: "text/plain" },
  { text: "{}", type: "application/json; charset=utf-16" },
);

/** A form field's text: what a browser would send for the value. */
const formText = (v: unknown) => (typeof v === "string" ? v : v === null || v === undefined ? "" : JSON.stringify(v));

type Encoded = Pick<CallOptions, "body" | "headers">;

function encodeBody(body: unknown, encoding: "json" | "form" | "multipart"): Encoded {
  if (encoding === "json") return { body: JSON.stringify(body) ?? "null", headers: { "content-type": "application/json" } };
  const entries = body && typeof body === "object" && !Array.isArray(body) ? Object.entries(body) : [["value", body] as const];
  if (encoding === "form") {
    const form = new URLSearchParams();
    for (const [k, v] of entries) form.append(k, formText(v));
    return { body: form };
  }
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, formText(v));
  return { body: form };
}

function requestBody(op: Json): fc.Arbitrary<Encoded | undefined> {
  const schema = op.requestBody?.content?.["application/json"]?.schema as Json | undefined;
  if (!schema) return fc.option(fc.constant({ body: { extra: "\u0000" } as unknown }), { nil: undefined }).map((b) => b && encodeBody(b.body, "json"));
  const value = fc.oneof({ weight: 6, arbitrary: bodyObject(schema) }, { weight: 1, arbitrary: hostileValue });
  return fc.oneof(
    { weight: 8, arbitrary: fc.tuple(value, fc.constantFrom("json", "json", "form", "multipart") as fc.Arbitrary<"json" | "form" | "multipart">).map(([v, e]) => encodeBody(v, e)) },
    { weight: 1, arbitrary: rawBodies.map((r) => ({ body: r.text, headers: { "content-type": r.type } })) },
  );
}

/** Query parameters: the declared ones, and now and then one that every list or page reads, or a stray one. */
function queryString(op: Json): fc.Arbitrary<string> {
  const declared = (op.parameters as Json[]).filter((p) => p.in === "query");
  const value = (schema: Json | undefined, name: string) =>
    fc.oneof({ weight: 2, arbitrary: plausible(schema, name).map(formText) }, { weight: 1, arbitrary: hostileText });
  const own = fc.record(Object.fromEntries(declared.map((p) => [p.name as string, value(p.schema as Json, p.name as string)])), { requiredKeys: [] });
  const stray = fc.oneof(
    { weight: 3, arbitrary: fc.constant([] as [string, string][]) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom("page", "page_size"), fc.oneof(hostileText, fc.constantFrom("99999999999999999999", "last", "0", "-1", "2"))).map((e) => [e]) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom("pincode", "__proto__", "constructor", "a\u0000", "q"), hostileText).map((e) => [e]) },
  );
  return fc.tuple(own, stray).map(([q, extra]) => {
    const params = new URLSearchParams();
    for (const [k, v] of [...Object.entries(q), ...extra]) params.append(k, v as string);
    const text = params.toString();
    return text ? `?${text}` : "";
  });
}

// A path carries bytes: no empty segment, no lone surrogate (a malformed escape is the server's to refuse:
// scripts/hostile-urls.test.ts).
const pathValue = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom("1", "2", "3", "IN", "teak-bench", "living-room", "WELCOME.10", "open-basket") },
  { weight: 3, arbitrary: hostileText.filter((s) => s !== "" && s !== "\ud800") },
);

// ---- Callers -----------------------------------------------------------------------------------------

let users: { shopper: number; staff: number };
const tokens = new Map<string, string>();
/** A caller's headers; signing out (DELETE /login/) ends the token, so the next request gets a new one. */
async function credentialsOf(caller: "anonymous" | "shopper" | "staff"): Promise<Record<string, string>> {
  if (caller === "anonymous") return {};
  if (!tokens.has(caller)) tokens.set(caller, (await transaction((tx) => issueToken(tx, users[caller]))).key);
  return { Authorization: `Token ${tokens.get(caller)}` };
}
let ipCounter = 0;
/** A new address for every request, so throttles do not hide what lies behind them. */
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

beforeAll(async () => {
  await createCountries();
  await buildCatalogueShop();
  const shopper = await createUser({ password: "correct horse battery" });
  const staff = await createUser({ isStaff: true, password: "correct horse battery" });
  await createOrder({ userId: shopper.id, email: shopper.email ?? undefined });
  users = { shopper: shopper.id, staff: staff.id };
});

// ---- The property ------------------------------------------------------------------------------------

/** Every text of a JSON value, keys included. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => [k, ...texts(v)]);
  return [];
}

const doc = openApiDocument("http://shop.test") as { paths: Record<string, Record<string, Json>> };
const operations = Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([method, op]) => ({ path: p, method: method.toUpperCase(), op })));
let routes: Map<string, ApiRoute>;

describe("every operation of the OpenAPI document, given hostile input", () => {
  beforeAll(async () => {
    routes = await apiRoutes();
  });

  it("covers every documented path with a route module", () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(Object.keys(doc.paths).filter((p) => !routes.has(pathShape(p)))).toEqual([]);
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))("%s answers no 5xx and only JSON errors", async (_, { path: template, method, op }) => {
    const route = routes.get(pathShape(template))!;
    const placeholders = [...template.matchAll(/\{([^}]+)\}/g)];
    const request = fc.record({
      values: fc.tuple(...placeholders.map(() => pathValue)),
      query: queryString(op),
      body: method === "GET" || method === "HEAD" ? fc.constant(undefined) : requestBody(op),
      caller: fc.constantFrom("anonymous", "shopper", "staff") as fc.Arbitrary<"anonymous" | "shopper" | "staff">,
      idempotencyKey: fc.option(fc.constantFrom("retry-1", "k".repeat(300), "with space", "ünï"), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ values, query, body, caller, idempotencyKey }) => {
        let i = 0;
        const urlPath = template.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[i++]));
        const params = Object.fromEntries(route.params.map((p, j) => [p.name, p.catchAll ? values[j].split("/") : values[j]]));
        const headers = { ...(await credentialsOf(caller)), ...body?.headers, ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}) };
        const r = await call(route.module, urlPath + query, { method, params, body: body?.body, headers, ip: nextIp() });
        if (template === "/api/v2/login/" && method === "DELETE") tokens.clear();
        const where = `${method} ${urlPath.slice(0, 200)}${query.slice(0, 200)} as ${caller} → ${r.status} ${r.text.slice(0, 300)}`;
        expect(r.status, where).toBeLessThan(500);
        if (r.status >= 400 && method !== "HEAD") {
          expect(r.headers.get("content-type"), where).toBe("application/json");
          // JSON: an object, or a compat body (a bare list of messages, "Unauthorized").
          expect(r.json, where).not.toBeUndefined();
          const long = texts(r.json).filter((t) => t.length > MAX_ERROR_TEXT);
          expect(long.map((t) => t.slice(0, 80)), where).toEqual([]);
        }
      }),
      { seed: SEED, numRuns: method === "HEAD" ? HEAD_RUNS : RUNS, endOnFailure: true },
    );
  });
});
