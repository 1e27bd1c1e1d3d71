// scrypt runs on libuv's thread pool (4 threads by default), which also reads the files `/media`
// serves, and each run holds about 32 MiB. A burst of logins must not take the whole pool or the
// memory: at most MAX_RUNNING hashes run at once, at most MAX_WAITING wait for a turn, and anything
// past that is answered `503 {"detail": "Service temporarily unavailable."}` with Retry-After at once,
// rather than queued without limit (docs/decisions/0022-login-limits-and-scrypt-bound.md).
import { UnavailableError } from "@/lib/errors.ts";

export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly maxRunning: number,
    readonly maxWaiting: number,
  ) {}

  /** Runs `work` when a turn is free; throws UnavailableError when too many are already waiting. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.maxRunning) this.running += 1;
    else if (this.waiting.length < this.maxWaiting) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw new UnavailableError(1);
    try {
      return await work();
    } finally {
      // The turn passes straight to the next in line, so `running` never exceeds the bound.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/** Two at a time leaves half the default pool to file reads; 32 waiting is about a second and a half. */
export const MAX_RUNNING = 2;
export const MAX_WAITING = 32;

export const scryptGate = new Gate(MAX_RUNNING, MAX_WAITING);
