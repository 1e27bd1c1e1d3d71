// What a client cannot do to an endpoint: send a large body where no upload is expected, nest JSON
// deeper than any shop data, reach an object's prototype through its keys, have an error answer repeat
// a long piece of its input, make a wrong method cost database reads, or get a shared cache to keep an
// answer meant for it alone.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueToken } from "@/lib/auth/tokens.ts";
import { createSession, sessionCookie } from "@/lib/auth/sessions.ts";
import { transaction, useDatabase, type DbHandle } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { ApiError, ValidationError } from "@/lib/errors.ts";
import { MAX_JSON_DEPTH, MAX_UPLOAD_BYTES } from "./body.ts";
import { MAX_ERROR_TEXT } from "./echo.ts";
import { endpoint } from "./endpoint.ts";
import { decideUrl, MALFORMED_URL, NO_SUCH_PAGE } from "./request-safety.ts";

const database = useTestDatabase();

const Note = z.object({ name: z.string(), file: z.unknown().optional() });
const notes = endpoint({
  path: "/api/test/notes/",
  name: "Test Notes",
  description: "Takes a small body, in any media type.",
  tag: "Test",
  methods: {
    GET: { handler: async () => ({ notes: [] }) },
    POST: { input: Note, handler: async ({ body }) => ({ name: body.name }) },
  },
});

const uploads = endpoint({
  path: "/api/test/uploads/",
  name: "Test Uploads",
  description: "Takes a file.",
  tag: "Test",
  methods: { POST: { input: Note, upload: { maxBytes: MAX_UPLOAD_BYTES }, handler: async ({ body }) => ({ name: body.name }) } },
});

const echo = endpoint({
  path: "/api/test/echo/",
  name: "Test Echo",
  description: "Answers what it was given.",
  tag: "Test",
  methods: {
    GET: { query: z.looseObject({ name: z.string() }), handler: async ({ query }) => query },
    POST: {
      input: z.looseObject({ name: z.string(), constructor: z.array(z.string()).optional() }),
      handler: async ({ body }) => body,
    },
    PUT: {
      input: z.object({ lines: z.record(z.string(), z.object({ quantity: z.int() })) }),
      handler: async ({ body }) => body,
    },
  },
});

const echoes = endpoint({
  path: "/api/test/echoes/",
  name: "Test Echoes",
  description: "Refuses what it was given, quoting all of it.",
  tag: "Test",
  methods: {
    POST: {
      input: z.looseObject({ text: z.string() }),
      handler: async ({ body }) => {
        if (body.text.startsWith("field")) throw new ValidationError({ [body.text]: [`'${body.text}' is not a name we know.`] });
        throw new ApiError(409, { detail: `Cannot use '${body.text}'.`, code: "in_use" });
      },
    },
  },
});

/** JSON text nesting `depth` lists inside the field `value`. */
const nestedJson = (depth: number) => `{"name": "x", "file": ${"[".repeat(depth - 1)}${"]".repeat(depth - 1)}}`;

/** A multipart body as bytes, streamed in 64 KiB chunks without a Content-Length. */
async function streamedMultipart(form: FormData): Promise<{ body: ReadableStream<Uint8Array>; type: string }> {
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (let at = 0; at < bytes.length; at += 65_536) c.enqueue(bytes.slice(at, at + 65_536));
      c.close();
    },
  });
  return { body, type: encoded.headers.get("content-type")! };
}

function noteWithFile(bytes: number): FormData {
  const form = new FormData();
  form.set("name", "Arlo sofa");
  form.set("file", new Blob([new Uint8Array(bytes)]), "photo.jpg");
  return form;
}

