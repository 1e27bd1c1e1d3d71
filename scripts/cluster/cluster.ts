// Several shop servers on one PostgreSQL behind nginx, plus the worker: how an operator runs more than
// one server on a machine (`npm run cluster`) and how the cluster tests run (scripts/cluster/*.test.ts).
// Every server is `npm start`'s own script with the same settings: one DATABASE_URL, one DATA_DIR (its
// media and its generated secret are then shared), TRUST_PROXY=1 behind nginx, PUBLIC_URL nginx's
// address. The first server starts alone: it builds when needed, migrates, seeds an empty database and
// makes the secret; the others start once it answers.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { StartError } from "../lib/start-error.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TSX = ["--import", "tsx"];
/** Debian's nginx, outside a normal user's PATH. */
const NGINX = fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

export interface ClusterOptions {
  servers: number;
  /** nginx listens here; server i (from 0) on port + 1 + i. */
  port: number;
  /** Each server's JavaScript heap ceiling in MB (V8's old space); default SERVER_HEAP_MB, else 512. */
  heapMb?: number;
  /** Settings for every process, over the environment's (DATABASE_URL must be PostgreSQL). */
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
  /** Each process's output lines, e.g. to keep them for a test's failure. */
  output?: (who: string, line: string) => void;
}

export interface ShopProcess {
  name: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
}

export interface Cluster {
  /** nginx's address, e.g. http://127.0.0.1:8080 */
  origin: string;
  servers: ShopProcess[];
  worker: ShopProcess;
  nginx: ShopProcess;
  /** Starts server `index` again (after it was killed) and waits until it answers. */
  restartServer(index: number): Promise<void>;
  /** Stops everything (SIGTERM; SIGKILL after 15 s). */
  stop(): Promise<void>;
}

function pipeLines(child: ChildProcess, who: string, output: ClusterOptions["output"]): void {
  if (!output) return;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream?.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString("utf8")).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) output(who, line);
    });
  }
}

function startProcess(name: string, port: number, command: string, args: string[], env: NodeJS.ProcessEnv, output: ClusterOptions["output"]): ShopProcess {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  pipeLines(child, name, output);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once("exit", (code, signal) => resolve(signal ?? code)));
  return { name, port, child, exited };
}

async function waitUntilHealthy(url: string, process: ShopProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  let ended = false;
  void process.exited.then(() => (ended = true));
  while (Date.now() < until) {
    if (ended) throw new StartError(`${process.name} ended before it answered ${url}`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await r.arrayBuffer();
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new StartError(`${process.name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function stopProcess(p: ShopProcess): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill("SIGTERM");
  const timer = setTimeout(() => p.child.kill("SIGKILL"), 15_000);
  await p.exited;
  clearTimeout(timer);
}

/** nginx's configuration for `servers` behind `port`, written under `prefix`. */
export function writeNginxConfig(prefix: string, port: number, serverPorts: number[]): string {
  fs.mkdirSync(path.join(prefix, "cache"), { recursive: true });
  const template = fs.readFileSync(path.join(import.meta.dirname, "nginx.conf"), "utf8");
  // Started by root, nginx's workers would run as "nobody", who may not read a private data folder.
  const user = process.getuid?.() === 0 ? "user root;" : "";
  const text = template
    .replaceAll("{{user}}", user)
    .replaceAll("{{prefix}}", prefix)
    .replaceAll("{{listen}}", `127.0.0.1:${port}`)
    .replaceAll("{{servers}}", serverPorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join("\n"));
  const file = path.join(prefix, "nginx.conf");
  fs.writeFileSync(file, text);
  return file;
}

export const DEFAULT_SERVER_HEAP_MB = 512;

/** SERVER_HEAP_MB as a number of MB (128–65536), or the default when unset. */
export function serverHeapMb(setting: string | undefined): number {
  if (setting === undefined || setting === "") return DEFAULT_SERVER_HEAP_MB;
  const mb = Number(setting);
  if (!Number.isInteger(mb) || mb < 128 || mb > 65536) throw new StartError(`SERVER_HEAP_MB must be a whole number of MB from 128 to 65536 (got "${setting}").`);
  return mb;
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const log = opts.log ?? console.log;
  const env: NodeJS.ProcessEnv = { ...process.env, ...opts.env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
  if (!env.DATABASE_URL) throw new StartError("npm run cluster needs DATABASE_URL (postgresql://…): several servers share one PostgreSQL database.");
  env.TRUST_PROXY = "1";
  env.PUBLIC_URL ??= `http://127.0.0.1:${opts.port}`;
  env.HOSTNAME = "127.0.0.1";
  // Started from the tests: the servers are production servers (under NODE_ENV=test each would make its
  // own secret, and one server's sessions would mean nothing to the other).
  delete env.VITEST;
  if (env.NODE_ENV === "test") delete (env as Record<string, string | undefined>).NODE_ENV;
  if (env.SHOP_ENV === "test") delete env.SHOP_ENV;

  const serverEnv = (port: number): NodeJS.ProcessEnv => ({ ...env, PORT: String(port) });
  // A heap ceiling: without one, V8 on a large machine lets a busy server's heap swell and shrink by
  // hundreds of MB between collections; with one, its memory stays level (docs/decisions/0185).
  const heapMb = opts.heapMb ?? serverHeapMb(env.SERVER_HEAP_MB);
  const serverArgs = [`--max-old-space-size=${heapMb}`, ...TSX, "scripts/start.ts"];
  const startServer = (i: number) => startProcess(`server ${i + 1}`, opts.port + 1 + i, process.execPath, serverArgs, serverEnv(opts.port + 1 + i), opts.output);
  const first = startServer(0);
  const firstHealth = `http://127.0.0.1:${first.port}/api/health/`;
  log(`Starting ${first.name} on :${first.port} (it builds, migrates and seeds first when needed)…`);
  try {
    await waitUntilHealthy(firstHealth, first, 15 * 60_000);
  } catch (error) {
    await stopProcess(first);
    throw error;
  }
  const servers = [first, ...Array.from({ length: opts.servers - 1 }, (_, i) => startServer(i + 1))];
  const worker = startProcess("worker", 0, process.execPath, [...TSX, "scripts/worker.ts"], env, opts.output);
  const prefix = path.resolve(ROOT, env.DATA_DIR ?? ".data", "nginx");
  const conf = writeNginxConfig(prefix, opts.port, servers.map((s) => s.port));
  const nginx = startProcess("nginx", opts.port, NGINX, ["-p", prefix, "-c", conf, "-g", "daemon off;"], env, opts.output);
  const cluster: Cluster = {
    origin: `http://127.0.0.1:${opts.port}`,
    servers,
    worker,
    nginx,
    async restartServer(index) {
      servers[index] = startServer(index);
      await waitUntilHealthy(`http://127.0.0.1:${servers[index].port}/api/health/`, servers[index], 120_000);
    },
    async stop() {
      await stopProcess(nginx);
      await Promise.all([...servers, worker].map(stopProcess));
    },
  };
  try {
    await Promise.all(servers.map((s) => waitUntilHealthy(`http://127.0.0.1:${s.port}/api/health/`, s, 180_000)));
    await waitUntilHealthy(`${cluster.origin}/api/health/`, nginx, 30_000);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
