// "Count first, then decide" (docs/decisions/0006-throttle-windows.md). With DATABASE_URL set the 50
// requests run on separate PostgreSQL connections at once; on PGlite they interleave between queries,
// which is enough to catch a read-then-write counter too.
import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { config } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { counterKey, hit, rate, refund } from "./throttle.ts";

const handle = useTestDatabase();
const onPostgres = !!process.env.DATABASE_URL;

describe("hit", () => {
  it("lets exactly the limit through of 50 concurrent hits", async () => {
    const r = rate("10/hour");
    const results = await Promise.all(Array.from({ length: 50 }, () => hit("concurrent:203.0.113.1", r)));
    expect(results.filter((x) => x.allowed)).toHaveLength(10);
    expect(results.map((x) => x.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    if (onPostgres) expect(handle().kind).toBe("postgres");
  });

  it("counts per window, and a refund gives one hit back in the window it was counted in", async () => {
    const r = rate("2/minute");
    const t0 = new Date("2030-03-01T10:00:10Z");
    const first = await hit("refund:a", r, { now: t0 });
    expect(first).toEqual({ allowed: true, count: 1, retryAfter: 50, windowStart: new Date("2030-03-01T10:00:00Z") });
    await hit("refund:a", r, { now: t0 });
    expect((await hit("refund:a", r, { now: t0 })).allowed).toBe(false);
    await refund("refund:a", first);
    await refund("refund:a", first);
    expect((await hit("refund:a", r, { now: t0 })).count).toBe(2);
    // The next window starts from nothing, and a refund in the old one leaves it alone.
    const later = new Date("2030-03-01T10:01:00Z");
    expect((await hit("refund:a", r, { now: later })).count).toBe(1);
    await refund("refund:a", first);
    expect((await hit("refund:a", r, { now: later })).count).toBe(2);
  });

  it("stores a keyed hash of the key, whatever its length, with its scope readable", async () => {
    const long = `login-account:198.51.100.4:${"x".repeat(2000)}${createHash("sha256").update("salt").digest("base64url").repeat(40)}`;
    expect((await hit(long, rate("5/minute"))).count).toBe(1);
    expect((await hit(long, rate("5/minute"))).count).toBe(2);
    await hit("send-otp-ip:ip198.51.100.4", rate("5/minute"));
    await hit("Not A Scope:x", rate("5/minute"));
    const keys = (await db().throttleCounter.findMany({ where: { count: { gt: 0 }, key: { not: { startsWith: "concurrent" } } } })).map((row) => row.key);
    const hmac = (value: string) => createHmac("sha256", config().NEXTAUTH_SECRET).update(`throttle\0${value}`).digest("hex");
    expect(keys).toEqual(expect.arrayContaining([`login-account:${hmac(long.slice(0, 1024))}`, `send-otp-ip:${hmac("send-otp-ip:ip198.51.100.4")}`, `key:${hmac("Not A Scope:x")}`]));
    expect(counterKey("send-otp-ip:ip198.51.100.4")).not.toContain("198.51.100.4");
  });
});

describe("a limit kept on a row: one conditional UPDATE", () => {
  it("lets exactly the limit of 50 concurrent claims change the row", async () => {
    const challenge = await db().otpChallenge.create({
      data: { channel: "sms", identifier: "+919812345678", codeHash: "x", expiresAt: new Date(Date.now() + 300_000) },
    });
    const claims = await Promise.all(
      Array.from({ length: 50 }, () =>
        db().otpChallenge.updateMany({ where: { id: challenge.id, attempts: { lt: 5 } }, data: { attempts: { increment: 1 } } }),
      ),
    );
    expect(claims.filter((c) => c.count === 1)).toHaveLength(5);
    expect((await db().otpChallenge.findUniqueOrThrow({ where: { id: challenge.id } })).attempts).toBe(5);
  });
});
