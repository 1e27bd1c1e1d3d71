// A shopper browses a room, narrows it down, opens a product, picks a variant and turns its 360° view;
// another finds a product through the search box's suggestions with the keyboard; a signed-in shopper
// saves a product and finds it in the wish list. Every page visited is scanned for accessibility.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, signIn } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

interface Variant {
  slug: string;
  price: { incl_tax: string | null };
}
interface Detail {
  title: string;
  slug: string;
  attributes: { code: string; name: string; value: string | string[] }[];
  breadcrumbs: { name: string; slug: string }[];
  image_360: { frames: string[] } | null;
  variants: Variant[];
}

const rupees = (amount: string) => `₹${Number(amount).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;

/** A product with variants of different prices and a 360° view, found through the API. */
async function productToVisit(request: APIRequestContext): Promise<Detail> {
  const parents = await (await request.get("/api/v2/products/?structure=parent&page_size=100")).json();
  for (const p of parents.results as { slug: string }[]) {
    const d = (await (await request.get(`/api/v2/catalogue/d/${p.slug}/`)).json()) as Detail;
    const prices = new Set(d.variants.map((v) => v.price.incl_tax).filter(Boolean));
    if (d.image_360 && prices.size > 1 && d.attributes.some((a) => a.code === "material")) return d;
  }
  throw new Error("The demo shop has no product with a 360° view and differently priced variants.");
}

const products = (page: Page) => page.getByRole("region", { name: "Products" }).getByRole("listitem").filter({ has: page.getByRole("heading") });

test("a shopper narrows a room down, opens a product, picks a variant and turns it around", async ({ page, request }, testInfo) => {
  const product = await productToVisit(request);
  const room = product.breadcrumbs[0];
  const material = product.attributes.find((a) => a.code === "material")!;
  const materialValue = Array.isArray(material.value) ? material.value[0] : material.value;

  await page.goto("/");
  await page.getByRole("region", { name: "Shop by room" }).getByRole("link", { name: room.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(room.name);
  await expectNoSeriousA11yViolations(page);

  // Filter by the product's material (the filters open from a button on a phone), then sort by price.
  const filters = page.getByRole("form", { name: "Filter products" });
  const opener = page.getByRole("button", { name: /^Filters/ });
  const phone = await opener.isVisible();
  if (phone) await opener.click();
  await filters.getByRole("group", { name: material.name }).getByRole("checkbox", { name: new RegExp(`^${materialValue} \\(`) }).check();
  // On a phone ticks wait for the panel's button, which says how many products they show.
  if (phone) await filters.getByRole("button", { name: /^Show \d+ results?$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/material=${encodeURIComponent(materialValue).replace(/%20/g, "(%20| )")}/$`));
  await expect(page.getByRole("list", { name: "Filters in use" }).getByRole("link")).toHaveText([`${material.name}: ${materialValue} × (remove)`]);
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("price");
  await expect(page).toHaveURL(/\/sort=price\/$/);
  const cards = products(page);
  await expect(cards.first()).toBeVisible();
  // Sorted by price, cheapest first.
  const prices = await cards.locator("[class*=price] [class*=amount]").allInnerTexts();
  const values = prices.map((p) => Number(p.replace(/[^\d.]/g, "")));
  expect(values).toEqual([...values].sort((a, b) => a - b));
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "category-filtered");

  // Back works: the unsorted, filtered listing.
  await page.goBack();
  await expect(page).toHaveURL(/\/material=[^/]+\/$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/sort=price\/$/);

  // Open the product (page by page until it shows).
  for (;;) {
    const link = page.getByRole("link", { name: product.title, exact: true });
    if (await link.count()) {
      await link.first().click();
      break;
    }
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/p/${product.slug}/$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
  await expect(page.getByTestId("product-price")).toBeVisible();
  await expect(page.getByText("incl. GST").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Pick the dearest variant: price and URL change.
  const dearest = [...product.variants].sort((a, b) => Number(b.price.incl_tax) - Number(a.price.incl_tax))[0];
  const picker = page.getByRole("group", { name: "Choose a variant" });
  await picker.getByRole("radio", { name: new RegExp(rupees(dearest.price.incl_tax!)) }).check({ force: true }); // the label is the visible part
  await expect(page).toHaveURL(new RegExp(`/p/${dearest.slug}/$`));
  await expect(page.getByTestId("product-price")).toHaveText(rupees(dearest.price.incl_tax!));
  await saveScreenshot(page, testInfo, "product-variant");

  // Turn the 360° view with the keyboard and with a drag.
  const spin = page.getByRole("slider", { name: /360° view/ });
  await spin.scrollIntoViewIfNeeded();
  await expect(spin).toHaveAttribute("aria-valuenow", "0");
  const frame = spin.locator("img");
  const first = await frame.getAttribute("data-frame");
  await spin.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(spin).not.toHaveAttribute("aria-valuenow", "0");
  await expect(frame).not.toHaveAttribute("data-frame", first!);
  const box = (await spin.boundingBox())!;
  const before = await spin.getAttribute("aria-valuenow");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(spin).not.toHaveAttribute("aria-valuenow", before!);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "product-360");
});

