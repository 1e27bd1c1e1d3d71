// The production server over real HTTP: what only a running server shows (trailing-slash redirects,
// the JSON 404 for unknown API paths, Host-based URLs, request logs, next-auth's cookie).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password.ts";
import { SHARED_PAGE_CACHE_CONTROL } from "@/lib/http/private-answers.ts";
import { startTestServer, type TestServer } from "@/scripts/lib/server-process.ts";
import { headersOnly, rawRequest } from "@/lib/testing/raw-http.ts";

let server: TestServer;
const STAFF = { email: "staff@vanyaliving.in", password: "correct horse battery" };
const METRICS_TOKEN = "server-test-metrics-token-0123456789";

beforeAll(async () => {
  server = await startTestServer({
    env: { METRICS_TOKEN },
    prepare: async (prisma) => {
      await prisma.country.create({
        data: { iso2: "IN", iso3: "IND", numeric: "356", printableName: "India", name: "Republic of India", displayOrder: 1, isShippingCountry: true },
      });
      await prisma.user.create({ data: { email: STAFF.email, passwordHash: await hashPassword(STAFF.password), isStaff: true, isSuperuser: true, emailVerified: true } });
      await prisma.category.create({ data: { name: "Living Room", slug: "living-room", path: "0001" } });
    },
  });
}, 900_000);

afterAll(async () => {
  await server?.stop();
});

/** The server's request log lines so far. */
function requestLines(): Record<string, unknown>[] {
  return server.logs.flatMap((l) => {
    try {
      const line = JSON.parse(l);
      return line.msg === "request" ? [line] : [];
    } catch {
      return [];
    }
  });
}

