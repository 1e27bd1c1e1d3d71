// What `npm start` and `npm run dev` share: check the configuration, give next-auth its local
// defaults, prepare the database (migrate; seed an empty shop), then serve.
import { config, ConfigError, DEV_SECRET } from "@/lib/config.ts";
import { ensureBuild } from "./build.ts";
import { prepareDatabase } from "./prepare-database.ts";

export async function runServer(opts: { dev: boolean }): Promise<void> {
  try {
    const env = process.env as Record<string, string | undefined>;
    if (opts.dev) env.NODE_ENV = "development";
    else env.NODE_ENV ??= "production";
    const c = config();
    env.NEXTAUTH_URL ??= `http://localhost:${c.PORT}`;
    env.NEXTAUTH_SECRET ??= DEV_SECRET;
    env.NEXT_TELEMETRY_DISABLED = "1";
    if (!opts.dev) ensureBuild();
    await prepareDatabase();
    const { startServer } = await import("../server.ts");
    await startServer({ dev: opts.dev });
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}