describe("body limits", () => {
  it("keeps multipart bodies within 1 MiB where the method takes no upload", async () => {
    const small = await call(notes, "/api/test/notes/", { method: "POST", body: noteWithFile(500 * 1024) });
    expect(small.status).toBe(200);
    const { body, type } = await streamedMultipart(noteWithFile(2 * 1024 * 1024));
    const large = await call(notes, "/api/test/notes/", { method: "POST", body, headers: { "content-type": type } });
    expect(large.status).toBe(413);
    expect(large.json).toEqual({ detail: "Request body too large." });
  });

  it("takes multipart bodies up to the upload's limit, counted on the stream, and nothing else larger", async () => {
    const ok = await streamedMultipart(noteWithFile(2 * 1024 * 1024));
    expect((await call(uploads, "/api/test/uploads/", { method: "POST", body: ok.body, headers: { "content-type": ok.type } })).json).toEqual({
      name: "Arlo sofa",
    });
    // The declared length is a lie: the stream is what counts.
    const big = await streamedMultipart(noteWithFile(MAX_UPLOAD_BYTES + 1));
    const r = await call(uploads, "/api/test/uploads/", { method: "POST", body: big.body, headers: { "content-type": big.type, "content-length": "1000" } });
    expect(r.status).toBe(413);
    const json = await call(uploads, "/api/test/uploads/", { method: "POST", body: { name: "x".repeat(2 * 1024 * 1024) } });
    expect(json.status).toBe(413);
  });

  it("refuses to declare an upload larger than 10 MiB", () => {
    expect(() =>
      endpoint({
        path: "/api/test/huge/",
        name: "Huge",
        description: "Too large.",
        tag: "Test",
        methods: { POST: { input: Note, upload: { maxBytes: MAX_UPLOAD_BYTES + 1 }, handler: async () => ({}) } },
      }),
    ).toThrow("/api/test/huge/ POST: upload.maxBytes must be 1…10485760");
  });
});

describe("nesting", () => {
  it(`takes JSON nested ${MAX_JSON_DEPTH} levels deep and refuses one level more, before parsing it`, async () => {
    const json = { "content-type": "application/json" };
    const ok = await call(notes, "/api/test/notes/", { method: "POST", body: nestedJson(MAX_JSON_DEPTH), headers: json });
    expect(ok.status).toBe(200);
    for (const depth of [MAX_JSON_DEPTH + 1, 500_000]) {
      const r = await call(notes, "/api/test/notes/", { method: "POST", body: nestedJson(depth), headers: json });
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ detail: `JSON parse error - nested deeper than ${MAX_JSON_DEPTH} levels` });
    }
    // Brackets in strings (escaped quotes too) are text, not nesting.
    const text = String.raw`{"name": "${"[".repeat(100)}\\\" {{{"}`;
    expect((await call(notes, "/api/test/notes/", { method: "POST", body: text, headers: json })).json).toEqual({ name: `${"[".repeat(100)}\\" {{{` });
  });
});

describe("error answers", () => {
  it(`repeat at most ${MAX_ERROR_TEXT} characters of anything, keys included`, async () => {
    const long = "é".repeat(10_000);
    const conflict = await call(echoes, "/api/test/echoes/", { method: "POST", body: { text: long } });
    expect(conflict.status).toBe(409);
    expect(conflict.json).toEqual({ detail: `Cannot use '${"é".repeat(MAX_ERROR_TEXT - 13)}…`, code: "in_use" });
    const field = await call(echoes, "/api/test/echoes/", { method: "POST", body: { text: `field${long}` } });
    expect(field.status).toBe(400);
    const [key] = Object.keys(field.json);
    expect(key).toBe(`field${"é".repeat(MAX_ERROR_TEXT - 6)}…`);
    expect(field.json[key][0]).toHaveLength(MAX_ERROR_TEXT);
    expect(field.text.length).toBeLessThan(3 * MAX_ERROR_TEXT);
  });
});

describe("keys a client chose", () => {
  const keys = { name: "Asha", toString: "t", prototype: "p", hasOwnProperty: "h" };

  it("are plain fields in form and multipart bodies, `constructor` and `__proto__` included", async () => {
    const form = new URLSearchParams(keys);
    form.append("__proto__", "x");
    form.append("constructor", "c1");
    form.append("constructor", "c2");
    const multipart = new FormData();
    for (const [k, v] of form) multipart.append(k, v);
    multipart.append("__proto__", new Blob(["{}"]), "proto.json");
    for (const body of [form, multipart]) {
      const r = await call(echo, "/api/test/echo/", { method: "POST", body });
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ ...keys, constructor: ["c1", "c2"] });
    }
  });

  it("are plain parameters in the query string", async () => {
    const r = await call(echo, "/api/test/echo/?name=Asha&constructor=c&prototype=p&toString=t&__proto__=x");
    expect(r.json).toEqual({ name: "Asha", constructor: "c", prototype: "p", toString: "t" });
  });

  it("name their own field errors in a JSON body, and reach no prototype", async () => {
    const body = '{"lines": {"constructor": {"quantity": "x"}, "__proto__": {"quantity": "y"}, "toString": {"quantity": 2}}}';
    const r = await call(echo, "/api/test/echo/", { method: "PUT", body, headers: { "content-type": "application/json" } });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ lines: { constructor: { quantity: ["A valid integer is required."] } } });
    expect((Object as unknown as Record<string, unknown>).quantity).toBeUndefined();
    expect(({} as Record<string, unknown>).non_field_errors).toBeUndefined();
  });
});

