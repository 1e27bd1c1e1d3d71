// npm run backup / restore: a shop's database, media and private files out into a folder and back into
// a fresh shop, on the database the suite runs on (PGlite, or PostgreSQL with DATABASE_URL).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, pgliteHandle } from "@/lib/db.ts";
import { createPglite, lockDataDir } from "@/lib/pglite.ts";
import { testDatabaseName } from "@/lib/testing/database-names.ts";
import { defaultPaths, deploy } from "@/prisma/migrate/commands.ts";
import { readMigrationScripts } from "@/prisma/migrate/migrations-list.ts";
import { backup, restore, type ShopPlace } from "./lib/backup.ts";

const BASE_URL = process.env.DATABASE_URL;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "sf-backup-"));
const databases: string[] = [];

async function freshDatabase(name: string): Promise<string | undefined> {
  if (!BASE_URL) return undefined;
  const dbName = testDatabaseName(`backup_${name}`);
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  databases.push(dbName);
  const url = new URL(BASE_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function place(name: string): Promise<ShopPlace> {
  const dir = path.join(work, name);
  return { databaseUrl: await freshDatabase(name), pgliteDir: path.join(dir, "pglite"), mediaDir: path.join(dir, "media"), privateDir: path.join(dir, "private") };
}

function open(p: ShopPlace) {
  return openDatabase(p.databaseUrl ? { url: p.databaseUrl } : { pgliteDir: p.pgliteDir });
}

let shop: ShopPlace;
const lastMigration = readMigrationScripts(defaultPaths.migrationsDir).at(-1)!.name;

beforeAll(async () => {
  shop = await place("shop");
  fs.mkdirSync(path.dirname(shop.pgliteDir), { recursive: true });
  // The embedded shop starts as a copy of the run's migrated template (lib/testing/global-setup.ts).
  const handle = shop.databaseUrl ? open(shop) : pgliteHandle(createPglite(shop.pgliteDir, new Blob([fs.readFileSync(inject("pgliteTemplate"))])));
  try {
    if (shop.databaseUrl) await deploy({ url: shop.databaseUrl });
    await handle.prisma.user.createMany({ data: [{ email: "asha@example.com", firstName: "Asha" }, { email: "ravi@example.com", firstName: "Ravi" }] });
    await handle.prisma.category.create({ data: { name: "Living Room", slug: "living-room", path: "0001" } });
  } finally {
    await handle.close();
  }
  fs.mkdirSync(path.join(shop.mediaDir, "products"), { recursive: true });
  fs.writeFileSync(path.join(shop.mediaDir, "products", "sofa-640.webp"), Buffer.from("not really a picture"));
  fs.mkdirSync(path.join(shop.privateDir, "resumes"), { recursive: true });
  fs.writeFileSync(path.join(shop.privateDir, "resumes", "cv.pdf"), Buffer.from("%PDF-1.4 résumé"));
}, 120_000);

afterAll(async () => {
  fs.rmSync(work, { recursive: true, force: true });
  if (!BASE_URL) return;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
});

describe("a backup and its restore", () => {
  it("brings the database, media and private files back into a fresh shop, checked against the manifest", async () => {
    const folder = path.join(work, "backup-1");
    const made = await backup(shop, folder);
    expect(made).toMatchObject({ format: 1, database: BASE_URL ? "postgresql" : "embedded", last_migration: lastMigration, counts: { products: 0, orders: 0, users: 2 } });
    expect(Object.keys(made.files).sort()).toEqual([BASE_URL ? "database.dump" : "database.tar.gz", "media.tar.gz", "private.tar.gz"].sort());

    const fresh = await place("fresh");
    await restore(folder, fresh);
    const handle = open(fresh);
    try {
      expect((await handle.prisma.user.findMany({ orderBy: { email: "asc" }, select: { email: true, firstName: true } })).map((u) => u.firstName)).toEqual(["Asha", "Ravi"]);
      expect(await handle.prisma.category.findFirst({ select: { slug: true } })).toEqual({ slug: "living-room" });
      // The restored shop goes on: new rows get new ids, not ones the backup already used.
      const added = await handle.prisma.user.create({ data: { email: "meera@example.com" } });
      expect(added.id).toBeGreaterThan(2);
    } finally {
      await handle.close();
    }
    expect(fs.readFileSync(path.join(fresh.mediaDir, "products", "sofa-640.webp"), "utf8")).toBe("not really a picture");
    expect(fs.readFileSync(path.join(fresh.privateDir, "resumes", "cv.pdf"), "utf8")).toBe("%PDF-1.4 résumé");
  }, 120_000);

  it("refuses a damaged backup, a used folder and a shop that already has data", async () => {
    const folder = path.join(work, "backup-2");
    await backup(shop, folder);
    await expect(backup(shop, folder)).rejects.toThrow(`${folder} is not empty: a backup goes into a new folder.`);

    // Into the shop it came from: its database is not empty.
    await expect(restore(folder, shop)).rejects.toThrow(/is not empty/);

    const damaged = path.join(work, "backup-damaged");
    fs.cpSync(folder, damaged, { recursive: true });
    fs.appendFileSync(path.join(damaged, "media.tar.gz"), "x");
    const fresh = await place("fresh-2");
    await expect(restore(damaged, fresh)).rejects.toThrow(`${damaged}: media.tar.gz does not match its checksum; the backup is damaged.`);
    expect(fs.existsSync(fresh.mediaDir)).toBe(false);
  }, 120_000);

  it.skipIf(Boolean(BASE_URL))("waits for the embedded database to be free: it is one process's database", async () => {
    const release = lockDataDir(shop.pgliteDir);
    try {
      await expect(backup(shop, path.join(work, "backup-3"))).rejects.toThrow(/is in use by process/);
    } finally {
      release();
    }
  });
});
