// The shop's content in a real browser: a shopper applies for a job with a PDF (and watches it upload),
// subscribes to the newsletter and confirms through the mailed link, writes to customer care, browses
// the gallery by tag and opens its lightbox, and walks the other content pages. Every page visited is
// scanned for accessibility problems and photographed.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import type { SmtpReceiver } from "../lib/messaging/testing.ts";
import { waitForMail } from "../lib/messaging/testing.ts";
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

const STAFF_EMAIL = "care@vanyaliving.in";

/** A PDF (by its bytes) of about `size` bytes. */
function pdf(size: number): Buffer {
  const head = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n";
  return Buffer.concat([Buffer.from(head), Buffer.alloc(Math.max(0, size - head.length - 6), 0x20), Buffer.from("\n%%EOF")]);
}

/** The browser's uploads crawl (about 256 KB a second) so the progress bar can be seen. */
async function slowUploads(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
}

async function visit(page: Page, path: string, testInfo: TestInfo, name: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, name);
}

test("a shopper applies for a job with a PDF, sees it upload and lands on the thank-you page", async ({ page }, testInfo) => {
  await visit(page, "/careers/", testInfo, "careers");
  const departments = page.getByRole("navigation", { name: "Department" });
  const design = departments.getByRole("link", { name: "Design", exact: true });
  await design.click();
  await expect(page).toHaveURL(/\/careers\/department=Design\/$/);
  await expect(departments.getByRole("link", { name: "Design", exact: true })).toHaveAttribute("aria-current", "page");
  const positions = page.getByRole("region", { name: /open positions? in Design/ }).getByRole("listitem").filter({ has: page.getByRole("heading") });
  await expect(positions.first()).toBeVisible();
  for (const text of await positions.allInnerTexts()) expect(text).toContain("Design");
  await expectNoSeriousA11yViolations(page);

  const title = (await positions.first().getByRole("heading").innerText()).trim();
  await positions.first().getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "position");
  await page.getByRole("link", { name: "Apply for this position" }).click();
  await expect(page).toHaveURL(/\/careers\/[a-z0-9-]+\/apply\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Apply: ${title}`);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: title })).toHaveAttribute("href", /\/careers\/[a-z0-9-]+\/$/);

  const email = `applicant-${testInfo.project.name}-${Date.now()}@example.in`;
  const form = page.getByRole("main");
  await form.getByLabel("Full name").fill("Asha Rao");
  await form.getByLabel("E-mail address").fill(email);
  await form.getByLabel("Mobile number").fill("9876543210");
  await form.getByLabel("Your profession").selectOption({ index: 1 });
  await form.getByLabel("Years of experience").fill("6");
  await form.getByLabel("A note to us (optional)").fill("I have designed solid-wood furniture for six years.");

  // The browser refuses a file that is not a résumé before anything is sent.
  await page.getByLabel("Résumé").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a resume") });
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByText("Your résumé must be a PDF, DOC or DOCX file.")).toBeVisible();
  await expect(page.getByLabel("Résumé")).toBeFocused();
  await expect(page.getByLabel("Résumé")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "apply-errors");

  // A text file renamed to .pdf passes the browser's check; the server reads its bytes and says so at the field.
  await page.getByLabel("Résumé").setInputFiles({ name: "renamed.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some text, not a PDF") });
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(form.getByText("Upload a PDF, DOC or DOCX file.")).toBeVisible();
  await expect(page.getByLabel("Résumé")).toBeFocused();

  await page.getByLabel("Résumé").setInputFiles({ name: "Asha Rao CV.pdf", mimeType: "application/pdf", buffer: pdf(1024 * 1024) });
  await slowUploads(page);
  await page.getByRole("button", { name: "Send application" }).click();
  const progress = page.getByRole("progressbar");
  await expect(progress).toBeVisible();
  await expect(page.getByText(/Uploading your résumé: \d+%/)).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute("value")), { timeout: 15_000 }).toBeGreaterThan(0);

  await expect(page).toHaveURL(/\/careers\/thank-you\/$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application received");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "applied");
  const acknowledgement = await waitForMail(mailbox, email, 15_000);
  expect(acknowledgement.text).toContain(title);
});

test("a shopper subscribes to the newsletter from the footer and confirms through the mailed link", async ({ page }, testInfo) => {
  const email = `reader-${testInfo.project.name}-${Date.now()}@example.in`;
  await page.goto("/about/");
  const footer = page.getByRole("contentinfo");
  const box = footer.getByRole("form", { name: "Letters from the workshop" });
  await box.getByLabel("Your e-mail address").fill("not-an-address");
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toHaveText("Enter your e-mail address, like name@example.com.");
  await expect(box.getByLabel("Your e-mail address")).toHaveAttribute("aria-invalid", "true");

  await box.getByLabel("Your e-mail address").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toHaveText(`Almost done: we sent a link to ${email}. Open it to confirm your subscription.`);
  await expectNoSeriousA11yViolations(page);

  const mail = await waitForMail(mailbox, email, 15_000);
  const confirm = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\/[0-9a-f]+\//.exec(mail.text)?.[0];
  expect(confirm, mail.text).toBeTruthy();
  await page.goto(new URL(confirm!).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await expect(page.getByRole("main")).toContainText(email);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Yes, subscribe me" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are subscribed");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "newsletter-confirmed");

  // Signing up again says so, and sends nothing.
  await page.goto("/faq/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const again = page.getByRole("contentinfo").getByRole("form", { name: "Letters from the workshop" });
  await again.getByLabel("Your e-mail address").fill(email);
  await again.getByRole("button", { name: "Subscribe" }).click();
  await expect(again.getByRole("status")).toHaveText(`${email} is already subscribed. Thank you for reading.`);

  const unsubscribe = /https?:\/\/[^\s"<>]+\/newsletter\/unsubscribe\/[0-9a-f]+\//.exec(mail.text)?.[0];
  await page.goto(new URL(unsubscribe!).pathname);
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
  await expectNoSeriousA11yViolations(page);
});

test("a shopper sends a message to customer care", async ({ page }, testInfo) => {
  await visit(page, "/contact/", testInfo, "contact");
  await expect(page.getByRole("main").getByRole("link", { name: "+91 291 274 0100" })).toHaveAttribute("href", "tel:+912912740100");
  const form = page.getByRole("main");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Your name")).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  const subject = `Delivery to Pune ${testInfo.project.name} ${Date.now()}`;
  await form.getByLabel("Your name").fill("Ravi Menon");
  await form.getByLabel("E-mail address").fill("ravi.menon@example.in");
  await form.getByLabel("Phone (optional)").fill("9812345678");
  await form.getByLabel("Subject", { exact: true }).fill(subject);
  await form.getByLabel("Message", { exact: true }).fill("Do you deliver the Arlo sofa to the fourth floor without a lift?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByRole("heading", { name: "Thank you" })).toBeFocused();
  await expect(form.getByRole("status")).toContainText("Your message has been sent.");
  await expectNoSeriousA11yViolations(page);

  const until = Date.now() + 15_000;
  while (!mailbox.mails.some((m) => m.subject.includes(subject)) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  const mail = mailbox.mails.find((m) => m.subject.includes(subject));
  expect(mail?.to).toContain(STAFF_EMAIL);
  expect(mail?.text).toContain("fourth floor without a lift");
});

test("a shopper browses the gallery by tag and looks through the lightbox", async ({ page }, testInfo) => {
  await visit(page, "/gallery/", testInfo, "gallery");
  const tabs = page.getByRole("navigation", { name: "Gallery sections" });
  await tabs.getByRole("link", { name: "Events" }).click();
  await expect(page).toHaveURL(/\/gallery\/events\/$/);
  await expect(tabs.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
  const pictures = page.getByRole("main").getByRole("button", { name: /^Open the picture: / });
  await expect(pictures.first()).toBeVisible();
  const items = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("button") });
  expect(await items.count()).toBeGreaterThan(0);
  for (const item of await items.allInnerTexts()) expect(item).toContain("Events ·");
  await expectNoSeriousA11yViolations(page);

  const first = pictures.first();
  const firstTitle = (await first.innerText()).replace(/^Open the picture:\s*/, "").trim();
  await first.click();
  const lightbox = page.getByRole("dialog");
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole("heading")).toHaveText(firstTitle);
  await expect(lightbox.getByRole("img", { name: firstTitle })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "lightbox");
  await page.keyboard.press("ArrowRight");
  await expect(lightbox.getByRole("heading")).not.toHaveText(firstTitle);
  await page.keyboard.press("ArrowLeft");
  await expect(lightbox.getByRole("heading")).toHaveText(firstTitle);
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(first).toBeFocused();

  await tabs.getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL(/\/gallery\/$/);
  expect(await pictures.count()).toBeGreaterThan(await page.goto("/gallery/events/").then(() => pictures.count()));
});

test("the other content pages: collections, downloads, 360° showroom, about, delivery, FAQ", async ({ page }, testInfo) => {
  await visit(page, "/downloads/", testInfo, "downloads");
  const download = page.getByRole("main").getByRole("link", { name: /^Download / }).first();
  await expect(download).toContainText(/PDF · \d+(\.\d)? (KB|MB)/);
  const file = await page.request.get((await download.getAttribute("href"))!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");

  await visit(page, "/showroom/", testInfo, "showroom");
  const spin = page.getByRole("slider", { name: /^360° view of / }).first();
  await spin.focus();
  await page.keyboard.press("ArrowRight");
  await expect(spin).not.toHaveAttribute("aria-valuenow", "0");

  await visit(page, "/collections/handloom-stories/", testInfo, "collection");
  await expect(page.getByRole("region", { name: "Products" }).getByRole("listitem").filter({ hasText: /₹/ }).first()).toBeVisible();

  await visit(page, "/about/", testInfo, "about");
  await visit(page, "/delivery-and-returns/", testInfo, "delivery");
  await expect(page.getByRole("main").getByRole("link", { name: "return and refund policy" })).toHaveAttribute("href", "/policies/return-policy/");
  await visit(page, "/faq/", testInfo, "faq");
  await page.getByText("Can I return something?").click();
  await expect(page.getByRole("main").getByRole("link", { name: "return and refund policy" })).toBeVisible();

  // The terms link the return policy; phone numbers in the policies can be tapped.
  await page.goto("/policies/terms-and-conditions/");
  await expect(page.getByRole("main").getByRole("link", { name: "Return and Refund Policy" })).toHaveAttribute("href", "/policies/return-policy/");
  await expectNoSeriousA11yViolations(page);
  await page.goto("/policies/return-policy/");
  await expect(page.getByRole("main").getByRole("link", { name: "+91 291 274 0100" }).first()).toHaveAttribute("href", "tel:+912912740100");
  await expectNoSeriousA11yViolations(page);

  // The sitemap lists the shop's own pages, its collections and open positions.
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  for (const path of ["/about/", "/careers/", "/gallery/", "/collections/handloom-stories/", "/careers/senior-furniture-designer-jodhpur/"]) expect(sitemap).toContain(`${path}</loc>`);

  expect((await page.goto("/gallery/parties/"))?.status()).toBe(404);
  expect((await page.goto("/careers/department=Nobody/"))?.status()).toBe(404);
  expect((await page.goto("/downloads/page=1/"))?.status()).toBe(404);
});
