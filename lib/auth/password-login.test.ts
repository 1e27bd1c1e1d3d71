// Password sign-in limits (spec/API.md §3): 5 failures per (account, IP) in 15 minutes, then a growing
// delay; 100 failures an hour per IP; no account lockout. Parallel tries must not slip past either limit
// (they run truly in parallel on PostgreSQL, and interleave around the scrypt work on PGlite).
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db.ts";
import { ThrottledError } from "@/lib/errors.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { checkPassword } from "./password-login.ts";

useTestDatabase();

// The clock stands still unless a test moves it, so waits are exact however slow the machine is.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2030-01-05T10:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

/** The outcome of one try: the user's id, "invalid" for wrong credentials, or the 429's Retry-After. */
async function attempt(username: string, password: string, ip: string): Promise<number | "invalid" | { retryAfter: number }> {
  try {
    const user = await checkPassword(username, password, ip);
    return user ? user.id : "invalid";
  } catch (e) {
    if (!(e instanceof ThrottledError)) throw e;
    expect(e.status).toBe(429);
    expect(e.body).toEqual({ detail: `Request was throttled. Expected available in ${e.headers["Retry-After"]} seconds.` });
    return { retryAfter: Number(e.headers["Retry-After"]) };
  }
}

const tally = (outcomes: Awaited<ReturnType<typeof attempt>>[]) => ({
  checked: outcomes.filter((o) => o === "invalid").length,
  refused: outcomes.filter((o) => typeof o === "object").length,
});

