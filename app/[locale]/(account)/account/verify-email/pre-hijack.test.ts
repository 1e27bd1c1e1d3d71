// Pre-hijack through an unverified registration (issue 20), end to end through the shop's own endpoints
// and the verification page's Server Actions: an attacker registers the victim's address with a password
// and signs in before anyone verified it. The victim's click on the unrequested mail's button must verify
// nothing (the link needs the registrant's password), so the victim's later sign-in by code takes the
// account over and ends everything the attacker's password made; "I did not make this account" deletes
// it outright. The real registrant still registers, signs in by password and confirms with it.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db.ts";
import { clearSessionCache } from "@/lib/auth/sessions.ts";
import { clearTokenCache } from "@/lib/auth/tokens.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import { latestCode, latestSecrets } from "@/lib/testing/outbox-secrets.ts";
import * as login from "@/app/api/v2/login/route.ts";
import * as register from "@/app/api/v2/register/route.ts";
import * as sendOtp from "@/app/api/v2/auth/send-otp/route.ts";
import * as loginWithOtp from "@/app/api/v2/auth/login-with-otp/route.ts";

// The Server Actions read the request's headers (origin checks, the client's address for the password
// limits) through next/headers, which exists only inside a Next request.
let actionHeaders = new Headers({ host: "shop.test", origin: "http://shop.test" });
vi.mock("next/headers", () => ({ headers: async () => actionHeaders }));
// forbidden() works where the build enabled it (next.config.js: experimental.authInterrupts), as here.
vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
const { confirmEmail, disownAccount } = await import("./actions.ts");

useTestDatabase();

beforeEach(() => {
  actionHeaders = new Headers({ host: "shop.test", origin: "http://shop.test" });
});

const PASSWORD = "attacker-walnut-91";
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

/** Where a Server Action sends the browser (Next's redirect() throws with the target in its digest). */
async function actionTarget(action: (form: FormData) => Promise<void>, fields: Record<string, string>): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  try {
    await action(form);
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (digest.startsWith("NEXT_REDIRECT;")) return digest.split(";")[2];
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;")) return `http ${digest.split(";")[1]}`;
    throw error;
  }
  throw new Error("the action did not redirect");
}

/** The attacker registers `email` with a password and signs in before anyone verified it. */
async function plantedAccount(email: string) {
  const ip = freshIp();
  const registered = await call(register, "/api/v2/register/", { method: "POST", ip, body: { email, password1: PASSWORD, password2: PASSWORD } });
  expect([registered.status, registered.json]).toEqual([201, email]);
  const signedIn = await call(login, "/api/v2/login/", { method: "POST", ip, body: { username: email, password: PASSWORD } });
  expect(signedIn.status).toBe(200);
  expect(signedIn.json.user.email_verified).toBe(false);
  const cookie = /^[^;]+/.exec(signedIn.headers.get("set-cookie")!)![0];
  const link = new URL((await latestSecrets(email, "email-verification")).verifyUrl);
  return { token: signedIn.json.token as string, cookie, linkToken: link.searchParams.get("token")!, userId: signedIn.json.user.id as number };
}

/** Who GET /api/v2/login/ says these headers are: the user's id, or the status of a refusal. */
async function whoIs(headers: Record<string, string>): Promise<number | string> {
  clearSessionCache();
  clearTokenCache();
  const r = await call(login, "/api/v2/login/", { headers });
  return r.status === 200 ? r.json.id : `${r.status} ${JSON.stringify(r.json)}`;
}

async function signInByCode(email: string) {
  const ip = freshIp();
  expect((await call(sendOtp, "/api/v2/auth/send-otp/", { method: "POST", ip, body: { email } })).status).toBe(200);
  return call(loginWithOtp, "/api/v2/auth/login-with-otp/", { method: "POST", ip, body: { email, otp: await latestCode(email) } });
}

const verified = async (userId: number) => (await db().user.findUniqueOrThrow({ where: { id: userId } })).emailVerified;

