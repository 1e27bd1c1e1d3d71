// A review in a real browser: a signed-in buyer's order is delivered; on the product's page the buyer
// writes a review with a photo (a missing title is refused beside its field first), and it appears
// with the product's new average and count, in the page's list and, once the cached page has been
// rendered again, in the page every shopper gets and on the product's card. Staff then hide it from
// /admin/reviews/ and the page no longer shows or counts it. Every page visited is scanned.
import sharp from "sharp";
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { CONTENT, signIn, WAREHOUSE } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

async function scan(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, name);
}

const PASSWORD = "teak-bench-reviews-7";
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

interface Summary {
  average: number;
  count: number;
  histogram: Record<"1" | "2" | "3" | "4" | "5", number>;
}

/** A standalone piece in stock with no required option: each project reviews its own. */
async function pieceInStock(request: APIRequestContext, pick: number): Promise<{ id: number; slug: string; title: string }> {
  const list = await request.get("/api/v2/catalogue/product/list/?in_stock=1&page_size=100&sort=price");
  const cards = ((await list.json()) as { results: { id: number; slug: string; title: string; structure: string; availability: { is_available_to_buy: boolean } }[] }).results;
  const found = [];
  for (const c of cards.filter((x) => x.structure === "standalone" && x.availability.is_available_to_buy)) {
    const detail = (await (await request.get(`/api/v2/catalogue/d/${encodeURIComponent(c.slug)}/`)).json()) as { options: { required: boolean }[] };
    if (detail.options.every((o) => !o.required)) found.push(c);
    if (found.length > pick) return found[pick]!;
  }
  throw new Error("No standalone piece in stock");
}

