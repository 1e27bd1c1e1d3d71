// Signing out ends every credential the sign-in made (issue 20): a sign-in through the API answers a
// session cookie and a 90-day API token (and, for an app with an ANON Session-Id, its AUTH header
// session); DELETE /api/v2/login/ with any one of them ends all of them, and nothing of another sign-in.
// `?all=1` ("Sign out everywhere" on the account page) ends every session, token and header session of
// the user.
import { describe, expect, it } from "vitest";
import { clearSessionCache } from "@/lib/auth/sessions.ts";
import { clearTokenCache } from "@/lib/auth/tokens.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { latestCode } from "@/lib/testing/outbox-secrets.ts";
import * as sendOtp from "../auth/send-otp/route.ts";
import * as loginWithOtp from "../auth/login-with-otp/route.ts";
import * as login from "./route.ts";

useTestDatabase();

const PASSWORD = "walnut-almirah-77";
const SAME_SITE = { Origin: "http://shop.test" };
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
let sidCounter = 0;
const freshSid = () => `Zx9_Qw8-Er7tY6uI5oP4aS${String(++sidCounter).padStart(4, "0")}`;

interface SignedIn {
  cookie: Record<string, string>;
  token: Record<string, string>;
  header: Record<string, string>;
}

/** The three credentials one sign-in answers, as request headers. */
function credentials(r: { headers: Headers; json: { token: string } }): SignedIn {
  return {
    cookie: { Cookie: /^[^;]+/.exec(r.headers.get("set-cookie")!)![0] },
    token: { Authorization: `Token ${r.json.token}` },
    header: { "Session-Id": r.headers.get("session-id")! },
  };
}

async function passwordSignIn(email: string): Promise<SignedIn> {
  const r = await call(login, "/api/v2/login/", { method: "POST", ip: freshIp(), body: { username: email, password: PASSWORD }, headers: { "Session-Id": `SID:ANON:shop.test:${freshSid()}` } });
  expect(r.status).toBe(200);
  return credentials(r);
}

async function codeSignIn(email: string): Promise<SignedIn> {
  const ip = freshIp();
  await call(sendOtp, "/api/v2/auth/send-otp/", { method: "POST", ip, body: { email } });
  const r = await call(loginWithOtp, "/api/v2/auth/login-with-otp/", {
    method: "POST",
    ip,
    body: { email, otp: await latestCode(email) },
    headers: { "Session-Id": `SID:ANON:shop.test:${freshSid()}` },
  });
  expect(r.status).toBe(200);
  return credentials(r);
}

/** The status GET /api/v2/login/ answers with these headers: 200 signed in; 405 anonymous; 401 ended token or header session. */
async function status(headers: Record<string, string>): Promise<number> {
  clearSessionCache();
  clearTokenCache();
  return (await call(login, "/api/v2/login/", { headers })).status;
}

async function statuses(s: SignedIn) {
  return { cookie: await status(s.cookie), token: await status(s.token), header: await status(s.header) };
}

const LIVE = { cookie: 200, token: 200, header: 200 };
const ENDED = { cookie: 405, token: 401, header: 401 };

async function signOut(headers: Record<string, string>, query = "") {
  const r = await call(login, `/api/v2/login/${query}`, { method: "DELETE", headers });
  expect([r.status, r.text]).toEqual([200, '""']);
  return r;
}

describe("DELETE /api/v2/login/ ends what the sign-in made", () => {
  it("with the cookie: the browser's sign-in also ends the token and header session it was answered", async () => {
    const user = await createUser({ password: PASSWORD });
    const other = await passwordSignIn(user.email!);
    const s = await passwordSignIn(user.email!);
    expect(await statuses(s)).toEqual(LIVE);
    const r = await signOut({ ...s.cookie, ...SAME_SITE });
    expect(r.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=; Path=\/; Max-Age=0;/);
    expect(await statuses(s)).toEqual(ENDED);
    expect(await statuses(other)).toEqual(LIVE);
  });

  it("with the token: the token is revoked, and the session cookie and header session of its sign-in end too", async () => {
    const user = await createUser({ password: PASSWORD });
    const other = await passwordSignIn(user.email!);
    const s = await passwordSignIn(user.email!);
    await signOut(s.token);
    expect(await statuses(s)).toEqual(ENDED);
    expect(await statuses(other)).toEqual(LIVE);
  });

  it("with the Session-Id header, after a sign-in by code: the token and cookie of that sign-in end too", async () => {
    const s = await codeSignIn("code.shopper@example.in");
    const other = await codeSignIn("code.shopper@example.in");
    expect(await statuses(s)).toEqual(LIVE);
    const r = await signOut(s.header);
    expect(r.headers.get("session-id")).toBeNull();
    expect(await statuses(s)).toEqual(ENDED);
    expect(await statuses(other)).toEqual(LIVE);
  });

  it("?all=1 (sign out everywhere) ends every session, token and header session of the user, and no one else's", async () => {
    const user = await createUser({ password: PASSWORD });
    const someone = await createUser({ password: PASSWORD });
    const here = await passwordSignIn(user.email!);
    const phone = await passwordSignIn(user.email!);
    const app = await codeSignIn(user.email!);
    const theirs = await passwordSignIn(someone.email!);
    await signOut({ ...here.cookie, ...SAME_SITE }, "?all=1");
    for (const s of [here, phone, app]) expect(await statuses(s)).toEqual(ENDED);
    expect(await statuses(theirs)).toEqual(LIVE);
  });
});
