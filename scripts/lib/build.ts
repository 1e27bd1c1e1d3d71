// `npm start` builds only when the sources changed since the last build: a hash of every file the
// build reads is kept beside it in .next/.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const INPUTS = ["app", "components", "lib", "public", "proxy.ts", "instrumentation.ts", "prisma/schema.prisma", "next.config.js", "tsconfig.json", "package-lock.json"];
const SKIP = /(^|\/)(node_modules|\.next|generated)(\/|$)|\.test\.tsx?$/;
const STAMP = path.join(ROOT, ".next", "storefront-build-hash");

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
    fs.existsSync(path.join(ROOT, ".next", "BUILD_ID")) &&
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, "utf8") === sourceHash()
  );
}

/** Runs `next build` unless the last build is of these very sources. Throws when the build fails. */
export function ensureBuild(log: (line: string) => void = console.log): void {
  if (buildIsCurrent()) return;
  build(log);
}

/** Runs `next build` and records which sources it built. */
export function build(log: (line: string) => void = console.log): void {
  log("Building the shop (next build)…");
  const hash = sourceHash();
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("next build failed");
  fs.writeFileSync(STAMP, hash);
}
