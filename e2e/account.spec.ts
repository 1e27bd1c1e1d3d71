// Identity in a real browser: a new shopper signs in with a code read from the mail the shop sent (a
// local SMTP receiver), adds an address and signs out (which ends the API token the page's sign-in was
// answered too); a staff member reaches the staff pages; a shopper is refused there; a registrant
// confirms the address with the password, and the owner of an address someone else registered removes
// that account; "Sign out everywhere" signs out the shopper's other browsers and apps. Every page
// visited is scanned for accessibility problems.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { waitForMail, type SmtpReceiver } from "../lib/messaging/testing.ts";
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

/** The path of the verification link in the latest mail to `to` (the mail's host is the shop's configured public URL). */
async function verificationPath(to: string): Promise<string> {
  const mail = await waitForMail(mailbox, to, 15_000);
  const link = /https?:\/\/[^\s"<>]+\/account\/verify-email\/\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No verification link in the mail to ${to}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** What GET /api/v2/login/ answers an app holding `token`: 200 while it works, 401 once it has ended. */
async function tokenStatus(request: APIRequestContext, token: string): Promise<number> {
  return (await request.get("/api/v2/login/", { headers: { Authorization: `Token ${token}` } })).status();
}

const PASSWORD = "walnut-almirah-77";

async function registerByApi(request: APIRequestContext, email: string): Promise<void> {
  const r = await request.post("/api/v2/register/", { data: { email, password1: PASSWORD, password2: PASSWORD } });
  expect(r.status(), "registering").toBe(201);
}

/**
 * Keeps the API token the page's sign-in at `path` is answered. The page leaves for the next page as soon
 * as the answer arrives (its body is then gone from the browser), so the answer is read as it passes.
 */
async function keepSignInToken(page: Page, path: string): Promise<() => string> {
  let token = "";
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    if (route.request().method() === "POST" && response.status() === 200) token = ((await response.json()) as { token: string }).token;
    await route.fulfill({ response });
  });
  return () => token;
}

/** On the sign-in page: "Use a password instead", then signs in; returns the API token the page was answered. */
async function signInWithPassword(page: Page, email: string): Promise<string> {
  const token = await keepSignInToken(page, "/api/v2/login/");
  await page.goto("/account/login/");
  await page.getByRole("button", { name: "Use a password instead" }).click();
  await page.getByLabel("E-mail address or phone number").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account\/$/);
  await page.unroute("**/api/v2/login/");
  expect(token(), "the sign-in's API token").toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token();
}

