import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, openPgliteDir, processStart } from "./pglite.ts";

const dirs: string[] = [];
function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "sf-lock-"));
  dirs.push(d);
  return path.join(d, "pglite");
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("the embedded database's lock file", () => {
  it("refuses a second process with a message naming the holder", async () => {
    const dir = tempDir();
    const holder = spawn("sleep", ["30"]);
    try {
      fs.mkdirSync(path.dirname(dir), { recursive: true });
      fs.writeFileSync(
        `${dir}.lock`,
        JSON.stringify({ pid: holder.pid, hostname: os.hostname(), startedAt: "2026-11-26T00:00:00.000Z", command: "server" }),
      );
      expect(() => openPgliteDir(dir)).toThrow(DataDirLockedError);
      expect(() => openPgliteDir(dir)).toThrow(
        new RegExp(`in use by process ${holder.pid} .*set DATABASE_URL to use PostgreSQL`),
      );
    } finally {
      holder.kill();
    }
  });

  it("stops the migrate tool in another process while this one holds the folder", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    try {
      const run = spawnSync("npx", ["tsx", "prisma/migrate.ts", "status"], {
        env: { ...process.env, DATA_DIR: path.dirname(dir), DATABASE_URL: "" },
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`is in use by process ${process.pid}`);
    } finally {
      release();
    }
  });

  it("takes over a lock left by a process that has ended, and releases it on close", async () => {
    const dir = tempDir();
    const gone = spawnSync("true").pid;
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ pid: gone, hostname: os.hostname(), startedAt: "x", command: "old" }));
    const { pglite, close } = openPgliteDir(dir);
    const { rows } = await pglite.query<{ one: number }>("select 1 as one");
    expect(rows).toEqual([{ one: 1 }]);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8")).pid).toBe(process.pid);
    await close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it("takes over a lock whose PID a new process has since been given (a restart after kill -9)", async () => {
    // In a container the server is often PID 1 again after a restart: the same PID, a later start.
    const dir = tempDir();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const bootId = fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    const earlier = String(Number(processStart(process.pid)) - 1);
    fs.writeFileSync(
      `${dir}.lock`,
      JSON.stringify({ pid: process.pid, hostname: os.hostname(), startedAt: "x", command: "npm start", bootId, processStart: earlier }),
    );
    const { close } = openPgliteDir(dir);
    expect(JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8"))).toMatchObject({ pid: process.pid, processStart: processStart(process.pid) });
    // While this process holds it, the folder stays locked, even to this same process.
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    await close();
  });

  it("tells a live holder from another process that got its PID, by start time and boot", () => {
    const dir = tempDir();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    const holder = spawn("sleep", ["30"]);
    const bootId = fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    const lock = (fields: object) =>
      fs.writeFileSync(`${dir}.lock`, JSON.stringify({ pid: holder.pid, hostname: os.hostname(), startedAt: "x", command: "npm start", ...fields }));
    try {
      lock({ bootId, processStart: processStart(holder.pid!) });
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      lock({ bootId: "another-boot", processStart: processStart(holder.pid!) });
      lockDataDir(dir)();
      lock({ bootId, processStart: "1" });
      lockDataDir(dir)();
    } finally {
      holder.kill();
    }
  });
});
