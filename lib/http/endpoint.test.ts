// The conventions of spec/API.md §1 on endpoints mounted only in this test.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { resetConfig } from "@/lib/config.ts";
import { ApiError, ConflictError } from "@/lib/errors.ts";
import { issueToken } from "@/lib/auth/tokens.ts";
import { createSession, sessionCookie } from "@/lib/auth/sessions.ts";
import { db, transaction } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { endpoint } from "./endpoint.ts";
import { hyperlinkField } from "./hyperlinks.ts";
import { envelopeA, envelopeB, loadPage } from "./pagination.ts";
import { reply } from "./reply.ts";
import { isSecure } from "./urls.ts";

useTestDatabase();

const Item = z.object({
  name: z.string().min(1).max(40).meta({ label: "Item name" }),
  quantity: z.int().min(1).max(10000),
  colour: z.enum(["teak", "walnut"]).optional(),
  gift: z.boolean().default(false),
  product: hyperlinkField("/api/v2/products/{id}/").optional(),
});

const writable = endpoint({
  path: "/api/test/items/",
  name: "Test Items",
  description: "A writable endpoint mounted only in tests.",
  tag: "Test",
  methods: {
    GET: { handler: async () => ({ items: [] }) },
    POST: { input: Item, handler: async ({ body }) => reply(body, { status: 201, headers: { Location: "http://shop.test/api/test/items/1/" } }) },
    PUT: { input: Item, permission: "staff", handler: async ({ body }) => body },
  },
});

const compat = endpoint({
  path: "/api/test/compat/",
  name: "Test Compat",
  description: "Compat error shapes.",
  tag: "Test",
  methods: {
    POST: {
      query: z.object({ mode: z.enum(["merge", "replace"]).optional() }),
      input: z.object({ url: z.string(), quantity: z.int().min(1) }),
      validationStatus: 406,
      wrapValidation: "reason",
      handler: async ({ body }) => {
        if (body.url === "list") throw new ApiError(400, ["Incorrect type. Expected URL string, received NoneType."]);
        if (body.url === "string") throw new ApiError(401, "Unauthorized");
        return body;
      },
    },
  },
});

const personal = endpoint({
  path: "/api/test/me/",
  name: "Test Me",
  description: "Answers who is calling.",
  tag: "Test",
  personal: true,
  allow: ["GET", "OPTIONS"],
  methods: { GET: { permission: "user", handler: async ({ caller }) => ({ id: caller.user!.id }) } },
});

const failing = endpoint({
  path: "/api/test/fail/",
  name: "Test Failures",
  description: "Throws on purpose.",
  tag: "Test",
  methods: {
    GET: {
      query: z.object({ kind: z.enum(["bug", "db", "conflict"]) }),
      handler: async ({ query }) => {
        if (query.kind === "db") throw Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), { code: "P2028" });
        if (query.kind === "conflict") throw new ConflictError("Order can no longer be cancelled.");
        throw new TypeError("Cannot read properties of undefined (reading 'price')");
      },
    },
  },
});

const throttled = endpoint({
  path: "/api/test/throttled/",
  name: "Test Throttled",
  description: "Two an hour per address.",
  tag: "Test",
  methods: { POST: { throttle: [{ scope: "test-throttle", rate: "2/hour", by: "ip" }], handler: async () => ({ ok: true }) } },
});

const throttledSignUp = endpoint({
  path: "/api/test/throttled-sign-up/",
  name: "Test Throttled Sign-up",
  description: "Two an hour per address, for signed-in callers with a valid body.",
  tag: "Test",
  methods: {
    POST: {
      permission: "user",
      query: z.object({ ref: z.string().max(10).optional() }),
      input: z.object({ email: z.email() }),
      throttle: [{ scope: "test-sign-up", rate: "2/hour", by: "ip" }],
      handler: async ({ body }) => ({ email: body.email }),
    },
  },
});

const numbers = Array.from({ length: 45 }, (_, i) => i + 1);
const paged = endpoint({
  path: "/api/test/numbers/",
  name: "Test Numbers",
  description: "Forty-five numbers, in both envelopes.",
  tag: "Test",
  methods: {
    GET: {
      query: z.object({ envelope: z.enum(["A", "B"]).default("A"), empty: z.string().optional() }),
      handler: async ({ url, query }) => {
        const source = query.empty ? [] : numbers;
        const page = await loadPage(url, async () => source.length, async (offset, limit) => source.slice(offset, offset + limit));
        return query.envelope === "A" ? envelopeA(page, url.toString()) : envelopeB(page, url.toString());
      },
    },
  },
});

