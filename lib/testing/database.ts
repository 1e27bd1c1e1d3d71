// A fresh, migrated database for one test file: `useTestDatabase()` in the file's top level opens it
// before the tests and makes it the process's database (so services' `db()` find it), and drops it after.
import fs from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import pg from "pg";
import { stopCatalogueChanges } from "@/lib/catalogue/changes.ts";
import { closeDb, pgliteHandle, prismaOverPostgres, useDatabase, type DbHandle } from "@/lib/db.ts";
import { createPglite } from "@/lib/pglite.ts";
import { testDatabaseName } from "@/lib/testing/database-names.ts";

/** Opens a new database cloned from the run's migrated template. */
export async function openTestDatabase(): Promise<DbHandle> {
  const template = inject("postgresTemplate");
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const name = testDatabaseName("test");
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const prisma = prismaOverPostgres(dbUrl.toString());
    return {
      kind: "postgres",
      prisma,
      url: dbUrl.toString(),
      close: async () => {
        await prisma.$disconnect();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const tar = fs.readFileSync(inject("pgliteTemplate"));
  const pglite = createPglite(undefined, new Blob([tar]));
  await pglite.waitReady;
  return pgliteHandle(pglite);
}

/** Gives this test file its own database for all its tests. Returns a getter for the handle. */
export function useTestDatabase(): () => DbHandle {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase();
    useDatabase(handle);
  });
  afterAll(async () => {
    await stopCatalogueChanges();
    await closeDb();
  });
  return () => {
    if (!handle) throw new Error("The test database is opened in beforeAll");
    return handle;
  };
}
