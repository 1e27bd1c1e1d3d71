// `npm run bench`: starts the production server on a throwaway database of its own (an embedded PGlite
// folder, then a PostgreSQL database), seeds the demo shop, loads each endpoint of endpoints.ts at 10
// and 50 connections, and in the same run loads two ceilings answering the same JSON body: a Next route
// that touches no database (the framework's) and a plain node:http server (the machine's).
//   npm run bench -- --seconds 10 --db pglite,postgres [--only POST] [--admin] [--lighthouse-runs 3]
// After the first database's rows, Lighthouse audits the five pages of a purchase (scripts/bench/lighthouse.ts):
// --only lighthouse runs just that; --lighthouse-runs 0 leaves it out.
// --admin: on PostgreSQL, a bench catalogue of 10,000 products and 50,000 orders and the staff pages at
// 1 connection beside the empty admin page (scripts/bench/staff.ts).  (--only: rows whose name has it (or any of "a|b"), no ceilings unless --ceilings; the checkout row is "POST checkout")
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { seedDemoShop } from "@/prisma/seed/index.ts";
import { startTestServer as startServer, type TestServer } from "../lib/server-process.ts";
import { prepareCheckoutBench, runCheckoutBench, type CheckoutPlan } from "./checkout.ts";
import { BENCH_ENDPOINTS, CEILING_REFERENCE, type BenchEndpoint } from "./endpoints.ts";
import { type LighthouseResult, lighthousePages, printLighthouse, runLighthouse } from "./lighthouse.ts";
import { load, loadMany, type LoadResult } from "./load.ts";
import { startNodeCeiling } from "./node-ceiling.ts";
import { adminPageLoads, prepareAdminBench, prepareStaffBench } from "./staff.ts";

const CONNECTIONS = [10, 50];

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

async function postgresReachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

interface Row {
  name: string;
  db: string;
  connections: number;
  result: LoadResult;
}

function warm(url: string, headers: Record<string, string> = {}): Promise<void> {
  return Promise.all(Array.from({ length: 50 }, () => fetch(url, { headers }).then((r) => r.arrayBuffer()))).then(() => undefined);
}

/** Loads each endpoint on `server` (its name suffixed, e.g. " (cache off)"). */
async function loadEndpoints(server: TestServer, endpoints: BenchEndpoint[], db: string, suffix: string, seconds: number, rows: Row[], log: (line: string) => void): Promise<void> {
  for (const e of endpoints) {
    if (e.run) {
      for (const c of e.connections ?? CONNECTIONS) {
        log(`  ${e.name}${suffix} × ${c} connections…`);
        rows.push({ name: `${e.name}${suffix}`, db, connections: c, result: await e.run(server.origin, c, seconds) });
      }
      continue;
    }
    const paths = e.paths ? await e.paths(server.origin) : [e.path!];
    if (e.cold) {
      log(`  ${e.name}${suffix}…`);
      for (const p of (await e.warmPaths?.(server.origin)) ?? []) await (await fetch(server.origin + p)).arrayBuffer();
      rows.push({ name: `${e.name}${suffix}`, db, connections: 1, result: await firstViews(server.origin, paths) });
      continue;
    }
    const headers = (await e.headers?.(server.origin)) ?? {};
    for (const p of paths) await warm(server.origin + p, headers);
    for (const c of e.connections ?? CONNECTIONS) {
      log(`  ${e.name}${suffix} × ${c} connections…`);
      const result = paths.length > 1 ? await loadMany(server.origin, paths, c, seconds) : await load(server.origin + paths[0], c, seconds, headers);
      rows.push({ name: e.headers ? e.name : `${e.path ?? e.name}${suffix}`, db, connections: c, result });
    }
  }
}

/** Each path once, one at a time: the time to its whole body. */
async function firstViews(origin: string, paths: string[]): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (const p of paths) {
    const t = performance.now();
    const r = await fetch(origin + p);
    await r.arrayBuffer();
    times.push(performance.now() - t);
    if (r.status !== 200) errors++;
  }
  const total = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { rps: paths.length / total, p50: at(0.5), p99: at(0.99), errors, tool: "wrk" };
}

