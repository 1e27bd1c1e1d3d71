// npm run test:cluster: two shop servers behind nginx on PostgreSQL (scripts/cluster/cluster.test.ts).
// One file, one cluster, its tests in order: they share the servers the first started.
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["scripts/cluster/**/*.test.ts"],
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 20 * 60_000,
    env: { NODE_ENV: "test", SHOP_ENV: "test", LOG_REQUESTS: "0" },
  },
});
