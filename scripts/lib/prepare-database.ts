// Before serving: apply pending migrations, compute missing product facts and, when the shop has no
// data yet, seed the demo shop.
// The database stays open as the process's database, so the server reuses it.
import { refreshProductFacts } from "@/lib/catalogue/product-facts.ts";
import { config } from "@/lib/config.ts";
import { dbHandle } from "@/lib/db.ts";
import { deploy } from "@/prisma/migrate/commands.ts";
import { isShopEmpty, seedDemoShop } from "@/prisma/seed/index.ts";

export async function prepareDatabase(log: (line: string) => void = console.log): Promise<void> {
  const c = config();
  const handle = dbHandle();
  const applied = await deploy(handle.pglite ? { pglite: handle.pglite } : { url: c.DATABASE_URL! });
  if (applied.length) log(`Applied ${applied.length} migration(s): ${applied.join(", ")}`);
  // Products written before their listing and search facts existed (a migration added them).
  await refreshProductFacts(handle.prisma, "missing");
  // The embedded database has no autovacuum: fresh planner statistics, or listings plan badly.
  if (handle.kind === "pglite") await handle.prisma.$executeRaw`ANALYZE`;
  if (c.SEED_DEMO && (await isShopEmpty(handle.prisma))) {
    log("The database is empty: seeding the demo shop…");
    const started = Date.now();
    await seedDemoShop(handle.prisma, { log });
    log(`Seeded the demo shop in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
}
