// A backup of the whole shop in one folder, and its restore into a fresh one (docs/operations.md):
// the database (pg_dump's custom format on PostgreSQL; the data folder's dump on the embedded
// database, which must not be in use), the public media and the private files (résumés, uploads) as
// tar archives, and a manifest with each file's SHA-256 and the shop's counts, checked before a restore
// touches anything. A restore goes only into an empty database and empty media folders: it never
// mixes a backup with a running shop's data.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { createPglite, lockDataDir, openPgliteDir } from "@/lib/pglite.ts";
import { StartError } from "./start-error.ts";

export interface ShopPlace {
  /** PostgreSQL, or undefined for the embedded database in `pgliteDir`. */
  databaseUrl?: string;
  pgliteDir: string;
  mediaDir: string;
  privateDir: string;
}

export interface Manifest {
  format: 1;
  created_at: string;
  database: "postgresql" | "embedded";
  last_migration: string | null;
  counts: { products: number; orders: number; users: number };
  files: Record<string, string>;
}

const DATABASE_FILE = { postgresql: "database.dump", embedded: "database.tar.gz" } as const;
const ARCHIVES = { media: "media.tar.gz", private: "private.tar.gz" } as const;
const COUNTED = `SELECT (SELECT count(*) FROM "Product")::int AS products, (SELECT count(*) FROM "Order")::int AS orders, (SELECT count(*) FROM "User")::int AS users`;
const LAST_MIGRATION = `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name DESC LIMIT 1`;

function run(command: string, args: string[], what: string): void {
  const result = spawnSync(command, args, { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (result.error) throw new StartError(`${what}: ${command} could not be run (${result.error.message}).`);
  if (result.status !== 0) throw new StartError(`${what} failed: ${result.stderr.trim().split("\n").slice(-3).join(" ")}`);
}

/** As `run`, without blocking this process (it holds the snapshot's transaction open meanwhile). */
function runAsync(command: string, args: string[], what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.once("error", (error) => reject(new StartError(`${what}: ${command} could not be run (${error.message}).`)));
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new StartError(`${what} failed: ${stderr.trim().split("\n").slice(-3).join(" ")}`))));
  });
}

function sha256(file: string): string {
  return createHash("sha256").update(fs.readFileSync(file)).digest("hex");
}

function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

async function withPostgres<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

type Facts = Pick<Manifest, "last_migration" | "counts">;

async function factsOf(query: (sql: string) => Promise<Record<string, unknown>[]>): Promise<Facts> {
  const [counts] = await query(COUNTED);
  const [last] = await query(LAST_MIGRATION);
  return {
    last_migration: (last?.migration_name as string | undefined) ?? null,
    counts: { products: Number(counts.products), orders: Number(counts.orders), users: Number(counts.users) },
  };
}

function archive(dir: string, file: string): void {
  fs.mkdirSync(dir, { recursive: true });
  run("tar", ["-czf", file, "-C", dir, "."], `Archiving ${dir}`);
}

