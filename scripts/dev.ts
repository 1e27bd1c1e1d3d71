// `npm run dev`: the same server as `npm start` with Next's development mode (hot reload, no build).
import { config, ConfigError, DEV_SECRET } from "@/lib/config.ts";
import { prepareDatabase } from "./lib/prepare-database.ts";

async function main(): Promise<void> {
  (process.env as Record<string, string | undefined>).NODE_ENV = "development";
  const c = config();
  process.env.NEXTAUTH_URL ??= `http://localhost:${c.PORT}`;
  process.env.NEXTAUTH_SECRET ??= DEV_SECRET;
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  await prepareDatabase();
  const { startServer } = await import("./server.ts");
  await startServer({ dev: true });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