afterEach(() => {
  delete process.env.CORS_ALLOWED_ORIGINS;
  resetConfig();
});

describe("headers on every answer", () => {
  it("Allow lists the declared methods, then HEAD and OPTIONS; Vary is Accept; JSON content type", async () => {
    const r = await call(writable, "/api/test/items/");
    expect(r.status).toBe(200);
    expect(r.headers.get("allow")).toBe("GET, POST, PUT, HEAD, OPTIONS");
    expect(r.headers.get("vary")).toBe("Accept");
    expect(r.headers.get("content-type")).toBe("application/json");
    expect(r.headers.get("cache-control")).toBeNull();
  });

  it("caller-dependent answers vary on credentials and are never cached", async () => {
    const user = await createUser();
    const token = await transaction((tx) => issueToken(tx, user.id));
    const r = await call(personal, "/api/test/me/", { headers: { Authorization: `Token ${token.key}` } });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ id: user.id });
    expect(r.headers.get("vary")).toBe("Accept, Cookie, Authorization, Session-Id");
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(r.headers.get("allow")).toBe("GET, OPTIONS");
  });
});

describe("methods", () => {
  it("works for a route without dynamic segments, where Next passes no params", async () => {
    const r = await writable.GET(new Request("http://localhost/api/test/items/", { headers: { host: "shop.test" } }), {});
    expect(r.status).toBe(200);
  });

  it("HEAD answers GET's status and headers with an empty body", async () => {
    const get = await call(writable, "/api/test/items/");
    const head = await call(writable, "/api/test/items/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    expect([...head.headers.entries()]).toEqual([...get.headers.entries()]);
  });

  it("a method the endpoint does not have is 405 with the detail and Allow", async () => {
    const r = await call(writable, "/api/test/items/", { method: "DELETE" });
    expect(r.status).toBe(405);
    expect(r.json).toEqual({ detail: 'Method "DELETE" not allowed.' });
    expect(r.headers.get("allow")).toBe("GET, POST, PUT, HEAD, OPTIONS");
  });

  it("HEAD is 405 where the exact Allow list leaves it out", async () => {
    const r = await call(personal, "/api/test/me/", { method: "HEAD" });
    expect(r.status).toBe(405);
    expect(r.headers.get("allow")).toBe("GET, OPTIONS");
  });
});

describe("OPTIONS", () => {
  it("describes the endpoint and the input of the methods the caller may use", async () => {
    const r = await call(writable, "/api/test/items/", { method: "OPTIONS" });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      name: "Test Items",
      description: "A writable endpoint mounted only in tests.",
      renders: ["application/json", "text/html"],
      parses: ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"],
      actions: {
        POST: {
          name: { type: "string", required: true, read_only: false, label: "Item name", max_length: 40 },
          quantity: { type: "integer", required: true, read_only: false, label: "Quantity" },
          colour: {
            type: "choice",
            required: false,
            read_only: false,
            label: "Colour",
            choices: [
              { value: "teak", display_name: "teak" },
              { value: "walnut", display_name: "walnut" },
            ],
          },
          gift: { type: "boolean", required: false, read_only: false, label: "Gift" },
          product: { type: "field", required: false, read_only: false, label: "Product" },
        },
      },
    });
  });

  it("runs the permission check first", async () => {
    const r = await call(personal, "/api/test/me/", { method: "OPTIONS" });
    expect(r.status).toBe(403);
    expect(r.json).toEqual({ detail: "Authentication credentials were not provided." });
  });
});

