// The embedded database: PGlite with the extensions the migrations need, and the lock file that
// keeps a data folder to one process (PGlite is one process's database).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export type { PGlite };

/** A PGlite instance with pg_trgm available (the search columns' trigram indexes need it). `dataDir` undefined means in memory. */
export function createPglite(dataDir?: string, loadDataDir?: Blob | File): PGlite {
  return new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } });
}

export class DataDirLockedError extends Error {
  constructor(dir: string, holder: LockHolder) {
    super(
      `The embedded database in ${dir} is in use by process ${holder.pid} on ${holder.hostname} ` +
        `(${holder.command}, since ${holder.startedAt}). Only one process can use an embedded database: ` +
        `stop that process, or set DATABASE_URL to use PostgreSQL for several processes.`,
    );
    this.name = "DataDirLockedError";
  }
}

interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
  command: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(lockPath: string): LockHolder | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, "utf8")) as LockHolder;
  } catch {
    return undefined;
  }
}

/**
 * Takes `<dir>.lock` for this process, or throws DataDirLockedError naming the live holder.
 * A lock left by a process that no longer runs is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  const me: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1, 3).map((a) => path.basename(a)).join(" "),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: "wx" });
      const release = () => {
        if (readHolder(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
        process.removeListener("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const holder = readHolder(lockPath);
      const stale = !holder || (holder.hostname === me.hostname && !isAlive(holder.pid));
      if (holder && holder.pid === process.pid && holder.hostname === me.hostname) {
        throw new DataDirLockedError(dir, holder);
      }
      if (!stale) throw new DataDirLockedError(dir, holder);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

/** Opens the embedded database in `dir` under its lock; closing releases the lock. */
export function openPgliteDir(dir: string): { pglite: PGlite; close: () => Promise<void> } {
  const release = lockDataDir(dir);
  try {
    fs.mkdirSync(dir, { recursive: true });
    const pglite = createPglite(dir);
    let closed = false;
    return {
      pglite,
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
