import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { CONFIG_KEYS, ConfigError, DEV_SECRET, parseConfig } from "./config.ts";

describe("configuration", () => {
  it("uses safe local defaults when nothing is set", () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.SHOP_TIME_ZONE).toBe("Asia/Kolkata");
    expect(c.NEXTAUTH_SECRET).toBe(DEV_SECRET);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.pgliteDir).toMatch(/\.data\/pglite$/);
    expect(c.OTP_SMS_COUNTRIES).toEqual(["IN"]);
    expect(c.TRUST_PROXY).toBe(false);
  });

  it("rejects a bad value and names the variable", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT:/);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL:/);
    expect(() => parseConfig({ SHOP_TIME_ZONE: "Mars/Olympus" })).toThrow(/SHOP_TIME_ZONE: expected an IANA time zone/);
    expect(() => parseConfig({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY:/);
    expect(() => parseConfig({ COD_MAX_ORDER_VALUE: "12.345" })).toThrow(/COD_MAX_ORDER_VALUE: expected an amount/);
  });

  it("names every bad variable at once", () => {
    try {
      parseConfig({ PORT: "0", STAFF_EMAIL: "nobody" });
      expect.unreachable();
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT:/);
      expect((e as Error).message).toMatch(/STAFF_EMAIL:/);
    }
  });

  it("parses lists, flags and URLs", () => {
    const c = parseConfig({
      CORS_ALLOWED_ORIGINS: "https://app.example.com, https://partner.example.com",
      TRUST_PROXY: "1",
      DATABASE_URL: "postgresql://shop@db:5432/shop",
    });
    expect(c.CORS_ALLOWED_ORIGINS).toEqual(["https://app.example.com", "https://partner.example.com"]);
    expect(c.TRUST_PROXY).toBe(true);
    expect(c.DATABASE_URL).toBe("postgresql://shop@db:5432/shop");
  });

  it("refuses development secrets when running in production", () => {
    const production = { NODE_ENV: "production", SHOP_ENV: "production", NEXTAUTH_URL: "https://shop.example.com" };
    expect(() => parseConfig(production)).toThrow(/NEXTAUTH_SECRET: the development default cannot be used in production/);
    expect(() => parseConfig(production)).toThrow(/SEED_ADMIN_PASSWORD/);
    const ok = parseConfig({ ...production, NEXTAUTH_SECRET: "x".repeat(40), SEED_ADMIN_PASSWORD: "a-long-unique-password" });
    expect(ok.isProduction).toBe(true);
    // NODE_ENV=production alone (a local `npm start`) keeps the safe defaults.
    expect(parseConfig({ NODE_ENV: "production" }).isProduction).toBe(false);
  });
});

describe(".env.example", () => {
  it("lists every setting, and only settings that exist", () => {
    const text = fs.readFileSync(path.resolve(import.meta.dirname, "../.env.example"), "utf8");
    const listed = [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect([...new Set(listed)].sort()).toEqual([...CONFIG_KEYS].sort());
  });
});
