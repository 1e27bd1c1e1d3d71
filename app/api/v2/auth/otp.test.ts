// The OTP endpoints (spec/API.md §3): exact bodies, the code's life, the limits, and what a proof does
// to an account. Codes are read from the outbox row, sealed as the sender reads them.
import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db, transaction } from "@/lib/db.ts";
import { hashPassword } from "@/lib/auth/password.ts";
import { createSession, sessionCookie } from "@/lib/auth/sessions.ts";
import { issueToken, findToken } from "@/lib/auth/tokens.ts";
import { setEnv } from "@/lib/messaging/testing.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { latestCode } from "@/lib/testing/outbox-secrets.ts";
import * as sendOtp from "./send-otp/route.ts";
import * as resendOtp from "./resend-otp/route.ts";
import * as loginWithOtp from "./login-with-otp/route.ts";

useTestDatabase();

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  resetConfig();
});

let ipCounter = 0;
/** A client address of its own per test, so the per-address limits of one test do not reach another. */
const freshIp = () => `198.51.100.${++ipCounter}`;
const post = (route: typeof sendOtp, path: string, body: unknown, ip = "203.0.113.50", headers: Record<string, string> = {}) =>
  call(route, path, { method: "POST", body, ip, headers });
const send = (body: unknown, ip?: string) => post(sendOtp, "/api/v2/auth/send-otp/", body, ip);
const resend = (body: unknown, ip?: string) => post(resendOtp, "/api/v2/auth/resend-otp/", body, ip);
const login = (body: unknown, ip?: string, headers?: Record<string, string>) => post(loginWithOtp, "/api/v2/auth/login-with-otp/", body, ip, headers);

/** Moves the open request's last send back, as if `seconds` had passed. */
async function age(identifier: string, seconds: number) {
  const row = await db().otpChallenge.findUniqueOrThrow({ where: { liveKey: identifier } });
  const back = (d: Date) => new Date(d.getTime() - seconds * 1000);
  await db().otpChallenge.update({ where: { id: row.id }, data: { lastSentAt: back(row.lastSentAt), expiresAt: back(row.expiresAt) } });
}

describe("POST /api/v2/auth/send-otp/", () => {
  it("sends a code by e-mail: the answer, and a sealed outbox message with no code in its data", async () => {
    const r = await send({ email: "  Kavya.Iyer@Example.IN " });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ detail: "OTP sent.", channel: "email", expires_in: 300, resend_in: 30 });
    const message = await db().outboxMessage.findFirstOrThrow({ where: { recipient: "kavya.iyer@example.in" } });
    expect(message).toMatchObject({ channel: "email", template: "otp-code", data: { expiresInMinutes: 5 } });
    const code = await latestCode("kavya.iyer@example.in");
    expect(code).toMatch(/^\d{6}$/);
    expect(r.text).not.toContain(code);
    expect(JSON.stringify(message.data)).not.toContain(code);
    const challenge = await db().otpChallenge.findUniqueOrThrow({ where: { liveKey: "email:kavya.iyer@example.in" } });
    expect(challenge.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(challenge)).not.toContain(code);
  });

  it("sends a code by SMS to the number in E.164, written any way", async () => {
    const r = await send({ phone_number: "98123 45678" }, freshIp());
    expect(r.json).toEqual({ detail: "OTP sent.", channel: "sms", expires_in: 300, resend_in: 30 });
    expect(await latestCode("+919812345678")).toMatch(/^\d{6}$/);
  });

  it("refuses bad input with the documented bodies", async () => {
    const cases: [unknown, unknown][] = [
      [{ phone_number: "12345" }, { phone_number: ["Enter a valid phone number."] }],
      [{ email: "not-an-address" }, { email: ["Enter a valid email address."] }],
      [{ phone_number: "+919812345678", email: "a@example.in" }, { non_field_errors: ["Provide a phone number or an email, not both."] }],
      [{ phone_number: "+14155552671" }, { phone_number: ["We cannot send codes to this country."] }],
      [{}, { non_field_errors: ["Provide a phone number or an email."] }],
      [{ email: 42 }, { email: ["Not a valid string."] }],
    ];
    for (const [body, expected] of cases) {
      const r = await send(body, freshIp());
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json).toEqual(expected);
    }
    expect(await db().outboxMessage.count({ where: { template: "otp-code", recipient: { in: ["+14155552671", "a@example.in"] } } })).toBe(0);
  });

  it("sends to the countries OTP_SMS_COUNTRIES lists", async () => {
    restore = setEnv({ OTP_SMS_COUNTRIES: "IN,US" });
    resetConfig();
    expect((await send({ phone_number: "+1 415 555 2671" }, freshIp())).status).toBe(200);
  });

  it("gives a code at most every 30 seconds per identifier; two sends at once leave one open request", async () => {
    const ip = freshIp();
    const [a, b] = await Promise.all([send({ email: "twice@example.in" }, ip), send({ email: "twice@example.in" }, ip)]);
    expect([a.status, b.status].sort()).toEqual([200, 429]);
    const refused = a.status === 429 ? a : b;
    expect(refused.json).toEqual({ detail: expect.stringMatching(/^Request was throttled\. Expected available in (29|30) seconds\.$/) });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(29);
    expect(await db().otpChallenge.count({ where: { identifier: "email:twice@example.in" } })).toBe(1);
    expect(await db().outboxMessage.count({ where: { recipient: "twice@example.in" } })).toBe(1);
  });
});

