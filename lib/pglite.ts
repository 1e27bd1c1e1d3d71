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
        `stop that process (Ctrl-C where it runs, or \`kill ${holder.pid}\`), or set DATABASE_URL to use PostgreSQL for several processes.`,
    );
    this.name = "DataDirLockedError";
  }
}

interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
  command: string;
  /** The kernel's boot id and the process's start time (clock ticks after boot): together they name one
   * process for good, where a PID is reused (a restarted container's server is often PID 1 again). */
  bootId?: string;
  processStart?: string;
}

function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** This boot of the machine (Linux), or undefined where /proc does not say. */
function bootId(): string | undefined {
  return readProc("/proc/sys/kernel/random/boot_id")?.trim();
}

/** When process `pid` started, in clock ticks after boot (Linux: field 22 of /proc/<pid>/stat). */
export function processStart(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ")".
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** True while the process that wrote the lock still runs (on another host: assumed to). */
function holderRuns(holder: LockHolder): boolean {
  if (holder.hostname !== os.hostname()) return true;
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return false;
  if (!isAlive(holder.pid)) return false;
  const started = processStart(holder.pid);
  return !(holder.processStart && started && holder.processStart !== started);
}

function readHolder(lockPath: string): LockHolder | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, "utf8")) as LockHolder;
  } catch {
    return undefined;
  }
}

/** How the lock names this process: "npm start", "npm run worker", or the script's name. */
function commandName(): string {
  const event = process.env.npm_lifecycle_event;
  if (event) return event === "start" || event === "test" ? `npm ${event}` : `npm run ${event}`;
  return process.argv.slice(1, 3).map((a) => path.basename(a)).join(" ");
}

/**
 * Takes `<dir>.lock` for this process, or throws DataDirLockedError naming the live holder.
 * A lock left by a process that no longer runs (or whose PID another process now has) is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  const me: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    command: commandName(),
    bootId: bootId(),
    processStart: processStart(process.pid),
  };
  const mine = (holder: LockHolder | undefined) =>
    holder?.pid === me.pid && holder.hostname === me.hostname && holder.processStart === me.processStart;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: "wx" });
      const release = () => {
        if (mine(readHolder(lockPath))) fs.rmSync(lockPath, { force: true });
        process.removeListener("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const holder = readHolder(lockPath);
      if (holder && holderRuns(holder)) throw new DataDirLockedError(dir, holder);
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
