// How the server and the worker stop: on the first SIGINT or SIGTERM, run `stop` once (close the
// server, stop the senders, close the database), then exit 0; exit 1 if it fails or takes over 10 s.
// Later signals are ignored, not fatal: Ctrl-C in a terminal reaches the process twice (from the
// terminal, and forwarded by npm), and the second must not cut the clean stop short.
import { errorFields, log } from "@/lib/observability/log.ts";

const FORCE_EXIT_MS = 10_000;

export function stopOnSignal(what: string, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info("stopping", { signal });
    setTimeout(() => process.exit(1), FORCE_EXIT_MS).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error(`stopping the ${what} failed`, errorFields(error));
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}
