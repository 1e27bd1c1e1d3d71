// next-auth's own session answer (GET /api/auth/session) checks the Session row like every other
// request: a revoked session is signed out there too; and its cookie names follow the request's scheme.
// next-auth reads the request through `require("next/headers")`, which exists only inside a Next
// request: the test puts a stand-in into Node's module cache, answering from the request's headers.
import { createRequire } from "node:module";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { transaction } from "@/lib/db.ts";
import { createSession, revokeSession, sessionCookie, sessionRowId } from "@/lib/auth/sessions.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { GET } from "./route.ts";

let current = new Headers();
const require = createRequire(import.meta.url);
const nextHeaders = require.resolve("next/headers");
require.cache[nextHeaders] = {
  id: nextHeaders,
  filename: nextHeaders,
  loaded: true,
  exports: {
    headers: async () => current,
    cookies: async () => ({
      getAll: () =>
        (current.get("cookie") ?? "")
          .split(";")
          .filter((part) => part.includes("="))
          .map((part) => ({ name: part.slice(0, part.indexOf("=")).trim(), value: part.slice(part.indexOf("=") + 1).trim() })),
    }),
  },
} as unknown as NodeJS.Module;

useTestDatabase();

afterEach(() => {
  delete process.env.TRUST_PROXY;
  resetConfig();
});

async function session(headers: Record<string, string>) {
  current = new Headers({ host: "shop.test", ...headers });
  const response: Response = await GET(new NextRequest("http://shop.test/api/auth/session", { headers: current }), {
    params: Promise.resolve({ nextauth: ["session"] }),
  });
  // next-auth also sets its CSRF and callback-URL cookies; the session cookie is the one that matters here.
  const setCookie = response.headers.getSetCookie().filter((c) => /^(__Secure-)?next-auth\.session-token=/.test(c));
  return { status: response.status, body: await response.json(), setCookie };
}

describe("GET /api/auth/session", () => {
  it("answers the session while its row is live, and signs a revoked one out: empty session, cookie cleared", async () => {
    const user = await createUser();
    const created = await transaction((tx) => createSession(tx, user.id));
    const cookie = await sessionCookie(created.sid, user.id, false);
    const live = await session({ cookie: `${cookie.name}=${cookie.value}` });
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ user: {}, expires: expect.stringMatching(/Z$/) });
    expect(live.setCookie).toEqual([expect.stringMatching(/^next-auth\.session-token=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/)]);

    await transaction((tx) => revokeSession(tx, sessionRowId(created.sid)));
    const revoked = await session({ cookie: `${cookie.name}=${cookie.value}` });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({});
    expect(revoked.setCookie).toEqual(["next-auth.session-token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax"]);
  });

  it("over https reads and writes only the __Secure- cookie, as the rest of the shop does", async () => {
    process.env.TRUST_PROXY = "1";
    resetConfig();
    const user = await createUser();
    const created = await transaction((tx) => createSession(tx, user.id));
    const { value } = await sessionCookie(created.sid, user.id, true);
    const https = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" };
    const secure = await session({ ...https, cookie: `__Secure-next-auth.session-token=${value}` });
    expect(secure.body).toEqual({ user: {}, expires: expect.stringMatching(/Z$/) });
    expect(secure.setCookie).toEqual([expect.stringMatching(/^__Secure-next-auth\.session-token=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/)]);
    expect((await session({ ...https, cookie: `next-auth.session-token=${value}` })).body).toEqual({});
  });
});
