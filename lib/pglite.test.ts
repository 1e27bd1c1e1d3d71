import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, openPgliteDir } from "./pglite.ts";

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
});
