// `npm run test:cluster`: two shop servers on one PostgreSQL behind nginx, with the worker (npm run
// cluster's own code), and what an operator must be able to count on: changes and sign-ins seen by
// every server, limits counted across them, a server killed in the middle of checkouts, PostgreSQL
// restarted under load, a long mixed load, and a backup restored into a fresh database.
// Needs nginx and PostgreSQL's server programs: the test runs a PostgreSQL of its own (own-postgres.ts),
// since it stops and starts it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DbHandle } from "@/lib/db.ts";
import { startSmtpReceiver, type SmtpReceiver } from "@/lib/messaging/testing.ts";
import { backup, restore } from "../lib/backup.ts";
import { startCluster, type Cluster } from "./cluster.ts";
import { startOwnPostgres, type OwnPostgres } from "./own-postgres.ts";
import { checkoutLoad, mixedLoad, prepareBuyers, residentBytes, type LoadTally } from "./load.ts";

const STAFF = { email: "admin@vanyaliving.in", password: "cluster-staff-password-2026" };
const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 8380);
const POSTGRES_PORT = Number(process.env.CLUSTER_TEST_POSTGRES_PORT ?? 5490);
const SOAK_SECONDS = Number(process.env.CLUSTER_SOAK_SECONDS ?? 600);

const dbName = `sf_cluster_${process.pid}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sf-cluster-"));
let postgres: OwnPostgres | undefined;
let cluster: Cluster;
let smtp: SmtpReceiver;
let handle: DbHandle;
const logs: string[] = [];

function urlOf(name: string): string {
  const url = new URL(postgres!.url);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgres!.url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const direct = (i: number) => `http://127.0.0.1:${cluster.servers[i].port}`;

async function json(url: string, init: RequestInit = {}): Promise<{ status: number; body: any; headers: Headers }> {
  const r = await fetch(url, init);
  const text = await r.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // a page
  }
  return { status: r.status, body, headers: r.headers };
}

async function staffToken(origin: string): Promise<string> {
  const r = await json(`${origin}/api/v2/login/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: STAFF.email, password: STAFF.password }) });
  expect(r.status).toBe(200);
  return r.body.token as string;
}

beforeAll(async () => {
  try {
    await startAll();
  } catch (error) {
    console.error(logs.slice(-80).join("\n"));
    throw error;
  }
}, 20 * 60_000);

async function startAll(): Promise<void> {
  postgres = startOwnPostgres(POSTGRES_PORT);
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${dbName}"`);
  smtp = await startSmtpReceiver();
  cluster = await startCluster({
    servers: 2,
    port: PORT,
    env: {
      DATABASE_URL: urlOf(dbName),
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      LOG_REQUESTS: "0",
      LOG_FORMAT: "json",
      SEED_ADMIN_EMAIL: STAFF.email,
      SEED_ADMIN_PASSWORD: STAFF.password,
      SMTP_URL: smtp.url,
      REGISTER_MAX_PER_IP_HOUR: "1000",
      CHECKOUT_MAX_PER_IP_HOUR: "100000",
      CHECKOUT_MAX_PER_BASKET_HOUR: "100000",
      GUEST_OPEN_COD_ORDERS_MAX: "100000",
    },
    log: (line) => logs.push(line),
    output: (who, line) => {
      logs.push(`[${who}] ${line}`);
      if (logs.length > 5000) logs.splice(0, 1000);
    },
  });
  handle = openDatabase({ url: urlOf(dbName) });
}

afterEach((context) => {
  // What the servers said last, for a failure's reader.
  if (context.task.result?.state === "fail") console.error(logs.slice(-80).join("\n"));
});

