// The Prisma client: embedded PGlite in DATA_DIR when DATABASE_URL is unset, PostgreSQL when it is set.
// One client per process (kept on globalThis, so the server script and Next's bundles share it).
// Services take a transaction client (`Tx`) and never reach for `db()` inside a transaction.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import pg from "pg";
import { PrismaClient, Prisma } from "@/lib/generated/prisma/client.ts";
import { config } from "@/lib/config.ts";
import { errorFields, log } from "@/lib/observability/log.ts";
import { openPgliteDir, type PGlite } from "@/lib/pglite.ts";

export { Prisma };
export type Db = PrismaClient;
export type Tx = Prisma.TransactionClient;

export interface DbHandle {
  kind: "pglite" | "postgres";
  prisma: PrismaClient;
  /** The PGlite instance, for the embedded database. */
  pglite?: PGlite;
  /** The connection string, for PostgreSQL (LISTEN needs its own connection to the same database). */
  url?: string;
  close(): Promise<void>;
}

const globalKey = Symbol.for("storefront.db");
type GlobalWithDb = typeof globalThis & { [globalKey]?: DbHandle };
const g = globalThis as GlobalWithDb;

function transactionOptions() {
  const c = config();
  return { maxWait: c.DB_TRANSACTION_WAIT_MS, timeout: c.DB_TRANSACTION_TIMEOUT_MS };
}

/** A Prisma client over an already open PGlite (the caller owns and closes the PGlite). */
export function prismaOverPglite(pglite: PGlite): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPGlite(pglite), transactionOptions: transactionOptions() });
}

// On globalThis, like the handle: the server script and Next's bundles each have their own copy of
// this module, and a pool recorded by one must be found by the other (else lib/sql.ts quietly runs
// through Prisma in production).
const poolsKey = Symbol.for("storefront.db.pools");
type GlobalWithPools = typeof globalThis & { [poolsKey]?: WeakMap<PrismaClient, pg.Pool> };
const pools = ((globalThis as GlobalWithPools)[poolsKey] ??= new WeakMap<PrismaClient, pg.Pool>());

/**
 * A Prisma client over PostgreSQL with the configured pool size and wait limit. The pool is the
 * process's own, so that lib/sql.ts can run the hottest statements on the same connections.
 */
export function prismaOverPostgres(url: string): PrismaClient {
  const c = config();
  const pool = new pg.Pool({ connectionString: url, max: c.DB_POOL_SIZE, connectionTimeoutMillis: c.DB_TRANSACTION_WAIT_MS });
  // An idle connection that breaks (PostgreSQL restarted, an administrator ended it) is dropped by the
  // pool, which then reports it here; unheard, the report would end the process.
  pool.on("error", (error) => log.warn("an idle database connection broke; the pool opens another when needed", errorFields(error)));
  watchReachability(pool);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }), transactionOptions: transactionOptions() });
  pools.set(prisma, pool);
  return prisma;
}

// Whether the last attempt to open a connection failed because PostgreSQL could not be reached: the
// server script answers a page that failed meanwhile with 503 and Retry-After rather than 500
// (endpoints decide so themselves, from the error). On globalThis: the pool lives in Next's bundle
// copy of this module, the server script reads it from its own.
const reachKey = Symbol.for("storefront.db.reachability");
type GlobalWithReach = typeof globalThis & { [reachKey]?: { failedAt: number; openedAt: number } };
const reach = ((globalThis as GlobalWithReach)[reachKey] ??= { failedAt: 0, openedAt: 0 });

/** Notes a statement that failed because PostgreSQL went away (a page's render reports it: instrumentation.ts). */
export function noteDatabaseUnreachable(): void {
  reach.failedAt = performance.now();
}

/** True while PostgreSQL is unreachable: the latest connection attempt or statement failed for that reason. */
export function databaseUnreachable(): boolean {
  return reach.failedAt > reach.openedAt;
}

type Connect = (callback?: (error: Error | undefined, client: unknown, done: unknown) => void) => unknown;

/**
 * Notes in `reach` each connection the pool opens (its "connect" event: a new connection, never an idle
 * one handed out again, which may be dead), each attempt that fails for want of a server (pg-pool's own
 * query opens through connect too), and each idle connection that breaks.
 */
