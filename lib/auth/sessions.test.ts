// Browser sessions: ids stored hashed, cookie names that cannot be tossed, cookies that slide.
import { createHash } from "node:crypto";
import { decode } from "next-auth/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { config, resetConfig } from "@/lib/config.ts";
import { db, transaction } from "@/lib/db.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import { isSecure } from "@/lib/http/urls.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import { resolveCaller, type CallerInputs } from "./caller.ts";
import { createSession, sessionCookie } from "./sessions.ts";
import { signIn, signOut } from "./sign-in.ts";

useTestDatabase();

afterEach(() => {
  vi.useRealTimers();
  delete process.env.TRUST_PROXY;
  resetConfig();
});

const me = endpoint({
  path: "/api/test/me/",
  name: "Me",
  description: "The caller; POST signs in the user named in the body, DELETE signs out.",
  tag: "Test",
  personal: true,
  methods: {
    GET: { handler: async ({ caller }) => ({ user: caller.user?.id ?? null }) },
    POST: {
      handler: async ({ caller, request }) => {
        const { user } = (await request.clone().json()) as { user: number };
        const result = await transaction((tx) => signIn(tx, user, { caller, secure: isSecure(request.headers), apiToken: false }));
        return reply({ ok: true }, { cookies: result.cookies });
      },
    },
    DELETE: {
      handler: async ({ caller, request }) => reply("", { cookies: await transaction((tx) => signOut(tx, caller, { secure: isSecure(request.headers) })) }),
    },
  },
});

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const cookieOf = (setCookie: string | null) => setCookie!.split(";")[0];
const sidOf = async (cookieValue: string) => (await decode({ token: cookieValue, secret: config().NEXTAUTH_SECRET }))!.sid as string;

describe("the Session table", () => {
  it("keeps only the SHA-256 of the session id the cookie carries", async () => {
    const user = await createUser();
    const r = await call(me, "/api/test/me/", { method: "POST", body: { user: user.id } });
    const cookie = cookieOf(r.headers.get("set-cookie"));
    const sid = await sidOf(cookie.slice(cookie.indexOf("=") + 1));
    const rows = await db().session.findMany({ where: { userId: user.id } });
    expect(rows.map((row) => row.id)).toEqual([sha256(sid)]);
    expect(JSON.stringify(rows)).not.toContain(sid);
    expect((await call(me, "/api/test/me/", { headers: { Cookie: cookie } })).json).toEqual({ user: user.id });
    // Logout revokes the row by its hash.
    await call(me, "/api/test/me/", { method: "DELETE", headers: { Cookie: cookie, Origin: "http://shop.test" } });
    expect((await db().session.findUniqueOrThrow({ where: { id: sha256(sid) } })).revokedAt).not.toBeNull();
    expect((await call(me, "/api/test/me/", { headers: { Cookie: cookie } })).json).toEqual({ user: null });
  });
});

describe("cookie names follow the scheme (no cookie tossing)", () => {
  const inputs = (secure: boolean, cookies: Record<string, string>): CallerInputs => ({
    authorization: null,
    sessionIdHeader: null,
    cookie: (name) => cookies[name],
    host: "shop.test",
    ip: "203.0.113.7",
    secure,
  });

  it("over https read only __Secure-next-auth.session-token and __Host-basket; over http only the plain names", async () => {
    const user = await createUser();
    const session = await transaction((tx) => createSession(tx, user.id));
    const value = (await sessionCookie(session.sid, user.id, true)).value;
    const basket = "b".repeat(32);

    const httpsPlain = await resolveCaller(inputs(true, { "next-auth.session-token": value, basket }));
    expect([httpsPlain.user, httpsPlain.basketCookie, httpsPlain.sentCookies]).toEqual([null, undefined, false]);
    const httpsPrefixed = await resolveCaller(inputs(true, { "__Secure-next-auth.session-token": value, "__Host-basket": basket }));
    expect([httpsPrefixed.user?.id, httpsPrefixed.basketCookie, httpsPrefixed.sentCookies]).toEqual([user.id, basket, true]);

    const httpPrefixed = await resolveCaller(inputs(false, { "__Secure-next-auth.session-token": value, "__Host-basket": basket }));
    expect([httpPrefixed.user, httpPrefixed.basketCookie, httpPrefixed.sentCookies]).toEqual([null, undefined, false]);
    const httpPlain = await resolveCaller(inputs(false, { "next-auth.session-token": value, basket }));
    expect([httpPlain.user?.id, httpPlain.basketCookie]).toEqual([user.id, basket]);
  });

  it("behind an https proxy, sign-in sets a Secure __Secure- cookie and a plain-named copy signs in no one", async () => {
    process.env.TRUST_PROXY = "1";
    resetConfig();
    const https = { "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.7" };
    const user = await createUser();
    const r = await call(me, "/api/test/me/", { method: "POST", body: { user: user.id }, headers: https });
    const setCookie = r.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^__Secure-next-auth\.session-token=[^;]+; Path=\/; Max-Age=7776000; SameSite=Lax; HttpOnly; Secure$/);
    const value = cookieOf(setCookie).slice("__Secure-next-auth.session-token=".length);
    expect((await call(me, "/api/test/me/", { headers: { ...https, Cookie: `__Secure-next-auth.session-token=${value}` } })).json).toEqual({ user: user.id });
    expect((await call(me, "/api/test/me/", { headers: { ...https, Cookie: `next-auth.session-token=${value}` } })).json).toEqual({ user: null });
  });
});

describe("sliding browser sessions", () => {
  async function cookieIssuedDaysAgo(days: number) {
    const user = await createUser();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() - days * 86_400_000);
    const session = await transaction((tx) => createSession(tx, user.id));
    const cookie = await sessionCookie(session.sid, user.id, false);
    vi.useRealTimers();
    return { user, session, header: `${cookie.name}=${cookie.value}` };
  }

  it("re-issue a cookie issued more than a day ago in the answer, and not a fresh one", async () => {
    const { user, session, header } = await cookieIssuedDaysAgo(2);
    const r = await call(me, "/api/test/me/", { headers: { Cookie: header } });
    expect(r.json).toEqual({ user: user.id });
    const setCookie = r.headers.get("set-cookie");
    expect(setCookie).toMatch(/^next-auth\.session-token=[^;]+; Path=\/; Max-Age=7776000; SameSite=Lax; HttpOnly$/);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    const renewed = cookieOf(setCookie);
    const payload = (await decode({ token: renewed.slice(renewed.indexOf("=") + 1), secret: config().NEXTAUTH_SECRET }))!;
    expect(payload.sid).toBe(session.sid);
    expect(Math.abs((payload.iat as number) - Date.now() / 1000)).toBeLessThan(60);
    expect(Math.round(((payload.exp as number) * 1000 - Date.now()) / 86_400_000)).toBe(90);
    // The renewed cookie is fresh: nothing more to renew.
    expect((await call(me, "/api/test/me/", { headers: { Cookie: renewed } })).headers.get("set-cookie")).toBeNull();
    const young = await cookieIssuedDaysAgo(0.5);
    expect((await call(me, "/api/test/me/", { headers: { Cookie: young.header } })).headers.get("set-cookie")).toBeNull();
  });

  it("a sign-out with an old cookie answers only the cookie that clears it", async () => {
    const { header } = await cookieIssuedDaysAgo(3);
    const out = await call(me, "/api/test/me/", { method: "DELETE", headers: { Cookie: header, Origin: "http://shop.test" } });
    expect(out.headers.getSetCookie()).toEqual([expect.stringMatching(/^next-auth\.session-token=; Path=\/; Max-Age=0;/)]);
  });
});