afterAll(async () => {
  await handle?.close();
  await cluster?.stop();
  await smtp?.close();
  postgres?.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

describe("two servers behind nginx", () => {
  it("shows a price changed through one server on the other's pages and API answers within a second", async () => {
    const token = await staffToken(direct(0));
    const [record] = await handle.prisma.$queryRaw<{ id: number; productId: number; slug: string; price: string }[]>`
      SELECT sr.id, sr."productId", p.slug, sr.price::text AS price FROM "StockRecord" sr JOIN "Product" p ON p.id = sr."productId"
      WHERE p.structure = 'standalone' AND p."isPublic" ORDER BY p.id LIMIT 1`;
    // Both servers have the page and the answer cached before the change.
    for (let i = 0; i < 2; i++) {
      expect((await json(`${direct(i)}/p/${record.slug}/`)).status).toBe(200);
      expect((await json(`${direct(i)}/api/v2/products/${record.productId}/price/`)).status).toBe(200);
    }
    const newPrice = (Number(record.price) + 111).toFixed(2);
    const changed = await json(`${direct(0)}/api/v2/admin/stockrecords/${record.id}/`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Token ${token}` },
      body: JSON.stringify({ price: newPrice }),
    });
    expect(changed.status).toBe(200);
    const started = Date.now();
    const shown = Number(newPrice).toLocaleString("en-IN", { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    let seenApi = 0;
    let seenPage = 0;
    while ((!seenApi || !seenPage) && Date.now() - started < 5000) {
      // Each is timed from when the request that saw the change was sent, not when it came back.
      let sentAfter = Date.now() - started;
      if (!seenApi && (await json(`${direct(1)}/api/v2/products/${record.productId}/price/`)).body?.incl_tax === newPrice) seenApi = Math.max(sentAfter, 1);
      sentAfter = Date.now() - started;
      if (!seenPage && String((await json(`${direct(1)}/p/${record.slug}/`)).body).includes(shown)) seenPage = Math.max(sentAfter, 1);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect({ seenApi: seenApi > 0 && seenApi < 1000, seenPage: seenPage > 0 && seenPage < 1000 }).toEqual({ seenApi: true, seenPage: true });
    // Through nginx too, once its second is over.
    await new Promise((r) => setTimeout(r, 2100));
    expect(String((await json(`${cluster.origin}/p/${record.slug}/`)).body)).toContain(shown);
  });

  it("keeps a shopper signed in through one server signed in on the other, and counts limits across both", async () => {
    const login = await fetch(`${direct(0)}/api/v2/login/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: STAFF.email, password: STAFF.password }) });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    for (const [how, headers] of [["token", { authorization: `Token ${token}` }], ["cookie", { cookie }]] as [string, Record<string, string>][]) {
      const me = await json(`${direct(1)}/api/v2/login/`, { headers });
      expect({ how, status: me.status, email: me.body?.email }).toEqual({ how, status: 200, email: STAFF.email });
    }
    // Order tracking lookups: 30 a minute per address, whichever server answers.
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await json(`${direct(i % 2)}/api/v2/orders/track/?number=100000&email=nobody@example.com`)).status);
    expect(statuses.slice(0, 30).filter((s) => s === 429)).toEqual([]);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it("loses and doubles no order when a server is killed in the middle of checkouts, and the survivor sends its mails", async () => {
    const plan = await prepareBuyers(handle.prisma, { buyers: 8, basketsPerBuyer: 40 });
    const load = checkoutLoad(cluster.origin, plan, { seconds: 12 });
    await new Promise((r) => setTimeout(r, 4000));
    cluster.servers[1].child.kill("SIGKILL");
    const told = await load; // every answer the load was given, after retries with its Idempotency-Key
    expect(told.unanswered).toEqual([]);
    // The kill cut requests short: the load had to retry some through the survivor.
    expect(told.retried).toBeGreaterThan(0);
    expect(told.placed.length).toBeGreaterThan(20);

    const orders = await handle.prisma.order.findMany({ where: { basketId: { in: plan.basketIds } }, select: { number: true, basketId: true } });
    // Every order the load was told about exists, once; no basket was made into two orders.
    expect({ orders: orders.map((o) => String(o.number)).sort(), refused: [] }).toEqual({ orders: told.placed.map((p) => String(p.number)).sort(), refused: told.refused });
    expect(new Set(orders.map((o) => o.basketId)).size).toBe(orders.length);
    // No basket is left half-submitted: each is submitted with its order, or still saved without one.
    const baskets = await handle.prisma.basket.findMany({ where: { id: { in: plan.basketIds } }, select: { id: true, status: true } });
    const ordered = new Set(orders.map((o) => o.basketId));
    const wrong = baskets.filter((b) => (ordered.has(b.id) ? b.status !== "Submitted" : b.status !== "Saved"));
    expect(wrong).toEqual([]);
    // Stock: allocated rose by exactly the units ordered; nothing oversold.
    const stock = await handle.prisma.stockRecord.findMany({ where: { id: { in: [...plan.stock.keys()] } }, select: { id: true, numInStock: true, numAllocated: true } });
    for (const record of stock) {
      const before = plan.stock.get(record.id)!;
      const units = told.placed.filter((p) => p.stockRecordId === record.id).length;
      expect({ id: record.id, inStock: record.numInStock, allocated: record.numAllocated }).toEqual({ id: record.id, inStock: before.numInStock, allocated: before.numAllocated + units });
      expect(record.numAllocated).toBeLessThanOrEqual(record.numInStock!);
    }
    // Every order's confirmation leaves, those of the dead server's orders included.
    const until = Date.now() + 60_000;
    let waiting = -1;
    while (Date.now() < until) {
      waiting = await handle.prisma.outboxMessage.count({ where: { template: "order-confirmation", status: "pending" } });
      if (waiting === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(waiting).toBe(0);
    const sent = await handle.prisma.outboxMessage.count({ where: { template: "order-confirmation", status: "sent" } });
    expect(sent).toBeGreaterThanOrEqual(orders.length);
    await cluster.restartServer(1);
  }, 5 * 60_000);

  it("answers 503 with Retry-After while PostgreSQL restarts, and recovers on its own within 10 s", async () => {
    const tally: LoadTally = { statuses: new Map(), serverErrorsWithoutId: 0, unavailableWithoutRetryAfter: 0, hung: 0, firstOf: new Map() };
    let phase: "before" | "down" | "after" = "before";
    const recovered: number[] = [];
    let back = 0;
    const load = mixedLoad(cluster.origin, { seconds: 40, connections: 6, tally, onAnswer: (status) => {
      if (phase === "after" && status < 500) recovered.push(Date.now() - back);
    } });
    await new Promise((r) => setTimeout(r, 5000));
    phase = "down";
    postgres!.stop();
    await new Promise((r) => setTimeout(r, 5000));
    postgres!.start();
    back = Date.now();
    phase = "after";
    await load;
    console.log(`answers by status: ${JSON.stringify([...tally.statuses])}; first of each: ${JSON.stringify([...tally.firstOf!])}`);
    expect(tally.hung).toBe(0);
    expect(tally.serverErrorsWithoutId).toBe(0);
    expect(tally.unavailableWithoutRetryAfter).toBe(0);
    expect(tally.statuses.get(503) ?? 0).toBeGreaterThan(0);
    // Within 10 s of PostgreSQL coming back, every answer is a good one again.
    const health = await Promise.all([0, 1].map((i) => json(`${direct(i)}/api/health/`)));
    expect(health.map((h) => h.status)).toEqual([200, 200]);
    expect(recovered.length).toBeGreaterThan(0);
    expect(Math.min(...recovered)).toBeLessThan(10_000);
  }, 3 * 60_000);

  it(`serves a ${SOAK_SECONDS / 60}-minute mixed load without a 5xx, each server's memory settling`, async () => {
    const tally: LoadTally = { statuses: new Map(), serverErrorsWithoutId: 0, unavailableWithoutRetryAfter: 0, hung: 0, firstOf: new Map() };
    const pids = cluster.servers.map((s) => s.child.pid!);
    // Resident memory every 5 s. V8 grows and shrinks a heap in waves of a hundred MB or more, so one
    // reading says more about where a wave was than about the server: minute 2 and the last minute
    // are each the mean of their readings.
    const started = Date.now();
    const readings: { at: number; bytes: number[] }[] = [];
    const timer = setInterval(() => readings.push({ at: (Date.now() - started) / 1000, bytes: pids.map(residentBytes) }), 5000);
    try {
      await mixedLoad(cluster.origin, { seconds: SOAK_SECONDS, connections: 8, tally, staff: STAFF, withCheckout: true });
    } finally {
      clearInterval(timer);
    }
    const minute = Math.min(60, SOAK_SECONDS / 5);
    const meanOf = (from: number, to: number, i: number) => {
      const inside = readings.filter((r) => r.at >= from && r.at < to).map((r) => r.bytes[i]);
      return inside.reduce((a, b) => a + b, 0) / inside.length;
    };
    const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;
    for (let i = 0; i < pids.length; i++) {
      const perMinute = Array.from({ length: Math.ceil(SOAK_SECONDS / minute) }, (_, m) => mb(meanOf(m * minute, (m + 1) * minute, i)));
      console.log(`server ${i + 1}: resident memory, mean of each minute: ${perMinute.join(", ")}`);
    }
    console.log(`answers by status: ${JSON.stringify([...tally.statuses])}; first of each: ${JSON.stringify([...tally.firstOf!])}`);
    const fivexx = [...tally.statuses].filter(([s]) => s >= 500);
    expect(fivexx).toEqual([]);
    expect(tally.hung).toBe(0);
    for (let i = 0; i < pids.length; i++) {
      const second = meanOf(minute, 2 * minute, i);
      const last = meanOf(SOAK_SECONDS - minute, SOAK_SECONDS, i);
      expect(last / second, `server ${i + 1}: ${mb(second)} in minute 2, ${mb(last)} in the last minute`).toBeLessThanOrEqual(1.15);
    }
  }, (SOAK_SECONDS + 180) * 1000);

  it("backs the shop up and restores it into a fresh database", async () => {
    const folder = path.join(dataDir, "backup");
    const place = { databaseUrl: urlOf(dbName), pgliteDir: path.join(dataDir, "pglite"), mediaDir: path.join(dataDir, "media"), privateDir: path.join(dataDir, "private") };
    const made = await backup(place, folder);
    expect(made.counts.products).toBeGreaterThan(300);
    expect(made.counts.orders).toBeGreaterThan(20);
    const restoredName = `${dbName}_restored`;
    await admin(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${restoredName}"`);
    const fresh = path.join(dataDir, "restored");
    try {
      const restored = await restore(folder, { databaseUrl: urlOf(restoredName), pgliteDir: path.join(fresh, "pglite"), mediaDir: path.join(fresh, "media"), privateDir: path.join(fresh, "private") });
      expect(restored.counts).toEqual(made.counts);
      expect(fs.readdirSync(path.join(fresh, "media")).sort()).toEqual(fs.readdirSync(place.mediaDir).sort());
    } finally {
      await admin(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`);
    }
  }, 5 * 60_000);
});
