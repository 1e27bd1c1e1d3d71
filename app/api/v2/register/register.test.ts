// POST /api/v2/register/ (spec/API.md §3) and the verification link it sends.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db.ts";
import { confirmEmailVerification, verificationState } from "@/lib/auth/email-verification.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { latestSecrets } from "@/lib/testing/outbox-secrets.ts";
import * as register from "./route.ts";

useTestDatabase();

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const PASSWORD = "sheesham-bench-29";
const post = (body: unknown, opts: { ip?: string; host?: string } = {}) =>
  call(register, "/api/v2/register/", { method: "POST", body, ip: opts.ip ?? freshIp(), host: opts.host });

function tokenOf(url: string): string {
  return new URL(url).searchParams.get("token")!;
}

describe("POST /api/v2/register/", () => {
  it("creates an unverified account, answers 201 \"<email>\" without signing in, and mails a link from the public URL", async () => {
    const r = await post({ email: "Rohan.Mehta@Example.in", password1: PASSWORD, password2: PASSWORD, first_name: "Rohan", phone_number: "98200 12345" }, { host: "evil.example" });
    expect(r.status).toBe(201);
    expect(r.text).toBe('"rohan.mehta@example.in"');
    expect(r.headers.get("set-cookie")).toBeNull();
    const user = await db().user.findUniqueOrThrow({ where: { email: "rohan.mehta@example.in" } });
    expect(user).toMatchObject({ firstName: "Rohan", phoneNumber: "+919820012345", emailVerified: false, phoneVerified: false });
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(user.passwordHash).not.toContain(PASSWORD);

    const { verifyUrl } = await latestSecrets("rohan.mehta@example.in", "email-verification");
    expect(verifyUrl).toMatch(/^http:\/\/localhost:3000\/account\/verify-email\/\?token=[A-Za-z0-9_-]{43}$/);
    const message = await db().outboxMessage.findFirstOrThrow({ where: { recipient: "rohan.mehta@example.in", template: "email-verification" } });
    expect(message.data).toEqual({ name: "Rohan", expiresInHours: 48 });
    const row = await db().emailVerification.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.tokenHash).not.toBe(tokenOf(verifyUrl));
    expect(await db().outboxMessage.count({ where: { recipient: "rohan.mehta@example.in", template: { not: "email-verification" } } })).toBe(0);
  });

  it("answers the documented errors", async () => {
    const taken = await createUser({ email: "taken@example.in" });
    await db().user.update({ where: { id: taken.id }, data: { phoneNumber: "+919820000009" } });
    const cases: [unknown, unknown][] = [
      [{}, { email: ["This field is required."], password1: ["This field is required."], password2: ["This field is required."] }],
      [{ email: "nope", password1: PASSWORD, password2: PASSWORD }, { email: ["Enter a valid email address."] }],
      [{ email: ["new0@example.in"], password1: PASSWORD, password2: PASSWORD }, { email: ["Not a valid string."] }],
      [{ email: "new0@example.in", password1: 123456789, password2: [] }, { password1: ["Not a valid string."], password2: ["Not a valid string."] }],
      [{ email: null, password1: PASSWORD, password2: PASSWORD }, { email: ["This field may not be null."] }],
      [[], { non_field_errors: ["Invalid data. Expected a dictionary, but got list."] }],
      [{ email: "TAKEN@example.in", password1: PASSWORD, password2: PASSWORD }, { non_field_errors: ["A user with this email already exists"] }],
      [{ email: "new1@example.in", password1: PASSWORD, password2: `${PASSWORD}!` }, { non_field_errors: ["Passwords do not match"] }],
      [
        { email: "new2@example.in", password1: "12345678", password2: "12345678" },
        { non_field_errors: ["This password is too short. It must contain at least 9 characters.", "This password is too common.", "This password is entirely numeric."] },
      ],
      [{ email: "new3@example.in", password1: "new3@example.in", password2: "new3@example.in" }, { non_field_errors: ["The password is too similar to the email address."] }],
      [{ email: "new4@example.in", password1: PASSWORD, password2: PASSWORD, phone_number: "12" }, { phone_number: ["Enter a valid phone number."] }],
      [{ email: "new5@example.in", password1: PASSWORD, password2: PASSWORD, phone_number: "+91 98200 00009" }, { phone_number: ["A user with this phone number already exists."] }],
    ];
    for (const [body, expected] of cases) {
      const r = await post(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json).toEqual(expected);
    }
    expect(await db().user.count({ where: { email: { startsWith: "new" } } })).toBe(0);
  });

  it("allows 20 registrations an hour from one address; a body that does not validate is not one", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await post({ email: `many${i}@example.in` }, { ip })).status).toBe(400);
    // Tries that reach the registration count, whatever it answers.
    for (let i = 0; i < 20; i++) expect((await post({ email: `many${i}@example.in`, password1: PASSWORD, password2: "other" }, { ip })).json).toEqual({ non_field_errors: ["Passwords do not match"] });
    const r = await post({ email: "many20@example.in", password1: PASSWORD, password2: PASSWORD }, { ip });
    expect(r.status).toBe(429);
    expect(r.json.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    // §3: every 429 says when to come back, in the header as in the body (at most the hour's window).
    const wait = Number(/in (\d+) seconds/.exec(r.json.detail)![1]);
    expect(r.headers.get("retry-after")).toBe(String(wait));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
  });
});