test("the search box suggests as the shopper types, and the keyboard picks a suggestion", async ({ page }, testInfo) => {
  await page.goto("/");
  const box = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
  await box.click();
  await page.keyboard.type("sof");
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("status").filter({ hasText: /suggestions?\./ })).toHaveText(/^\d+ suggestions?\./);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const active = page.getByRole("option", { selected: true });
  await expect(active).toHaveCount(1);
  await expect(box).toHaveAttribute("aria-activedescendant", (await active.getAttribute("id"))!);
  const label = (await active.locator("span").first().innerText()).trim();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "search-suggestions");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(label);
  await expect(listbox).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // Escape closes the list; Enter without a suggestion searches, and the query stays in the box.
  await box.fill("teak");
  await expect(listbox).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(listbox).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\/q=teak\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^[\d,]+ results? for “teak”$/);
  await expect(box).toHaveValue("teak");
  await expectNoSeriousA11yViolations(page);
});

test("a signed-in shopper saves a product and finds it in the wish list", async ({ page, baseURL }, testInfo) => {
  // Anonymous: the heart asks to sign in, and the wish list sends there.
  await page.goto("/c/living-room/");
  const firstCard = products(page).first();
  const title = (await firstCard.getByRole("heading").innerText()).trim();
  await expect(firstCard.getByRole("link", { name: `Sign in to save ${title} to your wish list` })).toHaveAttribute("href", /^\/account\/login\/\?next=%2Fp%2F/);
  const wishlist = await page.request.get("/account/wishlist/", { maxRedirects: 0 });
  expect(wishlist.status()).toBe(307);
  const location = new URL(wishlist.headers().location, baseURL);
  expect(location.pathname + location.search).toBe("/account/login/?next=%2Faccount%2Fwishlist%2F");

  await signIn(page, baseURL!);
  await page.goto("/c/living-room/");
  await expect(page.getByRole("banner").getByTestId("shopper-name")).toHaveText(ADMIN.firstName);
  const heart = products(page).first().getByRole("button", { name: `Favourite: ${title}` });
  if ((await heart.getAttribute("aria-pressed")) === "true") {
    await heart.click(); // left saved by an earlier run
    await expect(heart).toHaveAttribute("aria-pressed", "false");
  }
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expectNoSeriousA11yViolations(page);

  await page.goto("/account/wishlist/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your wish list");
  const saved = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(saved).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "wishlist");

  // Share it, open the shared page, then remove the product.
  const share = page.getByRole("button", { name: "Share with a link" });
  if (await share.isVisible()) await share.click();
  const link = page.getByRole("textbox", { name: "Anyone with this link can see your list" });
  await expect(link).toHaveValue(/\/wishlists\/[\w-]+\/$/);
  const shared = new URL(await link.inputValue());
  // Someone else (a context of their own, the same screen): axe needs a page of a context.
  const otherContext = await page.context().browser()!.newContext({ viewport: page.viewportSize() });
  const other = await otherContext.newPage();
  await other.goto(new URL(shared.pathname, baseURL).toString());
  await expect(other.getByRole("heading", { name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(other);
  await otherContext.close();
  await saved.getByRole("button", { name: `Remove ${title}` }).click();
  await expect(saved).toHaveCount(0);
});
