// lib/sql.ts on PostgreSQL prepares each hot statement once per connection; on PGlite it runs through Prisma.
import { describe, expect, it } from "vitest";
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
});
