// The server's metrics in Prometheus' text format (prom-client), for GET /api/metrics with
// METRICS_TOKEN: requests by route, method and status with their latency, how often the page, data
// and shared-answer caches answered, the outbox's backlog and failures, the database pool's use, and
// Node's own process figures (memory, event loop, garbage collection). The server script records the
// requests (scripts/server.ts); everything else is read when Prometheus asks.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { config } from "@/lib/config.ts";
import { db, poolOf } from "@/lib/db.ts";
import { namedLrus } from "@/lib/page-cache/lru.mjs";
import { cacheCounts } from "./cache-counters.mjs";

export const METRICS_PATHS = new Set(["/api/metrics", "/api/metrics/"]);

type Metrics = {
  registry: Registry;
  requests: Counter<"route" | "method" | "status">;
  duration: Histogram<"route" | "method">;
};

const key = Symbol.for("storefront.metrics");
type GlobalWithMetrics = typeof globalThis & { [key]?: Metrics };

function create(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "shop_" });
  const requests = new Counter({
    name: "shop_http_requests_total",
    help: "Requests answered, by route (as the app folder names it), method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "shop_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route and method.",
    labelNames: ["route", "method"] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // The caches count in plain numbers (lib/observability/cache-counters.mjs): what grew since the last scrape is added here.
  const seen = new Map<string, number>();
  const lookups = new Counter({
    name: "shop_cache_lookups_total",
    help: "Lookups in the page cache, the data cache and the shared API answers: hit, stale (the old page served while a new one renders) or miss.",
    labelNames: ["cache", "outcome"] as const,
    registers: [registry],
    collect() {
      for (const [name, count] of cacheCounts()) {
        const grown = count - (seen.get(name) ?? 0);
        if (grown <= 0) continue;
        seen.set(name, count);
        const [cache, outcome] = name.split(" ");
        this.inc({ cache, outcome }, grown);
      }
    },
  });
  for (const cache of ["page", "data", "answers"]) for (const outcome of ["hit", "miss"]) lookups.inc({ cache, outcome }, 0);
  new Gauge({
    name: "shop_cache_bytes",
    help: "Bytes kept in each of the page cache, the data cache and the shared API answers, against each one's ceiling (kind=\"max\").",
    labelNames: ["cache", "kind"] as const,
    registers: [registry],
    collect() {
      for (const [cache, lru] of namedLrus()) {
        this.set({ cache, kind: "used" }, lru.bytes);
        this.set({ cache, kind: "max" }, lru.maxBytes);
      }
    },
  });
  new Gauge({
    name: "shop_cache_entries",
    help: "Entries kept in each of the page cache, the data cache and the shared API answers.",
    labelNames: ["cache"] as const,
    registers: [registry],
    collect() {
      for (const [cache, lru] of namedLrus()) this.set({ cache }, lru.entries.size);
    },
  });
  new Gauge({
    name: "shop_outbox_messages",
    help: "Mail and SMS in the outbox: pending (not yet sent, retries included) and failed (given up).",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      const rows = await db().outboxMessage.groupBy({ by: ["status"], where: { status: { in: ["pending", "failed"] } }, _count: { _all: true } });
      this.set({ status: "pending" }, 0);
      this.set({ status: "failed" }, 0);
      for (const row of rows) this.set({ status: row.status }, row._count._all);
    },
  });
  new Gauge({
    name: "shop_outbox_oldest_pending_seconds",
    help: "Age of the oldest message still waiting in the outbox (0 when none waits).",
    registers: [registry],
    async collect() {
      const oldest = await db().outboxMessage.findFirst({ where: { status: "pending" }, orderBy: { createdAt: "asc" }, select: { createdAt: true } });
      this.set(oldest ? Math.max(0, (Date.now() - oldest.createdAt.getTime()) / 1000) : 0);
    },
  });
  new Gauge({
    name: "shop_db_pool_connections",
    help: "PostgreSQL connections of this server's pool: open, idle, and requests waiting for one (absent on the embedded database).",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = poolOf(db());
      if (!pool) return;
      this.set({ state: "open" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new Gauge({
    name: "shop_db_pool_size",
    help: "The most connections this server's pool opens (DB_POOL_SIZE; absent on the embedded database).",
    registers: [registry],
    collect() {
      if (poolOf(db())) this.set(config().DB_POOL_SIZE);
    },
  });
  return { registry, requests, duration };
}

function metrics(): Metrics {
  return ((globalThis as GlobalWithMetrics)[key] ??= create());
}

/** Records one answered request. */
export function recordRequest(route: string, method: string | undefined, status: number, seconds: number): void {
  const m = metrics();
  const verb = method && /^[A-Z]{3,7}$/.test(method) ? method : "OTHER";
  m.requests.inc({ route, method: verb, status: String(status) });
  m.duration.observe({ route, method: verb }, seconds);
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** Whether `authorization` carries the configured token (compared in constant time). */
export function metricsAuthorized(authorization: string | undefined): boolean {
  const token = config().METRICS_TOKEN;
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return Boolean(token && match && timingSafeEqual(digest(match[1]), digest(token)));
}

function answer(req: IncomingMessage, res: ServerResponse, status: number, body: string, headers: Record<string, string>): void {
  res.writeHead(status, { "Content-Length": Buffer.byteLength(body), "Cache-Control": "no-store", ...headers });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** GET /api/metrics: the metrics with the token; 404 when no token is configured, 401 without it. */
export async function answerMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const json = { "Content-Type": "application/json" };
  if (!config().METRICS_TOKEN) return answer(req, res, 404, JSON.stringify({ detail: "Not found." }), json);
  if (req.method !== "GET" && req.method !== "HEAD") return answer(req, res, 405, JSON.stringify({ detail: `Method "${req.method}" not allowed.` }), { ...json, Allow: "GET, HEAD" });
  if (!metricsAuthorized(req.headers.authorization)) {
    const detail = req.headers.authorization ? "Invalid token." : "Authentication credentials were not provided.";
    return answer(req, res, 401, JSON.stringify({ detail }), { ...json, "WWW-Authenticate": 'Bearer realm="metrics"' });
  }
  const { registry } = metrics();
  let body: string;
  try {
    body = await registry.metrics();
  } catch {
    // A figure that needs the database cannot be read while it is down: say so, as /api/health does.
    return answer(req, res, 503, JSON.stringify({ detail: "Service temporarily unavailable." }), { ...json, "Retry-After": "5" });
  }
  answer(req, res, 200, body, { "Content-Type": registry.contentType });
}
