// A return in a real browser: a signed-in buyer's cash-on-delivery order is delivered; from the account
// the buyer asks to return it (a malformed UPI ID is refused beside its field first); the warehouse finds
// it under Returns, approves it, marks it picked up and received (fit to sell again); the buyer then sees
// the refund to their UPI ID and downloads the credit note, whose text is read back. Every page visited
// is scanned.
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { formatMoney } from "../lib/money/format.ts";
import { drawnText } from "../lib/testing/pdf-text.ts";
import { signIn, WAREHOUSE } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

async function scan(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, name);
}

const PASSWORD = "teak-bench-returns-7";
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** A standalone piece in stock with no required option. */
async function pieceInStock(request: APIRequestContext): Promise<number> {
  const list = await request.get("/api/v2/catalogue/product/list/?in_stock=1&page_size=100&sort=price");
  const cards = ((await list.json()) as { results: { id: number; slug: string; structure: string; availability: { is_available_to_buy: boolean } }[] }).results;
  for (const c of cards.filter((x) => x.structure === "standalone" && x.availability.is_available_to_buy)) {
    const detail = (await (await request.get(`/api/v2/catalogue/d/${encodeURIComponent(c.slug)}/`)).json()) as { options: { required: boolean }[] };
    if (detail.options.every((o) => !o.required)) return c.id;
  }
  throw new Error("No standalone piece in stock");
}

