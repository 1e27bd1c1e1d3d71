// What `npm start` and `npm run dev` share: read .env, check the configuration, give next-auth the
// public URL, prepare the database (migrate; seed an empty shop), then serve. A condition the person
// starting the shop can fix (a bad setting, a locked data folder, a port in use) is one line, no stack.
import net from "node:net";
import { config, ConfigError } from "@/lib/config.ts";
import { closeDb, dbHandle } from "@/lib/db.ts";
import { DataDirLockedError } from "@/lib/pglite.ts";
import { ensureBuild } from "./build.ts";
import { loadEnvFiles } from "./load-env.ts";
import { announcePaymentsFake, startPaymentsFake } from "./payments-fake.ts";
import { prepareDatabase } from "./prepare-database.ts";
import { StartError } from "./start-error.ts";

/** Fails fast, before a build or a seed, when the port is taken (the server checks again as it listens). */
async function checkPortFree(port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new StartError(`Port ${port} on ${host} is already in use by another program (another \`npm start\`?): stop it, or choose another PORT.`) : error),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

export async function runServer(opts: { dev: boolean }): Promise<void> {
  try {
    const env = process.env as Record<string, string | undefined>;
    if (opts.dev) env.NODE_ENV = "development";
    else env.NODE_ENV ??= "production";
    const envFiles = loadEnvFiles({ dev: opts.dev });
    if (envFiles.length) console.log(`Settings from ${envFiles.join(", ")} (the environment wins).`);
    const paymentsFake = await startPaymentsFake(env);
    const c = config();
    if (paymentsFake) announcePaymentsFake(paymentsFake, c.publicOrigin);
    void c.NEXTAUTH_SECRET; // made (or read) now: a problem with it stops the start, not a request
    // next-auth builds its callback URLs from NEXTAUTH_URL alone (never from the Host header).
    env.NEXTAUTH_URL ??= c.publicOrigin;
    env.NEXT_TELEMETRY_DISABLED = "1";
    await checkPortFree(c.PORT, c.HOSTNAME);
    dbHandle(); // takes the embedded database's lock now, before a long build
    if (!opts.dev) ensureBuild();
    await prepareDatabase();
    const { startServer } = await import("../server.ts");
    await startServer({ dev: opts.dev });
  } catch (error) {
    const expected = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof StartError;
    console.error(expected ? (error as Error).message : error);
    await closeDb().catch(() => undefined);
    process.exit(1);
  }
}
