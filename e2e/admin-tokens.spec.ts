// Integration tokens in a real browser: the warehouse member makes a token with their one group, sees
// its key once, the key works on the staff API with only that group, and revoking it stops it.
import { expect, test } from "@playwright/test";
import { signIn, WAREHOUSE } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

test("a staff member makes an integration token, uses it and revokes it", async ({ page, baseURL, playwright }, testInfo) => {
  await signIn(page, new URL(baseURL!).origin, WAREHOUSE);
  await page.goto("/admin/tokens/");
  await expect(page.getByRole("heading", { level: 1, name: "Integration tokens" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const name = `ERP ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Orders and stock").check();
  await page.getByRole("button", { name: "Make the token" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Token "${name}" made.` })).toBeVisible();
  const key = await page.getByLabel(/copy it now/).inputValue();
  expect(key.length).toBeGreaterThan(30);
  await expect(page.getByRole("table", { name: "Your integration tokens" })).toContainText(name);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "tokens-made");

  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Token ${key}` } });
  expect((await api.get("/api/v2/admin/stockrecords/?page_size=1")).status()).toBe(200);
  expect((await api.post("/api/v2/staff-tokens/", { data: { name: "More", staff_groups: ["orders"] } })).status()).toBe(403);

  await page.getByRole("button", { name: `Revoke ${name}` }).click();
  await expect(page.getByRole("table", { name: "Your integration tokens" })).toHaveCount(0);
  expect((await api.get("/api/v2/admin/stockrecords/?page_size=1")).status()).toBe(401);
  await api.dispose();
});
