// The shop in Hindi (issue 24): a shopper on an English product page switches to Hindi with the header's
// link, stays on the same product, adds it to the basket and checks out, every page in Hindi (its <html
// lang>, its words, amounts as ₹1,25,000 and dates with Hindi month names), and switches back to English
// on the thanks page. Every page visited is scanned for accessibility and photographed.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

interface Card {
  title: string;
  slug: string;
  structure: string;
  availability: { is_available_to_buy: boolean; num_available?: number };
}

/** A standalone piece in stock without required options. */
async function buyablePiece(request: APIRequestContext): Promise<Card> {
  const r = await request.get("/api/v2/catalogue/product/list/?in_stock=1&page_size=100&sort=price");
  expect(r.status()).toBe(200);
  const cards = ((await r.json()) as { results: Card[] }).results.filter((c) => c.structure === "standalone" && c.availability.is_available_to_buy && (c.availability.num_available ?? 99) >= 5);
  for (const card of cards) {
    const detail = (await (await request.get(`/api/v2/catalogue/d/${encodeURIComponent(card.slug)}/`)).json()) as { options: { required: boolean }[] };
    if (detail.options.every((o) => !o.required)) return card;
  }
  throw new Error("No standalone piece in stock");
}

async function scan(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, `hindi-${name}`);
}

const HINDI_MONTH = /(जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|अक्टूबर|नवंबर|दिसंबर)/;
/** An amount the Indian way: ₹ and groups of two digits above the thousands ("₹1,25,000", "₹18,999"). */
const RUPEES = /^₹\d{1,2}(,\d{2})*(,\d{3})?(\.\d{2})?$|^₹\d{1,3}(\.\d{2})?$/;
const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

function uniqueMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

test("a shopper switches to Hindi on a product page and checks out in Hindi", async ({ page }, testInfo) => {
  test.slow();
  const piece = await buyablePiece(page.request);
  const english = `/p/${encodeURIComponent(piece.slug)}/`;
  const email = `hindi-${testInfo.project.name}-${Date.now()}@example.in`;

  // A delivery pincode first, so the basket shows delivery dates.
  await page.goto("/");
  await page.getByRole("button", { name: /Deliver to/ }).click();
  await page.getByLabel("Your delivery pincode").fill("560001");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We deliver to" })).toContainText("560001");
  await page.keyboard.press("Escape");

  await page.goto(english);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.locator(`link[rel="alternate"][hreflang="hi-IN"]`)).toHaveAttribute("href", new RegExp(`/hi${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(page.getByRole("button", { name: "Add to basket" })).toBeVisible();
  await scan(page, testInfo, "product-english");

  // The switch is a link to the same product's Hindi page.
  await visible(page, "language-switch").click();
  await expect(page).toHaveURL(new RegExp(`/hi${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1, name: piece.title })).toBeVisible();
  await expect(page.locator(`link[rel="alternate"][hreflang="en-IN"]`)).toHaveAttribute("href", new RegExp(`${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(page.locator(`link[rel="canonical"]`)).toHaveAttribute("href", /\/hi\/p\//);
  await expect(page.getByText("अपनी पसंद की सूची में रखें")).toBeVisible();
  await expect(page.getByRole("contentinfo").getByText("कीमतें भारतीय रुपये में हैं और इनमें GST शामिल है।")).toBeVisible();
  await expect(visible(page, "language-switch")).toHaveText("English");
  await scan(page, testInfo, "product");

  await page.getByRole("button", { name: "टोकरी में डालें" }).click();
  await expect(page.getByRole("status").filter({ hasText: "आपकी टोकरी में डाल दिया गया" })).toBeVisible();
  await expect(visible(page, "basket-count")).toContainText("1");
  await scan(page, testInfo, "product-added");

  await visible(page, "basket-link").click();
  await expect(page).toHaveURL(/\/hi\/basket\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1, name: /आपकी टोकरी/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "ऑर्डर का सार" })).toBeVisible();
  await expect(page.getByTestId("basket-total")).toHaveText(RUPEES);
  await expect(page.getByRole("list", { name: "डिलीवरी की तारीख़ें" })).toContainText(HINDI_MONTH);
  await scan(page, testInfo, "basket");

  await page.getByRole("link", { name: "चेकआउट पर जाएँ" }).click();
  await expect(page).toHaveURL(/\/hi\/checkout\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "चेकआउट" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "संपर्क" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("ई-मेल पता", { exact: true }).fill(email);
  await page.getByRole("button", { name: "मेहमान के रूप में आगे बढ़ें" }).click();
  await expect(page.getByRole("heading", { name: "डिलीवरी का पता" })).toBeFocused();
  await page.getByLabel("पहला नाम").fill("काव्या");
  await page.getByLabel("उपनाम").fill("अय्यर");
  await page.getByLabel("मोबाइल नंबर").fill(uniqueMobile());
  await page.getByLabel("मकान, इमारत और गली").fill("14, 2nd Cross, Indiranagar");
  await page.getByLabel("शहर").fill("Bengaluru");
  await page.getByLabel("राज्य").selectOption("Karnataka");
  await page.getByLabel("पिनकोड").fill("560001");
  await scan(page, testInfo, "checkout-address");
  await page.getByRole("button", { name: "आगे बढ़ें" }).click();
  await expect(page.getByRole("heading", { name: "शिपिंग" })).toBeFocused();
  await page.getByRole("radio", { name: /Standard delivery/ }).check();
  await page.getByRole("button", { name: "आगे बढ़ें" }).click();
  await expect(page.getByRole("heading", { name: "जाँचें और ऑर्डर करें" })).toBeFocused();
  await expect(page.getByTestId("checkout-total")).toHaveText(RUPEES);
  await scan(page, testInfo, "checkout-review");
  await page.getByRole("button", { name: "ऑर्डर करें" }).click();

  await expect(page).toHaveURL(/\/hi\/orders\/\d+\/thanks\/\?token=/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1, name: "आपके ऑर्डर के लिए धन्यवाद" })).toBeVisible();
  await expect(page.getByText(`पुष्टि का ई-मेल ${email} पर भेजा जा रहा है`)).toBeVisible();
  const number = (await page.getByTestId("order-number").textContent())!;
  await scan(page, testInfo, "thanks");

  // Back to English on the same page: the same order.
  await visible(page, "language-switch").click();
  await expect(page).toHaveURL(new RegExp(`/orders/${number}/thanks/\\?token=`));
  await expect(page).not.toHaveURL(/\/hi\//);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(number);
  await expectNoSeriousA11yViolations(page);
});

test("English and Hindi pages are separate cached copies, and /en/ addresses lead to the English ones", async ({ page, request }, testInfo) => {
  const piece = await buyablePiece(request);
  const english = `/p/${encodeURIComponent(piece.slug)}/`;
  for (const [path, lang, words] of [
    [english, "en-IN", "Add to basket"],
    [`/hi${english}`, "hi-IN", "टोकरी में डालें"],
    [english, "en-IN", "Add to basket"],
  ] as const) {
    const r = await request.get(path);
    expect(r.status()).toBe(200);
    const html = await r.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(words);
  }
  const prefixed = await request.get(`/en${english}`, { maxRedirects: 0 });
  expect([prefixed.status(), new URL(prefixed.headers().location, "http://x").pathname]).toEqual([308, english]);

  await page.goto("/hi/");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("navigation", { name: "आपकी दुकान" })).toBeVisible();
  await scan(page, testInfo, "home");
});
