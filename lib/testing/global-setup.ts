// Runs once per `npm test`: migrates one template database with the real migrate tool; every test
// file then gets a fresh copy (lib/testing/database.ts). PGlite by default, PostgreSQL when
// DATABASE_URL is set (one database per test file, cloned from a template database).
import fs from "node:fs";
import { createHash } from "node:crypto";
import path from "node:path";
import type { TestProject } from "vitest/node";
import pg from "pg";
import { createPglite } from "@/lib/pglite.ts";
import { testDatabaseName } from "@/lib/testing/database-names.ts";
import { defaultPaths, deploy } from "@/prisma/migrate/commands.ts";
import { readMigrationScripts } from "@/prisma/migrate/migrations-list.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = testDatabaseName("template");
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    await deploy({ url: templateUrl.toString() });
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplate", "");
    // The HTTP tests' servers start from a copy too (scripts/lib/server-process.ts reads this).
    process.env.TEST_POSTGRES_TEMPLATE = name;
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  }
  // The migrated PGlite template is cached by the content of the migrations and the PGlite version.
  const file = path.join(CACHE_DIR, `pglite-template-${templateHash()}.tar`);
  if (!fs.existsSync(file)) {
    const pglite = createPglite();
    await deploy({ pglite });
    const dump = await pglite.dumpDataDir("none");
    await pglite.close();
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  process.env.TEST_PGLITE_TEMPLATE = file;
  return async () => {};
}

const ROOT = path.resolve(import.meta.dirname, "../..");
const CACHE_DIR = path.join(ROOT, "node_modules", ".cache", "storefront");

function templateHash(): string {
  const hash = createHash("sha256");
  hash.update(JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/@electric-sql/pglite/package.json"), "utf8")).version);
  for (const m of readMigrationScripts(defaultPaths.migrationsDir)) hash.update(m.name).update(m.sql);
  return hash.digest("hex").slice(0, 16);
}
