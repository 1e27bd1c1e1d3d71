// `npm start` as the README tells people to run it: the process chain npm → node stops cleanly on a
// signal to the top process (port free, data folder unlocked, no process left behind), and the
// conditions a person can fix (data folder locked, port taken, a bad setting) are one line, no stack.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "./lib/build.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
let work: string;
const started: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` in its own process group, as a terminal would start it. */
function npmStart(env: Record<string, string>): Run {
  const full: Record<string, string | undefined> = { ...process.env, HOSTNAME: "127.0.0.1", SEED_DEMO: "0", LOG_REQUESTS: "0", LOG_FORMAT: "json", ...env };
  delete full.NODE_ENV;
  delete full.VITEST;
  delete full.DATABASE_URL;
  const child = spawn("npm", ["start"], { cwd: ROOT, env: full as NodeJS.ProcessEnv, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  started.push(child);
  let text = "";
  child.stdout!.on("data", (d: Buffer) => (text += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (text += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function ready(run: Run, port: number): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`npm start exited:\n${run.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`npm start did not answer:\n${run.output()}`);
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => boolean, ms = 10_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

const hasStack = (text: string) => /^\s+at .+:\d+:\d+\)?$/m.test(text);

beforeAll(() => {
  ensureBuild((line) => process.stdout.write(`${line}\n`));
  work = fs.mkdtempSync(path.join(os.tmpdir(), "sf-start-"));
}, 900_000);

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGKILL");
  fs.rmSync(work, { recursive: true, force: true });
});

describe("npm start", () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`stops the server and everything it started on ${signal} to npm, freeing the port and the data folder`, async () => {
      const dataDir = path.join(work, "data");
      const port = await freePort();
      const shop = npmStart({ PORT: String(port), DATA_DIR: dataDir });
      await ready(shop, port);
      expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(true);

      process.kill(shop.child.pid!, signal); // npm itself, not its group
      await shop.exited;
      expect(await waitUntil(() => !groupAlive(shop.child.pid!))).toBe(true);
      expect(await portOpen(port)).toBe(false);
      expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
      expect(shop.output()).toContain(`"msg":"stopping","signal":"${signal}"`);
    }, 120_000);
  }

  it("says in one line, without a stack trace, who holds the data folder or the port", async () => {
    const dataDir = path.join(work, "data");
    const port = await freePort();
    const shop = npmStart({ PORT: String(port), DATA_DIR: dataDir });
    try {
      await ready(shop, port);
      const holder = JSON.parse(fs.readFileSync(path.join(dataDir, "pglite.lock"), "utf8")) as { pid: number };

      const second = npmStart({ PORT: String(await freePort()), DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`is in use by process ${holder.pid} on ${os.hostname()} (npm start, since`);
      expect(second.output()).toContain(`\`kill ${holder.pid}\``);
      expect(hasStack(second.output())).toBe(false);

      const samePort = npmStart({ PORT: String(port), DATA_DIR: path.join(work, "other") });
      expect(await samePort.exited).toBe(1);
      expect(samePort.output()).toContain(`Port ${port} on 127.0.0.1 is already in use by another program`);
      expect(hasStack(samePort.output())).toBe(false);
      expect(fs.existsSync(path.join(work, "other", "pglite"))).toBe(false); // it stopped before opening anything
    } finally {
      process.kill(shop.child.pid!, "SIGTERM");
      await shop.exited;
    }

    const badSetting = npmStart({ PORT: "eighty", DATA_DIR: dataDir });
    expect(await badSetting.exited).toBe(1);
    expect(badSetting.output()).toContain("PORT: ");
    expect(hasStack(badSetting.output())).toBe(false);
  }, 180_000);
});
