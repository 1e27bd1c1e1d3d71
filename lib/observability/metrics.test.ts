import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import { setEnv } from "@/lib/messaging/testing.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { SizedLru } from "@/lib/page-cache/lru.mjs";
import { countCacheLookup } from "./cache-counters.mjs";
import { answerMetrics, recordRequest } from "./metrics.ts";

useTestDatabase();

const TOKEN = "metrics-token-for-the-test-0123456789";
let server: http.Server;
let origin: string;
let restoreEnv: () => void = () => {};

beforeAll(async () => {
  server = http.createServer((req, res) => void answerMetrics(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  restoreEnv = setEnv({ METRICS_TOKEN: TOKEN });
  resetConfig();
});
afterEach(() => {
  restoreEnv();
  resetConfig();
});

const scrape = (headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}` }) => fetch(`${origin}/api/metrics/`, { headers });

/** The value of one sample line, e.g. `shop_outbox_messages{status="pending"}`. */
function sample(text: string, name: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe("GET /api/metrics", () => {
  it("is not there without METRICS_TOKEN", async () => {
    restoreEnv();
    restoreEnv = setEnv({ METRICS_TOKEN: undefined });
    resetConfig();
    const r = await scrape();
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ detail: "Not found." });
  });

  it("refuses a caller without the token or with another one", async () => {
    const none = await scrape({});
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await none.json()).toEqual({ detail: "Authentication credentials were not provided." });
    const wrong = await scrape({ Authorization: `Bearer ${TOKEN}x` });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ detail: "Invalid token." });
    const post = await fetch(`${origin}/api/metrics/`, { method: "POST", headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(post.status).toBe(405);
  });

  it("counts requests by route and status, with their latency", async () => {
    recordRequest("/p/[slug]/", "GET", 200, 0.004);
    recordRequest("/p/[slug]/", "GET", 200, 0.3);
    recordRequest("/api/v2/basket/", "POST", 400, 0.01);
    const r = await scrape();
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(r.headers.get("cache-control")).toBe("no-store");
    const text = await r.text();
    expect(sample(text, 'shop_http_requests_total{route="/p/[slug]/",method="GET",status="200"}')).toBe(2);
    expect(sample(text, 'shop_http_requests_total{route="/api/v2/basket/",method="POST",status="400"}')).toBe(1);
    expect(sample(text, 'shop_http_request_duration_seconds_bucket{le="0.005",route="/p/[slug]/",method="GET"}')).toBe(1);
    expect(sample(text, 'shop_http_request_duration_seconds_bucket{le="0.5",route="/p/[slug]/",method="GET"}')).toBe(2);
    expect(sample(text, 'shop_http_request_duration_seconds_count{route="/p/[slug]/",method="GET"}')).toBe(2);
    expect(text).toContain("shop_process_resident_memory_bytes");
  });

  it("reads the caches' hits and misses as they grow between scrapes", async () => {
    const before = await (await scrape()).text();
    const hits = sample(before, 'shop_cache_lookups_total{cache="page",outcome="hit"}') ?? 0;
    countCacheLookup("page", "hit");
    countCacheLookup("page", "hit");
    countCacheLookup("data", "miss");
    const after = await (await scrape()).text();
    expect(sample(after, 'shop_cache_lookups_total{cache="page",outcome="hit"}')).toBe(hits + 2);
    expect(sample(after, 'shop_cache_lookups_total{cache="data",outcome="miss"}')).toBeGreaterThanOrEqual(1);
    const again = await (await scrape()).text();
    expect(sample(again, 'shop_cache_lookups_total{cache="page",outcome="hit"}')).toBe(hits + 2);
  });

  it("tells how full each cache is, against its ceiling", async () => {
    const cache = new SizedLru<string>(1000, "metrics-test");
    cache.set("a", "first", 300);
    cache.set("b", "second", 400);
    let text = await (await scrape()).text();
    expect(sample(text, 'shop_cache_bytes{cache="metrics-test",kind="used"}')).toBe(700);
    expect(sample(text, 'shop_cache_bytes{cache="metrics-test",kind="max"}')).toBe(1000);
    expect(sample(text, 'shop_cache_entries{cache="metrics-test"}')).toBe(2);
    // Past its ceiling the oldest entry goes, and the figures say so.
    cache.set("c", "third", 500);
    text = await (await scrape()).text();
    expect(sample(text, 'shop_cache_bytes{cache="metrics-test",kind="used"}')).toBe(900);
    expect(sample(text, 'shop_cache_entries{cache="metrics-test"}')).toBe(2);
  });

  it("shows the outbox's backlog and failures", async () => {
    await db().outboxMessage.deleteMany();
    const empty = await (await scrape()).text();
    expect(sample(empty, 'shop_outbox_messages{status="pending"}')).toBe(0);
    expect(sample(empty, "shop_outbox_oldest_pending_seconds")).toBe(0);
    const anHourAgo = new Date(Date.now() - 3600_000);
    await db().outboxMessage.createMany({
      data: [
        { channel: "email", recipient: "a@example.com", template: "order-placed", data: {}, createdAt: anHourAgo },
        { channel: "email", recipient: "b@example.com", template: "order-placed", data: {} },
        { channel: "email", recipient: "c@example.com", template: "order-placed", data: {}, status: "failed" },
        { channel: "email", recipient: "d@example.com", template: "order-placed", data: {}, status: "sent" },
      ],
    });
    const text = await (await scrape()).text();
    expect(sample(text, 'shop_outbox_messages{status="pending"}')).toBe(2);
    expect(sample(text, 'shop_outbox_messages{status="failed"}')).toBe(1);
    expect(sample(text, "shop_outbox_oldest_pending_seconds")).toBeGreaterThanOrEqual(3600);
  });
});
