// Back in stock and search in the shopper's words, in a real browser: a guest asks to be told when a
// sold-out product is back, confirms by the link mailed to them (a local SMTP receiver), and gets one
// mail when a staff member adds stock on the admin stock page; a shopper searching for "almirah" finds
// the wardrobes, in the suggestions and on the search page. Every page visited is scanned for
// accessibility problems.
import { expect, test, type Page } from "@playwright/test";
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

interface StockRecord {
  id: number;
  partner_sku: string;
  num_in_stock: number | null;
  num_allocated: number;
  product: { title: string; slug: string };
}

/** Each project its own standalone product, so a run on either leaves the other's alone. */
const PRODUCT = { desktop: "Kutch Sheesham Coffee Table", phone: "Sona Shoe Rack" } as Record<string, string>;

async function mailTo(to: string, subject: string): Promise<ReceivedMail> {
  const until = Date.now() + 20_000;
  for (;;) {
    const mail = mailbox.mails.find((m) => m.envelopeTo.includes(to) && m.subject.includes(subject));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`No mail "${subject}" for ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The staff member sets the product's stock on the admin stock page (the row's quick form). */
async function setStock(staff: Page, record: StockRecord, units: number): Promise<void> {
  await staff.goto(`/admin/stock/?q=${encodeURIComponent(record.partner_sku)}`);
  await expect(staff.getByRole("heading", { level: 1, name: "Stock and prices" })).toBeVisible();
  await staff.getByLabel(`Stock of ${record.partner_sku}`, { exact: true }).fill(String(units));
  await staff.getByRole("button", { name: `Save stock of ${record.partner_sku}`, exact: true }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
}

test("a shopper asks to be told when a sold-out product is back, confirms by mail, and gets one mail when staff add stock", async ({ page, browser, baseURL }, testInfo) => {
  const origin = new URL(baseURL!).origin;
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, origin, WAREHOUSE);
  const title = PRODUCT[testInfo.project.name] ?? PRODUCT.desktop;
  const found = await (await staff.request.get(`/api/v2/admin/stockrecords/?q=${encodeURIComponent(title)}`)).json();
  const record = (found.results as StockRecord[]).find((r) => r.product.title === title)!;
  expect(record, `the stock record of ${title}`).toBeTruthy();
  // Sold out: nothing left beyond what orders hold.
  await setStock(staff, record, record.num_allocated);

  const email = `alert-${testInfo.project.name}-${Date.now()}@example.in`;
  await page.goto(`/p/${record.product.slug}/`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const alert = page.getByRole("region", { name: "Tell me when it's back" });
  await expect(alert).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to basket" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // An address that is not one is refused beside the field.
  await alert.getByLabel("Your e-mail address").fill("not-an-address");
  await alert.getByRole("button", { name: "Tell me when it's back" }).click();
  await expect(alert.getByRole("alert")).toHaveText("Enter a valid email address.");
  await expect(alert.getByLabel("Your e-mail address")).toHaveAttribute("aria-invalid", "true");
  await alert.getByLabel("Your e-mail address").fill(email);
  await alert.getByRole("button", { name: "Tell me when it's back" }).click();
  await expect(alert.getByRole("status")).toHaveText("Please confirm with the link we have e-mailed you.");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "stock-alert-asked");

  const confirmMail = await mailTo(email, `Confirm your alert for ${title}`);
  const confirmUrl = /https?:\/\/\S+\/stock-alerts\/confirm\/[0-9a-f]{64}\//.exec(confirmMail.text)?.[0];
  expect(confirmUrl, "the confirm link").toBeTruthy();
  expect(confirmMail.text).toMatch(/\/stock-alerts\/cancel\/[0-9a-f]{64}\//);
  await page.goto(new URL(new URL(confirmUrl!).pathname, origin).href);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your back-in-stock alert" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Yes, tell me when it's back" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your alert is on" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "We will write" })).toHaveText(`We will write to ${email} once, when ${title} is back in stock.`);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "stock-alert-confirmed");

  // The warehouse adds stock: one mail, with the product's link.
  await setStock(staff, record, record.num_allocated + 5);
  await expectNoSeriousA11yViolations(staff);
  const back = await mailTo(email, `${title} is back in stock`);
  expect(back.text).toContain(`/p/${record.product.slug}/`);
  // More stock later sends nothing more: the request is done.
  await setStock(staff, record, record.num_allocated + 6);
  await staff.waitForTimeout(1500);
  expect(mailbox.mails.filter((m) => m.envelopeTo.includes(email) && m.subject.includes("is back in stock"))).toHaveLength(1);

  await page.goto(`/p/${record.product.slug}/`);
  await expect(page.getByRole("button", { name: "Add to basket" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Tell me when it's back" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await staff.context().close();
});

test('"almirah" finds the wardrobes: in the suggestions and on the search page', async ({ page }, testInfo) => {
  await page.goto("/");
  const box = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
  await box.click();
  await page.keyboard.type("almirah");
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole("option").first()).toContainText("Wardrobe");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "almirah-suggestions");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\/q=almirah\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^[\d,]+ results? for “almirah”$/);
  const cards = page.getByRole("main").getByRole("heading", { level: 3 });
  await expect(cards.first()).toContainText("Wardrobe");
  const firstFour = await cards.evaluateAll((els) => els.slice(0, 4).map((e) => e.textContent ?? ""));
  expect(firstFour.every((t) => t.includes("Wardrobe")), firstFour.join(", ")).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "almirah-search");
});

test("a staff member adds a synonym on the admin page and the shop's search finds what it means at once", async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name === "phone", "staff pages other than orders and stock are made for desktops and tablets");
  test.setTimeout(120_000); // the admin page lists every synonym with its two forms: axe takes its time
  const origin = new URL(baseURL!).origin;
  const word = `shringaar${Date.now().toString(36)}`;
  // Searched before: the search page is cached with nothing found.
  await page.goto(`/search/q=${word}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`0 results for “${word}”`);

  await signIn(page, origin);
  await page.goto("/admin/search-synonyms/");
  await expect(page.getByRole("heading", { level: 1, name: "Search synonyms" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Synonym almirah", exact: true }).getByLabel("Also find")).toHaveValue("wardrobe");
  await expectNoSeriousA11yViolations(page);
  const add = page.getByRole("form", { name: "Add a synonym" });
  await add.getByLabel("Shoppers search for").fill(word);
  await add.getByLabel("Also find").fill("Dressing table");
  await add.getByRole("button", { name: "Add synonym" }).click();
  await expect(add.getByRole("status")).toHaveText(`Added "${word}": searches for it now also find dressing table.`);
  await expect(page.getByRole("form", { name: `Synonym ${word}`, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "search-synonyms-admin");

  await page.goto(`/search/q=${word}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`3 results for “${word}”`);
  await expect(page.getByRole("main").getByRole("heading", { level: 3 }).first()).toContainText("Dressing Table");
  await expectNoSeriousA11yViolations(page);

  // Removed again: the search forgets it.
  await page.goto("/admin/search-synonyms/");
  await page.getByRole("button", { name: `Remove ${word}` }).click();
  await expect(page.getByRole("form", { name: `Synonym ${word}`, exact: true })).toHaveCount(0);
  await page.goto(`/search/q=${word}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`0 results for “${word}”`);
});
