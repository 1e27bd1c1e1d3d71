// Idempotency keys (spec/API.md §6): same key and body → the first answer again, nothing new; same
// key, other body → 409; while the first runs → 409; a crashed first try blocks only until its lease ends.
import { describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller.ts";
import { db, transaction } from "@/lib/db.ts";
import { ApiError } from "@/lib/errors.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { idempotencyKeyOf, runIdempotent, type IdempotentAnswer, type RecordAnswer } from "./idempotency.ts";

useTestDatabase();

const caller = (userId: number | null, ip = "203.0.113.7"): Caller =>
  ({ user: userId === null ? null : { id: userId }, via: userId === null ? "anonymous" : "token", sentCookies: false, ip }) as Caller;

/** Work that counts its runs and records its answer in its own transaction, as checkout does. */
function counter() {
  let runs = 0;
  const work = async (record: RecordAnswer): Promise<IdempotentAnswer> => {
    runs += 1;
    const body = { run: runs };
    await transaction((tx) => record(tx, 200, body));
    return { status: 200, body };
  };
  return { work, runs: () => runs };
}

describe("runIdempotent", () => {
  it("answers the same key and body with the first answer, without running again", async () => {
    const c = counter();
    const first = await runIdempotent(caller(1), "checkout", "k-1", { basket: 5, total: "10.00" }, c.work);
    const again = await runIdempotent(caller(1), "checkout", "k-1", { total: "10.00", basket: 5 }, c.work);
    expect(first).toEqual({ status: 200, body: { run: 1 } });
    expect(again).toEqual({ status: 200, body: { run: 1 } });
    expect(c.runs()).toBe(1);
  });

  it("scopes keys to the caller and the endpoint", async () => {
    const c = counter();
    await runIdempotent(caller(2), "checkout", "shared", {}, c.work);
    await runIdempotent(caller(3), "checkout", "shared", {}, c.work);
    await runIdempotent(caller(2), "other", "shared", {}, c.work);
    await runIdempotent(caller(null), "checkout", "shared", {}, c.work);
    expect(c.runs()).toBe(4);
  });

  it("refuses the same key with another body (409)", async () => {
    const c = counter();
    await runIdempotent(caller(4), "checkout", "k-2", { basket: 1 }, c.work);
    const error = await runIdempotent(caller(4), "checkout", "k-2", { basket: 2 }, c.work).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.body]).toEqual([409, { detail: "Idempotency key reused with a different request.", code: "idempotency_key_reused" }]);
    expect(c.runs()).toBe(1);
  });

  it("refuses a second request while the first still runs (409)", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = runIdempotent(caller(5), "checkout", "k-3", {}, async () => {
      await gate;
      return { status: 200, body: { ok: true } };
    });
    await new Promise((r) => setTimeout(r, 50));
    const error = await runIdempotent(caller(5), "checkout", "k-3", {}, async () => ({ status: 200, body: {} })).catch((e) => e);
    expect([error.status, error.body]).toEqual([409, { detail: "A request with this key is in progress.", code: "idempotency_key_in_progress" }]);
    release();
    expect(await slow).toEqual({ status: 200, body: { ok: true } });
  });

  it("lets a retry run once the crashed first try's lease is over", async () => {
    const c = counter();
    // The first try claimed the key and died without an answer.
    const crashed = runIdempotent(caller(6), "checkout", "k-4", { b: 1 }, () => new Promise<IdempotentAnswer>(() => {}));
    void crashed;
    await new Promise((r) => setTimeout(r, 50));
    const blocked = await runIdempotent(caller(6), "checkout", "k-4", { b: 1 }, c.work).catch((e) => e);
    expect(blocked.status).toBe(409);
    await db().idempotencyKey.updateMany({ where: { state: "running" }, data: { leaseUntil: new Date(Date.now() - 1000) } });
    // Another body is still another request.
    expect((await runIdempotent(caller(6), "checkout", "k-4", { b: 2 }, c.work).catch((e) => e)).status).toBe(409);
    expect(await runIdempotent(caller(6), "checkout", "k-4", { b: 1 }, c.work)).toEqual({ status: 200, body: { run: 1 } });
    expect(await runIdempotent(caller(6), "checkout", "k-4", { b: 1 }, c.work)).toEqual({ status: 200, body: { run: 1 } });
  });

  it("keeps client errors as answers and forgets server faults", async () => {
    let runs = 0;
    const refuse = async (): Promise<IdempotentAnswer> => {
      runs += 1;
      throw new ApiError(406, { non_field_errors: ["Cannot checkout with empty basket"] });
    };
    for (let i = 0; i < 2; i++) {
      const e = await runIdempotent(caller(7), "checkout", "k-5", {}, refuse).catch((x) => x);
      expect([e.status, e.body]).toEqual([406, { non_field_errors: ["Cannot checkout with empty basket"] }]);
    }
    expect(runs).toBe(1);
    const fail = async (): Promise<IdempotentAnswer> => {
      runs += 1;
      throw new Error("boom");
    };
    await expect(runIdempotent(caller(7), "checkout", "k-6", {}, fail)).rejects.toThrow("boom");
    await expect(runIdempotent(caller(7), "checkout", "k-6", {}, fail)).rejects.toThrow("boom");
    expect(runs).toBe(3);
  });

  it("reads the header: absent, well formed, or 400", () => {
    expect(idempotencyKeyOf(new Headers())).toBeNull();
    expect(idempotencyKeyOf(new Headers({ "Idempotency-Key": " 3f2c-9a " }))).toBe("3f2c-9a");
    const e = (() => {
      try {
        idempotencyKeyOf(new Headers({ "Idempotency-Key": "x".repeat(256) }));
      } catch (error) {
        return error as ApiError;
      }
    })();
    expect(e?.status).toBe(400);
  });
});
