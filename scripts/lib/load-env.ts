// The .env files of the project folder, read the way Next reads them, so that the start script, the
// tools and Next's own bundles all see one environment. Variables already set in the environment win;
// then .env.<mode>.local, .env.local (not in test), .env.<mode>, .env — where <mode> is development
// for `npm run dev` and production otherwise.
import path from "node:path";
import nextEnv from "@next/env"; // a bundled CommonJS module: no named exports under ESM

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Reads the project's .env files into process.env (set NODE_ENV first). Returns the files read. */
export function loadEnvFiles(opts: { dev?: boolean; dir?: string } = {}): string[] {
  const quiet = { info: () => {}, error: (...args: unknown[]) => console.error(...args) };
  const { loadedEnvFiles } = nextEnv.loadEnvConfig(opts.dir ?? ROOT, opts.dev ?? process.env.NODE_ENV === "development", quiet);
  return loadedEnvFiles.map((f) => f.path);
}
