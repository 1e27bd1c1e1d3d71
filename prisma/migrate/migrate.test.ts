// The migrate tool against the database this run uses (PGlite, or PostgreSQL with DATABASE_URL).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createPglite, type PGlite } from "@/lib/pglite.ts";
import { testDatabaseName } from "@/lib/testing/database-names.ts";
import { defaultPaths, deploy, drift, status, type Target } from "./commands.ts";

const url = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A new empty database and a way to run SQL on it. */
async function emptyDatabase(): Promise<{ target: Target; query: (sql: string) => Promise<unknown[]> }> {
  if (url) {
    const name = testDatabaseName("migrate");
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: dbUrl.toString() });
    await client.connect();
    cleanups.push(async () => {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    });
    return { target: { url: dbUrl.toString() }, query: async (sql) => (await client.query(sql)).rows };
  }
  const pglite: PGlite = createPglite();
  cleanups.push(() => pglite.close());
  return { target: { pglite }, query: async (sql) => (await pglite.query(sql)).rows };
}

/** prisma/migrations copied to a temporary folder, plus `extra` migrations. */
function migrationsWith(extra: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sf-migrations-"));
  fs.cpSync(defaultPaths.migrationsDir, dir, { recursive: true });
  for (const [name, sql] of Object.entries(extra)) {
    fs.mkdirSync(path.join(dir, name));
    fs.writeFileSync(path.join(dir, name, "migration.sql"), sql);
  }
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return { ...defaultPaths, migrationsDir: dir };
}

describe("npm run db:migrate", () => {
  it("applies every migration to an empty database, records it like the Prisma CLI, then has nothing to do", async () => {
    const { target, query } = await emptyDatabase();
    const names = fs.readdirSync(defaultPaths.migrationsDir).filter((n) => !n.endsWith(".toml")).sort();
    expect(await deploy(target)).toEqual(names);
    const rows = (await query(
      `select migration_name, checksum, finished_at is not null as finished, rolled_back_at from _prisma_migrations order by migration_name`,
    )) as { migration_name: string; checksum: string; finished: boolean; rolled_back_at: Date | null }[];
    const { createHash } = await import("node:crypto");
    expect(rows).toEqual(
      names.map((n) => ({
        migration_name: n,
        checksum: createHash("sha256").update(fs.readFileSync(path.join(defaultPaths.migrationsDir, n, "migration.sql"))).digest("hex"),
        finished: true,
        rolled_back_at: null,
      })),
    );
    expect(await deploy(target)).toEqual([]);
    expect((await status(target)).upToDate).toBe(true);
    // The order number sequence starts where the shop's numbers start.
    const [{ start }] = (await query(`select nextval('"Order_number_seq"')::int as start`)) as { start: number }[];
    expect(start).toBe(100001);
    // Trigram search is available.
    const [{ sim }] = (await query(`select similarity('sofa', 'sofas') > 0.5 as sim`)) as { sim: boolean }[];
    expect(sim).toBe(true);
  });

  it("reports a failing migration as failed, never as applied, and keeps none of its changes", async () => {
    const { target, query } = await emptyDatabase();
    const paths = migrationsWith({
      "20990101000000_broken": 'CREATE TABLE "Scratch" ("id" INTEGER);\nSELECT no_such_function();\n',
    });
    await expect(deploy(target, paths)).rejects.toThrow(
      /^Migration 20990101000000_broken failed: Error querying the database: ERROR: function no_such_function\(\) does not exist/,
    );
    const rows = (await query(
      `select migration_name, finished_at is not null as finished from _prisma_migrations where migration_name like '%broken'`,
    )) as { migration_name: string; finished: boolean }[];
    expect(rows).toEqual([{ migration_name: "20990101000000_broken", finished: false }]);
    expect(await query(`select to_regclass('"Scratch"') is null as gone`)).toEqual([{ gone: true }]);
    const s = await status(target, paths);
    expect(s.failed).toEqual(["20990101000000_broken"]);
    expect(s.upToDate).toBe(false);
    // A later deploy refuses to go on past a failed migration.
    await expect(deploy(target, paths)).rejects.toThrow(/20990101000000_broken/);
  });

  it.skipIf(!!url)("has a migration for everything in schema.prisma (the drift check)", async () => {
    expect(await drift()).toBe("");
    // …and notices a change that no migration covers.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sf-schema-"));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const schemaPath = path.join(dir, "schema.prisma");
    fs.writeFileSync(schemaPath, fs.readFileSync(defaultPaths.schemaPath, "utf8") + "\nmodel Extra {\n  id Int @id\n}\n");
    expect(await drift({ ...defaultPaths, schemaPath })).toMatch(/CREATE TABLE "Extra"/);
  }, 60_000);
});
