// One load run: wrk when installed (it measures better on a 2-core machine), else autocannon.
import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// Asynchronous on purpose: the node:http ceiling runs in this process and must keep answering.
const run = promisify(execFile);

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  tool: "wrk" | "autocannon" | "fetch";
}

export function hasWrk(): boolean {
  return spawnSync("sh", ["-c", "command -v wrk"]).status === 0;
}

function ms(value: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] === "us" ? n / 1000 : m[2] === "ms" ? n : m[2] === "s" ? n * 1000 : n * 60_000;
}

/** Request headers for every request of a run ("Name: value"). */
export type LoadHeaders = Record<string, string>;

function headerArgs(headers: LoadHeaders): string[] {
  return Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
}

async function wrk(url: string, connections: number, seconds: number, script?: string, headers: LoadHeaders = {}, threads = 2): Promise<LoadResult> {
  const args = ["-t", String(Math.min(threads, connections)), "-c", String(connections), "-d", `${seconds}s`, "--timeout", "10s", "--latency", ...headerArgs(headers), ...(script ? ["-s", script] : []), url];
  const { stdout: out } = await run("wrk", args, { encoding: "utf8" });
  const grab = (re: RegExp) => re.exec(out)?.[1] ?? "";
  return {
    rps: Number(grab(/Requests\/sec:\s+([\d.]+)/)),
    p50: ms(grab(/^\s+50%\s+(\S+)/m)),
    p99: ms(grab(/^\s+99%\s+(\S+)/m)),
    errors: Number(grab(/Non-2xx or 3xx responses:\s+(\d+)/) || 0) + Number(grab(/Socket errors:.*?timeout (\d+)/) || 0),
    tool: "wrk",
  };
}

async function autocannon(url: string, connections: number, seconds: number, headers: LoadHeaders = {}): Promise<LoadResult> {
  const bin = path.resolve(import.meta.dirname, "../../node_modules/.bin/autocannon");
  const { stdout: out } = await run(bin, ["-c", String(connections), "-d", String(seconds), ...headerArgs(headers), "-j", url], { encoding: "utf8" });
  const r = JSON.parse(out) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors, tool: "autocannon" };
}

export function load(url: string, connections: number, seconds: number, headers: LoadHeaders = {}): Promise<LoadResult> {
  return hasWrk() ? wrk(url, connections, seconds, undefined, headers) : autocannon(url, connections, seconds, headers);
}

/**
 * One load run over several paths of one origin, taken in turn (a wrk Lua script). Without wrk, the
 * first path only.
 */
export async function loadMany(origin: string, paths: string[], connections: number, seconds: number): Promise<LoadResult> {
  if (!hasWrk()) return autocannon(origin + paths[0], connections, seconds);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sf-wrk-"));
  const script = path.join(dir, "paths.lua");
  const list = paths.map((p) => JSON.stringify(p)).join(",\n  ");
  fs.writeFileSync(script, `local paths = {\n  ${list}\n}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", paths[(i % #paths) + 1])\nend\n`);
  try {
    return await wrk(origin, connections, seconds, script);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}


/**
 * One wrk run with a Lua script of its own and one thread per connection, so that the script's
 * `setup(thread)` can give each connection something of its own (a basket cookie). wrk must be installed.
 */
export async function loadScripted(origin: string, lua: string, connections: number, seconds: number): Promise<LoadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sf-wrk-"));
  const script = path.join(dir, "load.lua");
  fs.writeFileSync(script, lua);
  try {
    return await wrk(origin, connections, seconds, script, {}, connections);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