async function main(): Promise<void> {
  // The bench's own build (.next-bench/), the only one with the ceiling route; servers started below inherit it.
  process.env.STOREFRONT_BENCH_BUILD = "1";
  const seconds = Number(arg("seconds", "8"));
  const dbs = arg("db", "pglite,postgres").split(",");
  const only = arg("only", "");
  const admin = process.argv.includes("--admin");
  const lighthouseOnly = only === "lighthouse";
  // "--only 'a shopper|POST add'": rows whose name has any of the words between the bars.
  const wanted = only.split("|");
  const endpoints = lighthouseOnly ? [] : BENCH_ENDPOINTS.filter((e) => wanted.some((w) => e.name.includes(w)));
  const lighthouseRuns = only && !lighthouseOnly ? 0 : Number(arg("lighthouse-runs", "3"));
  let lighthouse: LighthouseResult[] | undefined;
  const postgresUrl = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "sf-bench-"));
  const mediaDir = path.join(work, "media");
  const ceilingFile = path.join(work, "ceiling.json");
  const rows: Row[] = [];
  const ceilings: Record<number, { next?: LoadResult; node?: LoadResult }> = {};
  const log = (line: string) => process.stdout.write(`${line}\n`);

  try {
    for (const db of dbs) {
      if (db === "postgres" && !(await postgresReachable(postgresUrl))) {
        log(`PostgreSQL at ${postgresUrl} does not answer: skipping it (set BENCH_POSTGRES_URL).`);
        continue;
      }
      log(`\n${db}: migrating and seeding a throwaway database…`);
      let checkoutPlan: CheckoutPlan | undefined;
      // The checkout row measures placing orders, not the per-account limit on them (10 buyers, thousands of orders).
      const env = { BENCH_CEILING_FILE: ceilingFile, MEDIA_DIR: mediaDir, LOG_REQUESTS: "0", DB_POOL_SIZE: "20", CHECKOUT_MAX_PER_IP_HOUR: "1000000" };
      const server = await startServer({
        postgresUrl: db === "postgres" ? postgresUrl : null,
        env,
        prepare: async (prisma) => {
          await seedDemoShop(prisma, { mediaDir, log: () => {} });
          if (admin && db === "postgres") await prepareAdminBench(prisma);
          else await prepareStaffBench(prisma);
          if ("POST checkout".includes(only)) checkoutPlan = await prepareCheckoutBench(prisma);
        },
      });
      let stopped = false;
      try {
        if (!fs.existsSync(ceilingFile)) {
          fs.writeFileSync(ceilingFile, await (await fetch(`${server.origin}${CEILING_REFERENCE}`)).text());
        }
        await loadEndpoints(server, endpoints, db, "", seconds, rows, log);
        if (lighthouseRuns > 0 && !lighthouse) lighthouse = await runLighthouse(server.origin, await lighthousePages(server.origin), lighthouseRuns, log);
        if (admin && db === "postgres") {
          log("  staff pages × 1 connection…");
          for (const r of await adminPageLoads(server.origin, seconds)) rows.push({ name: r.name, db, connections: 1, result: r.result });
        }
        if (checkoutPlan) {
          log("  checkout × 10 buyers…");
          const checkout = await runCheckoutBench(server.origin, checkoutPlan, seconds);
          log(`  ${checkout.stockCheck}`);
          rows.push({ name: `POST /api/v2/checkout/ (orders/s; ${checkout.stockCheck})`, db, connections: 10, result: checkout.result });
        }
        if ((!only || process.argv.includes("--ceilings")) && !Object.keys(ceilings).length && endpoints.length) {
          const body = fs.readFileSync(ceilingFile, "utf8");
          const node = await startNodeCeiling(body);
          try {
            await warm(`${server.origin}/api/bench-ceiling/`);
            for (const c of CONNECTIONS) {
              log(`  ceilings × ${c} connections…`);
              ceilings[c] = { next: await load(`${server.origin}/api/bench-ceiling/`, c, seconds), node: await load(node.url, c, seconds) };
            }
          } finally {
            await node.close();
          }
        }
        if (lighthouseOnly) break;
        // The same catalogue endpoints from a server with the catalogue cache off, on the same data.
        await server.stop({ keepData: true });
        stopped = true;
        const uncached = await startServer({ reuse: server, env: { ...env, CATALOGUE_CACHE: "0" } });
        try {
          await loadEndpoints(uncached, endpoints.filter((e) => e.cacheOff), db, " (cache off)", seconds, rows, log);
        } finally {
          await uncached.stop();
        }
      } finally {
        if (!stopped) await server.stop({ keepData: true });
        await server.removeData();
      }
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  if (rows.length) printTable(rows, ceilings, seconds);
  if (lighthouse) printLighthouse(lighthouse, lighthouseRuns);
  process.exit(0);
}

function printTable(rows: Row[], ceilings: Record<number, { next?: LoadResult; node?: LoadResult }>, seconds: number): void {
  const fmt = (n: number, d = 0) => n.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });
  const pct = (a: number, b?: number) => (b ? `${fmt((100 * a) / b, 1)}%` : "–");
  const header = ["endpoint", "database", "conns", "req/s", "p50 ms", "p99 ms", "of Next", "of node:http", "errors"];
  const lines: string[][] = [];
  for (const [c, ceil] of Object.entries(ceilings)) {
    if (ceil.node) lines.push(["ceiling: node:http, same body", "–", c, fmt(ceil.node.rps), fmt(ceil.node.p50, 2), fmt(ceil.node.p99, 2), "–", "100%", String(ceil.node.errors)]);
    if (ceil.next) lines.push(["ceiling: Next route, no database", "–", c, fmt(ceil.next.rps), fmt(ceil.next.p50, 2), fmt(ceil.next.p99, 2), "100%", pct(ceil.next.rps, ceil.node?.rps), String(ceil.next.errors)]);
  }
  for (const r of rows) {
    const ceil = ceilings[r.connections] ?? {};
    lines.push([r.name, r.db, String(r.connections), fmt(r.result.rps), fmt(r.result.p50, 2), fmt(r.result.p99, 2), pct(r.result.rps, ceil.next?.rps), pct(r.result.rps, ceil.node?.rps), String(r.result.errors)]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  const tool = rows[0]?.result.tool ?? ceilings[10]?.node?.tool ?? "wrk";
  console.log(`\nnpm run bench — ${tool}, ${seconds} s per run, ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log(row(header));
  console.log(`|${widths.map((w, i) => (i < 2 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const l of lines) console.log(row(l));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
