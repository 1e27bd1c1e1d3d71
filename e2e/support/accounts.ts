// The staff account the e2e server seeds (playwright.config.ts passes this password as
// SEED_ADMIN_PASSWORD), and signing in through next-auth's password provider as a browser would.
import { expect, type Page } from "@playwright/test";

export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? "admin@vanyaliving.in",
  password: process.env.E2E_ADMIN_PASSWORD ?? "e2e-staff-password-2026",
  firstName: "Meera",
};

/** The seeded warehouse member (orders and stock only); playwright.config.ts passes SEED_WAREHOUSE_PASSWORD. */
export const WAREHOUSE = {
  email: "warehouse@vanyaliving.in",
  password: process.env.E2E_WAREHOUSE_PASSWORD ?? "e2e-warehouse-password-2026",
  firstName: "Arjun",
};

/** The seeded content staff member (shop content only); playwright.config.ts passes SEED_CONTENT_PASSWORD. */
export const CONTENT = {
  email: "content@vanyaliving.in",
  password: process.env.E2E_CONTENT_PASSWORD ?? "e2e-content-password-2026",
  firstName: "Kavya",
};

/** Signs the page's browser context in (next-auth's CSRF token, then its credentials callback). */
export async function signIn(page: Page, origin: string, account: { email: string; password: string } = ADMIN): Promise<void> {
  const csrf = await page.request.get("/api/auth/csrf/");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const r = await page.request.post("/api/auth/callback/password/", {
    form: { csrfToken, username: account.email, password: account.password, json: "true" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(r.status(), "signing in").toBeLessThan(400);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name), "the session cookie").toContain("next-auth.session-token");
}
