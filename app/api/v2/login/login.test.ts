// POST/GET/DELETE /api/v2/login/ and GET /api/v2/users/{id}/ (spec/API.md §2, §3): the compat bodies,
// tokens, cookies and Session-Id header sessions, and the CSRF rule for cookie-carrying requests.
import { describe, expect, it } from "vitest";
import { db, transaction } from "@/lib/db.ts";
import { createSession, sessionCookie } from "@/lib/auth/sessions.ts";
import { findToken, issueToken } from "@/lib/auth/tokens.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import * as login from "./route.ts";
import * as users from "../users/[id]/route.ts";

useTestDatabase();

const PASSWORD = "walnut-almirah-77";
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

const post = (body: unknown, headers: Record<string, string> = {}, ip = freshIp()) => call(login, "/api/v2/login/", { method: "POST", body, headers, ip });

async function browserSession(userId: number) {
  const session = await transaction((tx) => createSession(tx, userId));
  const cookie = await sessionCookie(session.sid, userId, false);
  return { session, cookie: `${cookie.name}=${cookie.value}` };
}

describe("POST /api/v2/login/", () => {
  it("signs in by e-mail in any case or by phone number written any way, answering user, token and expiry", async () => {
    const user = await createUser({ password: PASSWORD, email: "meera.staff@vanyaliving.in" });
    await db().user.update({ where: { id: user.id }, data: { phoneNumber: "+919812300001", phoneVerified: true } });
    for (const username of ["Meera.Staff@VanyaLiving.in", "98123 00001", "+91 98123-00001"]) {
      const r = await post({ username, password: PASSWORD });
      expect(r.status, username).toBe(200);
      expect(Object.keys(r.json)).toEqual(["user", "token", "expires_at"]);
      expect(r.json.user).toMatchObject({ id: user.id, username: "meera.staff@vanyaliving.in", phone_number: "+919812300001" });
      expect((await findToken(r.json.token))?.userId).toBe(user.id);
      expect(r.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=/);
    }
  });

  it("e-mail addresses are kept in lower case: the database refuses any other", async () => {
    await expect(db().user.create({ data: { email: "Admin@VanyaLiving.in" } })).rejects.toThrow();
    await db().user.create({ data: { email: "admin2@vanyaliving.in", passwordHash: (await createUser({ password: PASSWORD })).passwordHash } });
    expect((await post({ username: "ADMIN2@VanyaLiving.IN", password: PASSWORD })).status).toBe(200);
  });

  it("answers the compat 401s for missing, blank and wrong credentials, and says a deactivated account is deactivated only to its right password", async () => {
    const inactive = await createUser({ password: PASSWORD, isActive: false });
    const cases: [unknown, unknown][] = [
      [{}, { username: ["This field is required."], password: ["This field is required."] }],
      [{ username: "", password: "" }, { username: ["This field may not be blank."], password: ["This field may not be blank."] }],
      [{ username: "nobody@example.in", password: PASSWORD }, { non_field_errors: ["invalid login"] }],
      [{ username: [], password: {} }, { username: ["Not a valid string."], password: ["Not a valid string."] }],
      [{ username: 9845012345, password: null }, { username: ["Not a valid string."], password: ["This field may not be null."] }],
      [{ username: inactive.email, password: PASSWORD }, { non_field_errors: ["This account has been deactivated. Write to us to restore it."] }],
      [{ username: inactive.email, password: "not the password" }, { non_field_errors: ["invalid login"] }],
    ];
    for (const [body, expected] of cases) {
      const r = await post(body);
      expect(r.status, JSON.stringify(body)).toBe(401);
      expect(r.json).toEqual(expected);
    }
  });

  it("refuses a caller already signed in on this session with the compat 405", async () => {
    const user = await createUser({ password: PASSWORD });
    const token = await transaction((tx) => issueToken(tx, user.id));
    const r = await post({ username: user.email, password: PASSWORD }, { Authorization: `Token ${token.key}` });
    expect(r.status).toBe(405);
    expect(r.json).toEqual({ detail: "Session is in use, log out first" });
  });

  it("after 5 failures from one address, further tries wait (429)", async () => {
    const user = await createUser({ password: PASSWORD });
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await post({ username: user.email, password: "wrong-password-1" }, {}, ip)).status).toBe(401);
    const fifthSent = Date.now();
    expect((await post({ username: user.email, password: "wrong-password-1" }, {}, ip)).status).toBe(401);
    const r = await post({ username: user.email, password: PASSWORD }, {}, ip);
    expect(r.status).toBe(429);
    // 30 s from the fifth failure: what a busy machine spent since then is already waited.
    const waited = Math.floor((Date.now() - fifthSent) / 1000);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(30 - waited);
    expect(Number(r.headers.get("retry-after"))).toBeLessThanOrEqual(30);
  });

  it("refuses a cookie-carrying sign-in posted from another site (CSRF)", async () => {
    const user = await createUser({ password: PASSWORD });
    const r = await post({ username: user.email, password: PASSWORD }, { Cookie: "basket=abcdefghijklmnopqrstuvwxyz012345", Origin: "https://evil.example" });
    expect(r.status).toBe(403);
    expect(r.json).toEqual({ detail: "CSRF Failed: Origin checking failed." });
    const same = await post({ username: user.email, password: PASSWORD }, { Cookie: "basket=abcdefghijklmnopqrstuvwxyz012345", Origin: "http://shop.test" });
    expect(same.status).toBe(200);
  });
});

