// `npm run backup -- <folder>` and `npm run restore -- <folder>`: the shop's database, media and private
// files into a new folder, and back into a fresh shop (scripts/lib/backup.ts; docs/operations.md).
import { config } from "@/lib/config.ts";
import { backup, restore, type ShopPlace } from "./lib/backup.ts";
import { loadEnvFiles } from "./lib/load-env.ts";
import { DataDirLockedError } from "@/lib/pglite.ts";
import { StartError } from "./lib/start-error.ts";

const [command, folder] = process.argv.slice(2);
try {
  if ((command !== "backup" && command !== "restore") || !folder) throw new StartError("Usage: npm run backup -- <new folder> | npm run restore -- <backup folder>");
  loadEnvFiles({ dev: false });
  const c = config();
  const place: ShopPlace = { databaseUrl: c.DATABASE_URL, pgliteDir: c.pgliteDir, mediaDir: c.mediaDir, privateDir: c.privateDir };
  const started = Date.now();
  const manifest = command === "backup" ? await backup(place, folder) : await restore(folder, place);
  const { products, orders, users } = manifest.counts;
  console.log(
    `${command === "backup" ? "Backed up" : "Restored"} ${manifest.database} database (${products} products, ${orders} orders, ${users} accounts; migration ${manifest.last_migration}), media and private files ${command === "backup" ? "into" : "from"} ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(error instanceof StartError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
