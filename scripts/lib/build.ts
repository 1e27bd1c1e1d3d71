// `npm start` builds only when the sources changed since the last build: a hash of every file the
// build reads is kept beside it in .next/ (.next-bench/ for the bench's build, which alone includes
// the ceiling route: STOREFRONT_BENCH_BUILD=1, see next.config.js).
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { keepPersonalPagesDynamic } from "@/lib/page-cache/personal-pages.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const INPUTS = ["app", "components", "lib", "i18n", "messages", "public", "proxy.ts", "instrumentation.ts", "prisma/schema.prisma", "next.config.js", "tsconfig.json", "package-lock.json"];
const SKIP = /(^|\/)(node_modules|\.next|\.next-bench|generated)(\/|$)|\.test\.tsx?$/;

/** Where this process's build lives (next.config.js's distDir). */
export function distDir(): string {
  return path.join(ROOT, process.env.STOREFRONT_BENCH_BUILD === "1" ? ".next-bench" : ".next");
}

const stamp = () => path.join(distDir(), "storefront-build-hash");

function walk(entry: string, files: string[]): void {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full) || SKIP.test(entry)) return;
  if (fs.statSync(full).isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) walk(path.join(entry, name), files);
  } else files.push(entry);
}

/** The hash of the build's inputs. */
export function sourceHash(): string {
  const files: string[] = [];
  for (const entry of INPUTS) walk(entry, files);
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update("\0").update(fs.readFileSync(path.join(ROOT, file))).update("\0");
  return hash.digest("hex");
}

export function buildIsCurrent(): boolean {
  return (
    fs.existsSync(path.join(distDir(), "BUILD_ID")) &&
    fs.existsSync(stamp()) &&
    fs.readFileSync(stamp(), "utf8") === sourceHash()
  );
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Runs `fn` while holding the build lock: one build at a time (two test files, or tests and `npm start`, may want one at once). */
function withBuildLock(fn: () => void): void {
  const lock = path.join(ROOT, "node_modules", ".cache", "storefront", `${path.basename(distDir())}.build-lock`);
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const holder = Number(fs.readFileSync(lock, "utf8"));
      if (!holder || !running(holder)) fs.rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`Another build (process ${holder}) holds ${lock} for too long`);
      else sleep(500);
    }
  }
  try {
    fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Runs `next build` unless the last build is of these very sources. Throws when the build fails. */
export function ensureBuild(log: (line: string) => void = console.log): void {
  if (buildIsCurrent()) return;
  withBuildLock(() => {
    if (!buildIsCurrent()) runBuild(log); // another process may have built it meanwhile
  });
}

/** Runs `next build` and records which sources it built. */
export function build(log: (line: string) => void = console.log): void {
  withBuildLock(() => runBuild(log));
}

function runBuild(log: (line: string) => void): void {
  log("Building the shop (next build)…");
  const hash = sourceHash();
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("next build failed");
  // One shopper's pages must render whole for each request, never from a shared shell (docs/decisions/0100).
  const dynamic = keepPersonalPagesDynamic(ROOT, distDir());
  log(`Rendered per request, never from a stored shell: ${dynamic.join(", ")}`);
  fs.writeFileSync(stamp(), hash);
}
