import { describe, expect, it } from "vitest";
import { UnavailableError } from "@/lib/errors.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { Gate, MAX_RUNNING, MAX_WAITING, scryptGate } from "./scrypt-gate.ts";

describe("the scrypt gate", () => {
  it("runs at most its bound at once, lets a bounded number wait, and refuses the rest at once", async () => {
    const gate = new Gate(2, 3);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const work = () =>
      new Promise<string>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve("done");
        });
      });
    const runs = Array.from({ length: 7 }, () => gate.run(work).catch((e: unknown) => e));
    await Promise.resolve();
    expect(gate.stats).toEqual({ running: 2, waiting: 3 });
    const refused = await Promise.all(runs.slice(5));
    for (const e of refused) {
      expect(e).toBeInstanceOf(UnavailableError);
      expect((e as UnavailableError).status).toBe(503);
      expect((e as UnavailableError).body).toEqual({ detail: "Service temporarily unavailable." });
      expect((e as UnavailableError).headers).toEqual({ "Retry-After": "1" });
    }
    while (releases.length) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(runs.slice(0, 5))).toEqual(Array(5).fill("done"));
    expect(most).toBe(2);
    expect(gate.stats).toEqual({ running: 0, waiting: 0 });
  });

  it("bounds password hashing and checking: a burst past the bound is answered 503, the rest are checked", async () => {
    // A cheap stored hash (N = 1024), so the burst costs little; the gate does not care about N.
    const cheap = "scrypt$1024$8$1$c2FsdHNhbHRzYWx0c2FsdA$" + "A".repeat(43);
    const extra = 10;
    const outcomes = await Promise.all(
      Array.from({ length: MAX_RUNNING + MAX_WAITING + extra }, () => verifyPassword("guess", cheap).catch((e: unknown) => e)),
    );
    expect(outcomes.filter((o) => o === false)).toHaveLength(MAX_RUNNING + MAX_WAITING);
    expect(outcomes.filter((o) => o instanceof UnavailableError)).toHaveLength(extra);
    expect(scryptGate.stats).toEqual({ running: 0, waiting: 0 });
    // Afterwards the gate is open again.
    const stored = await hashPassword("teak and cane");
    expect(await verifyPassword("teak and cane", stored)).toBe(true);
  });
});
