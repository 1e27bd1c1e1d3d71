import { describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { runMaintenance } from "./maintenance.ts";

useTestDatabase();

describe("maintenance", () => {
  it("deletes what has expired and keeps what is live", async () => {
    const now = new Date("2026-11-26T10:00:00Z");
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const inAnHour = new Date(now.getTime() + 3_600_000);
    await db().throttleCounter.createMany({
      data: [
        { key: "old", windowStart: new Date(now.getTime() - 7_200_000), count: 3, expiresAt: hourAgo },
        { key: "live", windowStart: hourAgo, count: 1, expiresAt: inAnHour },
      ],
    });
    await db().idempotencyKey.createMany({
      data: [
        { scope: "u1:checkout", key: "a", requestHash: "x", expiresAt: hourAgo },
        { scope: "u1:checkout", key: "b", requestHash: "x", expiresAt: inAnHour },
      ],
    });
    await db().headerSession.createMany({
      data: [
        { keyHash: "stale", type: "ANON", realm: "shop.test", lastUsedAt: new Date(now.getTime() - 8 * 86_400_000), expiresAt: inAnHour },
        { keyHash: "recent", type: "ANON", realm: "shop.test", lastUsedAt: hourAgo, expiresAt: inAnHour },
      ],
    });
    const user = await createUser();
    await db().session.createMany({
      data: [
        { id: "gone", userId: user.id, expiresAt: new Date(now.getTime() - 31 * 86_400_000) },
        { id: "kept", userId: user.id, expiresAt: new Date(now.getTime() - 86_400_000) },
      ],
    });
    await db().apiToken.createMany({
      data: [
        { userId: user.id, keyHash: "token-gone", expiresAt: new Date(now.getTime() - 31 * 86_400_000) },
        { userId: user.id, keyHash: "token-expired-lately", expiresAt: new Date(now.getTime() - 86_400_000) },
        { userId: user.id, keyHash: "token-live", expiresAt: inAnHour },
      ],
    });
    await db().otpChallenge.createMany({
      data: [
        { channel: "email", identifier: "email:old@example.in", codeHash: "x", expiresAt: new Date(now.getTime() - 2 * 86_400_000) },
        { channel: "email", identifier: "email:open@example.in", liveKey: "email:open@example.in", codeHash: "y", expiresAt: hourAgo },
      ],
    });
    await db().emailVerification.createMany({
      data: [
        { userId: user.id, email: user.email!, tokenHash: "verification-gone", expiresAt: new Date(now.getTime() - 2 * 86_400_000) },
        { userId: user.id, email: user.email!, tokenHash: "verification-live", expiresAt: inAnHour },
      ],
    });
    expect(await runMaintenance(now)).toEqual({ throttleCounters: 1, idempotencyKeys: 1, anonymousSessions: 1, sessions: 1, tokens: 1, otpRequests: 1, emailVerifications: 1, resumes: 0 });
    expect((await db().otpChallenge.findMany()).map((r) => r.identifier)).toEqual(["email:open@example.in"]);
    expect((await db().emailVerification.findMany()).map((r) => r.tokenHash)).toEqual(["verification-live"]);
    expect((await db().throttleCounter.findMany()).map((r) => r.key)).toEqual(["live"]);
    expect((await db().headerSession.findMany()).map((r) => r.keyHash)).toEqual(["recent"]);
    expect((await db().session.findMany()).map((r) => r.id)).toEqual(["kept"]);
    expect((await db().apiToken.findMany({ orderBy: { keyHash: "asc" } })).map((r) => r.keyHash)).toEqual(["token-expired-lately", "token-live"]);
    expect((await db().idempotencyKey.findMany()).map((r) => r.key)).toEqual(["b"]);
  });
});