describe("the browsable API", () => {
  it("renders the same status and data as an escaped HTML page with a strict CSP", async () => {
    const r = await call(writable, "/api/test/items/?format=api");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(r.headers.get("x-frame-options")).toBe("DENY");
    expect(r.headers.get("content-security-policy")).toMatch(/^default-src 'none'; script-src 'nonce-[^']+'; style-src 'nonce-[^']+';/);
    expect(r.headers.get("allow")).toBe("GET, POST, PUT, HEAD, OPTIONS");
    expect(r.text).toContain("<h1>Test Items</h1>");
    expect(r.text).toContain("<b>Allow:</b> GET, POST, PUT, HEAD, OPTIONS");
    expect(r.text).toContain('<form id="send">');
    expect(r.text).toContain("<option>POST</option>");
    expect(r.text).not.toContain("<option>PUT</option>"); // PUT is staff-only
  });

  it("links URLs and escapes everything else", async () => {
    const r = await call(compat, "/api/test/compat/?format=api", { method: "POST", body: { url: "<script>alert(1)</script>", quantity: 1 } });
    expect(r.text).not.toContain("<script>alert(1)</script>");
    expect(r.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const links = await call(writable, "/api/test/items/?format=api", { method: "POST", body: { name: "x", quantity: 1 } });
    expect(links.status).toBe(201);
    expect(links.text).toContain("<b>Location:</b> http://shop.test/api/test/items/1/");
  });

  it("is chosen by a browser's Accept header, and ?format=json forces JSON", async () => {
    const html = await call(writable, "/api/test/items/", { headers: { Accept: "text/html,application/xhtml+xml" } });
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const json = await call(writable, "/api/test/items/?format=json", { headers: { Accept: "text/html" } });
    expect(json.headers.get("content-type")).toBe("application/json");
    const unknown = await call(writable, "/api/test/items/?format=xml");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ detail: "Not found." });
  });

  it("has no form on a read-only endpoint", async () => {
    const r = await call(paged, "/api/test/numbers/?format=api");
    expect(r.text).not.toContain("<form");
    expect(r.text).toContain('<a href="http://shop.test/api/test/numbers/?format=api&amp;page=2" rel="nofollow">');
  });
});

describe("request bodies", () => {
  it("accepts JSON, form-encoded and multipart bodies alike", async () => {
    const expected = { name: "Arlo sofa", quantity: 2, colour: "teak", gift: true };
    const json = await call(writable, "/api/test/items/", { method: "POST", body: expected });
    const form = await call(writable, "/api/test/items/", {
      method: "POST",
      body: new URLSearchParams({ name: "Arlo sofa", quantity: "2", colour: "teak", gift: "true" }),
    });
    const fd = new FormData();
    fd.set("name", "Arlo sofa");
    fd.set("quantity", "2");
    fd.set("colour", "teak");
    fd.set("gift", "on");
    const multipart = await call(writable, "/api/test/items/", { method: "POST", body: fd });
    for (const r of [json, form, multipart]) {
      expect(r.status).toBe(201);
      expect(r.json).toEqual(expected);
    }
  });

  it("malformed JSON is 400 with the parser's reason", async () => {
    const r = await call(writable, "/api/test/items/", { method: "POST", body: '{"name": ', headers: { "content-type": "application/json" } });
    expect(r.status).toBe(400);
    expect(r.json.detail).toMatch(/^JSON parse error - /);
  });

  it("another media type is 415", async () => {
    const r = await call(writable, "/api/test/items/", { method: "POST", body: "name=x", headers: { "content-type": "text/plain" } });
    expect(r.status).toBe(415);
    expect(r.json).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });
  });

  it("a JSON body over 1 MiB is 413, counted on the stream (Content-Length is checked first: server.test.ts)", async () => {
    const big = JSON.stringify({ name: "x".repeat(1024 * 1024) });
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const counted = await call(writable, "/api/test/items/", { method: "POST", body: stream as never, headers: { "content-type": "application/json" } });
    expect(counted.status).toBe(413);
    expect(counted.json).toEqual({ detail: "Request body too large." });
  });
  // Multipart limits, with and without an upload: request-safety.test.ts.
});

