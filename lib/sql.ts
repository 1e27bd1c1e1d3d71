// Plain SQL for the shop's hottest writes (add-product; docs/decisions/0060-add-product-on-plain-sql.md).
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
}

/** Statements through a Prisma client or transaction. */
export function sqlOf(client: Tx | Db): Sql {
  return { query: <T>(statement: Prisma.Sql) => client.$queryRaw<T[]>(statement) };
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

function onConnection(connection: pg.Pool | pg.PoolClient): Sql {
  return {
    query: async <T>(statement: Prisma.Sql) => {
      const values = statement.values.map((v) => (v instanceof Date ? utcText(v) : v));
      return (await connection.query({ name: nameOf(statement.text), text: statement.text, values })).rows as T[];
    },
  };
}

/** Single statements outside any transaction. */
export function plainSql(): Sql {
  const pool = poolOf(db());
  return pool ? onConnection(pool) : sqlOf(db());
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
    await connection.query(`BEGIN; SET LOCAL statement_timeout = ${config().DB_TRANSACTION_TIMEOUT_MS}`);
    const result = await fn(onConnection(connection));
    await connection.query("COMMIT");
    return result;
  } catch (error) {
    await connection.query("ROLLBACK").catch((e: Error) => (broken = e));
    throw error;
  } finally {
    // A connection that could not roll back is closed, never handed to the next caller.
    connection.release(broken);
  }
}
