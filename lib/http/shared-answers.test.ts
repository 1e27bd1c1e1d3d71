// The server's shared answers, in front of a stand-in for Next: what is kept, for whom, and until when.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runWithRequestContext, type RequestContext } from "@/lib/observability/request-context.ts";
import { tagClock } from "@/lib/page-cache/tag-clock.mjs";
import { CONTENT_TAG, LISTINGS_TAG } from "@/lib/page-cache/tags.ts";
import { offerSharedAnswer, SharedAnswers, SHARED_ANSWER_MAX_AGE_MS } from "./shared-answers.ts";

const TAG = "test:shared-answers";
let server: http.Server;
let origin = "";
let shared: SharedAnswers;
let built = 0;
/** Run inside the stand-in's handler, while the answer is being built. */
let during: (() => void) | undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const context: RequestContext = {};
    if (shared.handle(req, { get: (name) => (req.headers[name] === undefined ? null : String(req.headers[name])) }, res, context)) return;
    runWithRequestContext(context, () => {
      built++;
      during?.();
      const url = new URL(req.url ?? "/", "http://x");
      const status = Number(url.searchParams.get("status") ?? 200);
      if (url.searchParams.has("cookie")) res.setHeader("Set-Cookie", "basket=1");
      const page = url.searchParams.get("page-cache");
      if (page) {
        res.setHeader("x-nextjs-cache", page);
        if (url.searchParams.has("vary")) res.setHeader("Vary", url.searchParams.get("vary")!);
      } else if (!url.searchParams.has("private")) offerSharedAnswer([TAG]);
      res.statusCode = status;
      res.setHeader("Content-Type", "application/json");
      // An endpoint whose messages follow Accept-Language (lib/http/endpoint.ts) says so in its Vary.
      if (url.searchParams.has("language")) res.setHeader("Vary", "Accept, Accept-Language");
      if (!res.hasHeader("vary")) res.setHeader("Vary", "Accept");
      res.write(`{"n":${built},`);
      res.end(`"accept":${JSON.stringify(req.headers.accept ?? null)}}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  shared = new SharedAnswers();
  built = 0;
  during = undefined;
});

async function get(path: string, headers: Record<string, string> = {}) {
  const r = await fetch(origin + path, { headers });
  return { status: r.status, body: await r.json(), headers: r.headers };
}

function getWithHost(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(origin + path, { headers: { Host: host, Accept: "application/json" } }, (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve(text));
      })
      .on("error", reject);
  });
}

describe("shared answers", () => {
  it("sends an offered answer again, whole and with its headers, without building it again", async () => {
    const first = await get("/list/?page=2");
    const second = await get("/list/?page=2");
    expect(built).toBe(1);
    expect(second).toEqual({ status: 200, body: { n: 1, accept: "*/*" }, headers: expect.any(Headers) });
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("content-type")).toBe("application/json");
    expect(second.headers.get("vary")).toBe("Accept");
    expect(second.headers.get("content-length")).toBe(String(JSON.stringify(first.body).length));
    expect((await get("/list/?page=3")).body.n).toBe(2); // another URL, another answer
  });

  it("keeps one answer per Accept and per Host", async () => {
    await get("/list/", { Accept: "application/json" });
    expect((await get("/list/", { Accept: "text/html" })).body).toEqual({ n: 2, accept: "text/html" });
    expect((await get("/list/", { Accept: "application/json" })).body).toEqual({ n: 1, accept: "application/json" });
    expect(JSON.parse(await getWithHost("/list/", "shop.example")).n).toBe(3); // fetch cannot set Host
    expect(JSON.parse(await getWithHost("/list/", "shop.example")).n).toBe(3);
  });

  it("keeps one answer per language for an English and a Hindi caller of the same endpoint", async () => {
    const english = await get("/list/?language", { "Accept-Language": "en-IN,en;q=0.9" });
    const hindi = await get("/list/?language", { "Accept-Language": "hi-IN,hi;q=0.9" });
    expect([english.body.n, hindi.body.n]).toEqual([1, 2]);
    // Each caller gets their own language's answer again; spellings of the same language share it, and no
    // Accept-Language at all is English.
    expect((await get("/list/?language", { "Accept-Language": "hi" })).body.n).toBe(2);
    expect((await get("/list/?language", { "Accept-Language": "en" })).body.n).toBe(1);
    expect((await get("/list/?language")).body.n).toBe(1);
    expect(built).toBe(2);
  });

  it.each([
    ["a cookie of any name", { Cookie: "theme=dark" }],
    ["a token", { Authorization: "Token abc" }],
    ["a Session-Id header", { "Session-Id": "SID:ANON:shop:1" }],
    ["a conditional request", { "If-None-Match": '"x"' }],
    ["a range", { Range: "bytes=0-1" }],
  ])("never answers a request with %s from what was kept, nor keeps its answer", async (_, headers) => {
    await get("/list/");
    expect((await get("/list/", headers)).body.n).toBe(2);
    expect((await get("/list/", headers)).body.n).toBe(3);
    expect((await get("/list/")).body.n).toBe(1);
  });

  it("keeps only offered 200 answers without cookies", async () => {
    for (const path of ["/list/?private=1", "/list/?status=404", "/list/?cookie=1"]) {
      await get(path);
      await get(path);
    }
    expect(built).toBe(6);
  });

  it("keeps a shop page Next sent from its page cache, when its Vary is part of the key", async () => {
    const twice = async (path: string) => {
      await get(path);
      await get(path);
      return built;
    };
    expect(await twice("/c/living-room/?page-cache=HIT")).toBe(1);
    expect(await twice("/c/living-room/?page-cache=HIT&vary=rsc,next-router-state-tree,Accept-Encoding")).toBe(2);
    expect(await twice("/c/living-room/?page-cache=MISS")).toBe(4);
    expect(await twice("/c/living-room/?page-cache=HIT&vary=Cookie")).toBe(6);
    expect(await twice("/api/v2/x/?page-cache=HIT")).toBe(8);
    expect(await twice("/_next/image?url=/a.jpg&page-cache=HIT")).toBe(10);
    // Any change of the catalogue or of the content may show on a page.
    tagClock.expire([CONTENT_TAG]);
    expect(await twice("/c/living-room/?page-cache=HIT")).toBe(11);
    tagClock.expire([LISTINGS_TAG]);
    expect(await twice("/c/living-room/?page-cache=HIT")).toBe(12);
  });

  it("sends a kept shop page to a shopper with cookies too, and keeps one from their request, but never an endpoint's answer", async () => {
    const basket = { Cookie: "basket=abc123; sessionid=s3cr3t" };
    await get("/c/living-room/?page-cache=HIT");
    const withCookies = await get("/c/living-room/?page-cache=HIT", basket);
    expect(withCookies.body.n).toBe(1);
    expect(built).toBe(1);
    // Made for a shopper with cookies, kept for everyone: a page from the page cache is nobody's own.
    expect((await get("/p/sofa/?page-cache=HIT", basket)).body.n).toBe(2);
    expect((await get("/p/sofa/?page-cache=HIT")).body.n).toBe(2);
    // Not when it sets a cookie, nor for one rendered for this request, nor with credentials in Authorization.
    await get("/p/sofa/?page-cache=HIT&cookie=1", basket);
    await get("/p/sofa/?page-cache=HIT&cookie=1");
    await get("/basket/?page-cache=MISS", basket);
    await get("/basket/?page-cache=MISS", basket);
    await get("/p/sofa/?page-cache=HIT", { Authorization: "Bearer x" });
    expect(built).toBe(7);
    // An endpoint's answer depends on the session its cookie carries: never from the kept ones, nor kept.
    await get("/list/");
    expect((await get("/list/", basket)).body.n).toBe(9);
    expect((await get("/list/")).body.n).toBe(8);
    await get("/list/?fresh=1", basket);
    expect((await get("/list/?fresh=1")).body.n).toBe(11);
  });

  it("keeps a page per router state and per user agent", async () => {
    await get("/p/sofa/?page-cache=HIT");
    await get("/p/sofa/?page-cache=HIT", { RSC: "1" });
    await get("/p/sofa/?page-cache=HIT", { "User-Agent": "Googlebot/2.1" });
    await get("/p/sofa/?page-cache=HIT", { RSC: "1" });
    expect(built).toBe(3);
  });

  it("answers HEAD and POST through the application", async () => {
    await get("/list/");
    expect((await fetch(origin + "/list/", { method: "HEAD" })).status).toBe(200);
    expect((await (await fetch(origin + "/list/", { method: "POST" })).json()).n).toBe(3);
    expect(built).toBe(3);
  });

  it("builds the answer again once one of its tags expires", async () => {
    await get("/list/");
    tagClock.expire([TAG]);
    expect((await get("/list/")).body.n).toBe(2);
    expect((await get("/list/")).body.n).toBe(2);
    tagClock.expire(["test:another-tag"]);
    expect((await get("/list/")).body.n).toBe(2);
    tagClock.expireEverything();
    expect((await get("/list/")).body.n).toBe(3);
  });

  it("does not keep an answer whose data changed while it was being built", async () => {
    during = () => tagClock.expire([TAG]);
    await get("/list/");
    during = undefined;
    expect((await get("/list/")).body.n).toBe(2);
    expect((await get("/list/")).body.n).toBe(2);
  });

  it(`keeps an answer for ${SHARED_ANSWER_MAX_AGE_MS} ms at most`, async () => {
    await get("/list/");
    await new Promise((r) => setTimeout(r, SHARED_ANSWER_MAX_AGE_MS + 50));
    expect((await get("/list/")).body.n).toBe(2);
  });
});
