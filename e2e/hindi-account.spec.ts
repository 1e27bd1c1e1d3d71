// The shopper's own pages and the content pages in Hindi: a new shopper signs in on /hi/account/login/ with
// a code read from the mail the shop sent, lands on /hi/account/ and opens the orders and the wish list,
// every page in Hindi; a visitor reads the questions and answers and the careers page in Hindi and sends a
// message from /hi/contact/, thanked in Hindi. Every page visited is scanned for accessibility problems and
// photographed.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
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

async function scan(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, `hindi-${name}`);
}

/** The page's hreflang links and its canonical address in Hindi. */
async function expectBothLanguages(page: Page, path: string): Promise<void> {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(page.locator(`link[rel="canonical"]`)).toHaveAttribute("href", new RegExp(`/hi${escaped}$`));
  await expect(page.locator(`link[rel="alternate"][hreflang="hi-IN"]`)).toHaveAttribute("href", new RegExp(`/hi${escaped}$`));
  await expect(page.locator(`link[rel="alternate"][hreflang="en-IN"]`)).toHaveAttribute("href", new RegExp(`[^i]${escaped}$`));
}

test("a shopper signs in on the Hindi sign-in page and reads the account, orders and wish list in Hindi", async ({ page }, testInfo) => {
  test.slow();
  const email = `hindi-account-${testInfo.project.name}-${Date.now()}@example.in`;
  await page.goto("/hi/account/login/");
  await expect(page).toHaveTitle(/^साइन इन करें/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("साइन इन करें या खाता बनाएँ");
  await expectBothLanguages(page, "/account/login/");
  await scan(page, testInfo, "login");

  const before = mailbox.mails.length;
  await page.getByLabel("ई-मेल पता या मोबाइल नंबर").fill(email);
  await page.getByRole("button", { name: "मुझे कोड भेजें" }).click();
  await expect(page.getByRole("heading", { name: "अपना कोड डालें" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "6 अंकों का कोड भेजा है" })).toHaveText(`हमने ${email} पर 6 अंकों का कोड भेजा है। यह 5 मिनट तक मान्य है।`);
  await scan(page, testInfo, "login-code");
  await page.getByLabel("6 अंकों का कोड").fill(await signInCode(mailbox, email, before));
  await page.getByRole("button", { name: "साइन इन करें", exact: true }).click();

  // Signed in, the shopper goes on to the account in Hindi, not to the English page.
  await expect(page).toHaveURL(/\/hi\/account\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("नमस्ते");
  await expect(page).toHaveTitle(/^आपका खाता/);
  await expect(page.getByRole("heading", { name: "प्रोफ़ाइल" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "पतों की सूची" })).toBeVisible();
  await expect(page.getByRole("button", { name: "हर जगह से साइन आउट करें" })).toBeVisible();
  await scan(page, testInfo, "account");

  await page.getByRole("link", { name: "आपके ऑर्डर और उनकी ट्रैकिंग" }).click();
  await expect(page).toHaveURL(/\/hi\/account\/orders\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपके ऑर्डर");
  await expect(page.getByText("आपने अभी तक कुछ ऑर्डर नहीं किया है।")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "दुकान देखें" })).toHaveAttribute("href", "/hi/");
  await expect(page).toHaveTitle(/^आपके ऑर्डर/);
  await scan(page, testInfo, "orders");

  await page.goto("/hi/account/wishlist/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपकी पसंद की सूची");
  await expect(page.getByText("अभी कुछ नहीं सहेजा गया: किसी भी सामान पर दिल का निशान दबाएँ, वह यहाँ आ जाएगा।")).toBeVisible();
  await expectBothLanguages(page, "/account/wishlist/");
  await scan(page, testInfo, "wishlist");
});

test("a signed-out visitor sent to sign in from a Hindi page comes back to it in Hindi", async ({ page }) => {
  await page.goto("/hi/account/orders/");
  await expect(page).toHaveURL(/\/hi\/account\/login\/\?next=%2Fhi%2Faccount%2Forders%2F$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("साइन इन करें या खाता बनाएँ");
  // A next that leaves the site is refused: the page goes on to the account, in Hindi.
  await page.goto("/hi/account/login/?next=//evil.example/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("साइन इन करें या खाता बनाएँ");
});

test("a visitor reads the questions and careers in Hindi and sends a message from the Hindi contact page", async ({ page }, testInfo) => {
  test.slow();
  await page.goto("/hi/faq/");
  await expect(page).toHaveTitle(/^सवाल और जवाब/);
  await expect(page.getByText("ग्राहक हमसे सबसे ज़्यादा यही पूछते हैं। जवाब पढ़ने के लिए किसी सवाल पर टैप करें।")).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "होम" })).toHaveAttribute("href", "/hi/");
  await expectBothLanguages(page, "/faq/");
  await scan(page, testInfo, "faq");

  await page.goto("/hi/careers/");
  await expect(page).toHaveTitle(/^करियर/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("करियर");
  await expect(page.getByRole("navigation", { name: "विभाग" }).getByRole("link", { name: "सभी" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: /^\d+ खुले पद$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "हमें अपना रिज़्यूमे भेजें" })).toHaveAttribute("href", "/hi/careers/apply/");
  await expectBothLanguages(page, "/careers/");
  await scan(page, testInfo, "careers");

  await page.goto("/hi/contact/");
  await expect(page).toHaveTitle(/^संपर्क करें/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("संपर्क करें");
  await expect(page.getByRole("heading", { name: "ग्राहक सेवा" })).toBeVisible();
  const form = page.getByRole("main");
  await form.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(form.getByLabel("आपका नाम")).toHaveAttribute("aria-invalid", "true");
  await scan(page, testInfo, "contact");

  await form.getByLabel("आपका नाम").fill("सुनीता शर्मा");
  await form.getByLabel("ई-मेल पता").fill("sunita.sharma@example.in");
  await form.getByLabel("विषय", { exact: true }).fill(`जयपुर में डिलीवरी ${testInfo.project.name} ${Date.now()}`);
  await form.getByLabel("संदेश", { exact: true }).fill("क्या आप शीशम का पलंग जयपुर में तीसरी मंज़िल तक पहुँचा देंगे?");
  await form.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(form.getByRole("heading", { name: "धन्यवाद" })).toBeFocused();
  await expect(form.getByRole("status")).toHaveText("आपका संदेश भेज दिया गया है। हम एक कामकाजी दिन के अंदर जवाब देते हैं।");
  await scan(page, testInfo, "contact-sent");
});
