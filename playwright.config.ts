// Playwright: shopper journeys in the system Chromium (browsers cannot be downloaded here), on a phone
// and a desktop. The web server is `npm start` on its own data folder: the first run builds, migrates and
// seeds the demo shop. E2E_BASE_URL points the suite at a server that is already running instead.
import path from "node:path";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { ADMIN, CONTENT, WAREHOUSE } from "./e2e/support/accounts.ts";

// E2E_PORT lets several checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const external = process.env.E2E_BASE_URL;
// The journeys run in E2E_WORKERS browsers at once, each against a server of its own (ports PORT, PORT+1, …;
// data folders E2E_DATA_DIR, E2E_DATA_DIR-1, …): one browser's journeys never meet another's orders, stock
// or hourly limits, exactly as when one browser ran them all. Two: while one journey's browser works, the
// other's server renders (docs/decisions/0183). A server given by E2E_BASE_URL is one server: one browser.
export const SERVERS = external ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
// Playwright numbers its browsers' slots 0…workers-1 (TEST_PARALLEL_INDEX) and loads this file in each.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % SERVERS;
const serverPort = (i: number) => PORT + i;
const baseURL = external ?? `http://127.0.0.1:${serverPort(slot)}`;
// The journeys read sign-in codes from an SMTP receiver the tests start on this port (e2e/support/mail.ts):
// server i sends its mail to SMTP_PORT + i.
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1000);
/** Where this browser slot's server sends its mail. */
export const SLOT_SMTP_PORT = SMTP_PORT + slot;
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data-e2e";
const dataDir = (i: number) => (i === 0 ? DATA_DIR : `${DATA_DIR}-${i}`);
// Each server writes every API answer here; the run's end checks them against the OpenAPI document.
export const answerLog = (i: number) => path.resolve(import.meta.dirname, dataDir(i), "api-answers.jsonl");
export const serverOrigin = (i: number) => `http://127.0.0.1:${serverPort(i)}`;
type WebServer = Extract<PlaywrightTestConfig["webServer"], { command: string }>;

export default defineConfig({
  testDir: "e2e",
  globalTeardown: external ? undefined : "./e2e/support/check-answers.ts",
  workers: SERVERS,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // A journey's limit: 60 s with the machine to itself; with a browser and server beside it, it has about half
  // the cores (decision 0183), and the slowest journeys (several axe scans) ran past 60 s on a busy machine.
  timeout: SERVERS > 1 ? 90_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    // Staff pages are for desktops and tablets first; of them only orders and stock are made for a phone.
    { name: "phone", use: { ...devices["Pixel 7"] }, testIgnore: /admin-(?!orders|stock)[^/]*\.spec\.ts$/ },
    { name: "desktop", use: { viewport: { width: 1366, height: 900 } } },
    { name: "tablet", use: { viewport: { width: 820, height: 1180 }, hasTouch: true }, testMatch: /admin-[^/]*\.spec\.ts$/ },
  ],
  webServer: external ? undefined : Array.from({ length: SERVERS }, (_, i) => webServer(i)),
});

/** The `i`th server of the run: `npm start` on its own port, data folder and mail port. */
function webServer(i: number): WebServer {
  return {
    // A fresh data folder each time the suite starts its own server: the shop's hourly limits (codes,
    // applications, messages per address) must not carry over from the last run.
    command: `node -e "require('fs').rmSync(process.env.DATA_DIR, { recursive: true, force: true })" && npm start`,
    // npm start listens only after it has built, migrated and seeded.
    url: `${serverOrigin(i)}/api/health/`,
    // The seeded staff account's password is the suite's own (e2e/support/accounts.ts), never a published one.
    env: {
      PORT: String(serverPort(i)),
      DATA_DIR: dataDir(i),
      API_ANSWER_LOG: answerLog(i),
      SEED_DEMO: "1",
      LOG_REQUESTS: "0",
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      SEED_WAREHOUSE_PASSWORD: WAREHOUSE.password,
      SEED_CONTENT_PASSWORD: CONTENT.password, // careers admin
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT + i}/?ignoreTLS=true`,
      // Online payment against the local fake of Razorpay (its checkout page, its signed webhooks).
      PAYMENTS: "fake",
      // Every journey's browser registers, checks out and tries vouchers from this one address: more an hour than
      // one address does in a shop (the limits themselves are tested in vitest).
      REGISTER_MAX_PER_IP_HOUR: "200",
      CHECKOUT_MAX_PER_IP_HOUR: "200",
      VOUCHER_MAX_PER_IP_HOUR: "300",
    },
    timeout: 10 * 60_000, // the first start builds, migrates and seeds
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
  };
}
