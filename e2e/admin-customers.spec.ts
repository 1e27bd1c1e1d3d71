// Customers in a real browser (issue 22): staff deactivate a shopper who is signed in elsewhere and the
// shopper's next page is signed out (signing in again says why); a shopper edits their name and mobile,
// downloads their data and asks to be erased, staff erase them and the order stays in /admin/orders/
// without their name; a content staff member is refused the customers. Every admin page visited is
// scanned for accessibility and photographed.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { readFileSync } from "node:fs";
import { signIn } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

const PASSWORD = "cane and teak 2026";
const DEACTIVATED = "This account has been deactivated. Write to us to restore it.";

async function scan(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, name);
}

/** A new shopper registered through the API. */
async function register(request: APIRequestContext, email: string, first: string, last: string): Promise<void> {
  const r = await request.post("/api/v2/register/", { data: { email, password1: PASSWORD, password2: PASSWORD, first_name: first, last_name: last } });
  expect(r.status(), await r.text()).toBe(201);
}

/** Opens the customer's staff page, found by e-mail in the list. */
async function openCustomer(page: Page, testInfo: TestInfo, email: string, name: string, shot: string): Promise<void> {
  await page.goto(`/admin/customers/?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await expect(page.getByText("1 account", { exact: true })).toBeVisible();
  await scan(page, testInfo, `${shot}-list`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await scan(page, testInfo, shot);
}

test("staff deactivate a signed-in shopper: the shopper's next page is signed out and signing in says why", async ({ page, browser, baseURL }, testInfo) => {
  const email = `deactivate-${testInfo.project.name}-${Date.now()}@example.in`;
  const shopper = await browser.newContext({ baseURL });
  const shopperPage = await shopper.newPage();
  await register(shopper.request, email, "Kabir", "Sethi");
  await signIn(shopperPage, baseURL!, { email, password: PASSWORD });
  await shopperPage.goto("/account/");
  await expect(shopperPage.getByRole("heading", { level: 1, name: "Namaste, Kabir" })).toBeVisible();

  await signIn(page, baseURL!);
  await openCustomer(page, testInfo, email, "Kabir Sethi", "customer");
  await expect(page.getByRole("main")).toContainText("1 signed-in session", { useInnerText: true });
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Deactivate the account" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deactivated: every session and token has ended." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Reactivate" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("0 signed-in sessions", { useInnerText: true });
  await scan(page, testInfo, "customer-deactivated");

  // The shopper's next page: signed out, sent to sign in.
  await shopperPage.goto("/account/");
  await expect(shopperPage).toHaveURL(/\/account\/login\//);
  expect((await shopper.request.get("/api/v2/users/0/")).status()).toBe(403);
  const again = await shopper.request.post("/api/v2/login/", { data: { username: email, password: PASSWORD }, headers: { Origin: baseURL! } });
  expect([again.status(), await again.json()]).toEqual([401, { non_field_errors: [DEACTIVATED] }]);
  await shopper.close();
});

test("a shopper downloads their data and asks to be erased; staff erase them and the order stays without the name", async ({ page, browser, baseURL }, testInfo) => {
  const email = `erase-${testInfo.project.name}-${Date.now()}@example.in`;
  const shopper = await browser.newContext({ baseURL });
  const shopperPage = await shopper.newPage();
  await register(shopper.request, email, "Priya", "Nair");
  await signIn(shopperPage, baseURL!, { email, password: PASSWORD });

  // An order, placed through the shop's API while signed in.
  const headers = { Origin: baseURL! };
  const list = (await (await shopper.request.get("/api/v2/catalogue/product/list/?in_stock=1&page_size=100&sort=price")).json()) as {
    results: { id: number; slug: string; structure: string; availability: { is_available_to_buy: boolean; num_available?: number } }[];
  };
  let productId = 0;
  for (const c of list.results.filter((x) => x.structure === "standalone" && x.availability.is_available_to_buy && (x.availability.num_available ?? 0) >= 3)) {
    const detail = (await (await shopper.request.get(`/api/v2/catalogue/d/${encodeURIComponent(c.slug)}/`)).json()) as { options: { required: boolean }[] };
    if (detail.options.every((o) => !o.required)) {
      productId = c.id;
      break;
    }
  }
  expect(productId, "a piece in stock").toBeGreaterThan(0);
  expect((await shopper.request.post("/api/v2/_basket/add/", { headers, data: { product: productId, quantity: 1 } })).status()).toBe(200);
  const basket = (await (await shopper.request.get("/api/v2/basket/")).json()) as { id: number };
  const placed = await shopper.request.post("/api/v2/checkout/", {
    headers,
    data: {
      basket: basket.id,
      payment: { method: "cod" },
      shipping_address: { first_name: "Priya", last_name: "Nair", line1: "22 Church Street", line4: "Bengaluru", state: "Karnataka", postcode: "560001", country: "IN", phone_number: "9845011122" },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()) as { number: string };

  // The account page: name and mobile edited, the data downloaded, erasure asked for.
  await shopperPage.goto("/account/");
  await shopperPage.getByText("Change your name or mobile number").click();
  await shopperPage.getByLabel("Your mobile", { exact: true }).fill("12345");
  await shopperPage.getByRole("button", { name: "Save", exact: true }).click();
  await expect(shopperPage.getByText("Enter a 10-digit Indian mobile number, like 98123 45678.").first()).toBeVisible();
  await shopperPage.getByLabel("Surname", { exact: true }).fill("Nair-Menon");
  await shopperPage.getByLabel("Your mobile", { exact: true }).fill("98450 11122");
  await shopperPage.getByRole("button", { name: "Save", exact: true }).click();
  await expect(shopperPage.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(shopperPage.getByRole("main")).toContainText("+919845011122", { useInnerText: true });
  await expect(shopperPage.getByRole("main")).toContainText("Priya Nair-Menon", { useInnerText: true });
  await expectNoSeriousA11yViolations(shopperPage);
  await saveScreenshot(shopperPage, testInfo, "account-your-data");

  const downloading = shopperPage.waitForEvent("download");
  await shopperPage.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vanya-living-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, "utf8")) as { profile: { email: string; last_name: string }; orders: { number: string; lines: unknown[] }[]; newsletter: unknown };
  expect(data.profile).toMatchObject({ email, last_name: "Nair-Menon" });
  expect(data.orders.map((o) => o.number)).toEqual([order.number]);
  expect(data.orders[0].lines).toHaveLength(1);

  shopperPage.once("dialog", (d) => void d.accept());
  await shopperPage.getByRole("button", { name: "Delete my account" }).click();
  await expect(shopperPage.getByRole("status").filter({ hasText: "We have your request." })).toBeVisible();

  // Staff see the request and erase.
  await signIn(page, baseURL!);
  await page.goto("/admin/customers/?erasure_requested=true");
  await expect(page.getByRole("link", { name: "Priya Nair-Menon" })).toBeVisible();
  await openCustomer(page, testInfo, email, "Priya Nair-Menon", "customer-erasure-requested");
  await expect(page.getByRole("link", { name: order.number })).toHaveAttribute("href", /\/admin\/orders\/\d+\/$/);
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Erase the customer" }).click();
  // The page shows the erased account (the erasure form is gone with the request).
  await expect(page.getByRole("heading", { level: 1, name: /^Erased customer #\d+$/ })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Erased on", { useInnerText: true });
  await expect(page.getByRole("main")).not.toContainText(email, { useInnerText: true });
  await scan(page, testInfo, "customer-erased");

  // The order stays, without the person.
  await page.getByRole("link", { name: order.number }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order #${order.number}` })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).not.toContainText("Priya", { useInnerText: true });
  await expect(main).not.toContainText("Nair", { useInnerText: true });
  await expect(main).not.toContainText(email, { useInnerText: true });
  await expect(main).not.toContainText("Church Street", { useInnerText: true });
  await expect(main).toContainText("560001", { useInnerText: true });
  await scan(page, testInfo, "order-after-erasure");

  // The shopper is signed out and cannot sign in with the old password.
  await shopperPage.goto("/account/");
  await expect(shopperPage).toHaveURL(/\/account\/login\//);
  await shopper.close();
});