function watchReachability(pool: pg.Pool): void {
  pool.on("connect", () => {
    reach.openedAt = performance.now();
  });
  pool.on("error", () => {
    reach.failedAt = performance.now();
  });
  const connect = pool.connect.bind(pool) as Connect;
  const note = (error: unknown) => {
    if (error && isDatabaseUnavailable(error)) reach.failedAt = performance.now();
  };
  (pool as unknown as { connect: Connect }).connect = (callback) => {
    if (callback) {
      return connect((error, client, done) => {
        note(error);
        callback(error, client, done);
      });
    }
    return (connect() as Promise<unknown>).catch((error: unknown) => {
      note(error);
      throw error;
    });
  };
}

/** The connection pool under `prisma` (PostgreSQL), or undefined (PGlite). */
export function poolOf(prisma: PrismaClient): pg.Pool | undefined {
  return pools.get(prisma);
}

/** Opens the database the configuration names. Most code wants `db()` instead. */
export function openDatabase(opts: { url?: string; pgliteDir?: string } = {}): DbHandle {
  const url = opts.url ?? config().DATABASE_URL;
  if (url) {
    const prisma = prismaOverPostgres(url);
    return { kind: "postgres", prisma, url, close: () => prisma.$disconnect() };
  }
  const { pglite, close } = openPgliteDir(opts.pgliteDir ?? config().pgliteDir);
  return pgliteHandle(pglite, close);
}

/** A handle over an open PGlite; closing it disconnects Prisma, then runs `closePglite`. */
export function pgliteHandle(pglite: PGlite, closePglite: () => Promise<void> = () => pglite.close()): DbHandle {
  const prisma = prismaOverPglite(pglite);
  return {
    kind: "pglite",
    prisma,
    pglite,
    close: async () => {
      await prisma.$disconnect();
      await closePglite();
    },
  };
}

/** The process's database handle, opened on first use. */
export function dbHandle(): DbHandle {
  g[globalKey] ??= openDatabase();
  return g[globalKey];
}

/** The process's Prisma client. */
export function db(): PrismaClient {
  return dbHandle().prisma;
}

const commitHooks = new WeakMap<object, (() => void)[]>();

/**
 * Runs `fn` in one transaction with the configured wait and time limits. Callbacks registered with
 * `afterCommit(tx, …)` run once it has committed (never when it rolls back).
 */
export async function transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  const hooks: (() => void)[] = [];
  const result = await db().$transaction(async (tx) => {
    commitHooks.set(tx, hooks);
    return fn(tx);
  });
  for (const hook of hooks) {
    try {
      hook();
    } catch {
      // a hook's failure must not turn a committed write into an error
    }
  }
  return result;
}

/**
 * Runs `hook` after the transaction `tx` commits. Outside `transaction()` (a plain client, or a
 * transaction started elsewhere) the write is already visible or soon will be: the hook runs at once.
 */
export function afterCommit(tx: Tx, hook: () => void): void {
  const hooks = commitHooks.get(tx);
  if (hooks) hooks.push(hook);
  else queueMicrotask(hook);
}

/** Makes `handle` the process's database (tests, tools that opened their own). */
export function useDatabase(handle: DbHandle | undefined): void {
  g[globalKey] = handle;
}

/** Closes the process's database, if open (PGlite must be closed explicitly). */
export async function closeDb(): Promise<void> {
  const handle = g[globalKey];
  g[globalKey] = undefined;
  await handle?.close();
}
// Prisma's codes, then PostgreSQL's for statements run by lib/sql.ts: a statement or lock timeout, a
// deadlock or serialization failure, too many connections, and the server stopping or starting
// (57P01-57P03: an administrator's or a crash's shutdown, "the database system is starting up").
const unavailableCodes = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028", "P2034", "57014", "55P03", "40P01", "40001", "53300", "57P01", "57P02", "57P03"]);
// What the driver and Prisma's adapter say when there is no server to talk to.
const unavailableMessages = /timeout exceeded when trying to connect|Connection terminated|ECONNREFUSED|ECONNRESET|too many clients|Can't reach database server|DatabaseNotReachable|ConnectionClosed/i;

/** True when an error means the database is unreachable or busy beyond its wait limit (→ 503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const e = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown };
  if (typeof e.code === "string" && unavailableCodes.has(e.code)) return true;
  if (e.name === "PrismaClientInitializationError") return true;
  const message = typeof e.message === "string" ? e.message : "";
  if (unavailableMessages.test(message)) return true;
  // Prisma's error for a raw statement carries the adapter's own under meta.
  const adapterError = (error as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError;
  if (adapterError !== undefined && adapterError !== error && isDatabaseUnavailable(adapterError)) return true;
  return e.cause !== undefined && e.cause !== error && isDatabaseUnavailable(e.cause);
}
