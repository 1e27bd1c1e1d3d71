// One shopper's basket in a real browser, seen from a second browser and from a browser without
// JavaScript: each sees its own (empty) basket, the page hydrates without a mismatch, and nothing of the
// first shopper's is in the HTML the others were sent (docs/decisions/0100).
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

interface Card {
  title: string;
  slug: string;
  url: string;
  structure: string;
  availability: { is_available_to_buy: boolean; num_available?: number };
}

/** React's errors (a hydration mismatch is #418) and failed scripts, as the page reports them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

test("a shopper's basket is shown to nobody else, with or without JavaScript", async ({ page, browser, baseURL }, testInfo) => {
  const list = await page.request.get("/api/v2/catalogue/product/list/?in_stock=1&page_size=50&sort=-price");
  const cards = ((await list.json()) as { results: Card[] }).results.filter((c) => c.structure === "standalone" && (c.availability.num_available ?? 0) >= 3);
  const card = cards[0];
  // Shopper A's browser puts a piece in its basket through the API (its basket cookie is set on the way).
  const added = await page.request.post("/api/v2/basket/add-product/", { data: { url: card.url, quantity: 2 }, headers: { Origin: baseURL! } });
  expect(added.status()).toBe(200);
  await page.goto("/basket/");
  await expect(page.getByRole("heading", { level: 2, name: card.title })).toBeVisible();

  // Shopper B, in a browser of their own, right after.
  const other = await browser.newContext();
  const b = await other.newPage();
  const errors = collectErrors(b);
  const answer = await b.goto("/basket/");
  expect(await answer!.text()).not.toContain(card.title);
  await expect(b.getByText("Your basket is empty.")).toBeVisible();
  await expect(b.getByText(card.title)).toHaveCount(0);
  expect(errors.filter((e) => /418|hydrat/i.test(e))).toEqual([]);
  await expectNoSeriousA11yViolations(b);
  await saveScreenshot(b, testInfo, "basket-of-another-browser");
  await other.close();

  // A browser without JavaScript sees only what the server sent.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const c = await plain.newPage();
  await c.goto("/basket/");
  await expect(c.getByText(card.title)).toHaveCount(0);
  await expect(c.getByRole("heading", { level: 1, name: /Your basket/ })).toBeVisible();
  await plain.close();
});
