// Read by `prisma generate` only: the app opens its database through lib/db.ts and the
// migrations are applied by prisma/migrate.ts (the native migrate engine cannot run offline).
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
