// next-auth's own routes (issue 20): its sign-out (POST /api/auth/signout) ends what the sign-in made,
// the API token included, as DELETE /api/v2/login/ does; and its POSTs (sign-in callback, sign-out)
// refuse a request a browser marks as cross-site with the API's 403, whatever cookies it carries.
// next-auth reads the request through `require("next/headers")`, which exists only inside a Next
// request: the test puts a stand-in into Node's module cache, answering from the request's headers.
import { createRequire } from "node:module";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { clearSessionCache } from "@/lib/auth/sessions.ts";
import { clearTokenCache } from "@/lib/auth/tokens.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { call } from "@/lib/testing/http.ts";
import * as login from "@/app/api/v2/login/route.ts";
import { GET, POST } from "./route.ts";

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
          .map((part) => ({ name: part.slice(0, part.indexOf("=")).trim(), value: decodeURIComponent(part.slice(part.indexOf("=") + 1).trim()) })),
    }),
  },
} as unknown as NodeJS.Module;

useTestDatabase();

const PASSWORD = "walnut-almirah-77";

/** Calls next-auth's route as Next would: `/api/auth/<segments>`. */
async function nextAuth(method: "GET" | "POST", segments: string[], headers: Record<string, string>, body?: URLSearchParams) {
  current = new Headers({ host: "shop.test", ...headers, ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) });
  const handler = method === "GET" ? GET : POST;
  const response: Response = await handler(new NextRequest(`http://shop.test/api/auth/${segments.join("/")}`, { method, headers: current, body }), {
    params: Promise.resolve({ nextauth: segments }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: text.startsWith("{") ? JSON.parse(text) : undefined };
}

/** next-auth's CSRF token and the cookie that carries its hash (its double-submit check). */
async function csrf(cookie: string): Promise<{ csrfToken: string; cookie: string }> {
  const r = await nextAuth("GET", ["csrf"], { cookie });
  const set = r.headers.getSetCookie().find((c) => c.startsWith("next-auth.csrf-token="))!;
  return { csrfToken: r.json.csrfToken, cookie: `${cookie}; ${/^[^;]+/.exec(set)![0]}` };
}

async function apiSignIn() {
  const user = await createUser({ password: PASSWORD });
  const r = await call(login, "/api/v2/login/", { method: "POST", body: { username: user.email, password: PASSWORD } });
  expect(r.status).toBe(200);
  return { cookie: /^[^;]+/.exec(r.headers.get("set-cookie")!)![0], token: r.json.token as string };
}

async function who(headers: Record<string, string>): Promise<number> {
  clearSessionCache();
  clearTokenCache();
  return (await call(login, "/api/v2/login/", { headers })).status;
}

describe("next-auth's sign-out route", () => {
  it("ends the session and the API token its sign-in was answered", async () => {
    const s = await apiSignIn();
    const other = await apiSignIn();
    const { csrfToken, cookie } = await csrf(s.cookie);
    const r = await nextAuth("POST", ["signout"], { cookie, origin: "http://shop.test" }, new URLSearchParams({ csrfToken, json: "true" }));
    expect([r.status, r.json]).toEqual([200, { url: expect.not.stringContaining("csrf=true") }]);
    expect(await who({ Cookie: s.cookie })).toBe(405);
    expect(await who({ Authorization: `Token ${s.token}` })).toBe(401);
    expect(await who({ Authorization: `Token ${other.token}` })).toBe(200);
  });
});

describe("next-auth's POSTs refuse cross-site requests", () => {
  it("its sign-out and its sign-in callback answer 403 in the API's shape; nothing ends, nobody is signed in", async () => {
    const s = await apiSignIn();
    const { csrfToken, cookie } = await csrf(s.cookie);
    const crossSite: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { referer: "https://evil.example/" }];
    for (const headers of crossSite) {
      const out = await nextAuth("POST", ["signout"], { cookie, ...headers }, new URLSearchParams({ csrfToken, json: "true" }));
      expect([out.status, out.json], JSON.stringify(headers)).toEqual([403, { detail: "CSRF Failed: Origin checking failed." }]);
      const signIn = await nextAuth("POST", ["callback", "password"], headers, new URLSearchParams({ username: "attacker@example.in", password: PASSWORD, csrfToken, json: "true" }));
      expect([signIn.status, signIn.json], JSON.stringify(headers)).toEqual([403, { detail: "CSRF Failed: Origin checking failed." }]);
      expect(signIn.headers.get("set-cookie")).toBeNull();
    }
    expect(await who({ Cookie: s.cookie })).toBe(200);
    expect(await who({ Authorization: `Token ${s.token}` })).toBe(200);
  });
});
