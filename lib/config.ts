// Every setting comes from the environment, parsed once with zod. A bad value stops start-up with
// a message naming the variable. `.env.example` lists them all with their defaults.
import path from "node:path";
import { z } from "zod";

export const DEV_SECRET = "dev-only-secret-change-me-0123456789abcdef";
export const DEV_ADMIN_PASSWORD = "storefront-admin-1";

const flag = (fallback: boolean) =>
  z
    .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
    .default(fallback ? "1" : "0")
    .transform((v) => ["1", "true", "yes", "on"].includes(v));

const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(
      z
        .url({ protocol: new RegExp(`^(${protocols.join("|")})$`) })
        .optional(),
    );

const list = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    );

const money = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), "expected an amount such as 50000.00");

const timeZone = z
  .string()
  .default("Asia/Kolkata")
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "expected an IANA time zone such as Asia/Kolkata");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SHOP_ENV: z.enum(["development", "test", "staging", "production"]).default("development"),
  PORT: int(3000, 1, 65535),
  HOSTNAME: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  DB_POOL_SIZE: int(10, 1, 200),
  DB_TRANSACTION_WAIT_MS: int(5000, 100, 120_000),
  DB_TRANSACTION_TIMEOUT_MS: int(15_000, 100, 600_000),
  NEXTAUTH_URL: optionalUrl(["http", "https"]),
  NEXTAUTH_SECRET: z.string().min(32, "must be at least 32 characters").default(DEV_SECRET),
  TRUST_PROXY: flag(false),
  CORS_ALLOWED_ORIGINS: list(""),
  SHOP_NAME: z.string().min(1).default("Vanya Living"),
  SHOP_TIME_ZONE: timeZone,
  STAFF_EMAIL: z.email().default("care@vanyaliving.in"),
  MAIL_FROM: z.string().min(3).default("Vanya Living <no-reply@vanyaliving.in>"),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  SMS_WEBHOOK_URL: optionalUrl(["http", "https"]),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  OTP_SMS_COUNTRIES: list("IN"),
  OTP_MAX_PER_IDENTIFIER_HOUR: int(5, 1),
  OTP_MAX_PER_IP_HOUR: int(60, 1),
  OTP_SMS_DAILY_BUDGET: int(5000, 0),
  ALLOW_ANON_CHECKOUT: flag(true),
  COD_MAX_ORDER_VALUE: money("200000.00"),
  COD_REQUIRE_VERIFIED_PHONE: flag(false),
  RESUME_RETENTION_DAYS: int(365, 1),
  MEDIA_DIR: z.string().optional(),
  PRIVATE_DIR: z.string().optional(),
  SEED_ADMIN_EMAIL: z.email().default("admin@vanyaliving.in"),
  SEED_ADMIN_PASSWORD: z.string().min(9, "must be at least 9 characters").default(DEV_ADMIN_PASSWORD),
  SEED_DEMO: flag(true),
  LOG_REQUESTS: flag(true),
  CATALOGUE_CACHE: flag(true),
});

type Raw = z.infer<typeof schema>;

/** The names of every setting (`.env.example` lists them all; a test checks). */
export const CONFIG_KEYS = Object.keys(schema.shape);

export type Config = Raw & {
  isProduction: boolean;
  dataDir: string;
  pgliteDir: string;
  mediaDir: string;
  privateDir: string;
};

export class ConfigError extends Error {}

/** Parses an environment; exported for tests. Throws ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const raw = result.data;
  const isProduction = raw.NODE_ENV === "production" && raw.SHOP_ENV === "production";
  if (isProduction) {
    const unsafe: string[] = [];
    if (raw.NEXTAUTH_SECRET === DEV_SECRET) unsafe.push("NEXTAUTH_SECRET: the development default cannot be used in production");
    if (!env.SEED_ADMIN_PASSWORD || raw.SEED_ADMIN_PASSWORD === DEV_ADMIN_PASSWORD)
      unsafe.push("SEED_ADMIN_PASSWORD: the development default cannot be used in production");
    if (!raw.NEXTAUTH_URL) unsafe.push("NEXTAUTH_URL: required in production");
    if (unsafe.length) throw new ConfigError(`Invalid configuration:\n${unsafe.map((l) => `  ${l}`).join("\n")}`);
  }
  // Paths chosen at run time: the build must not trace them (turbopackIgnore).
  const dataDir = path.resolve(/*turbopackIgnore: true*/ raw.DATA_DIR);
  return {
    ...raw,
    isProduction,
    dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
    mediaDir: path.resolve(/*turbopackIgnore: true*/ raw.MEDIA_DIR ?? path.join(dataDir, "media")),
    privateDir: path.resolve(/*turbopackIgnore: true*/ raw.PRIVATE_DIR ?? path.join(dataDir, "private")),
  };
}

let cached: Config | undefined;

/** The process's configuration, parsed on first use. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Forget the parsed configuration (tests that change the environment). */
export function resetConfig(): void {
  cached = undefined;
}
