// Vouchers in a real browser: the owner creates a voucher, a guest shopper uses it at checkout and the
// voucher list shows the use and the takings; the warehouse member is refused the vouchers (403).
import { expect, test } from "@playwright/test";
import { signIn, WAREHOUSE } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

interface Card {
  title: string;
  slug: string;
  structure: string;
  availability: { is_available_to_buy: boolean; num_available?: number };
}

test("the owner creates a voucher which a shopper then uses at checkout", async ({ page, browser, baseURL }, testInfo) => {
  const origin = new URL(baseURL!).origin;
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, origin);
  await page.goto("/admin/vouchers/");
  await expect(page.getByRole("heading", { level: 1, name: "Vouchers" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole("link", { name: "New voucher" })).toBeVisible();
  await page.goto("/admin/vouchers/new/");
  await expect(page.getByRole("heading", { level: 1, name: "New voucher" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Test: ₹100 off");
  await page.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await page.getByLabel("Discount", { exact: true }).selectOption("fixed");
  await page.getByLabel("Value", { exact: true }).fill("250");
  await expectNoSeriousA11yViolations(page);
  // A rule broken first: the error shows beside its field.
  await page.getByLabel("Value", { exact: true }).fill("0");
  await page.getByRole("button", { name: "Create the voucher" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Ensure this value is greater than 0." })).toBeVisible();
  await expect(page.getByLabel("Value", { exact: true })).toHaveAttribute("aria-invalid", "true");
  // What was typed stays, beside the error.
  await expect(page.getByLabel("Code", { exact: true })).toHaveValue(code.toLowerCase());
  await expect(page.getByLabel("Discount", { exact: true })).toHaveValue("fixed");
  await page.getByLabel("Value", { exact: true }).fill("100");
  await page.getByRole("button", { name: "Create the voucher" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Voucher ${code}` })).toBeVisible();
  await expect(page.locator("main")).toContainText("Live · used by 0 orders");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "voucher-created");

  // A guest uses it.
  const shopper = await browser.newPage();
  const listing = (await (await shopper.request.get("/api/v2/catalogue/product/list/?in_stock=1&page_size=50&sort=price")).json()) as { results: Card[] };
  const card = listing.results.find((c) => c.structure === "standalone" && c.availability.is_available_to_buy && (c.availability.num_available ?? 99) >= 3)!;
  await shopper.goto(`/p/${encodeURIComponent(card.slug)}/`);
  await shopper.getByRole("button", { name: "Add to basket" }).click();
  await expect(shopper.getByRole("status").filter({ hasText: "Added to your basket" })).toBeVisible();
  await shopper.goto("/basket/");
  await shopper.getByLabel("Voucher code").fill(code.toLowerCase());
  await shopper.getByRole("button", { name: "Apply" }).click();
  await expect(shopper.getByRole("status").filter({ hasText: `Voucher ${code} applied.` })).toBeVisible();
  await shopper.getByRole("link", { name: "Go to checkout" }).click();
  await shopper.getByLabel("E-mail address", { exact: true }).fill(`voucher-${Date.now()}@example.in`);
  await shopper.getByRole("button", { name: "Continue as a guest" }).click();
  await shopper.getByLabel("First name").fill("Kavya");
  await shopper.getByLabel("Last name").fill("Iyer");
  await shopper.getByLabel("Mobile number").fill(`9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`);
  await shopper.getByLabel("House, building and street").fill("14, 2nd Cross, Indiranagar");
  await shopper.getByLabel("City").fill("Bengaluru");
  await shopper.getByLabel("State").selectOption("Karnataka");
  await shopper.getByLabel("Pincode").fill("560001");
  await shopper.getByRole("button", { name: "Continue" }).click();
  await expect(shopper.getByRole("heading", { name: "Shipping" })).toBeFocused();
  await shopper.getByRole("radio", { name: /Standard delivery/ }).check();
  await shopper.getByRole("button", { name: "Continue" }).click();
  await expect(shopper.getByRole("form", { name: "Checkout" }).getByText("Voucher discount")).toBeVisible();
  await shopper.getByRole("button", { name: "Place order" }).click();
  await expect(shopper.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await shopper.close();

  await page.goto(`/admin/vouchers/?q=${code}`);
  const row = page.getByRole("table", { name: "Vouchers, latest ending first" }).getByRole("row").nth(1);
  await expect(row.getByRole("cell").nth(5)).toHaveText("1");
  await expect(row.getByRole("cell").nth(6)).toHaveText("100.00");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "vouchers-list");
});

test("the warehouse member is refused the vouchers", async ({ page, baseURL }) => {
  await signIn(page, new URL(baseURL!).origin, WAREHOUSE);
  expect((await page.goto("/admin/vouchers/"))?.status()).toBe(403);
  expect((await page.request.get("/api/v2/admin/vouchers/")).status()).toBe(403);
  await page.goto("/admin/");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Vouchers" })).toHaveCount(0);
});
