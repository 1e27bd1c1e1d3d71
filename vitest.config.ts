import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["{app,lib,components,prisma,scripts}/**/*.test.{ts,tsx}"],
    // The cluster's tests run on their own (npm run test:cluster, vitest.cluster.config.ts).
    exclude: ["node_modules", ".next", "lib/generated", "e2e", "scripts/cluster/**"],
    pool: "forks",
    maxWorkers: 2,
    globalSetup: ["lib/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test", SHOP_ENV: "test", LOG_REQUESTS: "0" },
    // next-intl's ESM files import "next/navigation" without an extension, which Node alone cannot
    // resolve: Vite resolves them for the tests, as Next's bundler does for the shop.
    server: { deps: { inline: ["next-intl", "use-intl"] } },
  },
});
