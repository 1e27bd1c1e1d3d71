// Every setting comes from the environment, parsed once with zod. A bad value stops start-up with
// a message naming the variable. `.env.example` lists them all with their defaults.
import path from "node:path";
import { z } from "zod";
import { storedSecret, testProcessSecret } from "./config-secret.ts";

/** Values once published in this repository: never accepted where NODE_ENV=production. */
const PUBLISHED_SECRETS = ["dev-only-secret-change-me-0123456789abcdef"];
const PUBLISHED_PASSWORDS = ["storefront-admin-1"];

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

/** An optional setting where "" means unset (a copied .env line left empty). */
const optionalText = (inner: z.ZodString) =>
  z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(inner.optional());

/** TRUST_PROXY: how many reverse proxies stand in front of the shop ("1"/"true" = one). */
const proxyHops = z
  .string()
  .default("0")
  .refine((v) => /^(\d{1,2}|true|false|yes|no|on|off|)$/i.test(v.trim()), "expected the number of proxies in front of the shop (0, 1, 2…)")
  .transform((v) => {
    const t = v.trim().toLowerCase();
    if (["true", "yes", "on"].includes(t)) return 1;
    return /^\d+$/.test(t) ? Number(t) : 0;
  });

/** A host name ALLOWED_HOSTS may list: "shop.example.com", ".example.com" (it and its subdomains) or "*". */
const HOST_PATTERN = /^(\*|\.?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])$/;

const hostList = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((hosts) => hosts.every((h) => HOST_PATTERN.test(h)), "expected host names without scheme or port, e.g. shop.example.com,.example.com");

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
  PUBLIC_URL: optionalUrl(["http", "https"]),
  NEXTAUTH_URL: optionalUrl(["http", "https"]),
  NEXTAUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ALLOWED_HOSTS: hostList,
  TRUST_PROXY: proxyHops,
  CORS_ALLOWED_ORIGINS: list(""),
  SHOP_NAME: z.string().min(1).default("Vanya Living"),
  SHOP_TIME_ZONE: timeZone,
  STAFF_EMAIL: z.email().default("care@vanyaliving.in"),
  MAIL_FROM: z.string().min(3).default("Vanya Living <no-reply@vanyaliving.in>"),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  SMS_WEBHOOK_URL: optionalUrl(["http", "https"]),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  OUTBOX_LOG_BODIES: flag(false),
  OTP_SMS_COUNTRIES: list("IN"),
  OTP_MAX_PER_IDENTIFIER_HOUR: int(5, 1),
  OTP_MAX_PER_IP_HOUR: int(60, 1),
  OTP_SMS_DAILY_BUDGET: int(5000, 0),
  ALLOW_ANON_CHECKOUT: flag(true),
  COD_MAX_ORDER_VALUE: money("200000.00"),
  COD_REQUIRE_VERIFIED_PHONE: flag(false),
  // Added to a cash-on-delivery order's total (incl. 18% GST), shown beside the choice; 0: none.
  COD_CHARGE: money("0.00"),
  // How long an order paid online holds its stock for the payment; unpaid by then it is cancelled.
  PAYMENT_HOLD_MINUTES: int(30, 5, 1440),
  // Online payment through Razorpay: all three keys, or none (cash on delivery only). docs/decisions/0153
  RAZORPAY_KEY_ID: optionalText(
    z.string().regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, "expected a key id such as rzp_test_1DP5mmOlF5G5ag (Razorpay's Dashboard, API Keys)"),
  ),
  RAZORPAY_KEY_SECRET: optionalText(z.string().min(8, "must be at least 8 characters")),
  RAZORPAY_WEBHOOK_SECRET: optionalText(z.string().min(8, "must be at least 8 characters")),
  /** Who may read /api/metrics (Prometheus' bearer token); unset, the metrics are not served. */
  METRICS_TOKEN: optionalText(z.string().min(24, "must be at least 24 characters")),
  // Demo: "fake" starts the local fake of Razorpay beside the shop (scripts/lib/payments-fake.ts).
  PAYMENTS: z.enum(["", "fake"], "expected fake, or empty").default(""),
  RAZORPAY_API_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : "https://api.razorpay.com/v1"))
    .pipe(z.url({ protocol: /^https?$/, error: "expected an http(s) URL such as https://api.razorpay.com/v1" }))
    .transform((v) => v.replace(/\/+$/, "")),
  // Limits an attacker would walk through (README "Limits"; docs/decisions/0086–0088).
  CHECKOUT_MAX_PER_IP_HOUR: int(20, 1),
  // Accounts made through POST /api/v2/register/ an hour per address (read when the server starts).
  REGISTER_MAX_PER_IP_HOUR: int(20, 1),
  CHECKOUT_MAX_PER_BASKET_HOUR: int(10, 1),
  VOUCHER_MAX_PER_IP_HOUR: int(30, 1),
  VOUCHER_MAX_PER_BASKET_HOUR: int(10, 1),
  GUEST_OPEN_COD_ORDERS_MAX: int(3, 1),
  ADDRESS_BOOK_MAX: int(50, 1, 1000),
  SAVED_BASKETS_MAX: int(20, 1, 99),
  RESUME_RETENTION_DAYS: int(365, 1),
  // The shop's written return policy: "within 10 days of delivery" (lib/returns/window.ts).
  RETURN_WINDOW_DAYS: int(10, 1, 365),
  MEDIA_DIR: z.string().optional(),
  PRIVATE_DIR: z.string().optional(),
  SEED_ADMIN_EMAIL: z.email().default("admin@vanyaliving.in"),
  SEED_ADMIN_PASSWORD: z.string().min(9, "must be at least 9 characters").optional(),
  SEED_WAREHOUSE_PASSWORD: z.string().min(9, "must be at least 9 characters").optional(),
  // careers admin: the seeded content staff member's password (a random one printed once when unset)
  SEED_CONTENT_PASSWORD: z.string().min(9, "must be at least 9 characters").optional(),
  SEED_DEMO: flag(true),
  LOG_REQUESTS: flag(true),
  LOG_FORMAT: z.enum(["json", "pretty", ""], "expected json or pretty").default(""),
  API_ANSWER_LOG: z.string().optional(),
  CATALOGUE_CACHE: flag(true),
});

