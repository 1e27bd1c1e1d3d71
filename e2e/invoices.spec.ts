// GST tax invoices in a real browser: a business buyer checks out with a GSTIN (a wrong check character
// is refused beside its field first), the warehouse ships the cash-on-delivery order from its page and
// sees the invoice's number, and the buyer downloads the invoice from the account; the PDF's text names
// the buyer's GSTIN and business, the place of supply and the IGST. Every page visited is scanned.
import fs from "node:fs";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { drawnText } from "../lib/testing/pdf-text.ts";
import { signIn, WAREHOUSE } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

async function scan(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, name);
}

const PASSWORD = "sheesham-almirah-42";

test("a business buyer gives a GSTIN at checkout, staff ship the order and the buyer downloads the tax invoice", async ({ page, browser, baseURL }, testInfo) => {
  test.slow();
  const email = `gst-${testInfo.project.name}-${Date.now()}@example.in`;
  expect((await page.request.post("/api/v2/register/", { data: { email, password1: PASSWORD, password2: PASSWORD } })).status()).toBe(201);
  await signIn(page, baseURL!, { email, password: PASSWORD });

  // A piece in stock without required options, in the basket through the shop's API.
  const list = await page.request.get("/api/v2/catalogue/product/list/?in_stock=1&page_size=100&sort=price");
  const cards = ((await list.json()) as { results: { id: number; slug: string; structure: string; availability: { is_available_to_buy: boolean } }[] }).results;
  let productId = 0;
  for (const c of cards.filter((x) => x.structure === "standalone" && x.availability.is_available_to_buy)) {
    const detail = (await (await page.request.get(`/api/v2/catalogue/d/${encodeURIComponent(c.slug)}/`)).json()) as { options: { required: boolean }[] };
    if (detail.options.every((o) => !o.required)) {
      productId = c.id;
      break;
    }
  }
  expect(productId).toBeGreaterThan(0);
  expect((await page.request.post("/api/v2/_basket/add/", { headers: { Origin: baseURL! }, data: { product: productId, quantity: 1 } })).status()).toBe(200);

  await page.goto("/checkout/");
  await page.getByLabel("First name").fill("Nikhil");
  await page.getByLabel("Last name").fill("Shah");
  await page.getByLabel("Mobile number").fill(`9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`);
  await page.getByLabel("House, building and street").fill("7 Residency Road");
  await page.getByLabel("City").fill("Bengaluru");
  await page.getByLabel("State").selectOption("Karnataka");
  await page.getByLabel("Pincode").fill("560025");
  await page.getByLabel("GSTIN (optional)").fill("27AAPFU0939F1ZW");
  await page.getByLabel("Registered business name (optional)").fill("Urban Interiors LLP");
  const next = async () => {
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Shipping" })).toBeFocused();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Review and place your order" })).toBeFocused();
    await page.getByRole("button", { name: "Place order" }).click();
  };
  await next();
  // Refused at placing: back on the address step, the message beside the field.
  const gstin = page.getByLabel("GSTIN (optional)");
  await expect(page.getByText("Enter a valid GSTIN.")).toBeVisible();
  await expect(gstin).toHaveAttribute("aria-invalid", "true");
  await scan(page, testInfo, "checkout-gstin-refused");
  await gstin.fill("27AAPFU0939F1ZV");
  await next();
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  const number = (await page.getByTestId("order-number").textContent())!;

  await page.goto("/account/orders/");
  await page.getByRole("link", { name: `Order ${number}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Tax invoice" })).toContainText("once your order ships");
  const orderId = /\/account\/orders\/(\d+)\/$/.exec(page.url())![1];

  // The warehouse ships it from the order's page: the invoice is issued in the same move.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, baseURL!, WAREHOUSE);
  await staff.goto(`/admin/orders/${orderId}/`);
  await expect(staff.getByRole("region", { name: "Payment and delivery" })).toContainText("Issued when the order ships");
  for (const to of ["Processing", "Shipped"]) {
    const form = staff.getByRole("form", { name: "Move the order" });
    await form.getByLabel("Move to").selectOption({ label: to });
    await form.getByRole("button", { name: "Move the order" }).click();
    await expect(staff.getByRole("status").filter({ hasText: `Order moved to ${to}` })).toBeVisible();
  }
  const staffLink = staff.getByRole("link", { name: /^VL\/\d\d-\d\d\/\d{6} \(PDF\)$/ });
  await expect(staffLink).toBeVisible();
  await expect(staff.getByRole("region", { name: "Payment and delivery" })).toContainText("27AAPFU0939F1ZV (Urban Interiors LLP)");
  await scan(staff, testInfo, "admin-order-invoiced");
  const invoiceNumber = (await staffLink.textContent())!.replace(" (PDF)", "");
  await staffContext.close();

  await page.reload();
  const link = page.getByRole("link", { name: "Download the GST tax invoice (PDF)" });
  await expect(link).toBeVisible();
  await scan(page, testInfo, "order-invoice-link");
  const href = (await link.getAttribute("href"))!;
  expect(href).toBe(`/api/v2/orders/${orderId}/invoice/`);
  const pdf = await page.request.get(href);
  expect([pdf.status(), pdf.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  const body = await pdf.body();
  // Kept beside the screenshots, for a person to look at the printed invoice.
  fs.mkdirSync("test-results/screenshots", { recursive: true });
  fs.writeFileSync(`test-results/screenshots/${testInfo.project.name}-tax-invoice.pdf`, body);
  const text = drawnText(body);
  for (const expected of [`Tax invoice no. ${invoiceNumber}`, `Order #${number}`, "Urban Interiors LLP", "GSTIN 27AAPFU0939F1ZV", "GSTIN 08AAJCV4821K1ZY", "Place of supply: Karnataka (state code 29)", "IGST", "Amount in words: Rupees"]) {
    expect(text).toContain(expected);
  }

  // Not for anyone else: a stranger's browser is refused.
  const stranger = await browser.newContext({ baseURL });
  expect((await stranger.request.get(href)).status()).toBe(403);
  await stranger.close();
});
