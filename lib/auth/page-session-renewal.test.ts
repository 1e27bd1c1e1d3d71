// Pages cannot set cookies, so Next's proxy renews a page request's session cookie once it is a day old.
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { proxy } from "@/proxy.ts";
import { sessionCookie } from "./session-cookie.ts";

afterEach(() => {
  vi.useRealTimers();
  delete process.env.TRUST_PROXY;
  resetConfig();
});

async function cookieIssuedDaysAgo(days: number, secure: boolean) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() - days * 86_400_000);
  const cookie = await sessionCookie("a-session-id-of-32-characters-xx", 7, secure);
  vi.useRealTimers();
  return `${cookie.name}=${cookie.value}`;
}

const page = (cookie: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest("http://shop.test/c/furniture/", { headers: { host: "shop.test", cookie, ...headers } }));

describe("the proxy for pages", () => {
  it("re-issues a session cookie issued more than a day ago, privately, and leaves a younger one alone", async () => {
    const renewed = await page(await cookieIssuedDaysAgo(2, false));
    expect(renewed.headers.getSetCookie()).toEqual([expect.stringMatching(/^next-auth\.session-token=[^;]+; Path=\/; Max-Age=7776000; SameSite=Lax; HttpOnly$/)]);
    expect(renewed.headers.get("cache-control")).toBe("private, no-store");
    const young = await page(await cookieIssuedDaysAgo(0.5, false));
    expect(young.headers.getSetCookie()).toEqual([]);
    expect((await page("next-auth.session-token=forged")).headers.getSetCookie()).toEqual([]);
    expect((await page("")).headers.getSetCookie()).toEqual([]);
  });

  it("over https renews only the __Secure- cookie", async () => {
    process.env.TRUST_PROXY = "1";
    resetConfig();
    const https = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" };
    const old = await cookieIssuedDaysAgo(2, true);
    const renewed = await page(old, https);
    expect(renewed.headers.getSetCookie()).toEqual([expect.stringMatching(/^__Secure-next-auth\.session-token=[^;]+; Path=\/; Max-Age=7776000; SameSite=Lax; HttpOnly; Secure$/)]);
    expect((await page(old.replace("__Secure-", ""), https)).headers.getSetCookie()).toEqual([]);
  });
});
