import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { ApiError } from "@/lib/errors.ts";
import { hostAllowed, parseHost } from "./hosts.ts";
import { originFromHeaders, publicUrl } from "./urls.ts";

const SETTINGS = ["TRUST_PROXY", "ALLOWED_HOSTS", "PUBLIC_URL", "NEXTAUTH_URL", "SHOP_ENV", "NODE_ENV", "NEXTAUTH_SECRET"];
const saved = Object.fromEntries(SETTINGS.map((k) => [k, process.env[k]]));

function withSettings(settings: Record<string, string>): void {
  Object.assign(process.env, settings);
  resetConfig();
}

afterEach(() => {
  for (const k of SETTINGS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetConfig();
});

const headers = (h: Record<string, string>) => new Headers(h);

function originOrStatus(h: Record<string, string>): string | number {
  try {
    return originFromHeaders(headers(h));
  } catch (e) {
    if (e instanceof ApiError) return e.status;
    throw e;
  }
}

describe("Host headers", () => {
  it("accept DNS names, IPv4 addresses and bracketed IPv6 addresses with a port of 1 to 65535", () => {
    expect(parseHost("Shop.Example.com")).toEqual({ hostname: "shop.example.com", port: undefined });
    expect(parseHost("shop.example.com.:8443")).toEqual({ hostname: "shop.example.com.", port: 8443 });
    expect(parseHost("127.0.0.1:3000")).toEqual({ hostname: "127.0.0.1", port: 3000 });
    expect(parseHost("[::1]:3000")).toEqual({ hostname: "[::1]", port: 3000 });
    expect(parseHost("[2001:db8::7]")).toEqual({ hostname: "[2001:db8::7]", port: undefined });
  });

  it("refuse everything else", () => {
    for (const bad of ["shop:99999", "shop:0", "shop:", "[1]", "[1.2.3.4]", "[::1", "::1", "[fe80::1%eth0]", "999.1.1.1", "shop.123", "0x7f.1", "a..b", "-a.com", "bad host", "a/b", "a@b", "", "x".repeat(64)]) {
      expect(parseHost(bad), bad).toBeUndefined();
    }
  });

  it("answer 400 where malformed, and build origins where well formed", () => {
    expect(originOrStatus({ host: "shop:99999" })).toBe(400);
    expect(originOrStatus({ host: "[1]" })).toBe(400);
    expect(originOrStatus({})).toBe("http://localhost:3000"); // HTTP/1.0 without Host: the public origin's host
    expect(originOrStatus({ host: "SHOP.test:8080" })).toBe("http://shop.test:8080");
  });
});

describe("ALLOWED_HOSTS", () => {
  it("lets any well-formed host through outside production while it is empty", () => {
    withSettings({ NODE_ENV: "test", SHOP_ENV: "test" });
    expect(hostAllowed("anything.example")).toBe(true);
  });

  it("limits production to PUBLIC_URL's host and the hosts listed", () => {
    withSettings({ NODE_ENV: "production", SHOP_ENV: "production", NEXTAUTH_SECRET: "Zq4-wP9_eR2tY7uI1oLk3jHg5fDs8aXcVbN6mQ0", PUBLIC_URL: "https://shop.example.com", ALLOWED_HOSTS: "api.example.net,.vanyaliving.in" });
    expect(hostAllowed("shop.example.com")).toBe(true);
    expect(hostAllowed("shop.example.com.")).toBe(true);
    expect(hostAllowed("api.example.net")).toBe(true);
    expect(hostAllowed("vanyaliving.in")).toBe(true);
    expect(hostAllowed("www.vanyaliving.in")).toBe(true);
    expect(hostAllowed("www.example.com")).toBe(false);
    expect(hostAllowed("vanyaliving.in.evil.example")).toBe(false);
    expect(hostAllowed("evilvanyaliving.in")).toBe(false);
    expect(originOrStatus({ host: "evil.example" })).toBe(400);
    expect(originOrStatus({ host: "www.vanyaliving.in" })).toBe("http://www.vanyaliving.in");
  });

  it("applies whenever it is set, and * allows any host", () => {
    withSettings({ NODE_ENV: "test", ALLOWED_HOSTS: "shop.test" });
    expect(hostAllowed("shop.test")).toBe(true);
    expect(hostAllowed("localhost")).toBe(true); // PUBLIC_URL's host (http://localhost:PORT by default)
    expect(hostAllowed("other.test")).toBe(false);
    withSettings({ ALLOWED_HOSTS: "*" });
    expect(hostAllowed("other.test")).toBe(true);
  });
});

describe("behind trusted proxies", () => {
  const forwarded = { host: "10.0.0.5:3000", "x-forwarded-host": "evil.example, shop.example.com", "x-forwarded-proto": "http, https" };

  it("ignores forwarded headers without TRUST_PROXY", () => {
    withSettings({ TRUST_PROXY: "0" });
    expect(originOrStatus(forwarded)).toBe("http://10.0.0.5:3000");
  });

  it("takes host and scheme from the last entries with one proxy", () => {
    withSettings({ TRUST_PROXY: "1" });
    expect(originOrStatus(forwarded)).toBe("https://shop.example.com");
    // A proxy that sets the headers rather than appending to them.
    expect(originOrStatus({ host: "10.0.0.5", "x-forwarded-host": "shop.example.com", "x-forwarded-proto": "https" })).toBe("https://shop.example.com");
    // No forwarded host: the Host header the proxy passed on.
    expect(originOrStatus({ host: "shop.example.com" })).toBe("http://shop.example.com");
  });

  it("counts hops from the right with several proxies", () => {
    withSettings({ TRUST_PROXY: "2" });
    expect(originOrStatus({ host: "10.0.0.5", "x-forwarded-host": "evil.example, shop.example.com, lb.internal", "x-forwarded-proto": "http, https, http" })).toBe(
      "https://shop.example.com",
    );
  });

  it("answers 400 when the trusted hop names a malformed host", () => {
    withSettings({ TRUST_PROXY: "1" });
    expect(originOrStatus({ host: "shop.example.com", "x-forwarded-host": "shop.example.com, [1]" })).toBe(400);
  });
});

describe("publicUrl", () => {
  it("builds links from the configured public origin, never from a request", () => {
    withSettings({ PUBLIC_URL: "https://shop.example.com" });
    expect(publicUrl("/account/verify/?token=abc")).toBe("https://shop.example.com/account/verify/?token=abc");
    expect(publicUrl()).toBe("https://shop.example.com/");
    withSettings({ PUBLIC_URL: "", NEXTAUTH_URL: "https://www.example.com/api/auth" });
    expect(publicUrl("/o/VL-1/")).toBe("https://www.example.com/o/VL-1/");
  });

  it("defaults to the local server and takes only paths", () => {
    withSettings({ PUBLIC_URL: "", NEXTAUTH_URL: "", PORT: "3211" });
    expect(publicUrl("/")).toBe("http://localhost:3211/");
    expect(() => publicUrl("//evil.example/x")).toThrow(TypeError);
    expect(() => publicUrl("https://evil.example/")).toThrow(TypeError);
    delete process.env.PORT;
  });
});
