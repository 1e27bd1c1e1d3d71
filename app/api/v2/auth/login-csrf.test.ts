// Login CSRF (issue 20): a page on another site posts a form to a sign-in endpoint with the attacker's
// credentials; the victim's browser, carrying no shop cookie yet, would come back signed into the
// attacker's account. Every endpoint that creates or changes a session (password and code sign-in,
// registration, sign-out) refuses a request a browser marks as cross-site, whatever cookies it carries,
// with the documented 403. Apps that send no Origin, Referer or Sec-Fetch-Site keep working.
import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { transaction } from "@/lib/db.ts";
import { findToken, issueToken } from "@/lib/auth/tokens.ts";
import { setEnv } from "@/lib/messaging/testing.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { call, type RouteModule } from "@/lib/testing/http.ts";
import { latestCode } from "@/lib/testing/outbox-secrets.ts";
import * as login from "../login/route.ts";
import * as register from "../register/route.ts";
import * as sendOtp from "./send-otp/route.ts";
import * as loginWithOtp from "./login-with-otp/route.ts";

useTestDatabase();

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  resetConfig();
});

const PASSWORD = "walnut-almirah-77";
const CSRF = { detail: "CSRF Failed: Origin checking failed." };
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

/** What a browser sends with a form another site posts: no shop cookie, only the browser's own headers. */
const CROSS_SITE: Record<string, Record<string, string>> = {
  "Sec-Fetch-Site: cross-site": { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" },
  "Origin of another site": { Origin: "https://evil.example" },
  "Origin: null (a sandboxed frame)": { Origin: "null" },
  "Referer of another site": { Referer: "https://evil.example/win-a-prize" },
};

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const post = (route: RouteModule, path: string, body: unknown, headers: Record<string, string>, ip = freshIp()) => call(route, path, { method: "POST", body, headers, ip });

describe("endpoints that create or change a session refuse cross-site browser requests", () => {
  it("POST /api/v2/login/: a cross-site form with the attacker's password signs nobody in", async () => {
    const attacker = await createUser({ password: PASSWORD });
    for (const [label, headers] of Object.entries(CROSS_SITE)) {
      const r = await post(login, "/api/v2/login/", form({ username: attacker.email!, password: PASSWORD }), headers);
      expect([r.status, r.json], label).toEqual([403, CSRF]);
      expect(r.headers.get("set-cookie"), label).toBeNull();
    }
    // The shop's own page, and an app that sends none of these headers, sign in as before.
    expect((await post(login, "/api/v2/login/", form({ username: attacker.email!, password: PASSWORD }), { Origin: "http://shop.test", "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await post(login, "/api/v2/login/", { username: attacker.email!, password: PASSWORD }, {})).status).toBe(200);
  });

  it("POST /api/v2/auth/login-with-otp/: a cross-site form with the attacker's code signs nobody in and leaves the code unused", async () => {
    const ip = freshIp();
    await post(sendOtp, "/api/v2/auth/send-otp/", { email: "attacker@example.in" }, {}, ip);
    const otp = await latestCode("attacker@example.in");
    for (const [label, headers] of Object.entries(CROSS_SITE)) {
      const r = await post(loginWithOtp, "/api/v2/auth/login-with-otp/", form({ email: "attacker@example.in", otp }), headers, ip);
      expect([r.status, r.json], label).toEqual([403, CSRF]);
      expect(r.headers.get("set-cookie"), label).toBeNull();
    }
    const app = await post(loginWithOtp, "/api/v2/auth/login-with-otp/", { email: "attacker@example.in", otp }, {}, ip);
    expect(app.status).toBe(200);
  });

  it("POST /api/v2/register/ refuses a cross-site form; an app registers as before", async () => {
    for (const [label, headers] of Object.entries(CROSS_SITE)) {
      const r = await post(register, "/api/v2/register/", form({ email: "planted@example.in", password1: PASSWORD, password2: PASSWORD }), headers);
      expect([r.status, r.json], label).toEqual([403, CSRF]);
    }
    const app = await post(register, "/api/v2/register/", { email: "planted@example.in", password1: PASSWORD, password2: PASSWORD }, {});
    expect([app.status, app.json]).toEqual([201, "planted@example.in"]);
  });

  it("DELETE /api/v2/login/ refuses a cross-site sign-out even when it carries a token; the app's own sign-out works", async () => {
    const user = await createUser();
    const token = await transaction((tx) => issueToken(tx, user.id));
    for (const [label, headers] of Object.entries(CROSS_SITE)) {
      const r = await call(login, "/api/v2/login/", { method: "DELETE", headers: { ...headers, Authorization: `Token ${token.key}` } });
      expect([r.status, r.json], label).toEqual([403, CSRF]);
    }
    expect(await findToken(token.key)).not.toBeNull();
    const own = await call(login, "/api/v2/login/", { method: "DELETE", headers: { Authorization: `Token ${token.key}` } });
    expect([own.status, own.text]).toEqual([200, '""']);
  });

  it("an origin listed in CORS_ALLOWED_ORIGINS may sign in", async () => {
    restore = setEnv({ CORS_ALLOWED_ORIGINS: "https://app.vanyaliving.in" });
    resetConfig();
    const user = await createUser({ password: PASSWORD });
    const r = await post(login, "/api/v2/login/", { username: user.email!, password: PASSWORD }, { Origin: "https://app.vanyaliving.in", "Sec-Fetch-Site": "cross-site" });
    expect(r.status).toBe(200);
  });
});