describe("validation errors", () => {
  it("names each field, in the documented shape", async () => {
    const r = await call(writable, "/api/test/items/", { method: "POST", body: { name: "", quantity: 0, colour: "oak", product: "http://elsewhere.example/api/v2/baskets/3/" } });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({
      name: ["This field may not be blank."],
      quantity: ["Ensure this value is greater than or equal to 1."],
      colour: ['"oak" is not a valid choice.'],
      product: ["Invalid hyperlink - No URL match."],
    });
  });

  it("reads hyperlinks by their path only and accepts bare ids", async () => {
    for (const product of ["http://elsewhere.example/api/v2/products/12/", "/api/v2/products/12/", "12", 12]) {
      const r = await call(writable, "/api/test/items/", { method: "POST", body: { name: "x", quantity: 1, product } });
      expect(r.json.product).toBe(12);
    }
    const wrongType = await call(writable, "/api/test/items/", { method: "POST", body: { name: "x", quantity: 1, product: { id: 12 } } });
    expect(wrongType.json).toEqual({ product: ["Incorrect type. Expected URL string, received dict."] });
    const missing = await call(writable, "/api/test/items/", { method: "POST", body: { name: "x", quantity: 1, product: null } });
    expect(missing.json).toEqual({ product: ["Incorrect type. Expected URL string, received NoneType."] });
    const noObject = await call(writable, "/api/test/items/", { method: "POST", body: { name: "x", quantity: 1, product: "/api/v2/products/0/" } });
    expect(noObject.json).toEqual({ product: ["Invalid hyperlink - Object does not exist."] });
  });

  it("keeps compat statuses and bodies: 406 with reason, a bare list, a bare string", async () => {
    const r = await call(compat, "/api/test/compat/", { method: "POST", body: { url: "x", quantity: 0 } });
    expect(r.status).toBe(406);
    expect(r.json).toEqual({ reason: { quantity: ["Ensure this value is greater than or equal to 1."] } });
    const list = await call(compat, "/api/test/compat/", { method: "POST", body: { url: "list", quantity: 1 } });
    expect(list.status).toBe(400);
    expect(list.text).toBe('["Incorrect type. Expected URL string, received NoneType."]');
    const str = await call(compat, "/api/test/compat/", { method: "POST", body: { url: "string", quantity: 1 } });
    expect(str.status).toBe(401);
    expect(str.text).toBe('"Unauthorized"');
    const query = await call(compat, "/api/test/compat/?mode=swap", { method: "POST", body: { url: "x", quantity: 1 } });
    expect(query.status).toBe(406);
    expect(query.json).toEqual({ reason: { mode: ['"swap" is not a valid choice.'] } });
  });

  it("query parameters are validated the same way", async () => {
    const r = await call(failing, "/api/test/fail/?kind=nope");
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ kind: ['"nope" is not a valid choice.'] });
  });
});

describe("failures", () => {
  it("a bug is a 500 with an error id that is in the log with the stack", async () => {
    const lines: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => {
      lines.push(String(chunk));
      return true;
    }) as typeof process.stderr.write;
    let r: Awaited<ReturnType<typeof call>>;
    try {
      r = await call(failing, "/api/test/fail/?kind=bug");
    } finally {
      process.stderr.write = write;
    }
    expect(r.status).toBe(500);
    expect(r.json).toEqual({ detail: "Internal server error.", error_id: expect.stringMatching(/^[0-9a-f]{12}$/) });
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.error_id === r.json.error_id);
    expect(logged.stack).toContain("TypeError: Cannot read properties of undefined (reading 'price')");
  });

  it("a database past its wait limit is 503 with Retry-After", async () => {
    const r = await call(failing, "/api/test/fail/?kind=db");
    expect(r.status).toBe(503);
    expect(r.json).toEqual({ detail: "Service temporarily unavailable." });
    expect(r.headers.get("retry-after")).toBe("5");
  });

  it("domain errors keep their status", async () => {
    const r = await call(failing, "/api/test/fail/?kind=conflict");
    expect(r.status).toBe(409);
    expect(r.json).toEqual({ detail: "Order can no longer be cancelled." });
  });
});

describe("permissions", () => {
  it("tells anonymous callers to sign in and signed-in ones that they may not", async () => {
    const anon = await call(writable, "/api/test/items/", { method: "PUT", body: { name: "x", quantity: 1 } });
    expect(anon.status).toBe(403);
    expect(anon.json).toEqual({ detail: "Authentication credentials were not provided." });
    const user = await createUser();
    const token = await transaction((tx) => issueToken(tx, user.id));
    const signedIn = await call(writable, "/api/test/items/", {
      method: "PUT",
      body: { name: "x", quantity: 1 },
      headers: { Authorization: `Bearer ${token.key}` },
    });
    expect(signedIn.status).toBe(403);
    expect(signedIn.json).toEqual({ detail: "You do not have permission to perform this action." });
  });
});

