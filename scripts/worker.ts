// `npm run worker`: the outbox sender alone, for running mail and SMS delivery beside (or instead
// of) the web servers' own senders. It needs PostgreSQL: the embedded database belongs to the web
// server process. Senders claim messages with row locks, so any number of them can run at once.
import { config, ConfigError } from "@/lib/config.ts";
import { closeDb } from "@/lib/db.ts";
import { startOutboxSender } from "@/lib/messaging/sender.ts";
import { log } from "@/lib/observability/log.ts";
import { loadEnvFiles } from "./lib/load-env.ts";
import { stopOnSignal } from "./lib/stop-on-signal.ts";

function main(): void {
  loadEnvFiles();
  const c = config();
  if (!c.DATABASE_URL) {
    console.error(
      "npm run worker needs DATABASE_URL (postgresql://…): the embedded database (PGlite) can only be opened by " +
        "the web server process, whose own sender already delivers mail and SMS.",
    );
    process.exit(1);
  }
  const stopSender = startOutboxSender();
  log.info("outbox worker started", { smtp: Boolean(c.SMTP_URL), sms: Boolean(c.SMS_WEBHOOK_URL) });

  stopOnSignal("worker", async () => {
    await stopSender();
    await closeDb();
  });
}

try {
  main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
