// A shopper arrives on the home page, turns the banners, plays the workshop video, browses a room,
// pages through it, searches with the keyboard and meets the 404 page. Every page visit is scanned for accessibility problems.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

const RUPEES = /₹\s?\d{1,3}(,\d{2,3})*(\.\d{2})?/;

function productList(page: Page) {
  // Product cards are the list items with a heading (the pagination's items have none).
  return page
    .getByRole("region", { name: "Products" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading") });
}

async function firstRoom(page: Page): Promise<{ name: string; href: string }> {
  await page.goto("/");
  const card = page.getByRole("region", { name: "Shop by room" }).getByRole("link").first();
  await expect(card).toBeVisible();
  return { name: (await card.innerText()).trim(), href: (await card.getAttribute("href")) ?? "" };
}

test("home page leads to a room with priced products, page by page", async ({ page }, testInfo) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Vanya Living/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Vanya Living/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Vanya Living" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^(Account|Sign in)$/ })).toHaveAttribute("href", "/account/");
  await expect(page.getByRole("link", { name: "Basket" })).toHaveAttribute("href", "/basket/");
  const rooms = page.getByRole("region", { name: "Shop by room" }).getByRole("link");
  expect(await rooms.count()).toBeGreaterThan(0);
  // The staff's product rows hold the catalogue's product cards, with prices.
  const favourites = page.getByRole("region", { name: "Our favourites" }).getByRole("listitem").filter({ has: page.getByRole("heading") });
  await expect(favourites.first()).toContainText(RUPEES);
  await expect(page.getByRole("region", { name: "New arrivals" }).getByRole("listitem").first()).toContainText(RUPEES);
  await expect(page.getByRole("region", { name: "Collections" }).getByRole("link").first()).toHaveAttribute("href", /^\/collections\/[a-z0-9-]+\/$/);
  // The gallery teaser: the staff's gallery section shows its pictures (the seed's six), each opening
  // large, and leads to the whole gallery.
  const gallery = page.getByRole("region", { name: "Homes we have furnished" });
  await expect(gallery.getByRole("link", { name: "See the whole gallery" })).toHaveAttribute("href", "/gallery/");
  const teasers = gallery.getByRole("listitem");
  await expect(teasers).toHaveCount(6);
  await expect(teasers.getByRole("button", { name: /^Open the picture: \S/ })).toHaveCount(6);
  const teaser = teasers.first().locator("img");
  await teaser.scrollIntoViewIfNeeded();
  await expect.poll(() => teaser.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "landing");

  const room = rooms.first();
  const roomName = (await room.innerText()).trim();
  await room.click();
  await expect(page).toHaveURL(/\/c\/[a-z0-9-]+(\/[a-z0-9-]+)*\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(roomName);
  await expect(page).toHaveTitle(`${roomName} · Vanya Living`);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(roomName);
  const products = productList(page);
  await expect(products.first()).toBeVisible();
  await expect(products.first()).toContainText(RUPEES);
  expect(await products.count()).toBeLessThanOrEqual(24);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "category");

  const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" });
  if ((await next.count()) > 0) {
    const firstTitleOnPage1 = await products.first().getByRole("heading").innerText();
    await next.click();
    await expect(page).toHaveURL(/\/page=2\/$/);
    await expect(page.getByRole("navigation", { name: "Pagination" }).locator("[aria-current=page]")).toHaveText(
      "Page 2",
    );
    await expect(products.first()).toContainText(RUPEES);
    await expect(products.first().getByRole("heading")).not.toHaveText(firstTitleOnPage1);
    await expect(page.getByRole("link", { name: "Previous page" })).toHaveAttribute("rel", "prev");
    await expectNoSeriousA11yViolations(page);
  }
});

test("the search box works from the keyboard", async ({ page }, testInfo) => {
  const room = await firstRoom(page);
  await page.goto(room.href);
  const title = (await productList(page).first().getByRole("heading").innerText()).trim();
  // A few words of a product's title: every word must match, so that product is among the few results.
  const query = title.split(/\s+/).slice(0, 3).join(" ");

  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  const searchBox = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
  for (let i = 0; i < 5 && !(await searchBox.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(searchBox).toBeFocused();
  await page.keyboard.type(query);
  await page.keyboard.press("Enter");

  // The search box's GET form lands on the search's own path (a cached page per query).
  await expect(page).toHaveURL(/\/search\/q=[^/]+\/$/);
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/search/q=${query}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^[\d,]+ results? for “.+”$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`“${query}”`);
  await expect(productList(page).getByRole("heading", { name: title, exact: true }).first()).toBeVisible();
  await expect(productList(page).first()).toContainText(RUPEES);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "search");
});

test("a search that matches nothing suggests the rooms", async ({ page }) => {
  await page.goto("/search/?q=qzxv");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("0 results for “qzxv”");
  await expect(page.getByRole("navigation", { name: "Rooms" }).getByRole("link").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the skip link moves focus to the page content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("an unknown page answers 404 with a way back", async ({ page }, testInfo) => {
  const response = await page.goto("/no-such-page/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
  await expect(page.getByRole("main").getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  // The root status pages' light frame: the search box and the way home, no room menu (docs/decisions/0076).
  await expect(page.getByRole("search", { name: "Site search" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Room menu" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact/");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "not-found");

  // notFound() in a shop page: the shop's frame, and its rooms.
  const unknownRoom = await page.goto("/c/no-such-room/");
  expect(unknownRoom?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
  await expect(page.getByRole("navigation", { name: "Rooms" }).getByRole("link").first()).toBeVisible();

  // notFound() in a page of the account group: a real 404 (docs/decisions/0077), its frame once, not the
  // root's frame inside it.
  const unknownList = await page.goto("/wishlists/no-such-list-0123456789/");
  expect(unknownList?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
  await expect(page.locator("header")).toHaveCount(1);
  await expect(page.locator("main")).toHaveCount(1);
  await expect(page.locator("footer")).toHaveCount(1);
});

test("the banners turn with the buttons, the keyboard and a swipe, and hold still while in use", async ({ page }, testInfo) => {
  // Layout shifts are counted from the start: the carousel's box is sized before its pictures arrive.
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Welcome home" });
  const slides = carousel.getByRole("group");
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  const current = carousel.locator("[aria-current=true]");
  await expect(current).toHaveText(/^Slide 1: /);

  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(current).toHaveText(/^Slide 2: /);
  // Focus inside pauses the turning: the slides are announced instead.
  await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
  await page.keyboard.press("ArrowRight");
  await expect(current).toHaveText(count > 2 ? /^Slide 3: / : /^Slide 1: /);
  await page.keyboard.press("ArrowLeft");
  await expect(current).toHaveText(/^Slide 2: /);
  await carousel.getByRole("button", { name: "Pause the slides" }).click();
  await expect(carousel.getByRole("button", { name: "Play the slides" })).toBeVisible();
  // Scanned once paused: a scan outlasts a turn, and the slides would move under the checks.
  await expectNoSeriousA11yViolations(page);
  // Only the slide on show can be reached: the others are inert.
  await expect(slides.nth(1).getByRole("link", { name: /^Shop now/ })).toBeVisible();
  expect(await carousel.locator("[inert]").count()).toBe(count - 1);

  // A swipe to the left shows the next slide.
  const shown = slides.nth(1);
  const box = (await shown.boundingBox())!;
  await shown.dispatchEvent("pointerdown", { pointerType: "touch", clientX: box.x + box.width * 0.8, clientY: box.y + 50, isPrimary: true, bubbles: true });
  await shown.dispatchEvent("pointerup", { pointerType: "touch", clientX: box.x + box.width * 0.2, clientY: box.y + 50, isPrimary: true, bubbles: true });
  await expect(current).toHaveText(count > 2 ? /^Slide 3: / : /^Slide 1: /);
  await saveScreenshot(page, testInfo, "landing-banners");
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.05);
});

test("the banners hold still while the pointer is over them, and turn again when it leaves", async ({ page }) => {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Welcome home" });
  const current = carousel.locator("[aria-current=true]");
  await expect(current).toHaveText(/^Slide \d+: /);
  // Turning: the slides are not announced.
  await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "off");
  await expectNoSeriousA11yViolations(page);

  // Hovered (no focus inside): paused, and still on the first slide after longer than a turn (6 s).
  const box = (await carousel.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
  expect(await carousel.evaluate((el) => el.contains(document.activeElement))).toBe(false);
  const held = await current.innerText(); // the scan above may have outlasted a turn
  await page.waitForTimeout(7_500);
  await expect(current).toHaveText(held);

  // The pointer leaves: the slides turn again on their own.
  await page.mouse.move(box.x + box.width / 2, Math.max(0, box.y - 10) / 2);
  await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "off");
  await expect(current).not.toHaveText(held, { timeout: 10_000 });
});

test("the workshop video loads only near the screen, then plays", async ({ page }) => {
  await page.goto("/");
  const video = page.locator("video");
  await expect(video).toHaveAttribute("poster", /^\/media\//);
  await expect(video).toHaveAttribute("preload", "none");
  expect(await video.getAttribute("src")).toBeNull();
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute("src", /^\/media\/.+\.mp4$/);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
});
