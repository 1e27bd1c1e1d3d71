// The rules of one-time codes under a controllable clock and under concurrency: the services take `now`.
import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import { ThrottledError, ValidationError } from "@/lib/errors.ts";
import { setEnv } from "@/lib/messaging/testing.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { latestCode } from "@/lib/testing/outbox-secrets.ts";
import type { Identifier } from "./identifiers.ts";
import { checkCode } from "./otp-codes.ts";
import { signInWithOtp } from "./otp-login.ts";
import { sendOtp } from "./otp-send.ts";

useTestDatabase();

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  resetConfig();
});

const email = (value: string): Identifier => ({ kind: "email", value });
const phone = (value: string): Identifier => ({ kind: "phone", value });
const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);
const anonymous = (ip: string) => ({ caller: { user: null, via: "anonymous" as const, sentCookies: false, ip }, secure: false });

async function failure(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ValidationError) return e.body;
    if (e instanceof ThrottledError) return { status: 429, wait: e.waitSeconds };
    throw e;
  }
  return "succeeded";
}

describe("a code's life, on a controllable clock", () => {
  it("is valid for 300 seconds and no longer", async () => {
    const t0 = new Date("2026-03-01T10:00:00Z");
    await sendOtp(email("clock@example.in"), "192.0.2.1", "send", t0);
    const code = await latestCode("clock@example.in");
    expect(await failure(signInWithOtp(email("clock@example.in"), code, anonymous("192.0.2.1"), at(t0, 300)))).toEqual({ otp: ["OTP has expired."] });
    expect((await signInWithOtp(email("clock@example.in"), code, anonymous("192.0.2.1"), at(t0, 299))).isNewUser).toBe(true);
  });

  it("a new code may be asked for 30 seconds after the last, and replaces it", async () => {
    const t0 = new Date("2026-03-01T11:00:00Z");
    await sendOtp(email("interval@example.in"), "192.0.2.2", "send", t0);
    const first = await latestCode("interval@example.in");
    expect(await failure(sendOtp(email("interval@example.in"), "192.0.2.2", "resend", at(t0, 29)))).toEqual({ status: 429, wait: 1 });
    await sendOtp(email("interval@example.in"), "192.0.2.2", "resend", at(t0, 30));
    const second = await latestCode("interval@example.in");
    // The new code lives 5 minutes from its own sending; the old one is void (unless the dice repeated it).
    if (first !== second) expect(await failure(checkCode(email("interval@example.in"), first, at(t0, 40)))).toEqual({ otp: ["Invalid OTP."] });
    await expect(checkCode(email("interval@example.in"), second, at(t0, 320))).resolves.toMatchObject({ challengeId: expect.any(Number) });
  });
});

describe("wrong tries", () => {
  it("50 parallel guesses: exactly 5 are checked, the code is void after them", async () => {
    await sendOtp(email("crowd@example.in"), "192.0.2.3", "send");
    const code = await latestCode("crowd@example.in");
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const answers = await Promise.all(Array.from({ length: 50 }, () => failure(checkCode(email("crowd@example.in"), wrong))));
    const invalid = answers.filter((a) => JSON.stringify(a) === JSON.stringify({ otp: ["Invalid OTP."] }));
    const void_ = answers.filter((a) => JSON.stringify(a) === JSON.stringify({ otp: ["Too many attempts. Request a new OTP."] }));
    expect([invalid.length, void_.length]).toEqual([5, 45]);
    expect(await failure(checkCode(email("crowd@example.in"), code))).toEqual({ otp: ["Too many attempts. Request a new OTP."] });
    expect((await db().otpChallenge.findUniqueOrThrow({ where: { liveKey: "email:crowd@example.in" } })).attempts).toBe(5);
  });

  it("a new code starts a new count", async () => {
    const t0 = new Date();
    await sendOtp(email("fresh@example.in"), "192.0.2.4", "send", t0);
    for (let i = 0; i < 5; i++) await failure(checkCode(email("fresh@example.in"), "abcdef", t0));
    await sendOtp(email("fresh@example.in"), "192.0.2.4", "resend", at(t0, 31));
    await expect(checkCode(email("fresh@example.in"), await latestCode("fresh@example.in"), at(t0, 32))).resolves.toBeTruthy();
  });
});

describe("limits (429 with the wait)", () => {
  it("5 codes an hour per identifier, however many addresses ask", async () => {
    const t0 = new Date("2026-03-02T10:00:10Z");
    for (let i = 0; i < 5; i++) await sendOtp(email("popular@example.in"), `192.0.2.${10 + i}`, "send", at(t0, i * 31));
    expect(await failure(sendOtp(email("popular@example.in"), "192.0.2.20", "send", at(t0, 5 * 31)))).toEqual({ status: 429, wait: 3600 - 10 - 155 });
  });

  it("OTP_MAX_PER_IP_HOUR codes an hour per client address, across identifiers", async () => {
    restore = setEnv({ OTP_MAX_PER_IP_HOUR: "3" });
    resetConfig();
    const t0 = new Date("2026-03-03T10:00:00Z");
    for (let i = 0; i < 3; i++) await sendOtp(email(`ip${i}@example.in`), "192.0.2.30", "send", t0);
    expect(await failure(sendOtp(email("ip3@example.in"), "192.0.2.30", "send", t0))).toEqual({ status: 429, wait: 3600 });
    // A refused request gave its other counts back: the identifier can still be sent to from elsewhere.
    await sendOtp(email("ip3@example.in"), "192.0.2.31", "send", t0);
  });

  it("the shop-wide daily SMS budget", async () => {
    restore = setEnv({ OTP_SMS_DAILY_BUDGET: "2" });
    resetConfig();
    const t0 = new Date("2026-03-04T18:30:00Z");
    await sendOtp(phone("+919800000001"), "192.0.2.40", "send", t0);
    await sendOtp(phone("+919800000002"), "192.0.2.41", "send", t0);
    expect(await failure(sendOtp(phone("+919800000003"), "192.0.2.42", "send", t0))).toEqual({ status: 429, wait: 5.5 * 3600 });
    await sendOtp(email("mail-is-not-sms@example.in"), "192.0.2.42", "send", t0);
  });

  it("30 sign-in tries an hour per client address; a success gives its try back", async () => {
    const t0 = new Date("2026-03-05T10:00:00Z");
    await sendOtp(email("tries@example.in"), "192.0.2.50", "send", t0);
    await signInWithOtp(email("tries@example.in"), await latestCode("tries@example.in"), anonymous("192.0.2.50"), t0);
    for (let i = 0; i < 30; i++) {
      expect(await failure(signInWithOtp(email(`nobody${i}@example.in`), "123456", anonymous("192.0.2.50"), t0))).toEqual({ otp: ["Invalid OTP."] });
    }
    expect(await failure(signInWithOtp(email("nobody@example.in"), "123456", anonymous("192.0.2.50"), t0))).toEqual({ status: 429, wait: 3600 });
  });
});
