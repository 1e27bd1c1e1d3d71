// Paying online in a real browser, against the local fake of Razorpay the test server runs (PAYMENTS=fake):
// a buyer chooses "Pay online" at checkout, pays on the provider's checkout page and comes back to the
// payment received, then downloads the tax invoice issued with the payment; a guest whose payment fails
// reads why and pays on the second try. Every page of the shop visited is scanned.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { drawnText } from "../lib/testing/pdf-text.ts";
import { signIn } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

async function scan(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, name);
}

const PASSWORD = "teak-charpai-77";

/** A standalone piece in stock with no required options: its id. */
async function buyablePiece(page: Page): Promise<number> {
  const list = await page.request.get("/api/v2/catalogue/product/list/?in_stock=1&page_size=100&sort=price");
  const cards = ((await list.json()) as { results: { id: number; slug: string; structure: string; availability: { is_available_to_buy: boolean } }[] }).results;
  for (const c of cards.filter((x) => x.structure === "standalone" && x.availability.is_available_to_buy)) {
    const detail = (await (await page.request.get(`/api/v2/catalogue/d/${encodeURIComponent(c.slug)}/`)).json()) as { options: { required: boolean }[] };
    if (detail.options.every((o) => !o.required)) return c.id;
  }
  throw new Error("no buyable piece in the demo shop");
}

async function fillAddress(page: Page): Promise<void> {
  await page.getByLabel("First name").fill("Meera");
  await page.getByLabel("Last name").fill("Iyer");
  await page.getByLabel("Mobile number").fill(`9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`);
  await page.getByLabel("House, building and street").fill("12 Cathedral Road");
  await page.getByLabel("City").fill("Chennai");
  await page.getByLabel("State").selectOption("Tamil Nadu");
  await page.getByLabel("Pincode").fill("600086");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Shipping" })).toBeFocused();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Review and place your order" })).toBeFocused();
}

/** On the review step: choose to pay online and place the order; answers the amount shown. */
async function placeAndPayOnline(page: Page, testInfo: TestInfo): Promise<string> {
  await page.getByRole("radio", { name: /Pay online/ }).check();
  await expect(page.getByRole("button", { name: "Place order and pay" })).toBeVisible();
  await scan(page, testInfo, "checkout-pay-online");
  const total = (await page.getByTestId("checkout-total").textContent())!;
  await page.getByRole("button", { name: "Place order and pay" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pay for your order" })).toBeVisible();
  await expect(page.getByTestId("amount-due")).toHaveText(total);
  return total;
}

/** On the provider's (fake) checkout page: press one of its buttons; the shop's page comes back. */
async function onProviderPage(page: Page, button: "Pay" | "Fail"): Promise<void> {
  await expect(page.getByText("Test checkout: no money moves.")).toBeVisible();
  await page.getByRole("button", { name: button, exact: true }).click();
  await page.waitForURL(/\/orders\/\d+\/pay\/\?token=/);
}

test("a buyer pays online through the provider's checkout and downloads the tax invoice", async ({ page, baseURL }, testInfo) => {
  test.slow();
  const email = `pay-${testInfo.project.name}-${Date.now()}@example.in`;
  expect((await page.request.post("/api/v2/register/", { data: { email, password1: PASSWORD, password2: PASSWORD } })).status()).toBe(201);
  await signIn(page, baseURL!, { email, password: PASSWORD });
  expect((await page.request.post("/api/v2/_basket/add/", { headers: { Origin: baseURL! }, data: { product: await buyablePiece(page), quantity: 1 } })).status()).toBe(200);

  await page.goto("/checkout/");
  await fillAddress(page);
  const total = await placeAndPayOnline(page, testInfo);
  const number = (await page.getByTestId("order-number").textContent())!;
  await scan(page, testInfo, "pay-page");

  await page.getByTestId("pay-button").click();
  await onProviderPage(page, "Pay");
  await expect(page.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible();
  await expect(page.getByTestId("payment-received")).toContainText(`we have received ${total} for order ${number}`);
  await scan(page, testInfo, "pay-received");

  // The account shows it paid, with the invoice issued with the payment.
  await page.goto("/account/orders/");
  await page.getByRole("link", { name: `Order ${number}` }).click();
  await expect(page.getByText("paid online")).toBeVisible();
  const link = page.getByRole("link", { name: "Download the GST tax invoice (PDF)" });
  await expect(link).toBeVisible();
  await scan(page, testInfo, "account-order-paid");
  const pdf = await page.request.get((await link.getAttribute("href"))!);
  expect([pdf.status(), pdf.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  const text = drawnText(await pdf.body());
  for (const expected of [`Order #${number}`, "Meera Iyer", "Place of supply: Tamil Nadu (state code 33)", "IGST", "Amount in words: Rupees"]) expect(text).toContain(expected);
});

test("a guest's payment fails, the page says why, and the second try is paid", async ({ page, baseURL }, testInfo) => {
  test.slow();
  expect((await page.request.post("/api/v2/_basket/add/", { headers: { Origin: baseURL! }, data: { product: await buyablePiece(page), quantity: 1 } })).status()).toBe(200);
  await page.goto("/checkout/");
  await page.getByRole("textbox", { name: "E-mail address", exact: true }).fill(`guest-pay-${testInfo.project.name}-${Date.now()}@example.in`);
  await page.getByRole("button", { name: "Continue as a guest" }).click();
  await expect(page.getByRole("heading", { name: "Delivery address" })).toBeFocused();
  await fillAddress(page);
  const total = await placeAndPayOnline(page, testInfo);

  await page.getByTestId("pay-button").click();
  await onProviderPage(page, "Fail");
  await expect(page.getByTestId("payment-error")).toContainText("Your payment did not go through: Payment failed because the bank declined it. No money was taken.");
  await scan(page, testInfo, "pay-failed");

  await page.getByRole("button", { name: `Try again: pay ${total}` }).click();
  await onProviderPage(page, "Pay");
  await expect(page.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible();
  // The order's own tracking page, as its mails link it, shows the payment in its timeline.
  await page.getByRole("link", { name: "Follow this order" }).click();
  await expect(page.getByText(`Payment of ${total} received by UPI`)).toBeVisible();
  await scan(page, testInfo, "tracking-paid");
});