describe("checkPassword", () => {
  it("answers the user for the right password, by e-mail in any case, and null otherwise", async () => {
    const user = await createUser({ email: "meera@example.in", password: "teak and cane" });
    expect((await checkPassword("Meera@Example.in ", "teak and cane", "10.0.0.1"))?.id).toBe(user.id);
    expect(await checkPassword("meera@example.in", "wrong", "10.0.0.1")).toBeNull();
    expect(await checkPassword("nobody@example.in", "teak and cane", "10.0.0.1")).toBeNull();
    const inactive = await createUser({ email: "gone@example.in", password: "teak and cane", isActive: false });
    expect(inactive.isActive).toBe(false);
    await expect(checkPassword("gone@example.in", "teak and cane", "10.0.0.1")).rejects.toMatchObject({ status: 401, body: { non_field_errors: ["This account has been deactivated. Write to us to restore it."] } });
    expect(await checkPassword("gone@example.in", "not it", "10.0.0.1")).toBeNull();
  });

  it("answers 'invalid' for a 3 KB username, and keeps only hashes of what it counts", async () => {
    const long = randomBytes(2300).toString("base64url") + "@example.in";
    expect(await attempt(long, "guess", "10.0.0.9")).toBe("invalid");
    expect(await attempt("meera.k@example.in", "guess", "10.0.0.9")).toBe("invalid");
    const keys = (await db().throttleCounter.findMany()).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z-]+:[0-9a-f]{64}$/);
      expect(key).not.toMatch(/meera|10\.0\.0\.9|example/);
    }
  });

  it("refuses tries after five failures for one account from one address, with the documented 429", async () => {
    await createUser({ email: "arjun@example.in", password: "sheesham" });
    for (let i = 0; i < 5; i++) expect(await attempt("arjun@example.in", "guess", "10.0.0.2")).toBe("invalid");
    expect(await attempt("arjun@example.in", "sheesham", "10.0.0.2")).toEqual({ retryAfter: 30 });
    // Another address is not held back (there is no account lockout).
    expect(typeof (await attempt("arjun@example.in", "sheesham", "10.0.0.3"))).toBe("number");
  });

  it("holds the per-account limit for 20 parallel wrong tries: exactly 5 are checked", async () => {
    await createUser({ email: "kabir@example.in", password: "rosewood" });
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => attempt("kabir@example.in", "guess", "10.0.1.1")));
    expect(tally(outcomes)).toEqual({ checked: 5, refused: 15 });
  });

  it("counts every way of writing one account against one budget", async () => {
    const user = await createUser({ email: "ravi@example.in", password: "mango wood" });
    await db().user.update({ where: { id: user.id }, data: { phoneNumber: "+919812345678" } });
    for (const name of ["9812345678", "98123 45678", "+919812345678", "(98123) 45-678", "RAVI@example.in"]) {
      expect(await attempt(name, "guess", "10.0.2.1")).toBe("invalid");
    }
    expect(await attempt("9812345678", "mango wood", "10.0.2.1")).toEqual({ retryAfter: 30 });
    // An unknown number written two ways is one budget too.
    for (let i = 0; i < 5; i++) expect(await attempt(i % 2 ? "9800000001" : "+91 98000 00001", "guess", "10.0.2.1")).toBe("invalid");
    expect(await attempt("98000-00001", "guess", "10.0.2.1")).toEqual({ retryAfter: 30 });
  });

  it("grows the delay after each further failure, and a success after waiting starts afresh", async () => {
    vi.setSystemTime(new Date("2030-01-01T10:00:00Z"));
    const user = await createUser({ email: "isha@example.in", password: "bamboo weave" });
    const wait = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
    for (let i = 0; i < 5; i++) expect(await attempt("isha@example.in", "guess", "10.0.3.1")).toBe("invalid");
    expect(await attempt("isha@example.in", "guess", "10.0.3.1")).toEqual({ retryAfter: 30 });
    wait(10);
    expect(await attempt("isha@example.in", "guess", "10.0.3.1")).toEqual({ retryAfter: 20 });
    wait(20);
    expect(await attempt("isha@example.in", "guess", "10.0.3.1")).toBe("invalid");
    expect(await attempt("isha@example.in", "bamboo weave", "10.0.3.1")).toEqual({ retryAfter: 60 });
    wait(60);
    expect(await attempt("isha@example.in", "guess", "10.0.3.1")).toBe("invalid");
    expect(await attempt("isha@example.in", "guess", "10.0.3.1")).toEqual({ retryAfter: 120 });
    wait(120);
    // The right password after the delay signs in, and the streak is over: five fresh tries.
    expect(await attempt("isha@example.in", "bamboo weave", "10.0.3.1")).toBe(user.id);
    for (let i = 0; i < 5; i++) expect(await attempt("isha@example.in", "guess", "10.0.3.1")).toBe("invalid");
    expect(await attempt("isha@example.in", "guess", "10.0.3.1")).toEqual({ retryAfter: 30 });
  });

  it("never makes the delay longer than 10 minutes, and forgets the failures after 15 quiet minutes", async () => {
    vi.setSystemTime(new Date("2030-01-02T10:00:00Z"));
    const wait = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
    const delays: number[] = [];
    for (let i = 0; i < 30 && delays.length < 7; i++) {
      const outcome = await attempt("tara@example.in", "guess", "10.0.4.1");
      if (typeof outcome === "object") {
        delays.push(outcome.retryAfter);
        wait(outcome.retryAfter);
      }
    }
    expect(delays).toEqual([30, 60, 120, 240, 480, 600, 600]);
    wait(15 * 60);
    for (let i = 0; i < 5; i++) expect(await attempt("tara@example.in", "guess", "10.0.4.1")).toBe("invalid");
  });

  it("ends the streak of failures with a success, and spends nothing on successes", async () => {
    const user = await createUser({ email: "neel@example.in", password: "cane chair" });
    for (let i = 0; i < 4; i++) expect(await attempt("neel@example.in", "guess", "10.0.5.1")).toBe("invalid");
    for (let i = 0; i < 8; i++) expect(await attempt("neel@example.in", "cane chair", "10.0.5.1")).toBe(user.id);
    for (let i = 0; i < 5; i++) expect(await attempt("neel@example.in", "guess", "10.0.5.1")).toBe("invalid");
  });

  it("refuses an address after 100 failures in an hour, whichever accounts it tried, also in parallel", async () => {
    const user = await createUser({ email: "dev@example.in", password: "jute rug" });
    for (let i = 0; i < 95; i++) expect(await attempt(`user${i}@example.in`, "guess", "10.0.0.4")).toBe("invalid");
    // A success from the same address in between spends nothing.
    expect(await attempt("dev@example.in", "jute rug", "10.0.0.4")).toBe(user.id);
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`burst${i}@example.in`, "guess", "10.0.0.4")));
    expect(tally(outcomes)).toEqual({ checked: 5, refused: 15 });
    expect(typeof (await attempt("dev@example.in", "jute rug", "10.0.0.4"))).toBe("object");
    expect(await attempt("dev@example.in", "jute rug", "10.0.0.5")).toBe(user.id);
  }, 120_000);
});
