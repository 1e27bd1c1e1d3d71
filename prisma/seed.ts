// `npm run db:seed`: fills the database (PGlite in DATA_DIR, or DATABASE_URL) with the demo shop.
// Safe to run again: what is already there is left as it is. Run `npm run db:migrate` first.
import { config, ConfigError } from "@/lib/config.ts";
import { openDatabase, type DbHandle } from "@/lib/db.ts";
import { loadEnvFiles } from "@/scripts/lib/load-env.ts";
import { seedDemoShop } from "./seed/index.ts";

async function tablesExist(handle: DbHandle): Promise<boolean> {
  const rows = await handle.prisma.$queryRaw<{ present: boolean }[]>`SELECT to_regclass('public."Product"') IS NOT NULL AS present`;
  return rows[0]?.present === true;
}

async function main(): Promise<number> {
  let handle: DbHandle | undefined;
  try {
    loadEnvFiles();
    const c = config();
    handle = openDatabase();
    const where = handle.kind === "postgres" ? `PostgreSQL (${new URL(c.DATABASE_URL!).pathname.slice(1)})` : `the embedded database in ${c.pgliteDir}`;
    if (!(await tablesExist(handle))) {
      console.error(`The tables do not exist yet in ${where}. Run \`npm run db:migrate\` first, then \`npm run db:seed\`.`);
      return 1;
    }
    console.log(`Seeding the ${c.SHOP_NAME} demo shop into ${where}.`);
    const summary = await seedDemoShop(handle.prisma, { log: (line) => console.log(line) });
    const n = summary.counts;
    console.log(
      [
        `Done in ${summary.seconds.toFixed(1)} s.`,
        `  ${n.categories} categories; ${n.products} products (${n.standalone} standalone, ${n.parents} parents, ${n.children} variants)`,
        `  ${n.productImages} product images, ${n.images360} 360° views, ${n.stockRecords} stock records`,
        `  ${n.locations} pincodes, ${n.vouchers} vouchers, ${n.banners} banners, ${n.collections} collections`,
        `  ${n.galleryItems} gallery items, ${n.downloads} brochures, ${n.jobAlerts} job alerts, ${n.users} user(s)`,
        `  staff sign-in: ${c.SEED_ADMIN_EMAIL}`,
      ].join("\n"),
    );
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error("Seeding failed:", error);
    return 1;
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

process.exit(await main());
