// Contact messages end to end: a shopper writes through the contact form, a staff member of the
// customers group (the owner here) replies from /admin/messages/, the reply reaches the shopper's
// mailbox (the SMTP receiver the e2e server mails to) and stays with the message, marked handled; the
// outbox shows that mail with its recipient masked. Staff without the customers group are refused
// /admin/messages/ and the owner's /admin/staff/. Every page visited is axe clean.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
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

async function mailFor(to: string, match: (m: ReceivedMail) => boolean): Promise<ReceivedMail> {
  const until = Date.now() + 20_000;
  for (;;) {
    const mail = mailbox.mails.find((m) => m.envelopeTo.includes(to) && match(m));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`No such mail for ${to}: ${mailbox.mails.map((m) => m.subject).join(" | ")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function scan(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, `admin-messages-${name}`);
}

test("a shopper's message is answered from the staff pages and the reply reaches them", async ({ page, browser, baseURL }, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const email = `kavya.${stamp}@example.in`;
  const subject = `Teak bench ${stamp}`;

  // The shopper writes, signed out.
  const shopper = await browser.newPage();
  await shopper.goto("/contact/");
  const contact = shopper.getByRole("form", { name: "Send us a message" });
  await contact.getByLabel("Your name").fill("Kavya Rao");
  await contact.getByLabel("E-mail address", { exact: true }).fill(email);
  await contact.getByLabel("Subject").fill(subject);
  await contact.getByLabel("Message").fill("Do you make a 5-foot teak bench for a verandah?");
  await contact.getByRole("button", { name: "Send message" }).click();
  await expect(shopper.getByRole("status").filter({ hasText: "Your message has been sent." })).toBeVisible();
  await shopper.close();

  await signIn(page, new URL(baseURL!).origin);
  await page.goto("/admin/messages/?handled=false");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await scan(page, testInfo, "list");
  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByLabel("The message", { exact: true })).toHaveText("Do you make a 5-foot teak bench for a verandah?");
  await expect(page.getByText("No reply yet.")).toBeVisible();

  // An empty reply is refused beside the field; a written one is sent, kept and the message handled.
  await page.getByLabel("Reply", { exact: true }).fill(" ");
  await page.getByRole("button", { name: "Send the reply" }).click();
  await expect(page.getByText("Write the reply.")).toBeVisible();
  await page.getByLabel("Reply", { exact: true }).fill("Yes: 5 feet in teak, about three weeks to make.\n\nMeera, Vanya Living");
  await page.getByRole("button", { name: "Send the reply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reply queued: it is mailed through the outbox." })).toBeVisible();
  const replies = page.getByRole("region", { name: "Replies" }).getByRole("listitem");
  await expect(replies).toHaveCount(1);
  await expect(replies.first()).toContainText("Yes: 5 feet in teak, about three weeks to make.");
  await expect(page.getByText(/handled \d/)).toBeVisible();
  await scan(page, testInfo, "message");

  const mail = await mailFor(email, (m) => m.subject === `Re: ${subject}`);
  expect(mail.text).toContain("Yes: 5 feet in teak, about three weeks to make.");
  expect(mail.text).toContain("Do you make a 5-foot teak bench for a verandah?");

  // The outbox lists that mail, recipient masked, sent.
  await page.goto(`/admin/outbox/?template=contact-reply&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `Re: ${subject}` });
  await expect(row).toContainText("k••••@example.in");
  await expect(row).toContainText("Sent");
  await expect(page.getByText(email)).toHaveCount(0);
  await scan(page, testInfo, "outbox");

  // The owner invites a staff member of the customers group: the invitation reaches them, a link inside.
  const invitee = `asha.${stamp}@example.in`;
  await page.goto("/admin/staff/");
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  const invite = page.getByRole("form", { name: "Invite a staff member" });
  await invite.getByLabel("E-mail", { exact: true }).fill(invitee);
  await invite.getByLabel("Customers", { exact: true }).check();
  await invite.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invited: ${invitee} gets a link by mail.` })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: invitee })).toBeVisible();
  await scan(page, testInfo, "staff");
  const invitation = await mailFor(invitee, (m) => /You are invited to the .+ staff pages/.test(m.subject));
  expect(invitation.text).toMatch(/\/staff-invitation\/\?token=[A-Za-z0-9_-]{43}/);

  await page.goto("/admin/newsletter/");
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Download CSV/ })).toBeVisible();
  await scan(page, testInfo, "newsletter");
});

test("staff without the customers group are refused the messages, the outbox and the staff page", async ({ page, baseURL }) => {
  await signIn(page, new URL(baseURL!).origin, WAREHOUSE);
  for (const path of ["/admin/messages/", "/admin/outbox/", "/admin/staff/"]) {
    const r = await page.goto(path);
    expect(r?.status(), path).toBe(403);
  }
  await page.goto("/admin/");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Messages" })).toHaveCount(0);
});
