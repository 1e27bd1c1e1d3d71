// `npm start`: check the configuration, build if the sources changed, apply pending migrations,
// seed the demo shop into an empty database, then serve on HOSTNAME:PORT.
import { config, ConfigError, DEV_SECRET } from "@/lib/config.ts";
import { prepareDatabase } from "./lib/prepare-database.ts";
import { ensureBuild } from "./lib/build.ts";

async function main(): Promise<void> {
  (process.env as Record<string, string | undefined>).NODE_ENV ??= "production";
  const c = config();
  process.env.NEXTAUTH_URL ??= `http://localhost:${c.PORT}`;
  process.env.NEXTAUTH_SECRET ??= DEV_SECRET;
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  ensureBuild();
  await prepareDatabase();
  const { startServer } = await import("./server.ts");
  await startServer({ dev: false });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
