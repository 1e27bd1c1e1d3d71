// Identity in a real browser: a new shopper signs in with a code read from the mail the shop sent (a
// local SMTP receiver), adds an address and signs out; a staff member reaches the staff pages; a shopper
// is refused there. Every page visited is scanned for accessibility problems.
import { expect, test, type Page } from "@playwright/test";
import type { SmtpReceiver } from "../lib/messaging/testing.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { signInCode, startMailbox } from "./support/mail.ts";
import { saveScreenshot } from "./support/screenshot.ts";

let mailbox: SmtpReceiver;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

const STAFF_EMAIL = process.env.SEED_ADMIN_EMAIL ?? "admin@vanyaliving.in";

/** On the sign-in page: asks for a code for `email`, reads it from the mail and signs in. */
async function signInWithMailedCode(page: Page, email: string, scan = false): Promise<void> {
  const before = mailbox.mails.length;
  await page.getByLabel("E-mail address or mobile number").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "We sent a 6-digit code" })).toContainText(email);
  const codeField = page.getByLabel("6-digit code");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  if (scan) await expectNoSeriousA11yViolations(page);
  const code = await signInCode(mailbox, email.toLowerCase(), before);
  await codeField.fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("a new shopper signs in with a code from the mail, adds an address and signs out", async ({ page }, testInfo) => {
  const email = `shopper-${testInfo.project.name}-${Date.now()}@example.in`;
  await page.goto("/account/");
  await expect(page).toHaveURL(/\/account\/login\/\?next=%2Faccount%2F$/);
  await expect(page.getByRole("heading", { name: "Sign in or create an account" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "account-login");

  await signInWithMailedCode(page, email, true);
  await expect(page).toHaveURL(/\/account\/$/);
  const localPart = email.split("@")[0];
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Namaste, ${localPart}`);
  await expect(page.getByRole("banner").getByRole("link", { name: new RegExp(localPart) })).toBeVisible();
  await expect(page.getByText("No addresses yet")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Add an address" }).click();
  await expect(page.getByRole("heading", { name: "Add an address" })).toBeFocused();
  await page.getByLabel("First name").fill("Kavya");
  await page.getByLabel("Last name").fill("Iyer");
  await page.getByLabel("Mobile number").fill("98450 12345");
  await page.getByLabel("House, building and street").fill("14, 2nd Cross, Indiranagar");
  await page.getByLabel("City").fill("Bengaluru");
  await page.getByLabel("State").fill("Karnataka");
  await page.getByLabel("Pincode").fill("56003");
  await page.getByRole("button", { name: "Add address" }).click();
  await expect(page.getByText("Enter a valid pincode.")).toBeVisible();
  await expect(page.getByLabel("Pincode")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Pincode").fill("560038");
  await page.getByLabel("Deliver here by default").check();
  await page.getByRole("button", { name: "Add address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Address added." })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: "14, 2nd Cross, Indiranagar" });
  await expect(card).toContainText("Bengaluru Karnataka 560038");
  await expect(card).toContainText("+919845012345");
  await expect(card).toContainText("Default delivery address");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "account");

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto("/account/");
  await expect(page).toHaveURL(/\/account\/login\//);
});

test("a network failure while asking for a code is shown and announced on the first step", async ({ page }) => {
  await page.goto("/account/login/");
  await page.route("**/api/v2/auth/send-otp/", (route) => route.abort("internetdisconnected"));
  await page.getByLabel("E-mail address or mobile number").fill("offline-shopper@example.in");
  await page.getByRole("button", { name: "Send me a code" }).click();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toHaveText("We could not reach the shop. Check your connection and try again.");
  await expect(page.getByRole("heading", { name: "Sign in or create an account" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Back online, the same form asks again and moves on; the message goes.
  await page.unroute("**/api/v2/auth/send-otp/");
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
});

test("a staff member reaches the staff pages", async ({ page }, testInfo) => {
  const response = await page.goto("/admin/");
  expect(response?.url()).toMatch(/\/account\/login\/\?next=%2Fadmin%2F$/);
  await signInWithMailedCode(page, STAFF_EMAIL);
  await expect(page).toHaveURL(/\/admin\/$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff pages" }).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Products on sale" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-dashboard");
});

test("a shopper is refused at the staff pages", async ({ page }, testInfo) => {
  await page.goto("/account/login/");
  await signInWithMailedCode(page, `not-staff-${testInfo.project.name}-${Date.now()}@example.in`);
  await expect(page).toHaveURL(/\/account\/$/);
  const response = await page.goto("/admin/");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "This page is for the shop’s staff" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-forbidden");
});

test("a shopper creating an account is taken to each problem, then told to check the mail", async ({ page }, testInfo) => {
  await page.goto("/account/register/");
  const email = page.getByLabel("E-mail address", { exact: true });
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  const address = `register-${testInfo.project.name}-${Date.now()}@example.in`;
  await email.fill(address);
  await page.getByLabel("Password", { exact: true }).fill("walnut-almirah-77");
  await page.getByLabel("Password again").fill("walnut-almirah-78");
  await page.getByRole("button", { name: "Create my account" }).click();
  const alert = page.getByRole("main").getByRole("alert").filter({ hasText: "Passwords do not match" });
  await expect(alert).toBeFocused();

  await page.getByLabel("Password again").fill("walnut-almirah-77");
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeFocused();
  await expect(page.getByRole("main").getByRole("status")).toContainText(address);
});
