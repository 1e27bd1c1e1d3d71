// Plain SQL for the shop's hottest statements: add-product (docs/decisions/0060-add-product-on-plain-sql.md),
// product cards and a product's family (docs/decisions/0079-product-family-in-one-statement.md).
// On PostgreSQL the statements run straight on a connection of the pool Prisma itself uses, without
// Prisma's per-statement and per-transaction work (about 1 ms of CPU per add); on PGlite they run
// through Prisma, as everything else does. The statements are Prisma.sql templates either way, and
// must answer only integers, booleans, text and JSON, which both ways read alike (cast decimals and
// timestamps to text).
import { createHash } from "node:crypto";
import type pg from "pg";
import { config } from "@/lib/config.ts";
import { db, poolOf, transaction, type Db, type Prisma, type Tx } from "@/lib/db.ts";

export interface Sql {
  query<T>(statement: Prisma.Sql): Promise<T[]>;
  /**
   * Runs `statements` in order and answers each one's rows. On PostgreSQL they leave together, in one
   * write, and are answered together: one round trip for all. The first failure fails the batch (in a
   * transaction the statements after it fail too, and the transaction rolls back).
   */
  batch<T extends unknown[][]>(statements: { [K in keyof T]: Prisma.Sql }, options?: BatchOptions): Promise<T>;
}

export interface BatchOptions {
  /** In sqlTransaction: these are the transaction's last statements, and its COMMIT leaves with them. */
  commit?: boolean;
}

/** Statements through a Prisma client or transaction, one after another. */
export function sqlOf(client: Tx | Db): Sql {
  const query = <T>(statement: Prisma.Sql) => client.$queryRaw<T[]>(statement);
  return {
    query,
    // A Prisma transaction commits when its function returns.
    batch: async <T extends unknown[][]>(statements: Prisma.Sql[]) => {
      const answers: unknown[][] = [];
      for (const statement of statements) answers.push(await query(statement));
      return answers as T;
    },
  };
}

/** A timestamp parameter as Prisma sends it: UTC, without a zone (the columns are `timestamp`). */
const utcText = (d: Date) => d.toISOString().replace("T", " ").replace("Z", "");

// Statements are prepared once per connection under a name (PostgreSQL then plans them from its cache
// instead of parsing and planning each time: half of its work per add-product). The hot paths' texts
// are few and fixed; a text that varies (a list of some length) still runs, unnamed, once the names are
// used up, so a connection never holds more than MAX_NAMES of them.
const MAX_NAMES = 100;
const names = new Map<string, string>();

/** The text's name: from its hash, so that every copy of this module (Next's bundles have their own) names it alike. */
function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMES) names.set(text, (name = `sf_${createHash("sha256").update(text).digest("base64url").slice(0, 24)}`));
  return name;
}

function queryOf(statement: Prisma.Sql): pg.QueryConfig {
  const values = statement.values.map((v) => (v instanceof Date ? utcText(v) : v));
  return { name: nameOf(statement.text), text: statement.text, values };
}

// What pg's Client has and its types do not name: `pipeline` (a constructor option, read before each
// send) and the socket under it.
type PipeliningClient = pg.PoolClient & { pipeline: boolean; connection: { stream: { cork(): void; uncork(): void } } };

/**
 * Sends `queries` on `connection` without waiting for each answer (pg's pipeline mode, for this send
 * only), in one write of the socket: each write is a system call, and on this kind of machine a
 * costly one. Answers every query's result once all are answered.
 */
async function pipelined(connection: pg.PoolClient, queries: (string | pg.QueryConfig)[]): Promise<pg.QueryResult[]> {
  const client = connection as PipeliningClient;
  const stream = client.connection.stream;
  client.pipeline = true;
  let sent: Promise<pg.QueryResult>[];
  stream.cork();
  try {
    sent = queries.map((q) => client.query(q));
  } finally {
    stream.uncork();
  }
  const answers = await Promise.allSettled(sent);
  client.pipeline = false;
  const failed = answers.find((a) => a.status === "rejected");
  if (failed) throw failed.reason;
  return answers.map((a) => (a as PromiseFulfilledResult<pg.QueryResult>).value);
}

/**
 * Statements on one connection. `opening` (a transaction's BEGIN) is not sent on its own: it leaves
 * with the first statement or batch, in the same write; a batch sent with `commit` takes the COMMIT.
 */
function onConnection(connection: pg.PoolClient, opening: string | null = null): Sql & { open(): boolean } {
  let state: "new" | "open" | "committed" = opening === null ? "open" : "new";
  const send = async (statements: Prisma.Sql[], commit = false): Promise<unknown[][]> => {
    if (state === "committed") throw new Error("A statement was sent after its transaction's COMMIT");
    const queries: (string | pg.QueryConfig)[] = statements.map(queryOf);
    const opens = state === "new";
    if (opens) queries.unshift(opening!);
    const commits = commit && opening !== null;
    if (commits) queries.push("COMMIT");
    state = commits ? "committed" : "open";
    const answers = queries.length === 1 ? [await connection.query(queries[0])] : await pipelined(connection, queries);
    return answers.slice(opens ? 1 : 0).slice(0, statements.length).map((a) => a.rows);
  };
  return {
    query: async <T>(statement: Prisma.Sql) => (await send([statement]))[0] as T[],
    batch: async <T extends unknown[][]>(statements: Prisma.Sql[], options?: BatchOptions) => (await send(statements, options?.commit)) as T,
    open: () => state === "open",
  };
}

/** Single statements outside any transaction. */
export function plainSql(): Sql {
  const pool = poolOf(db());
  if (!pool) return sqlOf(db());
  return {
    query: async <T>(statement: Prisma.Sql) => (await pool.query(queryOf(statement))).rows as T[],
    batch: async <T extends unknown[][]>(statements: Prisma.Sql[]) => {
      const connection = await pool.connect();
      try {
        return (await onConnection(connection).batch(statements)) as T;
      } finally {
        connection.release();
      }
    },
  };
}

/**
 * Runs `fn` in one transaction (committed when it returns, rolled back when it throws). Its
 * statements may take no longer than the configured transaction time each.
 */
export async function sqlTransaction<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
  const pool = poolOf(db());
  if (!pool) return transaction((tx) => fn(sqlOf(tx)));
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    const sql = onConnection(connection, `BEGIN; SET LOCAL statement_timeout = ${config().DB_TRANSACTION_TIMEOUT_MS}`);
    const result = await fn(sql);
    if (sql.open()) await connection.query("COMMIT");
    return result;
  } catch (error) {
    await connection.query("ROLLBACK").catch((e: Error) => (broken = e));
    throw error;
  } finally {
    // A connection that could not roll back is closed, never handed to the next caller.
    connection.release(broken);
  }
}
