// The four migration commands: deploy, status, new, check. Used by prisma/migrate.ts (the CLI),
// scripts/start.ts and the tests. Every failure is thrown as an Error whose message says what failed.
import fs from "node:fs";
import path from "node:path";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { createPglite, openPgliteDir, type PGlite } from "@/lib/pglite.ts";
import { createEngine, engineError, type SchemaEngine } from "./engine.ts";
import { pgliteMigrationFactory, postgresMigrationFactory } from "./adapters.ts";
import { LOCKFILE, LOCKFILE_CONTENT, readMigrationsList } from "./migrations-list.ts";

export const PRISMA_DIR = path.resolve(import.meta.dirname, "..");

export interface Paths {
  schemaPath: string;
  migrationsDir: string;
}

export const defaultPaths: Paths = {
  schemaPath: path.join(PRISMA_DIR, "schema.prisma"),
  migrationsDir: path.join(PRISMA_DIR, "migrations"),
};

/** Where migrations go: a PostgreSQL URL, an embedded data folder, or an already open PGlite. */
export type Target = { url: string } | { pgliteDir: string } | { pglite: PGlite };

const filters = { externalTables: [], externalEnums: [] };

/** Extensions the schema's indexes need; the first migration creates them. */
const EXTENSIONS_SQL = '-- Trigram search indexes (gin_trgm_ops) need pg_trgm.\nCREATE EXTENSION IF NOT EXISTS "pg_trgm";\n\n';

async function withEngine<T>(
  target: Target,
  paths: Paths,
  fn: (engine: SchemaEngine) => Promise<T>,
  log?: (line: string) => void,
): Promise<T> {
  let factory: SqlMigrationAwareDriverAdapterFactory;
  let close = async () => {};
  if ("url" in target) {
    const pgFactory = postgresMigrationFactory(target.url);
    factory = pgFactory;
    close = pgFactory.close;
  } else if ("pgliteDir" in target) {
    const opened = openPgliteDir(target.pgliteDir);
    factory = pgliteMigrationFactory(opened.pglite);
    close = opened.close;
  } else {
    factory = pgliteMigrationFactory(target.pglite);
  }
  try {
    const engine = await createEngine(fs.readFileSync(paths.schemaPath, "utf8"), factory, log);
    try {
      return await fn(engine);
    } catch (e) {
      throw engineError(e);
    } finally {
      engine.free();
    }
  } finally {
    await close();
  }
}

/** Applies pending migrations; returns the names applied. A failing migration throws and stays failed. */
export async function deploy(target: Target, paths: Paths = defaultPaths): Promise<string[]> {
  const migrationsList = readMigrationsList(paths.migrationsDir);
  return withEngine(target, paths, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList, filters });
    return out.appliedMigrationNames;
  });
}

export interface Status {
  migrations: string[];
  pending: string[];
  failed: string[];
  edited: string[];
  diverged: string[];
  upToDate: boolean;
}

/** How the database's migration history compares with prisma/migrations. */
export async function status(target: Target, paths: Paths = defaultPaths): Promise<Status> {
  const migrationsList = readMigrationsList(paths.migrationsDir);
  const migrations = migrationsList.migrationDirectories.map((d) => d.path);
  return withEngine(target, paths, async (engine) => {
    const out = await engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters });
    let pending: string[] = [];
    let diverged: string[] = [];
    if (!out.hasMigrationsTable) pending = migrations;
    else if (out.history?.diagnostic === "databaseIsBehind") pending = out.history.unappliedMigrationNames;
    else if (out.history?.diagnostic === "migrationsDirectoryIsBehind") diverged = out.history.unpersistedMigrationNames;
    else if (out.history?.diagnostic === "historiesDiverge") {
      pending = out.history.unappliedMigrationNames;
      diverged = out.history.unpersistedMigrationNames;
    }
    const failed = out.failedMigrationNames;
    const edited = out.editedMigrationNames;
    return {
      migrations,
      pending,
      failed,
      edited,
      diverged,
      upToDate: !pending.length && !failed.length && !edited.length && !diverged.length,
    };
  });
}

/** Runs `fn` against a throwaway in-memory PGlite (creating and checking need no real database). */
async function withScratch<T>(paths: Paths, fn: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const pglite = createPglite();
  try {
    return await withEngine({ pglite }, paths, fn);
  } finally {
    await pglite.close();
  }
}

/**
 * Creates the next migration from schema.prisma. Returns its folder name, or null when the
 * migrations already cover the schema.
 */
export async function createMigration(name: string, paths: Paths = defaultPaths): Promise<string | null> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Migration names use a-z, 0-9 and _ only: "${name}"`);
  const migrationsList = readMigrationsList(paths.migrationsDir);
  const schema = { files: [{ path: "schema.prisma", content: fs.readFileSync(paths.schemaPath, "utf8") }] };
  return withScratch(paths, async (engine) => {
    await engine.applyMigrations({ migrationsList, filters });
    const diagnostic = await engine.devDiagnostic({ migrationsList, filters });
    if (diagnostic.action.tag === "reset") throw new Error(`The migrations cannot be applied: ${diagnostic.action.reason}`);
    const out = await engine.createMigration({ draft: false, migrationName: name, migrationsList, schema, filters });
    if (!out.migrationScript) return null;
    const isFirst = migrationsList.migrationDirectories.length === 0;
    const dir = path.join(paths.migrationsDir, out.generatedMigrationName);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "migration.sql"), (isFirst ? EXTENSIONS_SQL : "") + out.migrationScript);
    fs.writeFileSync(path.join(paths.migrationsDir, LOCKFILE), LOCKFILE_CONTENT);
    return out.generatedMigrationName;
  });
}

/** The SQL that would bring the migrations up to schema.prisma; empty when nothing is missing. */
export async function drift(paths: Paths = defaultPaths): Promise<string> {
  const migrationsList = readMigrationsList(paths.migrationsDir);
  const files = [{ path: "schema.prisma", content: fs.readFileSync(paths.schemaPath, "utf8") }];
  return withScratch(paths, async (engine) => {
    const out = await engine.diff({
      from: { tag: "migrations", ...migrationsList },
      to: { tag: "schemaDatamodel", files },
      script: true,
      exitCode: true,
      filters,
    });
    return out.exitCode === 2 ? (out.stdout ?? "").trim() : "";
  });
}
