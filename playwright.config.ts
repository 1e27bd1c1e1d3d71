// Playwright: shopper journeys in the system Chromium (browsers cannot be downloaded here), on a phone
// and a desktop. The web server is `npm start` on its own data folder: the first run builds, migrates and
// seeds the demo shop. E2E_BASE_URL points the suite at a server that is already running instead.
import { defineConfig, devices } from "@playwright/test";
import { ADMIN } from "./e2e/support/accounts.ts";

// E2E_PORT lets several checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${PORT}`;
// The journeys read sign-in codes from an SMTP receiver the tests start on this port (e2e/support/mail.ts).
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1000);

export default defineConfig({
  testDir: "e2e",
  workers: 1, // two cores: the server needs one
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
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
    { name: "phone", use: { ...devices["Pixel 7"] } },
    { name: "desktop", use: { viewport: { width: 1366, height: 900 } } },
  ],
  webServer: external
    ? undefined
    : {
        // A fresh data folder each time the suite starts its own server: the shop's hourly limits (codes,
        // applications, messages per address) must not carry over from the last run.
        command: `node -e "require('fs').rmSync(process.env.DATA_DIR, { recursive: true, force: true })" && npm start`,
        // npm start listens only after it has built, migrated and seeded.
        url: `http://127.0.0.1:${PORT}/api/health/`,
        // The seeded staff account's password is the suite's own (e2e/support/accounts.ts), never a published one.
        env: {
          PORT: String(PORT),
          DATA_DIR: process.env.E2E_DATA_DIR ?? ".data-e2e",
          SEED_DEMO: "1",
          LOG_REQUESTS: "0",
          SEED_ADMIN_EMAIL: ADMIN.email,
          SEED_ADMIN_PASSWORD: ADMIN.password,
          SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}/?ignoreTLS=true`,
        },
        timeout: 10 * 60_000, // the first start builds, migrates and seeds
        reuseExistingServer: !process.env.CI,
        stdout: "pipe",
        stderr: "pipe",
      },
});