describe("the production server", () => {
  it("answers the health check", async () => {
    const r = await fetch(`${server.origin}/api/health/`);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("serves its metrics to the token's holder, each request under its route's name", async () => {
    // Each answer read to its end: a request is counted when its answer is finished.
    for (let i = 0; i < 3; i++) await (await fetch(`${server.origin}/api/v2/countries/IN/`)).text();
    await (await fetch(`${server.origin}/api/no/such/`)).text();
    const anonymous = await fetch(`${server.origin}/api/metrics/`);
    expect(anonymous.status).toBe(401);
    await anonymous.text();
    const r = await fetch(`${server.origin}/api/metrics/`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(r.status).toBe(200);
    const text = await r.text();
    expect(text).toContain('shop_http_requests_total{route="/api/v2/countries/[iso2]/",method="GET",status="200"} 3');
    expect(text).toContain('shop_http_requests_total{route="/api/[[...path]]/",method="GET",status="404"} 1');
    expect(text).toMatch(/^shop_http_request_duration_seconds_count\{route="\/api\/v2\/countries\/\[iso2\]\/",method="GET"\} 3$/m);
    expect(text).toContain('shop_http_requests_total{route="/api/metrics/",method="GET",status="401"} 1');
    expect(text).toMatch(/^shop_outbox_messages\{status="pending"\} \d+$/m);
    if (process.env.DATABASE_URL) expect(text).toMatch(/^shop_db_pool_size 10$/m);
  });

  it("lets a shared cache keep a shop page a second, never one shopper's page", async () => {
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${server.origin}/c/living-room/`, { headers: i ? { Cookie: "basket=x" } : {} });
      await page.text();
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    }
    const basket = await fetch(`${server.origin}/basket/`);
    await basket.text();
    expect(basket.headers.get("cache-control")).toMatch(/^private, no-/);
  });

  it("redirects a path without its trailing slash with 308, keeping the method", async () => {
    const get = await fetch(`${server.origin}/api/v2/countries?format=json`, { redirect: "manual" });
    expect(get.status).toBe(308);
    expect(get.headers.get("location")).toBe("/api/v2/countries/?format=json");
    const post = await fetch(`${server.origin}/api/v2/countries`, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(post.status).toBe(405);
    expect(await post.json()).toEqual({ detail: 'Method "POST" not allowed.' });
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("answers unknown API paths with a JSON 404, never an HTML page", async () => {
    for (const [method, path] of [["GET", "/api/nope/"], ["POST", "/api/v2/no/such/thing/"], ["GET", "/api/v3/"], ["GET", "/api/"]]) {
      const r = await fetch(`${server.origin}${path}`, { method });
      expect(r.status).toBe(404);
      expect(r.headers.get("content-type")).toBe("application/json");
      expect(await r.json()).toEqual({ detail: "Not found." });
    }
  });

  it("builds absolute URLs from the Host header the client sent", async () => {
    const local = await rawRequest(server.port, { path: "/api/v2/countries/IN/", headers: { Host: `127.0.0.1:${server.port}` } });
    expect(JSON.parse(local.body).url).toBe(`http://127.0.0.1:${server.port}/api/v2/countries/IN/`);
    const named = await rawRequest(server.port, { path: "/api/v2/countries/IN/", headers: { Host: "shop.vanyaliving.in" } });
    expect(JSON.parse(named.body).url).toBe("http://shop.vanyaliving.in/api/v2/countries/IN/");
    // Forwarded headers are not trusted without TRUST_PROXY=1.
    const forwarded = await rawRequest(server.port, {
      path: "/api/v2/countries/IN/",
      headers: { Host: "shop.vanyaliving.in", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" },
    });
    expect(JSON.parse(forwarded.body).url).toBe("http://shop.vanyaliving.in/api/v2/countries/IN/");
    const bad = await rawRequest(server.port, { path: "/api/v2/countries/IN/", headers: { Host: "bad host<>" } });
    expect(bad.status).toBe(400);
  });

  it("answers a malformed Host with 400 JSON on endpoints, pages, media and sign-in alike, never a 500", async () => {
    for (const host of ["shop:99999", "[1]", "[1.2.3.4]", "shop.123", "bad host<>"]) {
      for (const path of ["/api/v2/countries/", "/api/health/", "/", "/search/?q=sofa", "/media/products/x.jpg", "/api/auth/csrf/", "/api/auth/providers/"]) {
        const r = await rawRequest(server.port, { path, headers: { Host: host } });
        expect({ host, path, status: r.status, type: r.headers["content-type"], body: r.body }).toEqual({
          host,
          path,
          status: 400,
          type: "application/json",
          body: '{"detail":"Invalid Host header."}',
        });
      }
    }
    const ipv6 = await rawRequest(server.port, { path: "/api/v2/countries/IN/", headers: { Host: `[::1]:${server.port}` } });
    expect(JSON.parse(ipv6.body).url).toBe(`http://[::1]:${server.port}/api/v2/countries/IN/`);
  });

  it("takes the client's address from the socket, whatever headers claim", async () => {
    await rawRequest(server.port, {
      path: "/api/v2/countries/?spoof=1",
      headers: { Host: "127.0.0.1", "X-Storefront-Client-Ip": "198.51.100.1", "X-Forwarded-For": "198.51.100.2", "X-Real-Ip": "198.51.100.3" },
    });
    await new Promise((r) => setTimeout(r, 100));
    const line = requestLines().reverse().find((l) => l.path === "/api/v2/countries/");
    expect(line?.ip).toBe("127.0.0.1");
  });

  it("sends the security headers with every shop page", async () => {
    for (const path of ["/", "/no-such-page/"]) {
      const r = await fetch(`${server.origin}${path}`);
      expect(r.headers.get("content-security-policy")).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-inline'; .*frame-ancestors 'none'$/);
      expect(r.headers.get("x-content-type-options")).toBe("nosniff");
      expect(r.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(r.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("leaves the bench's ceiling route out of the shop's build", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../.next/server/app-paths-manifest.json"), "utf8"));
    expect(Object.keys(manifest)).toContain("/api/v2/countries/route");
    expect(Object.keys(manifest).filter((route) => route.includes("bench"))).toEqual([]);
    const r = await fetch(`${server.origin}/api/bench-ceiling/`);
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ detail: "Not found." });
  });

  it("serves HEAD, OPTIONS and the browsable page through the same endpoint", async () => {
    const head = await fetch(`${server.origin}/api/v2/countries/`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(await head.text()).toBe("");
    const options = await fetch(`${server.origin}/api/v2/countries/`, { method: "OPTIONS" });
    expect(await options.json()).toMatchObject({ name: "Country List", renders: ["application/json", "text/html"] });
    const page = await fetch(`${server.origin}/api/v2/countries/?format=api`);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(await page.text()).toContain(`<a href="${server.origin}/api/v2/countries/IN/" rel="nofollow">`);
  });

  it("gives API answers the Vary of spec/API.md, without Next's router headers (pages keep them)", async () => {
    const anonymous = await rawRequest(server.port, { path: "/api/v2/countries/" });
    expect(anonymous.headers.vary).toBe("Accept, Accept-Language, Accept-Encoding"); // Accept-Encoding: Next's compression
    const withToken = await rawRequest(server.port, { path: "/api/v2/countries/", method: "DELETE", headers: { Authorization: "Token x" } });
    expect(withToken.status).toBe(405);
    expect(withToken.headers.vary).toBe("Accept, Accept-Language, Cookie, Authorization, Session-Id, Accept-Encoding");
    expect(withToken.headers["cache-control"]).toBe("private, no-store");
    const media = await rawRequest(server.port, { path: "/media/none.jpg" });
    expect(media.headers.vary).toBe("Accept-Encoding");
    const page = await rawRequest(server.port, { path: "/" });
    expect(page.headers.vary).toMatch(/^rsc, next-router-state-tree, /);
  });

  it("refuses a body whose Content-Length is over the limit before reading it", async () => {
    const status = await headersOnly(
      server.port,
      `POST /api/v2/countries/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n`,
    );
    // countries has no body to read: the method check answers first; a body-taking endpoint answers 413.
    expect(status).toMatch(/^HTTP\/1\.1 (405|413) /);
  });

  it("has no image optimiser: no request can make the server resize a picture", async () => {
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#8a5a44" } }).jpeg().toBuffer();
    fs.mkdirSync(path.join(server.dataDir, "media"), { recursive: true });
    fs.writeFileSync(path.join(server.dataDir, "media", "optimiser-probe.jpg"), picture);
    expect((await fetch(`${server.origin}/media/optimiser-probe.jpg`)).status).toBe(200);
    const r = await fetch(`${server.origin}/_next/image?url=${encodeURIComponent("/media/optimiser-probe.jpg")}&w=48&q=75`);
    expect(r.status).toBe(404);
    expect(r.headers.get("content-type") ?? "").not.toMatch(/^image\//);
  });

  it("never serves a file from outside the media folder", async () => {
    for (const path of ["/media/..%2fpglite.lock", "/media/%2e%2e/pglite.lock", "/media/../package.json", "/media/products/..%2f..%2f..%2fpackage.json"]) {
      const r = await rawRequest(server.port, { path });
      expect(r.status).toBe(404);
      expect(r.body).not.toContain('"name"');
    }
  });

  it("sends anonymous callers a kept catalogue answer: the same bytes and headers, per host, a log line each", async () => {
    const ask = (host: string, headers: Record<string, string> = {}) => rawRequest(server.port, { path: "/api/v2/categories/?kept=1", headers: { Host: host, ...headers } });
    const first = await ask("shop.vanyaliving.in");
    const again = await ask("shop.vanyaliving.in");
    const other = await ask(`127.0.0.1:${server.port}`);
    const withCookie = await ask("shop.vanyaliving.in", { Cookie: "theme=dark" });
    expect(JSON.parse(first.body)[0]).toMatchObject({ name: "Living Room", url: expect.stringMatching(/^http:\/\/shop\.vanyaliving\.in\/api\/v2\/categories\//) });
    expect(again.body).toBe(first.body);
    expect(withCookie.body).toBe(first.body);
    expect(JSON.parse(other.body)[0].url.startsWith(`http://127.0.0.1:${server.port}/`)).toBe(true);
    for (const name of ["content-type", "cache-control", "vary", "allow"]) expect([name, again.headers[name]]).toEqual([name, first.headers[name]]);
    expect(again.headers["content-length"]).toBe(String(Buffer.byteLength(first.body)));
    await new Promise((r) => setTimeout(r, 100));
    const lines = requestLines().filter((l) => l.path === "/api/v2/categories/");
    expect(lines.slice(-4).map((l) => [l.status, l.caller])).toEqual(Array(4).fill([200, "anonymous"]));
  });

  it("writes one JSON log line per request with method, path, status, duration and caller", async () => {
    await fetch(`${server.origin}/api/v2/countries/?format=json`);
    await new Promise((r) => setTimeout(r, 100));
    const line = requestLines().reverse().find((l) => l.path === "/api/v2/countries/")!;
    expect(line).toMatchObject({ level: "info", method: "GET", path: "/api/v2/countries/", status: 200, caller: "anonymous", ip: "127.0.0.1", error_id: null });
    expect(typeof line.duration_ms).toBe("number");
    expect(line.path).not.toContain("format");
  });

  it("signs staff in through next-auth with a cookie lib/auth reads, and signing out ends the session on the server", async () => {
    const csrf = await fetch(`${server.origin}/api/auth/csrf/`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const signIn = await fetch(`${server.origin}/api/auth/callback/password/`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
      body: new URLSearchParams({ csrfToken, username: STAFF.email, password: STAFF.password, json: "true" }),
    });
    const session = signIn.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
    expect(session).toBeDefined();
    const cookie = session!.split(";")[0];
    const root = await fetch(`${server.origin}/api/v2/`, { headers: { cookie } });
    expect(Object.keys(await root.json())).toContain("Admin");

    const wrong = await fetch(`${server.origin}/api/auth/callback/password/`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
      body: new URLSearchParams({ csrfToken, username: STAFF.email, password: "wrong password", json: "true" }),
    });
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith("next-auth.session-token="))).toBe(false);

    await fetch(`${server.origin}/api/auth/signout/`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: `${csrfCookie}; ${cookie}` },
      body: new URLSearchParams({ csrfToken, json: "true" }),
    });
    await new Promise((r) => setTimeout(r, 5_500)); // the session row cache lives 5 s
    const after = await fetch(`${server.origin}/api/v2/`, { headers: { cookie } });
    expect(Object.keys(await after.json())).not.toContain("Admin");
  });

  // Last: it stops the server the other tests use.
  it("stops on SIGTERM: closes the database and exits 0", async () => {
    expect(await server.stop()).toBe(0);
    expect(server.logs.some((line) => line.startsWith("{") && JSON.parse(line).msg === "stopping")).toBe(true);
  });
});
