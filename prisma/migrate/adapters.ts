// Driver-adapter factories for the schema engine, with the defects of the stock adapters mended:
// - pglite-prisma-adapter's executeScript does not await the script, so a failing migration would be
//   recorded as applied and its error lost; here it awaits `exec` and reports the error;
// - its shadow database is a PGlite without extensions; here it has pg_trgm like every other;
// - adapter-pg's executeScript splits the script on ";" and breaks $$ bodies; here the whole script
//   runs as one query (one implicit transaction, as the Prisma CLI does).
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { createPglite, type PGlite } from "@/lib/pglite.ts";

type Mendable = SqlDriverAdapter & { onError(e: unknown): never };

function mendPglite(adapter: SqlDriverAdapter, pglite: PGlite, onDispose?: () => Promise<void>): SqlDriverAdapter {
  const a = adapter as Mendable;
  a.executeScript = async (script: string) => {
    try {
      await pglite.exec(script);
    } catch (e) {
      a.onError(e);
    }
  };
  if (onDispose) a.dispose = onDispose;
  return a;
}

/** Migrations on an open PGlite (on disk or in memory); its shadow databases are in-memory PGlites. */
export function pgliteMigrationFactory(pglite: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const stock = new PrismaPGlite(pglite);
  return {
    provider: "postgres",
    adapterName: stock.adapterName,
    connect: async () => mendPglite(await stock.connect(), pglite),
    connectToShadowDb: async () => {
      const shadow = createPglite();
      const adapter = await new PrismaPGlite(shadow).connect();
      return mendPglite(adapter, shadow, () => shadow.close());
    },
  } as SqlMigrationAwareDriverAdapterFactory;
}

/**
 * Migrations on PostgreSQL. Creating and checking migrations run on the embedded engine instead.
 * The engine never disposes the connections it asks for: `close()` ends them.
 */
export function postgresMigrationFactory(url: string): SqlMigrationAwareDriverAdapterFactory & { close(): Promise<void> } {
  const stock = new PrismaPg({ connectionString: url, max: 2 });
  const opened: SqlDriverAdapter[] = [];
  return {
    provider: "postgres",
    adapterName: stock.adapterName,
    connect: async () => {
      const adapter = (await stock.connect()) as unknown as Mendable & { underlyingDriver(): { query(sql: string): Promise<unknown> } };
      adapter.executeScript = async (script: string) => {
        try {
          await adapter.underlyingDriver().query(script);
        } catch (e) {
          adapter.onError(e);
        }
      };
      opened.push(adapter);
      return adapter;
    },
    connectToShadowDb: async () => {
      throw new Error("A shadow database is not used on PostgreSQL: create and check migrations on the embedded engine.");
    },
    close: async () => {
      await Promise.all(opened.splice(0).map((a) => a.dispose()));
    },
  } as SqlMigrationAwareDriverAdapterFactory & { close(): Promise<void> };
}