describe("GET /api/v2/login/", () => {
  it("answers the signed-in user, and the compat 405 to anonymous callers", async () => {
    const anonymous = await call(login, "/api/v2/login/");
    expect(anonymous.status).toBe(405);
    expect(anonymous.json).toEqual({ detail: 'Method "GET" not allowed.' });
    const user = await createUser();
    const { cookie } = await browserSession(user.id);
    const r = await call(login, "/api/v2/login/", { headers: { Cookie: cookie } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ id: user.id, email: user.email, url: `http://shop.test/api/v2/users/${user.id}/` });
    expect(r.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("DELETE /api/v2/login/", () => {
  it("revokes the presented token and answers 200 \"\"", async () => {
    const user = await createUser();
    const token = await transaction((tx) => issueToken(tx, user.id));
    const other = await transaction((tx) => issueToken(tx, user.id));
    const r = await call(login, "/api/v2/login/", { method: "DELETE", headers: { Authorization: `Token ${token.key}` } });
    expect(r.status).toBe(200);
    expect(r.text).toBe('""');
    expect((await call(login, "/api/v2/login/", { headers: { Authorization: `Token ${token.key}` } })).status).toBe(401);
    expect(await findToken(other.key)).not.toBeNull();
  });

  it("ends the browser session and clears its cookie; ?all=1 ends every session and token", async () => {
    const user = await createUser();
    const first = await browserSession(user.id);
    const r = await call(login, "/api/v2/login/", { method: "DELETE", headers: { Cookie: first.cookie, Origin: "http://shop.test" } });
    expect(r.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=; Path=\/; Max-Age=0;/);
    expect((await call(login, "/api/v2/login/", { headers: { Cookie: first.cookie } })).status).toBe(405);

    const second = await browserSession(user.id);
    const third = await browserSession(user.id);
    const token = await transaction((tx) => issueToken(tx, user.id));
    await call(login, "/api/v2/login/?all=1", { method: "DELETE", headers: { Cookie: second.cookie, Origin: "http://shop.test" } });
    expect((await call(login, "/api/v2/login/", { headers: { Cookie: third.cookie } })).status).toBe(405);
    expect(await findToken(token.key)).toBeNull();
  });

  it("answers an anonymous caller 200 \"\" and clears its basket cookie", async () => {
    const r = await call(login, "/api/v2/login/", { method: "DELETE", headers: { Cookie: "basket=abcdefghijklmnopqrstuvwxyz012345", Origin: "http://shop.test" } });
    expect(r.status).toBe(200);
    expect(r.headers.get("set-cookie")).toMatch(/^basket=; Path=\/; Max-Age=0;/);
  });

  it("refuses a cross-site sign-out carrying the session cookie (CSRF)", async () => {
    const user = await createUser();
    const { cookie } = await browserSession(user.id);
    const r = await call(login, "/api/v2/login/", { method: "DELETE", headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site" } });
    expect(r.status).toBe(403);
    expect((await call(login, "/api/v2/login/", { headers: { Cookie: cookie } })).status).toBe(200);
  });
});

describe("Session-Id header sessions through the login endpoints", () => {
  it("ANON → AUTH at sign-in (answered in the header), AUTH signs in, logout deletes it and sends no header", async () => {
    const user = await createUser({ password: PASSWORD });
    const id = "Zx9_Qw8-Er7tY6uI5oP4aS3d";
    const r = await post({ username: user.email, password: PASSWORD }, { "Session-Id": `SID:ANON:shop.test:${id}` });
    expect(r.status).toBe(200);
    const auth = r.headers.get("session-id");
    expect(auth).toBe(`SID:AUTH:shop.test:${id}`);

    const me = await call(login, "/api/v2/login/", { headers: { "Session-Id": auth! } });
    expect(me.json.id).toBe(user.id);
    const out = await call(login, "/api/v2/login/", { method: "DELETE", headers: { "Session-Id": auth! } });
    expect(out.status).toBe(200);
    expect(out.headers.get("session-id")).toBeNull();
    const after = await call(login, "/api/v2/login/", { headers: { "Session-Id": auth! } });
    expect(after.status).toBe(401);
    expect(after.json).toEqual({ reason: "Authentication credentials were not provided." });
  });

  it("refuses a Session-Id whose realm is another host, or whose id is too short", async () => {
    expect((await post({ username: "a", password: "b" }, { "Session-Id": "SID:ANON:evil.example:abcdefghijklmnopqrstuvwx" })).json).toEqual({
      reason: "Can not accept cookie with realm evil.example on realm shop.test",
    });
    expect((await post({ username: "a", password: "b" }, { "Session-Id": "SID:ANON:shop.test:short" })).json).toEqual({ reason: "Session id too short." });
  });
});

describe("GET /api/v2/users/{id}/", () => {
  it("answers the caller's own account; another id is 404; anonymous is 403", async () => {
    const user = await createUser();
    const someone = await createUser();
    const token = await transaction((tx) => issueToken(tx, user.id));
    const auth = { Authorization: `Token ${token.key}` };
    const own = await call(users, `/api/v2/users/${user.id}/`, { params: { id: String(user.id) }, headers: auth });
    expect(own.status).toBe(200);
    expect(own.json).toEqual({
      id: user.id,
      url: `http://shop.test/api/v2/users/${user.id}/`,
      username: user.email,
      email: user.email,
      phone_number: null,
      first_name: "Asha",
      last_name: "Rao",
      is_staff: false,
      date_joined: user.dateJoined.toISOString(),
      email_verified: true,
      phone_verified: false,
    });
    for (const id of [String(someone.id), "0", "me", `${user.id}.0`]) {
      const r = await call(users, `/api/v2/users/${id}/`, { params: { id }, headers: auth });
      expect(r.status, id).toBe(404);
      expect(r.json).toEqual({ detail: "Not found." });
    }
    const anonymous = await call(users, `/api/v2/users/${user.id}/`, { params: { id: String(user.id) } });
    expect(anonymous.status).toBe(403);
    expect(anonymous.json).toEqual({ detail: "Authentication credentials were not provided." });
  });
});

