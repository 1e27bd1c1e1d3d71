// The migration that keeps only the SHA-256 of session ids rewrites the rows a running shop already
// has, so the cookies it issued before keep working.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createPglite } from "@/lib/pglite.ts";
import { testDatabaseName } from "@/lib/testing/database-names.ts";
import { defaultPaths, deploy, type Target } from "./commands.ts";

const url = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function emptyDatabase(): Promise<{ target: Target; query: (sql: string, params?: unknown[]) => Promise<unknown[]> }> {
  if (url) {
    const name = testDatabaseName("hash_sessions");
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
    return { target: { url: dbUrl.toString() }, query: async (sql, params) => (await client.query(sql, params)).rows };
  }
  const pglite = createPglite();
  cleanups.push(() => pglite.close());
  return { target: { pglite }, query: async (sql, params) => (await pglite.query(sql, params)).rows };
}

describe("migration hash_session_ids", () => {
  it("replaces each session id by its SHA-256", async () => {
    const { target, query } = await emptyDatabase();
    const all = fs.readdirSync(defaultPaths.migrationsDir).filter((n) => !n.endsWith(".toml")).sort();
    const before = all.slice(0, all.indexOf("20261126055600_hash_session_ids"));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sf-migrations-"));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    fs.copyFileSync(path.join(defaultPaths.migrationsDir, "migration_lock.toml"), path.join(dir, "migration_lock.toml"));
    for (const name of before) fs.cpSync(path.join(defaultPaths.migrationsDir, name), path.join(dir, name), { recursive: true });
    await deploy(target, { ...defaultPaths, migrationsDir: dir });

    const sid = "Vq3xJ0a_8mZ-kLr5Tn2WcYb7Hd9PeQs1";
    await query(`INSERT INTO "User" ("email", "firstName", "lastName") VALUES ('asha@example.in', 'Asha', 'Rao')`);
    await query(`INSERT INTO "Session" ("id", "userId", "expiresAt") SELECT $1, "id", now() + interval '1 day' FROM "User"`, [sid]);
    // It and every later migration are applied, in order (later work adds migrations after it).
    expect(await deploy(target)).toEqual(all.slice(all.indexOf("20261126055600_hash_session_ids")));
    expect(await query(`SELECT "id" FROM "Session"`)).toEqual([{ id: createHash("sha256").update(sid).digest("hex") }]);
  }, 120_000);
});
