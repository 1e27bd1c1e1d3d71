// Who is calling (spec/API.md §2), through an endpoint mounted only in this test.
import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { config } from "@/lib/config.ts";
import { db, transaction } from "@/lib/db.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { ensureHeaderSessionRow } from "./header-sessions.ts";
import { clearSessionCache } from "./sessions.ts";
import { signIn, signOut } from "./sign-in.ts";
import { clearTokenCache, issueToken } from "./tokens.ts";

useTestDatabase();

const whoami = endpoint({
  path: "/api/test/whoami/",
  name: "Who Am I",
  description: "The caller, as the server sees it.",
  tag: "Test",
  personal: true,
  methods: {
    GET: {
      handler: async ({ caller }) => ({ user: caller.user?.id ?? null, via: caller.via, header: caller.headerSession?.type ?? null }),
    },
    POST: {
      // Stands in for the login endpoints of the identity issue: signs in the user named in the body.
      handler: async ({ caller, request }) => {
        const { user } = (await request.clone().json().catch(() => ({}))) as { user?: number };
        const result = await transaction((tx) => signIn(tx, user!, { caller, secure: false }));
        return reply({ token: result.token!.key, expires_at: result.token!.expiresAt.toISOString() }, { cookies: result.cookies, headers: result.headers });
      },
    },
    DELETE: {
      handler: async ({ caller, url }) => {
        const cookies = await transaction((tx) => signOut(tx, caller, { everywhere: url.searchParams.get("all") === "1", secure: false }));
        return reply("", { cookies });
      },
    },
  },
});

const who = (headers: Record<string, string> = {}) => call(whoami, "/api/test/whoami/", { headers });
const ANON_ID = "abcdefghijklmnopqrstuvwxyz012345";

async function login(userId: number, headers: Record<string, string> = {}) {
  const r = await call(whoami, "/api/test/whoami/", { method: "POST", body: { user: userId }, headers });
  expect(r.status).toBe(200);
  return r;
}

describe("API tokens", () => {
  it("resolve with Token and Bearer, and answer 401 for anything else, even on public endpoints", async () => {
    const user = await createUser();
    const token = await transaction((tx) => issueToken(tx, user.id));
    expect(token.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await who({ Authorization: `Token ${token.key}` })).json).toEqual({ user: user.id, via: "token", header: null });
    expect((await who({ Authorization: `Bearer ${token.key}` })).json).toEqual({ user: user.id, via: "token", header: null });
    for (const value of ["Token nope", `Token ${token.key} extra`, "Bearer", "Token "]) {
      const r = await who({ Authorization: value });
      expect(r.status).toBe(401);
      expect(r.json).toEqual({ detail: "Invalid token." });
      expect(r.headers.get("www-authenticate")).toBe("Token");
    }
    // Other schemes are not ours to judge.
    expect((await who({ Authorization: "Basic dXNlcjpwYXNz" })).json.via).toBe("anonymous");
  });

  it("are stored hashed, expire, slide with use, and stop working when revoked", async () => {
    const user = await createUser();
    const token = await transaction((tx) => issueToken(tx, user.id));
    const row = await db().apiToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.keyHash).toBe(createHash("sha256").update(token.key).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token.key);
    expect(Math.round((row.expiresAt.getTime() - Date.now()) / 86_400_000)).toBe(90);

    await db().apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date(Date.now() - 3_600_000), expiresAt: new Date(Date.now() + 86_400_000) } });
    await who({ Authorization: `Token ${token.key}` });
    const slid = await db().apiToken.findUniqueOrThrow({ where: { id: row.id } });
    expect(Math.round((slid.expiresAt.getTime() - Date.now()) / 86_400_000)).toBe(90);

    await db().apiToken.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    clearTokenCache(); // stands in for the 5 s cache lifetime
    expect((await who({ Authorization: `Token ${token.key}` })).status).toBe(401);

    const second = await transaction((tx) => issueToken(tx, user.id));
    const out = await call(whoami, "/api/test/whoami/", { method: "DELETE", headers: { Authorization: `Token ${second.key}` } });
    expect(out.status).toBe(200);
    expect(out.text).toBe('""');
    expect((await who({ Authorization: `Token ${second.key}` })).status).toBe(401);
  });

  it("of a deactivated user are refused", async () => {
    const user = await createUser();
    const token = await transaction((tx) => issueToken(tx, user.id));
    await db().user.update({ where: { id: user.id }, data: { isActive: false } });
    expect((await who({ Authorization: `Token ${token.key}` })).status).toBe(401);
  });
});