type Raw = z.infer<typeof schema>;

/** The names of every setting (`.env.example` lists them all; a test checks). */
export const CONFIG_KEYS = Object.keys(schema.shape);

export type Config = Omit<Raw, "NEXTAUTH_SECRET"> & {
  /** NEXTAUTH_SECRET, or (unset) the secret kept in DATA_DIR/server-secret, made on first use. */
  readonly NEXTAUTH_SECRET: string;
  isProduction: boolean;
  /** The shop's public origin ("https://shop.example.com"): every link that leaves a request starts with it. */
  publicOrigin: string;
  dataDir: string;
  pgliteDir: string;
  mediaDir: string;
  privateDir: string;
};

export class ConfigError extends Error {}

/** Too weak to sign sessions in production: a published value, or too few different characters. */
function weakSecret(secret: string): boolean {
  return PUBLISHED_SECRETS.includes(secret) || new Set(secret).size < 12;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** The problems that only production (NODE_ENV=production, and SHOP_ENV=production too) refuses. */
function productionProblems(raw: Raw, env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (raw.NODE_ENV !== "production") return problems;
  if (raw.NEXTAUTH_SECRET !== undefined && weakSecret(raw.NEXTAUTH_SECRET)) {
    problems.push("NEXTAUTH_SECRET: too weak for production (a published value, or too few different characters); make one with `openssl rand -base64 32`, or unset it to use a generated one");
  }
  if (raw.SEED_ADMIN_PASSWORD !== undefined && PUBLISHED_PASSWORDS.includes(raw.SEED_ADMIN_PASSWORD)) {
    problems.push("SEED_ADMIN_PASSWORD: this password is published in the project's history; choose another, or unset it to have one generated");
  }
  if (raw.SHOP_ENV === "production") {
    if (!env.NEXTAUTH_SECRET) problems.push("NEXTAUTH_SECRET: required in production (every server of the shop must share it)");
    if (!raw.PUBLIC_URL && !raw.NEXTAUTH_URL) problems.push("PUBLIC_URL: required in production (the shop's public origin, e.g. https://shop.example.com)");
  }
  return problems;
}

const RAZORPAY_KEYS = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;

/** Razorpay's keys come all together or not at all; production speaks to it over https only. */
function razorpayProblems(raw: Raw): string[] {
  const missing = RAZORPAY_KEYS.filter((k) => raw[k] === undefined);
  const problems: string[] = [];
  if (missing.length > 0 && missing.length < RAZORPAY_KEYS.length) {
    problems.push(...missing.map((k) => `${k}: required with ${RAZORPAY_KEYS.filter((o) => !missing.includes(o)).join(" and ")} (set all three for online payment, or none for cash on delivery only)`));
  }
  if (raw.SHOP_ENV === "production" && !raw.RAZORPAY_API_URL.startsWith("https://")) {
    problems.push("RAZORPAY_API_URL: must be an https URL in production");
  }
  if (raw.SHOP_ENV === "production" && raw.PAYMENTS === "fake") {
    problems.push("PAYMENTS: the fake takes no money; it is for trying the shop out, never where SHOP_ENV=production");
  }
  return problems;
}

function publicOriginOf(raw: Raw): { origin?: string; problem?: string } {
  if (raw.PUBLIC_URL) {
    const url = new URL(raw.PUBLIC_URL);
    if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) {
      return { problem: "PUBLIC_URL: expected an origin without a path, e.g. https://shop.example.com" };
    }
    if (raw.NEXTAUTH_URL && originOf(raw.NEXTAUTH_URL) !== url.origin) {
      return { problem: "NEXTAUTH_URL: names another origin than PUBLIC_URL; set only PUBLIC_URL" };
    }
    return { origin: url.origin };
  }
  return { origin: originOf(raw.NEXTAUTH_URL ?? `http://localhost:${raw.PORT}`) };
}

