// Content edited in a real browser, with the page cache on:
// - a policy: the owner previews a change (nothing published), publishes it and the shop's page shows it
//   at once, then restores the earlier version and the shop's page shows the earlier text again;
// - a banner scheduled 25 seconds ahead: the landing page does not show it, then shows it once its
//   moment has come (nothing is changed in between: the page expires at that moment on its own), and
//   deleting it takes it off at once.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

async function scan(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, `admin-content-${name}`);
}

test("the owner edits the return policy, sees it in the shop at once, and restores the earlier version", async ({ page, baseURL }, testInfo) => {
  test.slow();
  const note = `Cushion covers are exchanged within 30 days (${testInfo.project.name} ${Date.now().toString(36)}).`;
  await signIn(page, new URL(baseURL!).origin);

  await page.goto("/admin/content/");
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await scan(page, testInfo, "list");
  await page.getByRole("link", { name: "Return and Refund Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Return and Refund Policy" })).toBeVisible();
  const text = page.getByLabel("Text (Markdown)");
  const original = await text.inputValue();
  await text.fill(`${original}\n\n**${note}**`);

  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview (not published)" });
  await expect(preview.locator("strong", { hasText: note })).toBeVisible();
  await scan(page, testInfo, "preview");
  const before = await page.request.get("/policies/return-policy/");
  expect(await before.text()).not.toContain(note);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published. The shop shows the new text now." })).toBeVisible();
  const versions = page.getByRole("table", { name: "Versions of Return and Refund Policy, newest first" });
  await expect(versions.getByRole("row").nth(1)).toContainText("Shown now");
  await scan(page, testInfo, "published");

  await page.goto("/policies/return-policy/");
  await expect(page.getByRole("main").locator("strong", { hasText: note })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Return and Refund Policy" })).toBeVisible();
  page.once("dialog", (dialog) => void dialog.accept());
  await versions.getByRole("row").nth(2).getByRole("button", { name: "Restore this version" }).click();
  await expect(versions.getByRole("row").nth(1)).toContainText("restored an earlier version");
  await expect(page.getByLabel("Text (Markdown)")).toHaveValue(original);

  await page.goto("/policies/return-policy/");
  await expect(page.getByRole("heading", { level: 1, name: "Return and Refund Policy" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(note);
});

/** `datetime-local` text of a moment in India's time, to the second. */
const indiaTime = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19);

test("a banner scheduled ahead appears on the landing page when its moment comes, and leaves when deleted", async ({ page, baseURL }, testInfo) => {
  test.slow();
  const title = `Monsoon teak ${testInfo.project.name} ${Date.now().toString(36)}`;
  const slide = page.getByRole("group", { name: new RegExp(title) });
  await signIn(page, new URL(baseURL!).origin);

  await page.goto("/admin/content/");
  await page.getByRole("link", { name: "Add a banner" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New banner" })).toBeVisible();
  await page.getByLabel("Heading", { exact: true }).fill(title);
  await page.getByLabel("What the picture shows (alt text)").fill("A teak bench on a verandah in the rain");
  await page.getByLabel("Link (optional)").fill("javascript:alert(1)");
  const startsAt = new Date(Date.now() + 25_000);
  await page.getByLabel("Shown from (India time, optional)").fill(indiaTime(startsAt));
  const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 90, g: 110, b: 70 } } }).jpeg().toBuffer();
  await page.getByLabel("Wide picture").setInputFiles({ name: "monsoon.jpg", mimeType: "image/jpeg", buffer: picture });
  await page.getByRole("button", { name: "Add the banner" }).click();
  await expect(page.getByText("Write a shop path like /c/bedroom/ or an https:// address; this is neither.")).toBeVisible();
  await page.getByLabel("Link (optional)").fill("/c/living-room/");
  await page.getByLabel("Wide picture").setInputFiles({ name: "monsoon.jpg", mimeType: "image/jpeg", buffer: picture });
  await page.getByRole("button", { name: "Add the banner" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Banner ${title}` })).toBeVisible();
  await scan(page, testInfo, "banner");

  await page.goto("/admin/content/");
  await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("Scheduled");
  await page.goto("/");
  await expect(slide).toHaveCount(0);
  // Its moment comes with nothing changed: the cached landing page expires then on its own.
  await expect(async () => {
    expect(Date.now()).toBeGreaterThan(startsAt.getTime());
    await page.goto("/");
    await expect(slide).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await expect(slide.locator("img")).toHaveAttribute("alt", "A teak bench on a verandah in the rain");

  await page.goto("/admin/content/");
  await page.getByRole("link", { name: title }).click();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete the banner" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await page.goto("/");
  await expect(slide).toHaveCount(0);
});

test("a landing page section renamed and hidden shows so on the landing page at once", async ({ page, baseURL }, testInfo) => {
  test.slow();
  const heading = `Homes we furnished (${testInfo.project.name} ${Date.now().toString(36)})`;
  await signIn(page, new URL(baseURL!).origin);
  await page.goto("/admin/content/");
  await page.getByRole("link", { name: "The landing page's sections" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Landing page" })).toBeVisible();
  await scan(page, testInfo, "home-sections");
  await page.getByRole("link", { name: "Homes we have furnished" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gallery pictures: Homes we have furnished" })).toBeVisible();
  const form = page.getByRole("form", { name: "Edit the section" });
  await form.getByLabel("Heading").fill(heading);
  await form.getByRole("button", { name: "Save the section" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. The landing page shows it now." })).toBeVisible();
  await scan(page, testInfo, "home-section");

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: `Gallery pictures: ${heading}` })).toBeVisible();
  await form.getByLabel("Shown on the landing page").uncheck();
  await form.getByRole("button", { name: "Save the section" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: heading })).toHaveCount(0);

  // Back as it was, for the other tests.
  await page.goBack();
  await expect(form.getByLabel("Shown on the landing page")).not.toBeChecked();
  await form.getByLabel("Heading").fill("Homes we have furnished");
  await form.getByLabel("Shown on the landing page").check();
  await form.getByRole("button", { name: "Save the section" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
});

test("a collection made from the product picker is on its shop page at once, and leaves when deleted", async ({ page, baseURL }, testInfo) => {
  test.slow();
  const title = `Reading corner ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signIn(page, new URL(baseURL!).origin);
  await page.goto("/admin/content/collections/");
  const adding = page.getByRole("form", { name: "Add a collection" });
  await adding.getByLabel("Title").fill(title);
  await adding.getByRole("button", { name: "Add the collection" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Collection ${title}` })).toBeVisible();
  const address = (await page.getByRole("link", { name: /^\/collections\// }).textContent())!;

  const finder = page.getByRole("form", { name: "Find a product to add" });
  await finder.getByLabel("Title or SKU").fill("study table");
  await finder.getByRole("button", { name: "Find" }).click();
  const found = page.getByRole("list", { name: "Products found" }).getByRole("listitem").first();
  const product = (await found.locator("strong").textContent())!;
  await found.getByRole("button", { name: /^Add/ }).click();
  await expect(page.getByRole("table", { name: new RegExp(`Products in ${title}`) })).toContainText(product);

  const tile = page.getByRole("form", { name: "Tile picture" });
  const picture = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#6b4f2a" } }).jpeg().toBuffer();
  await tile.getByLabel("Choose a new tile picture").setInputFiles({ name: "reading-corner.jpg", mimeType: "image/jpeg", buffer: picture });
  await tile.getByRole("button", { name: "Save the picture" }).click();
  await expect(tile.getByRole("status")).toHaveText("Picture saved. The shop shows it now.");
  await expect(tile.getByRole("img", { name: "The tile picture now" })).toHaveAttribute("src", /\/media\/collections\/uploads\/[0-9a-f]{32}-1200x800\.jpg$/);
  await scan(page, testInfo, "collection");

  await page.goto(address);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 3, name: product })).toBeVisible();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/collections\/uploads\/[0-9a-f]{32}-1200x800\.jpg$/);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: `Collection ${title}` })).toBeVisible();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete the collection" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Collections" })).toBeVisible();
  expect((await page.request.get(address)).status()).toBe(404);
});

test("the shop's hours changed once in the admin show on the contact page and in every footer at once", async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one browser changes the shop's details: they are shared by every test");
  await signIn(page, new URL(baseURL!).origin);
  await page.goto("/contact/"); // cached before the change
  await page.goto("/admin/content/");
  await page.getByRole("link", { name: "Shop details" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shop details" })).toBeVisible();
  const form = page.getByRole("form", { name: "The shop's details" });
  const hours = form.getByLabel("Hours");
  const original = await hours.inputValue();
  const changed = `Monday to Saturday, 10 am – 8 pm (${Date.now().toString(36)})`;

  await form.getByLabel("GSTIN (optional)").fill("08AAJCV4821K1ZX");
  await form.getByRole("button", { name: "Save the details" }).click();
  await expect(form.getByText("Enter a valid GSTIN.")).toBeVisible();
  await expect(form.getByLabel("GSTIN (optional)")).toHaveAttribute("aria-invalid", "true");
  await scan(page, testInfo, "shop-details-error");

  await form.getByLabel("GSTIN (optional)").fill("08AAJCV4821K1ZY");
  await form.getByLabel("Hours").fill(changed);
  await form.getByRole("button", { name: "Save the details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. Every page of the shop shows the new details now." })).toBeVisible();
  await scan(page, testInfo, "shop-details");

  try {
    await page.goto("/contact/");
    await expect(page.getByRole("main").getByText(changed)).toBeVisible();
    await expect(page.getByRole("contentinfo").getByText(changed)).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("GSTIN 08AAJCV4821K1ZY");
    // The questions page names the hours in its text ({hours}): it follows too.
    await page.goto("/faq/");
    await page.getByText("How do I reach you?").click();
    await expect(page.getByRole("main").getByText(changed)).toBeVisible();
    // Another page, served from the cache to a visitor without cookies, has the new footer too.
    const anonymous = await page.request.get("/about/", { headers: { cookie: "" } });
    expect(await anonymous.text()).toContain(changed);
  } finally {
    await page.goto("/admin/content/shop/");
    await form.getByLabel("Hours").fill(original);
    await form.getByRole("button", { name: "Save the details" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  }
});

test("staff rewrite the About us page in Markdown and the shop shows it at once, the shop's address filled in", async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one browser edits the shared page");
  const line = `We also restore old furniture (${Date.now().toString(36)}).`;
  await signIn(page, new URL(baseURL!).origin);
  await page.goto("/about/"); // cached before the change
  await page.goto("/admin/content/");
  await page.getByRole("link", { name: "About us" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
  const text = page.getByLabel("Text (Markdown)");
  const original = await text.inputValue();
  await text.fill(`${original}\n\n## Restoration\n\n${line} Bring it to {address}.`);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("region", { name: "Preview (not published)" })).toContainText(`${line} Bring it to Plot 14, Heavy Industrial Area`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible();
  await scan(page, testInfo, "about-page");
  try {
    await page.goto("/about/");
    await expect(page.getByRole("heading", { level: 2, name: "Restoration" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`${line} Bring it to Plot 14, Heavy Industrial Area, Basni, Jodhpur, Rajasthan 342005.`);
  } finally {
    await page.goto("/admin/content/policies/about/");
    await page.getByLabel("Text (Markdown)").fill(original);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible();
  }
});