describe("Session-Id header sessions", () => {
  it("refuse another realm and short ids, and ignore a header that does not parse", async () => {
    const realm = await who({ "Session-Id": `SID:ANON:other.example:${ANON_ID}` });
    expect(realm.status).toBe(403);
    expect(realm.json).toEqual({ reason: "Can not accept cookie with realm other.example on realm shop.test" });
    const short = await who({ "Session-Id": "SID:ANON:shop.test:12345" });
    expect(short.status).toBe(400);
    expect(short.json).toEqual({ reason: "Session id too short." });
    expect((await who({ "Session-Id": "not a session" })).json).toEqual({ user: null, via: "anonymous", header: null });
  });

  it("ANON: anonymous, with no row until something is stored; keyed hash, not the id", async () => {
    const header = { "Session-Id": `SID:ANON:shop.test:${ANON_ID}` };
    expect((await who(header)).json).toEqual({ user: null, via: "anonymous", header: "ANON" });
    expect(await db().headerSession.count()).toBe(0);
    const { getCaller } = await import("./caller.ts");
    const caller = await getCaller(new Request("http://localhost/", { headers: { host: "shop.test", ...header } }));
    await transaction((tx) => ensureHeaderSessionRow(tx, caller.headerSession!));
    const rows = await db().headerSession.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0].type).toBe("ANON");
    const hmac = createHmac("sha256", config().NEXTAUTH_SECRET).update(`session-id\0SID:ANON:shop.test:${ANON_ID}`).digest("hex");
    expect(rows[0].keyHash).toBe(hmac);
    expect(JSON.stringify(rows[0])).not.toContain(ANON_ID);
  });

  it("AUTH: unknown is 401; a login with an ANON header answers the AUTH header, which then signs in; logout ends it", async () => {
    const id = "ZYXWVUTSRQPONMLKJIHGFEDCBA_-9876";
    const unknown = await who({ "Session-Id": `SID:AUTH:shop.test:${id}` });
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual({ reason: "Authentication credentials were not provided." });

    const user = await createUser();
    const r = await login(user.id, { "Session-Id": `SID:ANON:shop.test:${id}` });
    expect(r.headers.get("session-id")).toBe(`SID:AUTH:shop.test:${id}`);
    const auth = { "Session-Id": `SID:AUTH:shop.test:${id}` };
    expect((await who(auth)).json).toEqual({ user: user.id, via: "session-id", header: "AUTH" });

    const out = await call(whoami, "/api/test/whoami/", { method: "DELETE", headers: auth });
    expect(out.headers.get("session-id")).toBeNull();
    expect((await who(auth)).status).toBe(401);
  });
});

describe("the browser session cookie", () => {
  it("carries a session row id; the row is checked, so logout ends it on the server", async () => {
    const user = await createUser();
    const r = await login(user.id);
    const setCookie = r.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^next-auth\.session-token=[^;]+; Path=\/; Max-Age=7776000; SameSite=Lax; HttpOnly$/);
    const cookie = setCookie.split(";")[0];
    expect((await who({ Cookie: cookie })).json).toEqual({ user: user.id, via: "cookie", header: null });

    const out = await call(whoami, "/api/test/whoami/", { method: "DELETE", headers: { Cookie: cookie, Origin: "http://shop.test" } });
    expect(out.headers.get("set-cookie")).toMatch(/^next-auth\.session-token=; Path=\/; Max-Age=0;/);
    const session = await db().session.findFirstOrThrow({ where: { userId: user.id } });
    expect(session.revokedAt).not.toBeNull();
    // The same cookie, replayed after logout, is anonymous.
    expect((await who({ Cookie: cookie })).json).toEqual({ user: null, via: "anonymous", header: null });
  });

  it("a revocation elsewhere (another instance) takes effect once the few-second cache expires", async () => {
    const user = await createUser();
    const cookie = (await login(user.id)).headers.get("set-cookie")!.split(";")[0];
    expect((await who({ Cookie: cookie })).json.user).toBe(user.id);
    await db().session.updateMany({ where: { userId: user.id }, data: { revokedAt: new Date() } });
    clearSessionCache(); // stands in for the 5 s cache lifetime
    expect((await who({ Cookie: cookie })).json.user).toBeNull();
  });

  it("a cookie that does not decode is simply anonymous", async () => {
    expect((await who({ Cookie: "next-auth.session-token=forged.value" })).json).toEqual({ user: null, via: "anonymous", header: null });
  });

  it("?all=1 ends every session and token of the user", async () => {
    const user = await createUser();
    const first = await login(user.id);
    const second = await login(user.id);
    const cookie = first.headers.get("set-cookie")!.split(";")[0];
    await call(whoami, "/api/test/whoami/?all=1", { method: "DELETE", headers: { Authorization: `Token ${second.json.token}` } });
    expect((await who({ Authorization: `Token ${first.json.token}` })).status).toBe(401);
    expect((await who({ Cookie: cookie })).json.user).toBeNull();
    expect(await db().session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
  });

  it("login answers a 90-day expiry", async () => {
    const user = await createUser();
    const r = await login(user.id);
    expect(Math.round((Date.parse(r.json.expires_at) - Date.now()) / 86_400_000)).toBe(90);
    expect(r.json.expires_at).toMatch(/Z$/);
  });
});