/**
 * Parses an environment; exported for tests. Throws ConfigError naming every bad variable. Reads no
 * files: a generated NEXTAUTH_SECRET is read (or made) in DATA_DIR when first asked for.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const raw = result.data;
  const { origin, problem } = publicOriginOf(raw);
  const problems = [...(problem ? [problem] : []), ...productionProblems(raw, env), ...razorpayProblems(raw)];
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.map((l) => `  ${l}`).join("\n")}`);
  // Paths chosen at run time: the build must not trace them (turbopackIgnore).
  const dataDir = path.resolve(/*turbopackIgnore: true*/ raw.DATA_DIR);
  const parsed = {
    ...raw,
    isProduction: raw.NODE_ENV === "production" && raw.SHOP_ENV === "production",
    publicOrigin: origin!,
    dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
    mediaDir: path.resolve(/*turbopackIgnore: true*/ raw.MEDIA_DIR ?? path.join(dataDir, "media")),
    privateDir: path.resolve(/*turbopackIgnore: true*/ raw.PRIVATE_DIR ?? path.join(dataDir, "private")),
  };
  let secret = raw.NEXTAUTH_SECRET;
  Object.defineProperty(parsed, "NEXTAUTH_SECRET", {
    enumerable: true,
    get(): string {
      if (secret === undefined) {
        try {
          secret = raw.NODE_ENV === "test" ? testProcessSecret() : storedSecret(dataDir);
        } catch (e) {
          throw new ConfigError(`NEXTAUTH_SECRET is not set and the generated one cannot be used: ${(e as Error).message}`);
        }
      }
      return secret;
    },
  });
  return parsed as Config;
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
