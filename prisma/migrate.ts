// The offline migrate tool (the Prisma CLI's native engine cannot be downloaded here):
//   npm run db:migrate               apply pending migrations (PGlite in DATA_DIR, or DATABASE_URL)
//   npm run db:migrate:new -- <name> create the next migration from schema.prisma
//   npm run db:migrate:check         fail when schema.prisma has changes no migration covers
//   npm run db:migrate:status        show pending, failed and edited migrations
// History is kept in _prisma_migrations exactly as the Prisma CLI keeps it.
import { config, ConfigError } from "@/lib/config.ts";
import { loadEnvFiles } from "@/scripts/lib/load-env.ts";
import { createMigration, deploy, drift, status, type Target } from "./migrate/commands.ts";

function target(): Target {
  const c = config();
  return c.DATABASE_URL ? { url: c.DATABASE_URL } : { pgliteDir: c.pgliteDir };
}

function where(): string {
  const c = config();
  return c.DATABASE_URL ? `PostgreSQL (${new URL(c.DATABASE_URL).pathname.slice(1)})` : `the embedded database in ${c.pgliteDir}`;
}

async function main(command: string | undefined, args: string[]): Promise<number> {
  loadEnvFiles();
  switch (command) {
    case "deploy": {
      const applied = await deploy(target());
      console.log(applied.length ? `Applied ${applied.length} migration(s) to ${where()}:\n  ${applied.join("\n  ")}` : `No pending migrations on ${where()}.`);
      return 0;
    }
    case "status": {
      const s = await status(target());
      console.log(`${s.migrations.length} migration(s) in prisma/migrations; database: ${where()}.`);
      for (const [label, names] of [["Pending", s.pending], ["Failed", s.failed], ["Edited after being applied", s.edited], ["Applied but missing here", s.diverged]] as const) {
        if (names.length) console.log(`${label}:\n  ${names.join("\n  ")}`);
      }
      console.log(s.upToDate ? "The database is up to date." : "The database is not up to date.");
      return s.upToDate ? 0 : 1;
    }
    case "new": {
      const name = args[0];
      if (!name) {
        console.error("Usage: npm run db:migrate:new -- <name>");
        return 2;
      }
      const created = await createMigration(name);
      console.log(created ? `Created prisma/migrations/${created}/migration.sql` : "schema.prisma has no changes that need a migration.");
      return 0;
    }
    case "check": {
      const sql = await drift();
      if (!sql) {
        console.log("The migrations cover schema.prisma.");
        return 0;
      }
      console.error("schema.prisma has changes that no migration covers. Run `npm run db:migrate:new -- <name>`. Missing:\n");
      console.error(sql);
      return 1;
    }
    default:
      console.error("Usage: tsx prisma/migrate.ts deploy|status|new <name>|check");
      return 2;
  }
}

// The wasm engine leaves a timer running and PGlite's close() resets process.exitCode: exit explicitly.
main(process.argv[2], process.argv.slice(3)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof ConfigError ? error.message : `Migration failed: ${error instanceof Error ? error.message : String(error)}`;
    console.error(message);
    process.exit(1);
  },
);