describe("throttling", () => {
  it("answers 429 with Retry-After once the limit is used up, per client address", async () => {
    const a = { method: "POST", ip: "198.51.100.20" };
    expect((await call(throttled, "/api/test/throttled/", a)).status).toBe(200);
    expect((await call(throttled, "/api/test/throttled/", a)).status).toBe(200);
    const third = await call(throttled, "/api/test/throttled/", a);
    expect(third.status).toBe(429);
    const wait = Number(third.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(third.json).toEqual({ detail: `Request was throttled. Expected available in ${wait} seconds.` });
    expect((await call(throttled, "/api/test/throttled/", { ...a, ip: "198.51.100.21" })).status).toBe(200);
  });

  it("counts only requests that reach the action: refused callers, bodies and queries cost nothing", async () => {
    const user = await createUser();
    const token = await transaction((tx) => issueToken(tx, user.id));
    const signedIn = { Authorization: `Token ${token.key}` };
    const ip = "198.51.100.22";
    const post = (opts: { body?: unknown; headers?: Record<string, string>; query?: string }) =>
      call(throttledSignUp, `/api/test/throttled-sign-up/${opts.query ?? ""}`, { method: "POST", ip, body: opts.body, headers: opts.headers });
    for (let i = 0; i < 3; i++) {
      expect((await post({ body: { email: "asha@example.in" } })).status).toBe(403);
      expect((await post({ body: { email: "not an address" }, headers: signedIn })).json).toEqual({ email: ["Enter a valid email address."] });
      expect((await post({ body: "{", headers: { ...signedIn, "content-type": "application/json" } })).status).toBe(400);
      expect((await post({ body: { email: "asha@example.in" }, headers: signedIn, query: "?ref=much-too-long" })).status).toBe(400);
    }
    expect((await post({ body: { email: "asha@example.in" }, headers: signedIn })).status).toBe(200);
    expect((await post({ body: { email: "asha@example.in" }, headers: signedIn })).status).toBe(200);
    expect((await post({ body: { email: "asha@example.in" }, headers: signedIn })).status).toBe(429);
    // Over the limit, a malformed request still hears what is wrong with it.
    expect((await post({ body: { email: "x" }, headers: signedIn })).status).toBe(400);
  });

  it("counts an IPv6 /64 network as one address", async () => {
    const net = "2001:db8:12:34";
    expect((await call(throttled, "/api/test/throttled/", { method: "POST", ip: `${net}::1` })).status).toBe(200);
    expect((await call(throttled, "/api/test/throttled/", { method: "POST", ip: `${net}:ffff::2` })).status).toBe(200);
    expect((await call(throttled, "/api/test/throttled/", { method: "POST", ip: `${net}:1:2:3:4` })).status).toBe(429);
    expect((await call(throttled, "/api/test/throttled/", { method: "POST", ip: "2001:db8:12:35::1" })).status).toBe(200);
  });
});

describe("pagination", () => {
  it("envelope A pages with absolute links that keep the other parameters", async () => {
    const r = await call(paged, "/api/test/numbers/?envelope=A&page=2");
    expect(r.json).toEqual({
      count: 45,
      next: "http://shop.test/api/test/numbers/?envelope=A&page=3",
      previous: "http://shop.test/api/test/numbers/?envelope=A",
      results: numbers.slice(20, 40),
    });
    const last = await call(paged, "/api/test/numbers/?envelope=A&page=3");
    expect(last.json.next).toBeNull();
    expect(last.json.results).toEqual([41, 42, 43, 44, 45]);
  });

  it("?page=last is the last page", async () => {
    const r = await call(paged, "/api/test/numbers/?page=last");
    expect(r.json.results).toEqual([41, 42, 43, 44, 45]);
    expect(r.json.previous).toBe("http://shop.test/api/test/numbers/?page=2");
  });

  it("clamps page_size to 100 and falls back to 20 for a bad one", async () => {
    expect((await call(paged, "/api/test/numbers/?page_size=500")).json.results).toHaveLength(45);
    expect((await call(paged, "/api/test/numbers/?page_size=7")).json.results).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await call(paged, "/api/test/numbers/?page_size=abc")).json.results).toHaveLength(20);
  });

  it('answers "Invalid page." for a page out of range, 0 or not a number', async () => {
    for (const page of ["4", "0", "-1", "two"]) {
      const r = await call(paged, `/api/test/numbers/?page=${page}`);
      expect(r.status).toBe(404);
      expect(r.json).toEqual({ detail: "Invalid page." });
    }
  });

  it("envelope B, and both empty", async () => {
    expect((await call(paged, "/api/test/numbers/?envelope=B&page=3")).json).toEqual({
      count: 45,
      num_pages: 3,
      next_url: null,
      prev_url: "http://shop.test/api/test/numbers/?envelope=B&page=2",
      results: [41, 42, 43, 44, 45],
    });
    expect((await call(paged, "/api/test/numbers/?envelope=A&empty=1")).json).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await call(paged, "/api/test/numbers/?envelope=B&empty=1")).json).toEqual({ count: 0, num_pages: 1, next_url: null, prev_url: null, results: [] });
  });
});

