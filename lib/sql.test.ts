// lib/sql.ts on PostgreSQL prepares each hot statement once per connection; on PGlite it runs through Prisma.
import { describe, expect, it } from "vitest";
import { config } from "@/lib/config.ts";
import { Prisma } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { plainSql, sqlTransaction } from "./sql.ts";

const handle = useTestDatabase();

describe("plain SQL", () => {
  it("answers a statement's rows, with its parameters", async () => {
    const rows = await plainSql().query<{ n: number; word: string }>(Prisma.sql`SELECT ${41}::int + 1 AS n, ${"sofa"}::text AS word`);
    expect(rows).toEqual([{ n: 42, word: "sofa" }]);
  });

  it.skipIf(!process.env.DATABASE_URL)("prepares a statement once on a connection and runs it from there again", async () => {
    expect(handle().kind).toBe("postgres");
    const statement = (n: number) => Prisma.sql`SELECT ${n}::int * 2 AS doubled`;
    const prepared = await sqlTransaction(async (sql) => {
      const first = await sql.query<{ doubled: number }>(statement(2));
      const second = await sql.query<{ doubled: number }>(statement(5));
      const listed = await sql.query<{ n: number }>(Prisma.sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = ${statement(0).text}`);
      return [first, second, listed[0].n];
    });
    expect(prepared).toEqual([[{ doubled: 4 }], [{ doubled: 10 }], 1]);
  });

  it("rolls a transaction back when its work throws", async () => {
    await plainSql().query(Prisma.sql`CREATE TABLE IF NOT EXISTS sql_test_note (body text)`);
    await expect(
      sqlTransaction(async (sql) => {
        await sql.query(Prisma.sql`INSERT INTO sql_test_note (body) VALUES (${"kept?"})`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await plainSql().query(Prisma.sql`SELECT body FROM sql_test_note`)).toEqual([]);
  });

  it("runs a batch's statements in order inside the transaction and answers each one's rows", async () => {
    await plainSql().query(Prisma.sql`CREATE TABLE IF NOT EXISTS sql_test_batch (n int)`);
    const answers = await sqlTransaction((sql) =>
      sql.batch<[{ timeout: number }[], { n: number }[], { n: number }[]]>([
        // The transaction's own setting holds for the first statement: its BEGIN went before it.
        Prisma.sql`SELECT (extract(epoch FROM current_setting('statement_timeout')::interval) * 1000)::int AS timeout`,
        Prisma.sql`INSERT INTO sql_test_batch (n) VALUES (${1}), (${2}) RETURNING n`,
        Prisma.sql`SELECT sum(n)::int AS n FROM sql_test_batch`,
      ]),
    );
    const timeout = process.env.DATABASE_URL ? config().DB_TRANSACTION_TIMEOUT_MS : answers[0][0].timeout;
    expect(answers).toEqual([[{ timeout }], [{ n: 1 }, { n: 2 }], [{ n: 3 }]]);
    expect(await plainSql().batch([Prisma.sql`SELECT ${7}::int AS n`, Prisma.sql`SELECT ${8}::int AS n`])).toEqual([[{ n: 7 }], [{ n: 8 }]]);
  });

  it("fails a batch at its first failing statement and rolls the transaction back; the next one runs", async () => {
    await plainSql().query(Prisma.sql`CREATE TABLE IF NOT EXISTS sql_test_unique (n int UNIQUE)`);
    await expect(
      sqlTransaction((sql) =>
        sql.batch([Prisma.sql`INSERT INTO sql_test_unique (n) VALUES (${1})`, Prisma.sql`INSERT INTO sql_test_unique (n) VALUES (${1})`, Prisma.sql`SELECT 1 AS one`]),
      ),
    ).rejects.toThrow(/unique/i);
    expect(await sqlTransaction((sql) => sql.batch([Prisma.sql`INSERT INTO sql_test_unique (n) VALUES (${2})`, Prisma.sql`SELECT n FROM sql_test_unique`]))).toEqual([[], [{ n: 2 }]]);
  });

  it("commits with a batch's statements when asked, and refuses statements after that", async () => {
    await plainSql().query(Prisma.sql`CREATE TABLE IF NOT EXISTS sql_test_commit (n int UNIQUE)`);
    const answers = await sqlTransaction(async (sql) => {
      const written = await sql.batch([Prisma.sql`INSERT INTO sql_test_commit (n) VALUES (${1}) RETURNING n`, Prisma.sql`SELECT count(*)::int AS n FROM sql_test_commit`], { commit: true });
      if (process.env.DATABASE_URL) await expect(sql.query(Prisma.sql`SELECT 1`)).rejects.toThrow("after its transaction's COMMIT");
      return written;
    });
    expect(answers).toEqual([[{ n: 1 }], [{ n: 1 }]]);
    // A failure in the last batch rolls everything back, its COMMIT too.
    await expect(
      sqlTransaction(async (sql) => {
        await sql.query(Prisma.sql`INSERT INTO sql_test_commit (n) VALUES (${2})`);
        return sql.batch([Prisma.sql`INSERT INTO sql_test_commit (n) VALUES (${1})`, Prisma.sql`SELECT 1 AS one`], { commit: true });
      }),
    ).rejects.toThrow(/unique/i);
    expect(await plainSql().query(Prisma.sql`SELECT n FROM sql_test_commit ORDER BY n`)).toEqual([{ n: 1 }]);
  });
});