describe("the verification link", () => {
  async function registered(email: string): Promise<{ token: string; userId: number }> {
    expect((await post({ email, password1: PASSWORD, password2: PASSWORD })).status).toBe(201);
    const token = tokenOf((await latestSecrets(email, "email-verification")).verifyUrl);
    return { token, userId: (await db().user.findUniqueOrThrow({ where: { email } })).id };
  }

  it("is shown before it is used, confirms the address once with the account's password, and then says so", async () => {
    const { token, userId } = await registered("verify@example.in");
    expect(await verificationState(token)).toEqual({ state: "pending", email: "verify@example.in" });
    expect((await db().user.findUniqueOrThrow({ where: { id: userId } })).emailVerified).toBe(false); // looking is not confirming
    expect(await confirmEmailVerification(token, "", freshIp())).toBe("wrong-password");
    expect(await confirmEmailVerification(token, `${PASSWORD}!`, freshIp())).toBe("wrong-password");
    expect((await db().user.findUniqueOrThrow({ where: { id: userId } })).emailVerified).toBe(false);
    expect(await confirmEmailVerification(token, PASSWORD, freshIp())).toBe("confirmed");
    expect((await db().user.findUniqueOrThrow({ where: { id: userId } })).emailVerified).toBe(true);
    expect(await confirmEmailVerification(token, PASSWORD, freshIp())).toBe("invalid");
    expect(await verificationState(token)).toEqual({ state: "confirmed", email: "verify@example.in" });
  });

  it("wrong passwords count against the account's login limits: after 5 from one address, even the right one waits", async () => {
    const { token, userId } = await registered("guessed@example.in");
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect(await confirmEmailVerification(token, `guess-number-${i}`, ip)).toBe("wrong-password");
    expect(await confirmEmailVerification(token, PASSWORD, ip)).toBe("wait");
    expect((await db().user.findUniqueOrThrow({ where: { id: userId } })).emailVerified).toBe(false);
    expect(await verificationState(token)).toEqual({ state: "pending", email: "guessed@example.in" });
  });

  it("expires after 48 hours, and does nothing for another address or an unknown token", async () => {
    const { token } = await registered("late-verify@example.in");
    const later = new Date(Date.now() + 48 * 3_600_000 + 1000);
    expect(await verificationState(token, later)).toEqual({ state: "invalid" });
    expect(await confirmEmailVerification(token, PASSWORD, freshIp(), later)).toBe("invalid");

    const moved = await registered("moved@example.in");
    await db().user.update({ where: { id: moved.userId }, data: { email: "elsewhere@example.in" } });
    expect(await verificationState(moved.token)).toEqual({ state: "invalid" });
    expect(await confirmEmailVerification(moved.token, PASSWORD, freshIp())).toBe("invalid");
    expect((await db().user.findUniqueOrThrow({ where: { id: moved.userId } })).emailVerified).toBe(false);

    expect(await confirmEmailVerification("x".repeat(43), PASSWORD, freshIp())).toBe("invalid");
    expect(await verificationState("not a token")).toEqual({ state: "invalid" });
  });
});
