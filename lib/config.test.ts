import { afterEach, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONFIG_KEYS, ConfigError, parseConfig } from "./config.ts";
import { SECRET_FILE } from "./config-secret.ts";
import { razorpaySettingsOf } from "./payments/razorpay/settings.ts";

const PUBLISHED_SECRET = "dev-only-secret-change-me-0123456789abcdef";
const STRONG_SECRET = "k3V9-pQ2_wXr7LmZ8sT4yBn6HcJ0aFgD1eU5iO";

const dirs: string[] = [];
function tempDataDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "sf-config-"));
  dirs.push(d);
  return path.join(d, "data");
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Parses as a test process would (NODE_ENV=test), unless the environment given says otherwise. */
const parse = (env: Record<string, string>) => parseConfig({ NODE_ENV: "test", ...env });

describe("configuration", () => {
  it("uses safe local defaults when nothing is set", () => {
    const c = parse({});
    expect(c.PORT).toBe(3000);
    expect(c.SHOP_TIME_ZONE).toBe("Asia/Kolkata");
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.pgliteDir).toMatch(/\.data\/pglite$/);
    expect(c.OTP_SMS_COUNTRIES).toEqual(["IN"]);
    expect(c.TRUST_PROXY).toBe(0);
    expect(c.ALLOWED_HOSTS).toEqual([]);
    expect(c.publicOrigin).toBe("http://localhost:3000");
    expect(c.SEED_ADMIN_PASSWORD).toBeUndefined();
  });

  it("rejects a bad value and names the variable", () => {
    expect(() => parse({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parse({ PORT: "eighty" })).toThrow(/PORT:/);
    expect(() => parse({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL:/);
    expect(() => parse({ SHOP_TIME_ZONE: "Mars/Olympus" })).toThrow(/SHOP_TIME_ZONE: expected an IANA time zone/);
    expect(() => parse({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY: expected the number of proxies/);
    expect(() => parse({ COD_MAX_ORDER_VALUE: "12.345" })).toThrow(/COD_MAX_ORDER_VALUE: expected an amount/);
    expect(() => parse({ ALLOWED_HOSTS: "https://shop.example.com" })).toThrow(/ALLOWED_HOSTS: expected host names/);
    expect(() => parse({ LOG_FORMAT: "xml" })).toThrow(/LOG_FORMAT:/);
    expect(() => parse({ PUBLIC_URL: "https://shop.example.com/shop/" })).toThrow(/PUBLIC_URL: expected an origin without a path/);
  });

  it("names every bad variable at once", () => {
    try {
      parse({ PORT: "0", STAFF_EMAIL: "nobody" });
      expect.unreachable();
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT:/);
      expect((e as Error).message).toMatch(/STAFF_EMAIL:/);
    }
  });

  it("parses lists, flags, proxy hops and URLs", () => {
    const c = parse({
      CORS_ALLOWED_ORIGINS: "https://app.example.com, https://partner.example.com",
      ALLOWED_HOSTS: "Shop.Example.com, .example.net",
      TRUST_PROXY: "2",
      DATABASE_URL: "postgresql://shop@db:5432/shop",
      PUBLIC_URL: "https://shop.example.com",
    });
    expect(c.CORS_ALLOWED_ORIGINS).toEqual(["https://app.example.com", "https://partner.example.com"]);
    expect(c.ALLOWED_HOSTS).toEqual(["shop.example.com", ".example.net"]);
    expect(c.TRUST_PROXY).toBe(2);
    expect(parse({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parse({ TRUST_PROXY: "off" }).TRUST_PROXY).toBe(0);
    expect(c.DATABASE_URL).toBe("postgresql://shop@db:5432/shop");
    expect(c.publicOrigin).toBe("https://shop.example.com");
    // NEXTAUTH_URL alone names the public origin too; both must agree.
    expect(parse({ NEXTAUTH_URL: "https://www.example.com/api/auth" }).publicOrigin).toBe("https://www.example.com");
    expect(() => parse({ PUBLIC_URL: "https://a.example.com", NEXTAUTH_URL: "https://b.example.com" })).toThrow(/NEXTAUTH_URL: names another origin/);
    expect(parse({ PORT: "3211" }).publicOrigin).toBe("http://localhost:3211");
  });
});

describe("secrets", () => {
  it("makes a random secret once, keeps it in DATA_DIR readable by its owner only, and reuses it", () => {
    const dataDir = tempDataDir();
    const first = parseConfig({ NODE_ENV: "production", DATA_DIR: dataDir });
    expect(fs.existsSync(path.join(dataDir, SECRET_FILE))).toBe(false); // not before it is needed
    const secret = first.NEXTAUTH_SECRET;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secret).not.toBe(PUBLISHED_SECRET);
    const file = path.join(dataDir, SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // A restart (a new parse) finds the same secret, so sessions survive it.
    expect(parseConfig({ NODE_ENV: "production", DATA_DIR: dataDir }).NEXTAUTH_SECRET).toBe(secret);
    // Another data folder gets its own.
    expect(parseConfig({ NODE_ENV: "production", DATA_DIR: tempDataDir() }).NEXTAUTH_SECRET).not.toBe(secret);
  });

  it("gives tests a random secret without touching any folder", () => {
    const dataDir = tempDataDir();
    const c = parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    expect(c.NEXTAUTH_SECRET).toHaveLength(43);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it("uses NEXTAUTH_SECRET when it is set", () => {
    expect(parseConfig({ NODE_ENV: "production", NEXTAUTH_SECRET: STRONG_SECRET }).NEXTAUTH_SECRET).toBe(STRONG_SECRET);
  });

  it("refuses a weak or published secret whenever NODE_ENV=production, whatever SHOP_ENV says", () => {
    expect(() => parseConfig({ NODE_ENV: "production", NEXTAUTH_SECRET: PUBLISHED_SECRET })).toThrow(/NEXTAUTH_SECRET: too weak for production/);
    expect(() => parseConfig({ NODE_ENV: "production", SHOP_ENV: "development", NEXTAUTH_SECRET: "x".repeat(40) })).toThrow(/NEXTAUTH_SECRET: too weak/);
    expect(() => parseConfig({ NODE_ENV: "production", SEED_ADMIN_PASSWORD: "storefront-admin-1" })).toThrow(/SEED_ADMIN_PASSWORD: this password is published/);
    expect(parseConfig({ NODE_ENV: "development", NEXTAUTH_SECRET: "x".repeat(40) }).NEXTAUTH_SECRET).toBe("x".repeat(40));
  });

  it("requires a shared secret and the public URL where SHOP_ENV=production too", () => {
    const production = { NODE_ENV: "production", SHOP_ENV: "production" };
    expect(() => parseConfig(production)).toThrow(/NEXTAUTH_SECRET: required in production/);
    expect(() => parseConfig(production)).toThrow(/PUBLIC_URL: required in production/);
    const ok = parseConfig({ ...production, NEXTAUTH_SECRET: STRONG_SECRET, PUBLIC_URL: "https://shop.example.com" });
    expect(ok.isProduction).toBe(true);
    // NODE_ENV=production alone (a local `npm start`) is not the production shop: it generates what it needs.
    expect(parseConfig({ NODE_ENV: "production", DATA_DIR: tempDataDir() }).isProduction).toBe(false);
  });
});

describe("Razorpay", () => {
  const keys = { RAZORPAY_KEY_ID: "rzp_test_1DP5mmOlF5G5ag", RAZORPAY_KEY_SECRET: "thisisasecretkey", RAZORPAY_WEBHOOK_SECRET: "webhook-secret-1" };

  it("is off without keys (cash on delivery only), on with all three, against Razorpay's API by default", () => {
    expect(razorpaySettingsOf(parse({}))).toBeNull();
    expect(razorpaySettingsOf(parse({ RAZORPAY_KEY_ID: "", RAZORPAY_KEY_SECRET: "", RAZORPAY_WEBHOOK_SECRET: "", RAZORPAY_API_URL: "" }))).toBeNull();
    expect(razorpaySettingsOf(parse(keys))).toEqual({
      keyId: "rzp_test_1DP5mmOlF5G5ag",
      keySecret: "thisisasecretkey",
      webhookSecret: "webhook-secret-1",
      apiUrl: "https://api.razorpay.com/v1",
    });
    expect(razorpaySettingsOf(parse({ ...keys, RAZORPAY_API_URL: "http://127.0.0.1:4010/v1/" }))?.apiUrl).toBe("http://127.0.0.1:4010/v1");
  });

  it("refuses a partial set of keys, naming each one missing", () => {
    expect(() => parse({ RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID })).toThrow(/RAZORPAY_KEY_SECRET: required with RAZORPAY_KEY_ID/);
    expect(() => parse({ RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID })).toThrow(/RAZORPAY_WEBHOOK_SECRET: required with RAZORPAY_KEY_ID/);
    expect(() => parse({ ...keys, RAZORPAY_WEBHOOK_SECRET: "" })).toThrow(/RAZORPAY_WEBHOOK_SECRET: required with RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
  });

  it("refuses a key id that is not one (a secret pasted there), a short secret, a bad URL", () => {
    expect(() => parse({ ...keys, RAZORPAY_KEY_ID: "thisisasecretkey" })).toThrow(/RAZORPAY_KEY_ID: expected a key id such as rzp_test_/);
    expect(() => parse({ ...keys, RAZORPAY_KEY_SECRET: "short" })).toThrow(/RAZORPAY_KEY_SECRET: must be at least 8 characters/);
    expect(() => parse({ ...keys, RAZORPAY_API_URL: "ftp://api.razorpay.com/v1" })).toThrow(/RAZORPAY_API_URL: expected an http\(s\) URL/);
    try {
      parse({ ...keys, RAZORPAY_KEY_ID: "thisisasecretkey" });
    } catch (e) {
      expect((e as Error).message).not.toContain("thisisasecretkey");
    }
  });

  it("speaks to Razorpay over https only in production", () => {
    const production = { NODE_ENV: "production", SHOP_ENV: "production", NEXTAUTH_SECRET: STRONG_SECRET, PUBLIC_URL: "https://shop.example.com", DATA_DIR: tempDataDir() };
    expect(() => parseConfig({ ...production, ...keys, RAZORPAY_API_URL: "http://127.0.0.1:4010/v1" })).toThrow(/RAZORPAY_API_URL: must be an https URL in production/);
    expect(parseConfig({ ...production, ...keys }).RAZORPAY_API_URL).toBe("https://api.razorpay.com/v1");
  });
});

describe(".env.example", () => {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, "../.env.example"), "utf8");
  /** The settings a copy of the file sets (the lines not commented out). */
  const active = Object.fromEntries([...text.matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]));

  it("lists every setting, and only settings that exist", () => {
    const listed = [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect([...new Set(listed)].sort()).toEqual([...CONFIG_KEYS].sort());
  });

  it("sets no secret and no half-production environment when copied as it is", () => {
    expect(active.NEXTAUTH_SECRET).toBeUndefined();
    expect(active.SEED_ADMIN_PASSWORD).toBeUndefined();
    expect(active.NODE_ENV === "production" && active.SHOP_ENV !== "production").toBe(false);
    expect(() => parseConfig({ ...active, DATA_DIR: tempDataDir() })).not.toThrow();
  });
});