describe("callers with credentials", () => {
  /** Runs `work` with a database that must not be touched; answers how often it was. */
  async function withUntouchableDatabase(work: () => Promise<void>): Promise<number> {
    let touched = 0;
    const prisma = new Proxy({}, { get: () => { touched += 1; throw new Error("the database was used"); } });
    useDatabase({ kind: "pglite", prisma: prisma as DbHandle["prisma"], close: async () => {} });
    try {
      await work();
    } finally {
      useDatabase(database());
    }
    return touched;
  }

  it("a wrong method is 405 without reading the database", async () => {
    const touched = await withUntouchableDatabase(async () => {
      const r = await call(notes, "/api/test/notes/", {
        method: "DELETE",
        headers: { Authorization: "Token not-a-real-token-0123456789", cookie: "next-auth.session-token=abc" },
      });
      expect(r.status).toBe(405);
      expect(r.json).toEqual({ detail: 'Method "DELETE" not allowed.' });
      expect(r.headers.get("cache-control")).toBe("private, no-store");
    });
    expect(touched).toBe(0);
  });

  it("get private answers that vary on credentials, whatever the endpoint declares", async () => {
    const user = await createUser();
    const token = await transaction((tx) => issueToken(tx, user.id));
    const session = await transaction((tx) => createSession(tx, user.id));
    const cookie = await sessionCookie(session.sid, user.id, false);
    const credentials: Record<string, string>[] = [
      { Authorization: `Token ${token.key}` },
      { "Session-Id": "SID:ANON:shop.test:Zq8uX2mV7bK1Zq8uX2mV7bK1" },
      { cookie: `theme=dark; ${cookie.name}=${cookie.value}` },
      { cookie: "basket=Zq8uX2mV7bK1Zq8uX2mV7bK1Zq8uX2mV" },
    ];
    for (const headers of credentials) {
      const r = await call(notes, "/api/test/notes/", { headers });
      expect(r.status).toBe(200);
      expect(r.headers.get("cache-control")).toBe("private, no-store");
      expect(r.headers.get("vary")).toBe("Accept, Accept-Language, Cookie, Authorization, Session-Id");
    }
    const anonymous = await call(notes, "/api/test/notes/", { headers: { cookie: "theme=dark" } });
    expect(anonymous.headers.get("cache-control")).toBeNull();
    expect(anonymous.headers.get("vary")).toBe("Accept, Accept-Language");
  });
});

describe("URLs the server settles before Next (decideUrl)", () => {
  it("refuses a malformed percent-escape or a NUL in an API path, and sends such a page to the 404 page", () => {
    for (const url of ["/api/v2/countries/%ZZ/", "/api/v2/%E0%A4/", "/api/v2/countries/%/", "/api/v2/countries/I%00N/?x=1", "/api/%ZZ"]) {
      expect(decideUrl(url), url).toEqual({ kind: "refuse", status: 400, body: MALFORMED_URL });
    }
    for (const url of ["/p/%ZZ/", "/wishlists/%ZZ/", "/c/living/%C0%AF/", "/p/%00/", "/orders/track/?email=a%00b&number=1", "/search/?q=%00"]) {
      expect(decideUrl(url), url).toEqual({ kind: "rewrite", url: NO_SUCH_PAGE });
    }
  });

  it("leaves well-formed URLs alone, a malformed query of the API too (its endpoint answers for it)", () => {
    for (const url of ["/", "/p/teak-bench/", "/p/%E0%A4%95/", "/api/v2/countries/IN/", "/api/v2/products/?q=%ZZ", "/api/v2/products/?q=%00", "/search/?q=%ZZ", "/media/a.b/c.jpg", "/favicon.ico"]) {
      expect(decideUrl(url), url).toEqual({ kind: "pass" });
    }
  });

  it("routes an API path whose last segment has a dot: encoded with its slash, redirected to it without", () => {
    expect(decideUrl("/api/v2/basket/vouchers/WELCOME.10/")).toEqual({ kind: "rewrite", url: "/api/v2/basket/vouchers/WELCOME%2E10/" });
    expect(decideUrl("/api/v2/jobalerts/sr.carpenter.2/?format=api")).toEqual({ kind: "rewrite", url: "/api/v2/jobalerts/sr%2Ecarpenter%2E2/?format=api" });
    expect(decideUrl("/api/v2/basket/vouchers/WELCOME.10?x=1")).toEqual({ kind: "redirect", location: "/api/v2/basket/vouchers/WELCOME.10/?x=1" });
    expect(decideUrl("/api/v2.1/countries/")).toEqual({ kind: "pass" });
  });
});