describe("POST /api/v2/auth/resend-otp/", () => {
  it("needs an open request, waits 30 seconds, then voids the old code", async () => {
    const ip = freshIp();
    expect(await resend({ email: "nobody-yet@example.in" }, ip)).toMatchObject({
      status: 400,
      json: { detail: "No OTP request found. Request a new OTP.", code: "otp_request_not_found" },
    });
    await send({ email: "resend@example.in" }, ip);
    const first = await latestCode("resend@example.in");
    const early = await resend({ email: "resend@example.in" }, ip);
    expect(early.status).toBe(429);
    expect(early.headers.get("retry-after")).toMatch(/^(29|30)$/);

    await age("email:resend@example.in", 31);
    const r = await resend({ email: "RESEND@example.in" }, ip);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ detail: "OTP sent.", channel: "email", expires_in: 300, resend_in: 30 });
    const second = await latestCode("resend@example.in");
    if (second !== first) {
      expect((await login({ email: "resend@example.in", otp: first }, ip)).json).toEqual({ otp: ["Invalid OTP."] });
    }
    expect((await login({ email: "resend@example.in", otp: second }, ip)).status).toBe(200);
  });
});

describe("POST /api/v2/auth/login-with-otp/", () => {
  it("creates the account on first use, signs in with a cookie and a token, and marks the e-mail verified", async () => {
    const ip = freshIp();
    await send({ email: "new.shopper@example.in" }, ip);
    const r = await login({ email: "New.Shopper@example.in", otp: await latestCode("new.shopper@example.in") }, ip);
    expect(r.status).toBe(200);
    const user = await db().user.findUniqueOrThrow({ where: { email: "new.shopper@example.in" } });
    expect(r.json).toEqual({
      user: {
        id: user.id,
        url: `http://shop.test/api/v2/users/${user.id}/`,
        username: "new.shopper@example.in",
        email: "new.shopper@example.in",
        phone_number: null,
        first_name: "",
        last_name: "",
        is_staff: false,
        date_joined: user.dateJoined.toISOString(),
        email_verified: true,
        phone_verified: false,
      },
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_at: expect.stringMatching(/Z$/),
      is_new_user: true,
    });
    expect(Math.round((Date.parse(r.json.expires_at) - Date.now()) / 86_400_000)).toBe(90);
    expect(r.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=[^;]+; Path=\/; Max-Age=7776000; SameSite=Lax; HttpOnly$/);
    expect((await findToken(r.json.token))?.userId).toBe(user.id);
    expect(r.headers.get("cache-control")).toBe("private, no-store");

    expect(await db().otpChallenge.count({ where: { liveKey: "email:new.shopper@example.in" } })).toBe(0);
    await send({ email: "new.shopper@example.in" }, ip);
    const again = await login({ email: "new.shopper@example.in", otp: await latestCode("new.shopper@example.in") }, ip);
    expect(again.json.is_new_user).toBe(false);
    expect(again.json.user.id).toBe(user.id);
  });

  it("creates a phone-only account whose username is the E.164 number", async () => {
    const ip = freshIp();
    await send({ phone_number: "+91 99000 11122" }, ip);
    const r = await login({ phone_number: "9900011122", otp: await latestCode("+919900011122") }, ip);
    expect(r.json.user).toMatchObject({ username: "+919900011122", email: null, phone_number: "+919900011122", phone_verified: true, email_verified: false });
  });

  it("a code works once", async () => {
    const ip = freshIp();
    await send({ email: "once@example.in" }, ip);
    const code = await latestCode("once@example.in");
    expect((await login({ email: "once@example.in", otp: code }, ip)).status).toBe(200);
    const reused = await login({ email: "once@example.in", otp: code }, ip);
    expect(reused.status).toBe(400);
    expect(reused.json).toEqual({ otp: ["Invalid OTP."] });
  });

  it("wrong codes are 'Invalid OTP.'; after 5 the code is void, even the right one", async () => {
    const ip = freshIp();
    await send({ email: "guess@example.in" }, ip);
    const code = await latestCode("guess@example.in");
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i++) expect((await login({ email: "guess@example.in", otp: wrong }, ip)).json).toEqual({ otp: ["Invalid OTP."] });
    const r = await login({ email: "guess@example.in", otp: code }, ip);
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ otp: ["Too many attempts. Request a new OTP."] });
  });

  it("an expired code is 'OTP has expired.'", async () => {
    const ip = freshIp();
    await send({ email: "late@example.in" }, ip);
    const code = await latestCode("late@example.in");
    await age("email:late@example.in", 301);
    expect((await login({ email: "late@example.in", otp: code }, ip)).json).toEqual({ otp: ["OTP has expired."] });
  });

  it("a code asked for one identifier does not sign in another", async () => {
    const ip = freshIp();
    await send({ email: "mine@example.in" }, ip);
    await send({ email: "theirs@example.in" }, ip);
    expect((await login({ email: "theirs@example.in", otp: await latestCode("mine@example.in") }, ip)).json).toEqual({ otp: ["Invalid OTP."] });
  });

  it("an already signed-in caller gets the 405 of the compat API", async () => {
    const user = await createUser();
    const token = await transaction((tx) => issueToken(tx, user.id));
    const r = await login({ email: user.email, otp: "123456" }, freshIp(), { Authorization: `Token ${token.key}` });
    expect(r.status).toBe(405);
    expect(r.json).toEqual({ detail: "Session is in use, log out first" });
  });

  it("the first proof of an e-mail nobody had verified takes the account over (pre-hijack rule)", async () => {
    const planted = await db().user.create({
      data: { email: "victim@example.in", passwordHash: await hashPassword("attacker-pass-123"), phoneNumber: "+919876500001", emailVerified: false },
    });
    const attackerToken = await transaction((tx) => issueToken(tx, planted.id));
    const attackerSession = await transaction((tx) => createSession(tx, planted.id));
    await db().emailVerification.create({ data: { userId: planted.id, email: planted.email!, tokenHash: "a".repeat(64), expiresAt: new Date(Date.now() + 3_600_000) } });

    const ip = freshIp();
    await send({ email: "victim@example.in" }, ip);
    const r = await login({ email: "victim@example.in", otp: await latestCode("victim@example.in") }, ip);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ is_new_user: false, user: { id: planted.id, email_verified: true, phone_number: null } });

    const after = await db().user.findUniqueOrThrow({ where: { id: planted.id } });
    expect(after.passwordHash).toBeNull();
    expect(await db().apiToken.findUniqueOrThrow({ where: { id: attackerToken.id } })).toMatchObject({ revokedAt: expect.any(Date) });
    expect(await db().session.findUniqueOrThrow({ where: { id: attackerSession.rowId } })).toMatchObject({ revokedAt: expect.any(Date) });
    expect(await db().emailVerification.count({ where: { userId: planted.id } })).toBe(0);
    expect(await findToken(r.json.token)).not.toBeNull(); // the new sign-in's own token lives
  });

  it("a phone number nobody proved does not lead into the account it was typed on", async () => {
    const owner = await createUser({ password: "owner-pass-123" });
    await db().user.update({ where: { id: owner.id }, data: { phoneNumber: "+919876500002", phoneVerified: false } });
    const ip = freshIp();
    await send({ phone_number: "+919876500002" }, ip);
    const r = await login({ phone_number: "+919876500002", otp: await latestCode("+919876500002") }, ip);
    expect(r.json.is_new_user).toBe(true);
    expect(r.json.user.id).not.toBe(owner.id);
    expect(await db().user.findUniqueOrThrow({ where: { id: owner.id } })).toMatchObject({ phoneNumber: null, passwordHash: expect.any(String) });
  });

  it("an app signing in with an ANON Session-Id header gets its AUTH header back", async () => {
    const ip = freshIp();
    const id = "abcdefghijklmnopqrstuvwx";
    await send({ email: "app@example.in" }, ip);
    const r = await login({ email: "app@example.in", otp: await latestCode("app@example.in") }, ip, { "Session-Id": `SID:ANON:shop.test:${id}` });
    expect(r.status).toBe(200);
    expect(r.headers.get("session-id")).toBe(`SID:AUTH:shop.test:${id}`);
  });

  it("a cross-site form posting with the shopper's cookie is refused", async () => {
    const user = await createUser();
    const session = await transaction((tx) => createSession(tx, user.id));
    const cookie = await sessionCookie(session.sid, user.id, false);
    const r = await login({ email: "x@example.in", otp: "123456" }, freshIp(), { Cookie: `${cookie.name}=${cookie.value}`, Origin: "https://evil.example" });
    expect(r.status).toBe(403);
    expect(r.json).toEqual({ detail: "CSRF Failed: Origin checking failed." });
  });
});

// customers (issue 22): a deactivated account's right code says why, and the code stays unspent.
describe("a deactivated account", () => {
  it("is refused with the deactivation message once the code proved right", async () => {
    const u = await createUser({ email: "deactivated.otp@example.in", isActive: false });
    expect((await send({ email: u.email })).status).toBe(200);
    const code = await latestCode(u.email!);
    const r = await login({ email: u.email, otp: code }, freshIp());
    expect([r.status, r.json]).toEqual([401, { non_field_errors: ["This account has been deactivated. Write to us to restore it."] }]);
    expect(await db().session.count({ where: { userId: u.id } })).toBe(0);
  });
});
