// Staff run orders from pages: the owner finds a guest's order, moves it to processing and ships it
// with a tracking number (the buyer's tracking page shows "Shipped", the mail arrives, staff got the
// new-order mail, the packing slip is a PDF); cancels an order with a reason and the stock comes back;
// the warehouse member bulk-moves and ships orders and is refused the owner's audit log. Every admin
// page visited is scanned for accessibility and photographed.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import type { ReceivedMail, SmtpReceiver } from "../lib/messaging/testing.ts";
import { signIn, WAREHOUSE } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { startMailbox } from "./support/mail.ts";
import { saveScreenshot } from "./support/screenshot.ts";

let mailbox: SmtpReceiver;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

/** The first mail to `to` that `match` accepts, waiting up to 15 s. */
async function mailFor(to: string, match: (m: ReceivedMail) => boolean): Promise<ReceivedMail> {
  const until = Date.now() + 15_000;
  for (;;) {
    const mail = mailbox.mails.find((m) => m.envelopeTo.includes(to) && match(m));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`No such mail for ${to}: ${mailbox.mails.map((m) => m.subject).join(" | ")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function scan(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, name);
}

interface Piece {
  id: number;
  slug: string;
  free: number;
}

/** A standalone piece in stock with no required option, and how many units are free. */
async function pieceInStock(request: APIRequestContext): Promise<Piece> {
  const r = await request.get("/api/v2/catalogue/product/list/?in_stock=1&page_size=100&sort=price");
  const cards = ((await r.json()) as { results: { id: number; slug: string; structure: string; availability: { is_available_to_buy: boolean; num_available?: number } }[] }).results;
  for (const c of cards.filter((x) => x.structure === "standalone" && x.availability.is_available_to_buy && (x.availability.num_available ?? 0) >= 5)) {
    const detail = (await (await request.get(`/api/v2/catalogue/d/${encodeURIComponent(c.slug)}/`)).json()) as { options: { required: boolean }[] };
    if (detail.options.every((o) => !o.required)) return { id: c.id, slug: c.slug, free: c.availability.num_available! };
  }
  throw new Error("No standalone piece in stock");
}

async function freeUnits(request: APIRequestContext, slug: string): Promise<number> {
  const d = (await (await request.get(`/api/v2/catalogue/d/${encodeURIComponent(slug)}/`)).json()) as { availability: { num_available?: number } };
  return d.availability.num_available ?? -1;
}

const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** A guest's order placed through the shop's API: its number and its tracking page. */
async function guestOrder(request: APIRequestContext, baseURL: string, email: string, piece: Piece): Promise<{ number: string; trackingPath: string }> {
  const headers = { Origin: baseURL };
  expect((await request.post("/api/v2/_basket/add/", { headers, data: { product: piece.id, quantity: 1 } })).status()).toBe(200);
  const basket = (await (await request.get("/api/v2/basket/")).json()) as { id: number };
  const placed = await request.post("/api/v2/checkout/", {
    headers,
    data: {
      basket: basket.id,
      guest_email: email,
      payment: { method: "cod" },
      shipping_address: { first_name: "Lata", last_name: "Menon", line1: "9 Brigade Road", line4: "Bengaluru", state: "Karnataka", postcode: "560001", country: "IN", phone_number: mobile() },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()) as { number: string; tracking_url: string };
  const url = new URL(order.tracking_url);
  return { number: order.number, trackingPath: url.pathname + url.search };
}

/** Opens the order from the list, found by its buyer's e-mail. */
async function openOrder(page: Page, testInfo: TestInfo, email: string, number: string, shot?: string): Promise<void> {
  await page.goto(`/admin/orders/?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(page.getByText("1 order", { exact: true })).toBeVisible();
  if (shot) await scan(page, testInfo, shot);
  await page.getByRole("link", { name: `#${number}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeVisible();
}

async function move(page: Page, to: string, fields: Record<string, string> = {}): Promise<void> {
  const form = page.getByRole("form", { name: "Move the order" });
  await form.getByLabel("Move to").selectOption({ label: to });
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole("button", { name: "Move the order" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Order moved to ${to}` })).toBeVisible();
}

