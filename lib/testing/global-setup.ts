// Runs once per `npm test`: migrates one template database with the real migrate tool; every test
// file then gets a fresh copy (lib/testing/database.ts). PGlite by default, PostgreSQL when
// DATABASE_URL is set (one database per test file, cloned from a template database).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import pg from "pg";
import { createPglite } from "@/lib/pglite.ts";
import { deploy } from "@/prisma/migrate/commands.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `sf_test_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    await deploy({ url: templateUrl.toString() });
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplate", "");
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  }
  const pglite = createPglite();
  await deploy({ pglite });
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sf-test-")), "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
