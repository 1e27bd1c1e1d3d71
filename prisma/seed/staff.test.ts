// The staff account seeded from a SEED_ADMIN_EMAIL written with capitals (issue 8: such an address
// could not sign in): it is stored in lower case, seeding again finds it whatever the case, and it
// signs in by password and by e-mailed code however the address is typed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import type { PrismaClient } from "@/lib/generated/prisma/client.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import { latestCode } from "@/lib/testing/outbox-secrets.ts";
import * as login from "@/app/api/v2/login/route.ts";
import * as sendOtp from "@/app/api/v2/auth/send-otp/route.ts";
import * as loginWithOtp from "@/app/api/v2/auth/login-with-otp/route.ts";
import type { SeedContext } from "./context.ts";
import type { MediaStore } from "./media.ts";
import { seedStaff } from "./staff.ts";
import { SeedStats } from "./sync.ts";

const database = useTestDatabase();
const TYPED = "Staff.Owner@Example.IN";
const STORED = "staff.owner@example.in";
const PASSWORD = "rosewood-almirah-42";
const saved = { email: process.env.SEED_ADMIN_EMAIL, password: process.env.SEED_ADMIN_PASSWORD };

function context(): SeedContext {
  return { prisma: database().prisma as PrismaClient, media: {} as MediaStore, stats: new SeedStats(), log: () => {}, renderProcesses: 1 };
}

beforeAll(async () => {
  process.env.SEED_ADMIN_EMAIL = TYPED;
  process.env.SEED_ADMIN_PASSWORD = PASSWORD;
  resetConfig();
  await seedStaff(context());
});

afterAll(() => {
  for (const [name, value] of [["SEED_ADMIN_EMAIL", saved.email], ["SEED_ADMIN_PASSWORD", saved.password]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

describe("a staff address seeded with capitals", () => {
  it("is stored in lower case, once", async () => {
    const staff = await db().user.findMany({ where: { isStaff: true, isSuperuser: true }, select: { email: true, emailVerified: true } });
    expect(staff).toEqual([{ email: STORED, emailVerified: true }]);
    // Seeding again with the address written another way finds the same account.
    process.env.SEED_ADMIN_EMAIL = "STAFF.OWNER@example.in";
    resetConfig();
    const ctx = context();
    expect(await seedStaff(ctx)).toBeUndefined();
    expect(ctx.stats.totalCreated).toBe(0);
    // The owner, the warehouse member and the content member (careers admin), each once.
    expect(await db().user.count({ where: { isStaff: true } })).toBe(3);
  });

  it("signs in with its password however the address is typed", async () => {
    for (const username of [TYPED, STORED, "STAFF.OWNER@EXAMPLE.IN"]) {
      const r = await call(login, "/api/v2/login/", { method: "POST", body: { username, password: PASSWORD }, ip: freshIp() });
      expect(r.status, username).toBe(200);
      expect(r.json.user).toMatchObject({ username: STORED });
    }
  });

  it("signs in with an e-mailed code however the address is typed", async () => {
    const ip = freshIp();
    expect((await call(sendOtp, "/api/v2/auth/send-otp/", { method: "POST", body: { email: TYPED }, ip })).status).toBe(200);
    const otp = await latestCode(STORED);
    const r = await call(loginWithOtp, "/api/v2/auth/login-with-otp/", { method: "POST", body: { email: "STAFF.OWNER@EXAMPLE.IN", otp }, ip });
    expect(r.status).toBe(200);
    const staff = await db().user.findUniqueOrThrow({ where: { email: STORED } });
    expect(r.json.user).toMatchObject({ id: staff.id });
    expect(await db().user.count()).toBe(3); // the code signed into the seeded owner (beside the warehouse and content members), not a new account
  });
});
