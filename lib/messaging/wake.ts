// The running sender's wake-up call, kept on globalThis: scripts/server.ts (loaded by tsx) and
// Next's route bundles load separate copies of these modules, and a commit in a route must wake
// the loop that the server script started. Kept apart from sender.ts so that queueing a message
// does not pull the mail transports into every bundle.

export interface SenderHandle {
  /** Asks the loop for a run as soon as possible (never overlapping a run in progress). */
  wake(): void;
  /** Stops the loop and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

const key = Symbol.for("storefront.messaging.sender");
type GlobalWithSender = typeof globalThis & { [key]?: SenderHandle };
const g = globalThis as GlobalWithSender;

/** The process's running sender loop, if one was started. */
export function runningSender(): SenderHandle | undefined {
  return g[key];
}

export function setRunningSender(handle: SenderHandle | undefined): void {
  g[key] = handle;
}

/** Wakes the process's sender loop, if one runs here (otherwise the messages wait for a poll). */
export function wakeSender(): void {
  g[key]?.wake();
}