test("the owner ships an order with a tracking number; the buyer sees Shipped and gets the mail", async ({ page, browser, baseURL }, testInfo) => {
  const buyer = await browser.newContext({ baseURL });
  const email = `ship-${testInfo.project.name}-${Date.now()}@example.in`;
  const { number, trackingPath } = await guestOrder(buyer.request, baseURL!, email, await pieceInStock(buyer.request));
  // Staff heard of it (STAFF_EMAIL), with a link to the order's admin page.
  const staffMail = await mailFor("care@vanyaliving.in", (m) => m.subject.startsWith(`New order ${number}`));
  expect(staffMail.text).toContain("/admin/orders/");
  expect(staffMail.text).not.toContain("token=");

  await signIn(page, baseURL!);
  await page.goto("/admin/");
  await expect(page.getByRole("heading", { name: "Sales, last 30 days" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Sales, last 30 days" })).toBeVisible();
  await scan(page, testInfo, "admin-dashboard");
  await openOrder(page, testInfo, email, number, "admin-orders-list");
  await expect(page.getByRole("region", { name: "Buyer" })).toContainText(email);
  await expect(page.getByRole("region", { name: "Deliver to" })).toContainText("560001");
  await scan(page, testInfo, "admin-order-new");
  await move(page, "Processing");
  await move(page, "Shipped", { "Tracking number": "DTDC998877", "Note to the buyer": "Two boxes, handle with care" });
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText("tracking DTDC998877");
  await scan(page, testInfo, "admin-order-shipped");

  const slip = await page.request.get(`${new URL(page.url()).pathname}packing-slip/`);
  expect([slip.status(), slip.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  expect((await slip.body()).subarray(0, 5).toString()).toBe("%PDF-");

  const mail = await mailFor(email, (m) => m.subject.includes("Shipped"));
  expect(mail.text).toContain("DTDC998877");
  const tracking = await buyer.newPage();
  await tracking.goto(trackingPath);
  await expect(tracking.getByTestId("order-status")).toHaveText("Shipped");
  await expect(tracking.getByTestId("tracking-number")).toHaveText("DTDC998877");
  await buyer.close();
});

test("the owner cancels an order with a reason and its stock comes back", async ({ page, browser, baseURL }, testInfo) => {
  const buyer = await browser.newContext({ baseURL });
  const piece = await pieceInStock(buyer.request);
  const before = await freeUnits(buyer.request, piece.slug);
  const email = `cancel-${testInfo.project.name}-${Date.now()}@example.in`;
  const { number } = await guestOrder(buyer.request, baseURL!, email, piece);
  // (checkout's allocation refreshes the cached figure only when a piece sells out; a cancel refreshes it)

  await signIn(page, baseURL!);
  await openOrder(page, testInfo, email, number);
  const cancel = page.getByRole("form", { name: "Cancel the order" });
  await cancel.getByRole("button", { name: "Cancel the order" }).click();
  await expect(cancel.getByText("Give the reason for cancelling (the buyer reads it).")).toBeVisible();
  await expect(cancel.getByLabel("Reason for cancelling")).toHaveAttribute("aria-invalid", "true");
  await scan(page, testInfo, "admin-order-cancel-error");
  await cancel.getByLabel("Reason for cancelling").fill("The buyer asked us to cancel by phone");
  await cancel.getByRole("button", { name: "Cancel the order" }).click();
  // The page is drawn again as cancelled: no more moves, the reason in the timeline.
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText("The buyer asked us to cancel by phone");
  await expect(page.getByRole("form", { name: "Cancel the order" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "History" })).toContainText("order.status");
  await scan(page, testInfo, "admin-order-cancelled");
  await expect.poll(() => freeUnits(buyer.request, piece.slug)).toBe(before);
  await buyer.close();
});

test("the warehouse member moves orders in bulk and ships one, and is refused the audit log", async ({ page, browser, baseURL }, testInfo) => {
  const buyer = await browser.newContext({ baseURL });
  const piece = await pieceInStock(buyer.request);
  const email = `bulk-${testInfo.project.name}-${Date.now()}@example.in`;
  const { number } = await guestOrder(buyer.request, baseURL!, email, piece);
  await buyer.close();

  await signIn(page, baseURL!, WAREHOUSE);
  await page.goto(`/admin/orders/?status=new&q=${encodeURIComponent(email)}`);
  await page.getByRole("checkbox", { name: `Select order ${number}` }).check();
  await page.getByLabel("With the selected orders").selectOption("processing");
  await page.getByRole("button", { name: "Review…" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Move orders" })).toBeVisible();
  await expect(page.getByText("Selected: 1, ready to move: 1.")).toBeVisible();
  await scan(page, testInfo, "admin-orders-bulk-confirm");
  await page.getByRole("button", { name: "Yes, move 1 order to Processing" }).click();
  await expect(page.getByRole("status")).toHaveText("1 order moved to Processing.");

  await openOrder(page, testInfo, email, number);
  await move(page, "Shipped", { "Tracking number": "BLUEDART4455" });

  const refused = await page.goto("/admin/audit-log/");
  expect(refused?.status()).toBe(403);
  await scan(page, testInfo, "admin-audit-log-refused");
});
