// A PostgreSQL server of the cluster tests' own: made with Debian's initdb in a fresh folder, on a port
// nobody else uses. The tests stop and start it under load; doing that to the machine's PostgreSQL would
// cut every other program using it (another test run, a developer's shop). Started by root (CI), the
// server runs as the "postgres" account, since PostgreSQL refuses to run as root.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface OwnPostgres {
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  stop(): void;
  start(): void;
  /** Stops it and removes its folder. */
  remove(): void;
}

function binaries(): string {
  const root = "/usr/lib/postgresql";
  const version = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b)).at(-1) : undefined;
  const bin = version ? path.join(root, version, "bin") : "";
  if (!bin || !fs.existsSync(path.join(bin, "initdb"))) throw new Error("The cluster tests need PostgreSQL's server programs (Debian's postgresql package: /usr/lib/postgresql/<version>/bin/initdb).");
  return bin;
}

export function startOwnPostgres(port: number): OwnPostgres {
  const bin = binaries();
  const asRoot = process.getuid?.() === 0;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sf-cluster-pg-"));
  const data = path.join(folder, "data");
  fs.mkdirSync(data, { mode: 0o700 });
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    fs.chownSync(folder, uid, gid);
    fs.chownSync(data, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const [command, all] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]] : [path.join(bin, program), args];
    execFileSync(command, all, { cwd: folder, stdio: ["ignore", "pipe", "pipe"] });
  };
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale", "C.UTF-8"]);
  // Durability is not what these tests look at (PostgreSQL is stopped with "fast", never killed).
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = () => run("pg_ctl", ["-D", data, "-l", path.join(folder, "server.log"), "-o", options, "-w", "-t", "60", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]);
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    remove() {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