test("a new shopper signs in with a code from the mail, adds an address and signs out", async ({ page, request }, testInfo) => {
  const email = `shopper-${testInfo.project.name}-${Date.now()}@example.in`;
  await page.goto("/account/");
  await expect(page).toHaveURL(/\/account\/login\/\?next=%2Faccount%2F$/);
  await expect(page.getByRole("heading", { name: "Sign in or create an account" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "account-login");

  // The page's sign-in is answered an API token it never uses: signing out must end it too.
  const pageToken = await keepSignInToken(page, "/api/v2/auth/login-with-otp/");
  await signInWithMailedCode(page, email, true);
  await expect(page).toHaveURL(/\/account\/$/);
  expect(pageToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const localPart = email.split("@")[0];
  // No name given yet: a plain greeting, and the form to give one open.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Namaste");
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
  await page.getByLabel("Pincode").fill("56003");
  await page.getByRole("button", { name: "Add address" }).click();
  await expect(page.getByText("Enter a valid pincode.")).toBeVisible();
  await expect(page.getByLabel("Pincode")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);
  // The State is checkout's select: a full pincode fills it (India Post's directory); the City typed stays.
  await page.getByLabel("Pincode").fill("560038");
  await expect(page.getByLabel("State")).toHaveValue("Karnataka");
  await expect(page.getByLabel("City")).toHaveValue("Bengaluru");
  // A State that is not the pincode's is refused by the shop, beside the State.
  await page.getByLabel("State").selectOption("Kerala");
  await page.getByRole("button", { name: "Add address" }).click();
  await expect(page.getByText("Pincode 560038 is in Karnataka. Choose Karnataka, or check the pincode.")).toBeVisible();
  await expect(page.getByLabel("State")).toHaveAttribute("aria-invalid", "true");
  await saveScreenshot(page, testInfo, "account-state-refused");
  await page.getByLabel("State").selectOption("Karnataka");
  await page.getByLabel("Deliver here by default").check();
  await page.getByRole("button", { name: "Add address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Address added." })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: "14, 2nd Cross, Indiranagar" });
  await expect(card).toContainText("Bengaluru Karnataka 560038");
  await expect(card).toContainText("+919845012345");
  await expect(card).toContainText("Default delivery address");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "account");

  expect(await tokenStatus(request, pageToken())).toBe(200);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto("/account/");
  await expect(page).toHaveURL(/\/account\/login\//);
  expect(await tokenStatus(request, pageToken())).toBe(401);
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

test("a registrant confirms the address with the password; a wrong one confirms nothing", async ({ page }, testInfo) => {
  const email = `confirm-${testInfo.project.name}-${Date.now()}@example.in`;
  await page.goto("/account/register/");
  await page.getByLabel("E-mail address", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeFocused();
  await expect(page.getByRole("main").getByRole("status")).toContainText("enter your password to confirm your address");

  await page.goto(await verificationPath(email));
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address", level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`An account with a password was created for ${email}`);
  await expect(page.getByRole("main")).toContainText("the first sign-in by code removes its password and signs out every phone, computer and app that was signed in with it");
  await expect(page.getByRole("button", { name: "I did not make this account" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "verify-email");

  const password = page.getByLabel("Password of this account");
  await password.fill("not-my-password-1");
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("That is not the password of this account.");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "verify-email-wrong-password");

  await password.fill(PASSWORD);
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByRole("heading", { name: "Your e-mail address is confirmed" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The password keeps working, and the account shows the address verified.
  await signInWithPassword(page, email);
  await expect(page.getByRole("definition").filter({ hasText: email })).toContainText("Verified");
});

test("the owner of an address someone else registered removes that account from the mail's link; its sign-ins end", async ({ page, request }, testInfo) => {
  const email = `disowned-${testInfo.project.name}-${Date.now()}@example.in`;
  // Someone registers the address and signs in with the password before anyone verified it.
  await registerByApi(request, email);
  const signedIn = await request.post("/api/v2/login/", { data: { username: email, password: PASSWORD } });
  const attackerToken = ((await signedIn.json()) as { token: string }).token;
  expect(await tokenStatus(request, attackerToken)).toBe(200);

  await page.goto(await verificationPath(email));
  await page.getByRole("button", { name: "I did not make this account" }).click();
  await expect(page.getByRole("heading", { name: "The account is removed" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toContainText("everyone who was signed in with it is signed out");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "verify-email-removed");
  expect(await tokenStatus(request, attackerToken)).toBe(401);
  const again = await request.post("/api/v2/login/", { data: { username: email, password: PASSWORD } });
  expect(again.status()).toBe(401);
});

test("\"Sign out everywhere\" signs the shopper out of every browser and app", async ({ page, browser, request }, testInfo) => {
  const email = `everywhere-${testInfo.project.name}-${Date.now()}@example.in`;
  await registerByApi(request, email);
  const pageToken = await signInWithPassword(page, email);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInWithPassword(otherPage, email);
  const app = await request.post("/api/v2/login/", { data: { username: email, password: PASSWORD } });
  const appToken = ((await app.json()) as { token: string }).token;
  expect(await tokenStatus(request, appToken)).toBe(200);

  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/$/);
  // At once on this server: the sign-out drops the credential rows that every route and page of the
  // process reads (lib/auth/ttl-cache.ts; other servers check again within 5 seconds, spec/API.md §2).
  await otherPage.goto("/account/");
  await expect(otherPage).toHaveURL(/\/account\/login\//);
  expect(await tokenStatus(request, appToken)).toBe(401);
  expect(await tokenStatus(request, pageToken)).toBe(401);
  await other.close();
});
