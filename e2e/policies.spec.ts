// A shopper reads the shop's policies from the footer.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

test("the footer's policy links open the policies", async ({ page }, testInfo) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "care@vanyaliving.in" })).toHaveAttribute("href", "mailto:care@vanyaliving.in");
  await footer.getByRole("link", { name: "Returns and refunds" }).click();
  await expect(page).toHaveURL(/\/policies\/return-policy\/$/);
  await expect(page).toHaveTitle(/^Return and Refund Policy/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Return and Refund Policy");
  await expect(page.getByRole("heading", { level: 2, name: "2. Returns within 10 days" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expectNoSeriousA11yViolations(page);

  await footer.getByRole("link", { name: "Privacy policy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.getByRole("table")).toContainText("Orders and invoices");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "privacy-policy");

  await footer.getByRole("link", { name: "Terms and conditions" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
  await expectNoSeriousA11yViolations(page);
});

test("an unknown policy is a 404", async ({ page }) => {
  const response = await page.goto("/policies/cookie-policy/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
});