describe("CORS", () => {
  it("answers a preflight with 204 before any permission check; CORS headers only for listed origins", async () => {
    process.env.CORS_ALLOWED_ORIGINS = "https://app.vanyaliving.in";
    resetConfig();
    const pre = await call(personal, "/api/test/me/", {
      method: "OPTIONS",
      headers: { Origin: "https://app.vanyaliving.in", "Access-Control-Request-Method": "GET" },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("https://app.vanyaliving.in");
    expect(pre.headers.get("access-control-allow-credentials")).toBe("true");
    expect(pre.headers.get("access-control-allow-methods")).toBe("GET, OPTIONS");
    const other = await call(personal, "/api/test/me/", {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "GET" },
    });
    expect(other.status).toBe(204);
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const actual = await call(writable, "/api/test/items/", { headers: { Origin: "https://app.vanyaliving.in" } });
    expect(actual.headers.get("access-control-allow-origin")).toBe("https://app.vanyaliving.in");
    expect(actual.headers.get("vary")).toBe("Accept, Origin");
  });

  it("sends no CORS headers by default", async () => {
    const r = await call(writable, "/api/test/items/", { headers: { Origin: "https://app.vanyaliving.in" } });
    expect(r.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("CSRF", () => {
  let cookie: string;
  beforeAll(async () => {
    const user = await createUser({ isStaff: true });
    const session = await transaction((tx) => createSession(tx, user.id));
    const c = await sessionCookie(session.sid, user.id, false);
    cookie = `${c.name}=${c.value}`;
  });

  it("refuses a cookie-carrying write from another origin", async () => {
    const body = { name: "x", quantity: 1 };
    const attempts: Record<string, string>[] = [{ Origin: "https://evil.example" }, { Referer: "https://evil.example/page" }, { "Sec-Fetch-Site": "cross-site" }, { Origin: "null" }];
    for (const headers of attempts) {
      const r = await call(writable, "/api/test/items/", { method: "PUT", body, headers: { Cookie: cookie, ...headers } });
      expect(r.status).toBe(403);
      expect(r.json).toEqual({ detail: "CSRF Failed: Origin checking failed." });
    }
    const anonymousBasket = await call(writable, "/api/test/items/", {
      method: "POST",
      body,
      headers: { Cookie: "basket=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", Origin: "https://evil.example" },
    });
    expect(anonymousBasket.status).toBe(403);
  });

  it("lets the same origin through, and requests without cookies are not checked", async () => {
    const body = { name: "x", quantity: 1 };
    const same = await call(writable, "/api/test/items/", { method: "PUT", body, headers: { Cookie: cookie, Origin: "http://shop.test" } });
    expect(same.status).toBe(200);
    const noCookies = await call(writable, "/api/test/items/", { method: "POST", body, headers: { Origin: "https://evil.example" } });
    expect(noCookies.status).toBe(201);
  });

  afterEach(async () => {
    await db().throttleCounter.deleteMany({});
  });
});

describe("behind a trusted proxy (TRUST_PROXY=1)", () => {
  it("takes host, scheme and client address from the forwarded headers, and only then", async () => {
    const headers = { "X-Forwarded-Host": "www.vanyaliving.in", "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.9, 198.51.100.77" };
    const untrusted = await call(paged, "/api/test/numbers/", { headers });
    expect(untrusted.json.next).toBe("http://shop.test/api/test/numbers/?page=2");
    process.env.TRUST_PROXY = "1";
    resetConfig();
    try {
      const trusted = await call(paged, "/api/test/numbers/", { headers });
      expect(trusted.json.next).toBe("https://www.vanyaliving.in/api/test/numbers/?page=2");
      expect(isSecure(new Request("http://localhost/", { headers }).headers)).toBe(true);
      expect(isSecure(new Request("http://localhost/", { headers: { "X-Forwarded-Proto": "http" } }).headers)).toBe(false);
      // The proxy's own entry (the last) is the client; what the client wrote before it is not trusted.
      for (let i = 0; i < 2; i++) {
        expect((await call(throttled, "/api/test/throttled/", { method: "POST", headers: { "X-Forwarded-For": `10.9.9.9, 192.0.2.55` } })).status).toBe(200);
      }
      expect((await call(throttled, "/api/test/throttled/", { method: "POST", headers: { "X-Forwarded-For": `10.1.1.1, 192.0.2.55` } })).status).toBe(429);
    } finally {
      delete process.env.TRUST_PROXY;
      resetConfig();
    }
  });
});