describe("pre-hijack through an unverified registration", () => {
  it("the victim's click on the unrequested mail's button verifies nothing; their sign-in by code then ends the attacker's password, token and session", async () => {
    const attacker = await plantedAccount("victim.one@example.in");
    expect(await whoIs({ Authorization: `Token ${attacker.token}` })).toBe(attacker.userId);

    // The victim opens the mail they never asked for and presses the button, without a password.
    const clicked = await actionTarget(confirmEmail, { token: attacker.linkToken });
    expect(clicked).toBe(`/account/verify-email/?token=${attacker.linkToken}&problem=password`);
    expect(await verified(attacker.userId)).toBe(false);

    // Later the victim signs in with a code sent to their address: the account becomes theirs alone.
    const victim = await signInByCode("victim.one@example.in");
    expect(victim.status).toBe(200);
    expect(victim.json).toMatchObject({ is_new_user: false, user: { id: attacker.userId, email_verified: true } });
    expect(await whoIs({ Authorization: `Token ${attacker.token}` })).toBe('401 {"detail":"Invalid token."}');
    expect(await whoIs({ Cookie: attacker.cookie })).toBe('405 {"detail":"Method \\"GET\\" not allowed."}');
    const again = await call(login, "/api/v2/login/", { method: "POST", ip: freshIp(), body: { username: "victim.one@example.in", password: PASSWORD } });
    expect([again.status, again.json]).toEqual([401, { non_field_errors: ["invalid login"] }]);
    expect(await whoIs({ Authorization: `Token ${victim.json.token}` })).toBe(attacker.userId);
  });

  it("a wrong password verifies nothing either; the registrant's own password confirms the address", async () => {
    const account = await plantedAccount("real.registrant@example.in");
    expect(await actionTarget(confirmEmail, { token: account.linkToken, password: "not-the-password-1" })).toBe(
      `/account/verify-email/?token=${account.linkToken}&problem=password`,
    );
    expect(await verified(account.userId)).toBe(false);

    expect(await actionTarget(confirmEmail, { token: account.linkToken, password: PASSWORD })).toBe("/account/verify-email/?confirmed=1");
    expect(await verified(account.userId)).toBe(true);
    // Nothing the registrant made ends, and the password keeps working.
    expect(await whoIs({ Authorization: `Token ${account.token}` })).toBe(account.userId);
    const again = await call(login, "/api/v2/login/", { method: "POST", ip: freshIp(), body: { username: "real.registrant@example.in", password: PASSWORD } });
    expect(again.status).toBe(200);
    expect(again.json.user.email_verified).toBe(true);
    // The link is used up.
    expect(await actionTarget(confirmEmail, { token: account.linkToken, password: PASSWORD })).toBe("/account/verify-email/?failed=1");
  });

  it("\"I did not make this account\" deletes the unverified account and ends its sessions and tokens; the address is free again", async () => {
    const attacker = await plantedAccount("victim.two@example.in");
    expect(await actionTarget(disownAccount, { token: attacker.linkToken })).toBe("/account/verify-email/?removed=1");
    expect(await db().user.count({ where: { id: attacker.userId } })).toBe(0);
    expect(await whoIs({ Authorization: `Token ${attacker.token}` })).toBe('401 {"detail":"Invalid token."}');
    expect(await whoIs({ Cookie: attacker.cookie })).toBe('405 {"detail":"Method \\"GET\\" not allowed."}');
    // The link does nothing more, and the victim's code makes a fresh account of their own.
    expect(await actionTarget(disownAccount, { token: attacker.linkToken })).toBe("/account/verify-email/?failed=1");
    const victim = await signInByCode("victim.two@example.in");
    expect(victim.json).toMatchObject({ is_new_user: true, user: { email: "victim.two@example.in", email_verified: true } });
  });

  it("a verified account cannot be deleted through a link, and the actions refuse a cross-site post (403)", async () => {
    const account = await plantedAccount("verified.later@example.in");
    const second = await call(register, "/api/v2/register/", { method: "POST", ip: freshIp(), body: { email: "cross.site@example.in", password1: PASSWORD, password2: PASSWORD } });
    expect(second.status).toBe(201);
    const crossLink = new URL((await latestSecrets("cross.site@example.in", "email-verification")).verifyUrl).searchParams.get("token")!;

    expect(await actionTarget(confirmEmail, { token: account.linkToken, password: PASSWORD })).toBe("/account/verify-email/?confirmed=1");
    expect(await actionTarget(disownAccount, { token: account.linkToken })).toBe("/account/verify-email/?failed=1");
    expect(await db().user.count({ where: { id: account.userId } })).toBe(1);

    const crossSite: Record<string, string>[] = [
      { host: "shop.test", origin: "https://evil.example" },
      { host: "shop.test", referer: "https://evil.example/page" },
      { host: "shop.test", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      actionHeaders = new Headers(headers);
      expect(await actionTarget(confirmEmail, { token: crossLink, password: PASSWORD }), JSON.stringify(headers)).toBe("http 403");
      expect(await actionTarget(disownAccount, { token: crossLink }), JSON.stringify(headers)).toBe("http 403");
    }
    const crossUser = await db().user.findUniqueOrThrow({ where: { email: "cross.site@example.in" } });
    expect(crossUser.emailVerified).toBe(false);
  });
});