/** The average after one more review of `stars`, from the histogram (as the shop rounds: one decimal, half up). */
function averageWith(before: Summary | null, stars: number): { average: string; count: number } {
  const counts = before?.histogram ?? { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let sum = stars;
  let count = 1;
  for (const [s, n] of Object.entries(counts)) {
    sum += Number(s) * n;
    count += n;
  }
  return { average: (Math.round((sum * 10) / count) / 10).toFixed(1), count };
}

test("a buyer of a delivered order writes a review with a photo and it appears with the new average", async ({ page, browser, baseURL }, testInfo) => {
  test.slow();
  const email = `review-${testInfo.project.name}-${Date.now()}@example.in`;
  expect((await page.request.post("/api/v2/register/", { data: { email, password1: PASSWORD, password2: PASSWORD, first_name: "Nisha", last_name: "Menon" } })).status()).toBe(201);
  await signIn(page, baseURL!, { email, password: PASSWORD });
  const piece = await pieceInStock(page.request, testInfo.project.name === "phone" ? 1 : 0);
  const productPath = `/p/${encodeURIComponent(piece.slug)}/`;
  const before = ((await (await page.request.get(`/api/v2/products/${piece.id}/`)).json()) as { rating: Summary | null }).rating;

  // Before buying it, the page invites no review from this shopper.
  await page.goto(productPath);
  const reviews = page.getByRole("region", { name: "Reviews" });
  await expect(reviews).toContainText(/Buyers may review this piece|Reviews come from buyers/);
  await expect(reviews.getByRole("button", { name: "Write a review" })).toHaveCount(0);

  // A cash-on-delivery order through the shop's API, delivered by the warehouse (as a courier integration would).
  const headers = { Origin: baseURL! };
  expect((await page.request.post("/api/v2/_basket/add/", { headers, data: { product: piece.id, quantity: 1 } })).status()).toBe(200);
  const basket = (await (await page.request.get("/api/v2/basket/")).json()) as { id: number };
  const placed = await page.request.post("/api/v2/checkout/", {
    headers,
    data: {
      basket: basket.id,
      payment: { method: "cod" },
      shipping_address: { first_name: "Nisha", last_name: "Menon", line1: "7 Residency Road", line4: "Bengaluru", state: "Karnataka", postcode: "560025", country: "IN", phone_number: mobile() },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const orderId = /\/orders\/(\d+)\/$/.exec(((await placed.json()) as { url: string }).url)![1]!;
  const staffContext = await browser.newContext({ baseURL });
  const warehouse = await staffContext.newPage();
  await signIn(warehouse, baseURL!, WAREHOUSE);
  for (const status of ["processing", "shipped", "delivered"]) {
    const moved = await warehouse.request.post(`/api/v2/admin/orders/${orderId}/status/`, { headers, data: { status, ...(status === "shipped" ? { tracking_number: "BD556677" } : {}) } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await staffContext.close();

  await page.goto(productPath);
  await reviews.getByRole("button", { name: "Write a review" }).click();
  const form = reviews.getByRole("form", { name: `Review ${piece.title}` });
  await expect(form).toBeVisible();
  await form.getByRole("radio", { name: /^5 stars/ }).check();
  await form.getByLabel("Your review").fill("The grain is even richer than in the pictures, and it arrived well wrapped.");
  await form.getByRole("button", { name: "Publish your review" }).click();
  const title = form.getByLabel("Title");
  await expect(form.getByText("Give your review a title.")).toBeVisible();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toBeFocused();
  await scan(page, testInfo, "review-form-title-refused");

  await title.fill("Beautiful in our living room");
  await expect(form.getByText("Give your review a title.")).toHaveCount(0);
  await expect(title).not.toHaveAttribute("aria-invalid", "true");
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#8b5a2b" } }).jpeg().toBuffer();
  await form.getByLabel("Photos (optional)").setInputFiles([{ name: "living-room.jpg", mimeType: "image/jpeg", buffer: photo }]);
  await scan(page, testInfo, "review-form-filled");
  await form.getByRole("button", { name: "Publish your review" }).click();
  await expect(reviews.getByText("Thank you: your review is published.")).toBeVisible();

  const expected = averageWith(before, 5);
  await expect(reviews).toContainText(`From ${expected.count} ${expected.count === 1 ? "review" : "reviews"} by verified buyers`);
  await expect(reviews.getByText(expected.average, { exact: true }).first()).toBeVisible();
  const mine = reviews.getByRole("article", { name: "Beautiful in our living room" });
  await expect(mine).toContainText("Nisha M.");
  await expect(mine).toContainText("Verified buyer");
  await expect(mine.getByRole("img", { name: "Photo 1 of 1 by Nisha M." })).toBeVisible();
  await expect(reviews).toContainText("You reviewed this piece (5 stars).");
  await mine.scrollIntoViewIfNeeded();
  await scan(page, testInfo, "review-published");

  // The page every shopper gets carries it once rendered again, with the rating in its JSON-LD.
  const anonymous = await browser.newContext({ baseURL });
  const shopper = await anonymous.newPage();
  await expect(async () => {
    await shopper.goto(productPath);
    await expect(shopper.getByRole("article", { name: "Beautiful in our living room" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const ld = await shopper.locator('script[type="application/ld+json"]').allTextContents();
  const product = ld.map((t) => JSON.parse(t) as { "@type": string; aggregateRating?: { ratingValue: string; reviewCount: number } }).find((d) => d["@type"] === "Product")!;
  expect(product.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: expected.average, reviewCount: expected.count, bestRating: "5", worstRating: "1" });
  await expect(shopper.getByRole("region", { name: "Reviews" }).getByRole("link", { name: "Sign in to write a review" })).toBeVisible();
  await shopper.getByLabel("Sort reviews").selectOption("With photos");
  await expect(shopper.getByRole("article", { name: "Beautiful in our living room" })).toBeVisible();
  await scan(shopper, testInfo, "reviews-with-photos");
  const card = ((await (await shopper.request.get(`/api/v2/products/?q=${encodeURIComponent(piece.title)}`)).json()) as { results: { id: number; rating: number | null; rating_count: number }[] }).results.find((c) => c.id === piece.id);
  expect([card?.rating?.toFixed(1), card?.rating_count]).toEqual([expected.average, expected.count]);

  // Staff hide it with a reason: it is neither shown nor counted any more.
  const contentContext = await browser.newContext({ baseURL });
  const staff = await contentContext.newPage();
  await signIn(staff, baseURL!, CONTENT);
  await staff.goto("/admin/reviews/?q=Beautiful+in+our+living+room");
  await expect(staff.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  await scan(staff, testInfo, "admin-reviews");
  const moderation = staff.getByRole("form", { name: "Hide the review “Beautiful in our living room”" }).first();
  await moderation.getByLabel("Why hide it").fill("Shows a neighbour's face.");
  await moderation.getByRole("button", { name: "Hide" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "The review is hidden" })).toBeVisible();
  await contentContext.close();
  const after = ((await (await shopper.request.get(`/api/v2/products/${piece.id}/`)).json()) as { rating: Summary | null }).rating;
  expect(after).toEqual(before);
  await page.reload();
  await expect(reviews).toContainText("Our team has hidden your review from the shop");
  await anonymous.close();
});