test("a content staff member is refused the customers", async ({ page, browser, baseURL }, testInfo) => {
  const email = `content-${testInfo.project.name}-${Date.now()}@example.in`;
  const member = await browser.newContext({ baseURL });
  await register(member.request, email, "Nisha", "Rao");
  await signIn(page, baseURL!);
  const found = (await (await page.request.get(`/api/v2/admin/users/?q=${encodeURIComponent(email)}`)).json()) as { results: { id: number }[] };
  const made = await page.request.patch(`/api/v2/admin/users/${found.results[0].id}/`, { data: { is_staff: true, staff_groups: ["content"] }, headers: { Origin: baseURL! } });
  expect(made.status(), await made.text()).toBe(200);

  const memberPage = await member.newPage();
  await signIn(memberPage, baseURL!, { email, password: PASSWORD });
  expect((await memberPage.goto("/admin/customers/"))?.status()).toBe(403);
  expect((await memberPage.goto(`/admin/customers/${found.results[0].id}/`))?.status()).toBe(403);
  expect((await memberPage.request.get("/api/v2/admin/users/")).status()).toBe(403);
  await memberPage.goto("/admin/");
  await expect(memberPage.getByRole("navigation").getByRole("link", { name: "Customers" })).toHaveCount(0);
  await member.close();
});