/** Writes a backup of the shop at `place` into `target` (created; must be empty). */
export async function backup(place: ShopPlace, target: string): Promise<Manifest> {
  if (!isEmptyDir(target)) throw new StartError(`${target} is not empty: a backup goes into a new folder.`);
  fs.mkdirSync(target, { recursive: true });
  const kind = place.databaseUrl ? "postgresql" : "embedded";
  const databaseFile = path.join(target, DATABASE_FILE[kind]);
  let facts: Facts;
  if (place.databaseUrl) {
    const url = place.databaseUrl;
    // The counts and the dump from one snapshot, while the shop goes on writing: this transaction exports
    // its snapshot, and pg_dump reads the database as of that snapshot.
    facts = await withPostgres(url, async (client) => {
      await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
      try {
        const snapshot = (await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id")).rows[0].id;
        const seen = await factsOf(async (sql) => (await client.query(sql)).rows);
        await runAsync("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--snapshot=${snapshot}`, `--file=${databaseFile}`, `--dbname=${url}`], "pg_dump");
        return seen;
      } finally {
        await client.query("COMMIT");
      }
    });
  } else {
    const { pglite, close } = openPgliteDir(place.pgliteDir); // refuses while the shop runs on it
    try {
      facts = await factsOf(async (sql) => (await pglite.query<Record<string, unknown>>(sql)).rows);
      const dump = await pglite.dumpDataDir("gzip");
      fs.writeFileSync(databaseFile, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await close();
    }
  }
  archive(place.mediaDir, path.join(target, ARCHIVES.media));
  archive(place.privateDir, path.join(target, ARCHIVES.private));
  const files: Record<string, string> = {};
  for (const name of [DATABASE_FILE[kind], ARCHIVES.media, ARCHIVES.private]) files[name] = sha256(path.join(target, name));
  const manifest: Manifest = { format: 1, created_at: new Date().toISOString(), database: kind, ...facts, files };
  fs.writeFileSync(path.join(target, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Reads `source`'s manifest and checks every file against it. */
export function readBackup(source: string): Manifest {
  const manifestFile = path.join(source, "manifest.json");
  if (!fs.existsSync(manifestFile)) throw new StartError(`${source} holds no manifest.json: not a backup of this shop.`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
  if (manifest.format !== 1) throw new StartError(`${source}: backup format ${manifest.format} is not known here.`);
  for (const [name, digest] of Object.entries(manifest.files)) {
    const file = path.join(source, name);
    if (!fs.existsSync(file)) throw new StartError(`${source}: ${name} is missing.`);
    if (sha256(file) !== digest) throw new StartError(`${source}: ${name} does not match its checksum; the backup is damaged.`);
  }
  return manifest;
}

/** Restores the backup in `source` into the empty database and folders of `place`; returns what it restored. */
export async function restore(source: string, place: ShopPlace): Promise<Manifest> {
  const manifest = readBackup(source);
  const kind = place.databaseUrl ? "postgresql" : "embedded";
  if (manifest.database !== kind) throw new StartError(`This backup is of the ${manifest.database} database; restore it into the same kind (DATABASE_URL ${kind === "postgresql" ? "unset" : "set"}).`);
  for (const dir of [place.mediaDir, place.privateDir]) if (!isEmptyDir(dir)) throw new StartError(`${dir} is not empty: a backup is restored into a fresh shop.`);
  const databaseFile = path.join(source, DATABASE_FILE[kind]);
  let restored: Facts;
  if (place.databaseUrl) {
    const url = place.databaseUrl;
    const tables = await withPostgres(url, async (client) => (await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)).rows[0].n as number);
    if (tables > 0) throw new StartError("The database in DATABASE_URL is not empty: create a fresh one to restore into.");
    run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${url}`, databaseFile], "pg_restore");
    restored = await withPostgres(url, async (client) => factsOf(async (sql) => (await client.query(sql)).rows));
  } else {
    const release = lockDataDir(place.pgliteDir);
    try {
      if (!isEmptyDir(place.pgliteDir)) throw new StartError(`${place.pgliteDir} is not empty: a backup is restored into a fresh data folder.`);
      fs.mkdirSync(place.pgliteDir, { recursive: true });
      const loaded = createPglite(place.pgliteDir, new Blob([fs.readFileSync(databaseFile)]));
      try {
        restored = await factsOf(async (sql) => (await loaded.query<Record<string, unknown>>(sql)).rows);
      } finally {
        await loaded.close();
      }
    } finally {
      release();
    }
  }
  for (const [dir, name] of [[place.mediaDir, ARCHIVES.media], [place.privateDir, ARCHIVES.private]] as const) {
    fs.mkdirSync(dir, { recursive: true });
    run("tar", ["-xzf", path.join(source, name), "-C", dir], `Unpacking ${name}`);
  }
  if (JSON.stringify(restored) !== JSON.stringify({ last_migration: manifest.last_migration, counts: manifest.counts })) {
    throw new StartError(`The restored database does not hold what the backup recorded: ${JSON.stringify(restored)} against ${JSON.stringify({ last_migration: manifest.last_migration, counts: manifest.counts })}.`);
  }
  return manifest;
}