test("a buyer returns a delivered line and sees the refund and the credit note", async ({ page, browser, baseURL }, testInfo) => {
  test.slow();
  const email = `return-${testInfo.project.name}-${Date.now()}@example.in`;
  expect((await page.request.post("/api/v2/register/", { data: { email, password1: PASSWORD, password2: PASSWORD } })).status()).toBe(201);
  await signIn(page, baseURL!, { email, password: PASSWORD });

  // A cash-on-delivery order placed through the shop's API, from the account.
  const headers = { Origin: baseURL! };
  expect((await page.request.post("/api/v2/_basket/add/", { headers, data: { product: await pieceInStock(page.request), quantity: 1 } })).status()).toBe(200);
  const basket = (await (await page.request.get("/api/v2/basket/")).json()) as { id: number };
  const placed = await page.request.post("/api/v2/checkout/", {
    headers,
    data: {
      basket: basket.id,
      payment: { method: "cod" },
      shipping_address: { first_name: "Ritu", last_name: "Kapoor", line1: "22 Lavelle Road", line4: "Bengaluru", state: "Karnataka", postcode: "560001", country: "IN", phone_number: mobile() },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()) as { number: string; url: string; lines: string };
  const orderId = /\/orders\/(\d+)\/$/.exec(order.url)![1]!;
  // The refund is what the line cost (delivery and any cash-on-delivery charge stay with the shop).
  const [bought] = (await (await page.request.get(new URL(order.lines).pathname)).json()) as { price_incl_tax: string }[];

  // Before delivery the order offers no return.
  await page.goto(`/account/orders/${orderId}/`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.number}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return items" })).toHaveCount(0);

  // The warehouse ships and delivers it (the staff API, as a courier integration would).
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, baseURL!, WAREHOUSE);
  for (const status of ["processing", "shipped", "delivered"]) {
    const moved = await staff.request.post(`/api/v2/admin/orders/${orderId}/status/`, { headers, data: { status, ...(status === "shipped" ? { tracking_number: "BD778899" } : {}) } });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // The buyer asks for the return from the account.
  await page.reload();
  await expect(page.getByRole("region", { name: "Returns" })).toContainText("You can ask for a return until");
  await scan(page, testInfo, "order-delivered-return-link");
  await page.getByRole("link", { name: "Return items" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Return items from order ${order.number}` })).toBeVisible();
  await expect(page.getByLabel("Pickup address")).toHaveValue(/22 Lavelle Road/);
  await scan(page, testInfo, "return-form");
  const line = page.getByRole("group", { name: "What would you like to return?" }).getByRole("combobox").first();
  await line.selectOption({ label: "Return 1" });
  await page.getByLabel("Why are you returning them?").fill("The finish is darker than in the pictures.");
  const upi = page.getByLabel("UPI ID for your refund");
  await upi.fill("ritu kapoor");
  await page.getByRole("button", { name: "Ask for the return" }).click();
  await expect(page.getByText("Enter a UPI ID such as name@bank.")).toBeVisible();
  await expect(upi).toHaveAttribute("aria-invalid", "true");
  await expect(upi).toBeFocused();
  await scan(page, testInfo, "return-form-upi-refused");
  await upi.fill("ritu.kapoor@okaxis");
  await page.getByRole("button", { name: "Ask for the return" }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}/\\?return=\\d+`));
  const returns = page.getByRole("region", { name: "Returns" });
  await expect(returns).toContainText("Requested");
  const returnId = /return=(\d+)/.exec(page.url())![1]!;
  await expect(returns).toContainText(`Return ${returnId}`);
  await scan(page, testInfo, "order-return-requested");

  // The warehouse finds it under Returns and takes it through approval, pickup and receipt.
  await staff.goto("/admin/returns/?status=requested");
  await expect(staff.getByRole("heading", { level: 1, name: "Returns" })).toBeVisible();
  await scan(staff, testInfo, "admin-returns-list");
  await staff.getByRole("link", { name: `Return ${returnId}`, exact: true }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `Return ${returnId}` })).toBeVisible();
  await expect(staff.getByText("UPI ID ritu.kapoor@okaxis")).toBeVisible();
  await scan(staff, testInfo, "admin-return-requested");
  const decide = staff.getByRole("form", { name: "Approve or refuse the return" });
  await decide.getByLabel("Note to the buyer").fill("Our courier will come on Thursday morning.");
  await decide.getByRole("button", { name: "Approve" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Return approved; the buyer is mailed." })).toBeVisible();
  await staff.reload();
  await staff.getByRole("form", { name: "Mark the return picked up" }).getByRole("button", { name: "Mark picked up" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Return picked up; the buyer is mailed." })).toBeVisible();
  await staff.reload();
  const receive = staff.getByRole("form", { name: "Mark the return received" });
  await receive.getByLabel("Yes: put them back in stock").check();
  await scan(staff, testInfo, "admin-return-receiving");
  await receive.getByRole("button", { name: "Mark received" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Return received; the buyer is mailed. The credit note and the refund are issued." })).toBeVisible();
  await staff.reload();
  await expect(staff.getByRole("region", { name: "Refund and credit note" })).toContainText("to UPI ID ritu.kapoor@okaxis: To be sent");
  await scan(staff, testInfo, "admin-return-received");
  await staff.goto(`/admin/orders/${orderId}/`);
  await expect(staff.getByRole("region", { name: "Returns" })).toContainText(`Return ${returnId}`);
  await staffContext.close();

  // The buyer sees the refund on its way and downloads the credit note.
  await page.goto(`/account/orders/${orderId}/`);
  await expect(returns).toContainText("Received");
  await expect(returns).toContainText(`Refund of ${formatMoney(bought!.price_incl_tax)} to UPI ID ritu.kapoor@okaxis: on its way.`);
  await expect(page.getByRole("link", { name: "Return items" })).toHaveCount(0);
  const link = page.getByRole("link", { name: `Download the credit note for return ${returnId} (PDF)` });
  await expect(link).toBeVisible();
  await scan(page, testInfo, "order-return-received");
  const pdf = await page.request.get((await link.getAttribute("href"))!);
  expect([pdf.status(), pdf.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  const body = await pdf.body();
  fs.mkdirSync("test-results/screenshots", { recursive: true });
  fs.writeFileSync(`test-results/screenshots/${testInfo.project.name}-return-credit-note.pdf`, body);
  const text = drawnText(body);
  for (const expected of ["Credit note no. CN/", `Order #${order.number}`, "Against tax invoice no. VL/", `Reason: Goods returned (return ${returnId})`, "Place of supply: Karnataka (state code 29)"]) {
    expect(text).toContain(expected);
  }

  // The warehouse sends the money by UPI and records it on the order's page; the return is then refunded.
  const staffAgain = await browser.newContext({ baseURL });
  const clerk = await staffAgain.newPage();
  await signIn(clerk, baseURL!, WAREHOUSE);
  await clerk.goto(`/admin/orders/${orderId}/`);
  const money = clerk.getByRole("region", { name: "Payments and refunds" });
  await expect(money).toContainText(`Refund ${formatMoney(bought!.price_incl_tax)}: to be sent`);
  const paid = money.getByRole("form", { name: /^Record UPI refund \d+ as paid$/ });
  await paid.getByLabel("UPI transfer reference").fill("UTR 6120 3391 7781");
  await scan(clerk, testInfo, "admin-order-upi-refund");
  await paid.getByRole("button", { name: "Record as paid" }).click();
  // The page is drawn again with the refund done (its form gone).
  await expect(money).toContainText(`Refund ${formatMoney(bought!.price_incl_tax)}: done`);
  await expect(money).toContainText("reference UTR 6120 3391 7781");
  await scan(clerk, testInfo, "admin-order-refunded");
  await staffAgain.close();
  await page.reload();
  await expect(returns).toContainText(`Return ${returnId} · Refunded`);
  await expect(returns).toContainText("(reference UTR 6120 3391 7781)");
});
