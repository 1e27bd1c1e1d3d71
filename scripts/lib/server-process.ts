// A real production server for HTTP tests and the bench: built if needed, on its own port and its own database
// (a fresh PGlite folder, or a fresh PostgreSQL database when DATABASE_URL is set).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, pgliteHandle, type Db } from "@/lib/db.ts";
import { createPglite } from "@/lib/pglite.ts";
import { checkServerAnswers } from "@/lib/testing/contract.ts";
import { testDatabaseName } from "@/lib/testing/database-names.ts";
import { deploy } from "@/prisma/migrate/commands.ts";
import { ensureBuild } from "./build.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface TestServer {
  origin: string;
  port: number;
  /** Its data folder and PostgreSQL database (undefined on PGlite): `reuse` them for another server. */
  dataDir: string;
  databaseUrl?: string;
  /** Everything the server wrote to stdout, line by line. */
  logs: string[];
  /** The file the server writes every API answer to (lib/testing/contract.ts). */
  answerLog: string;
  /**
   * Checks the server's API answers so far against its OpenAPI document, then sends SIGTERM and waits
   * for the exit; removes the data unless kept (or reused); answers the exit code. Throws (after all
   * that) when an answer broke the document.
   */
  stop(opts?: { keepData?: boolean }): Promise<number | null>;
  /** Removes the data folder and database (after `stop({keepData: true})`). */
  removeData(): Promise<void>;
}

/**
 * In `npm test`, the run's migrated template databases (lib/testing/global-setup.ts sets these): a server's
 * database starts as their copy, as every test file's does, instead of being migrated from nothing.
 */
function templates(): { pglite?: string; postgres?: string } {
  return { pglite: process.env.TEST_PGLITE_TEMPLATE || undefined, postgres: process.env.TEST_POSTGRES_TEMPLATE || undefined };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

/**
 * Starts `npm start`'s server on a new database. `prepare` fills the database first (the embedded
 * database can be opened by one process at a time, so this happens before the server starts).
 */
export async function startTestServer(
  opts: {
    prepare?: (prisma: Db) => Promise<void>;
    env?: Record<string, string>;
    /** A PostgreSQL server URL to create the database on; null for PGlite. Default: DATABASE_URL. */
    postgresUrl?: string | null;
    /** Serve another server's data (its dataDir and databaseUrl): nothing is created, prepared or removed. */
    reuse?: { dataDir: string; databaseUrl?: string };
  } = {},
): Promise<TestServer> {
  ensureBuild((line) => process.stdout.write(`${line}\n`));
  const dataDir = opts.reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "sf-server-"));
  const answerLog = path.join(dataDir, "api-answers.jsonl");
  const env: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: dataDir, SEED_DEMO: "0", LOG_REQUESTS: "1", API_ANSWER_LOG: answerLog, ...opts.env };
  delete env.NODE_ENV;
  delete env.VITEST;
  let dropDatabase = async () => {};
  const baseUrl = opts.postgresUrl === undefined ? process.env.DATABASE_URL : (opts.postgresUrl ?? undefined);
  if (opts.reuse) {
    if (opts.reuse.databaseUrl) env.DATABASE_URL = opts.reuse.databaseUrl;
    else delete env.DATABASE_URL;
  } else if (baseUrl) {
    const name = testDatabaseName("server", baseUrl);
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    const template = baseUrl === process.env.DATABASE_URL ? templates().postgres : undefined;
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const a = new pg.Client({ connectionString: baseUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    };
  } else delete env.DATABASE_URL;

  if (!opts.reuse) {
    const pgliteDir = path.join(dataDir, "pglite");
    const pgliteTemplate = baseUrl ? undefined : templates().pglite;
    // A fresh folder of this process's own: the template's copy needs no lock.
    const handle = pgliteTemplate
      ? pgliteHandle(createPglite(pgliteDir, new Blob([fs.readFileSync(pgliteTemplate)])))
      : openDatabase(baseUrl ? { url: env.DATABASE_URL } : { pgliteDir });
    try {
      // On a copy of the migrated template this finds nothing to do, as `npm start` will.
      await deploy(handle.pglite ? { pglite: handle.pglite } : { url: env.DATABASE_URL });
      await opts.prepare?.(handle.prisma);
    } finally {
      await handle.close();
    }
  }

  // TEST_SERVER_PORT: a fixed port (engineers sharing a machine each keep to their own range).
  const port = process.env.TEST_SERVER_PORT ? Number(process.env.TEST_SERVER_PORT) : await freePort();
  env.PORT = String(port);
  env.HOSTNAME = "127.0.0.1";
  const child: ChildProcess = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/start.ts"], { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  const logs: string[] = [];
  const errors: string[] = [];
  let buffer = "";
  child.stdout!.on("data", (d: Buffer) => {
    buffer += d.toString();
    const lines = buffer.split("\n");
    buffer = lines.pop()!;
    logs.push(...lines);
  });
  child.stderr!.on("data", (d: Buffer) => errors.push(d.toString()));

  const removeData = async () => {
    if (opts.reuse) return;
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${errors.join("")}`);
    try {
      const r = await fetch(`${origin}/api/health/`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer in time:\n${errors.join("")}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    origin,
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    logs,
    answerLog,
    stop: async ({ keepData = false } = {}) => {
      let broken: string[] = [];
      if (child.exitCode === null) {
        broken = (await checkServerAnswers(origin, answerLog)).violations;
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      if (!keepData) await removeData();
      if (broken.length) throw new Error(`The server's answers break its OpenAPI document:\n${broken.join("\n")}`);
      return child.exitCode;
    },
    removeData,
  };
}
