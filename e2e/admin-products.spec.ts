// Staff run the catalogue from pages: the owner creates a product, publishes it and finds it in the
// shop; changes a price in the list and the shop shows it at once; two staff editing one product — the
// second save is refused with who changed it; the warehouse member may not open the product editor.
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { ADMIN, signIn, WAREHOUSE } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

const stamp = () => Date.now().toString(36);

async function createProduct(page: Page, title: string, price: string): Promise<string> {
  await page.goto("/admin/products/new/");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Description (Markdown)").fill("Hand-carved in **sheesham**.\n\n- seats two\n- oiled finish");
  await page.getByRole("button", { name: "Preview the description" }).click();
  const preview = page.getByRole("region", { name: "Description preview" });
  await expect(preview.locator("strong")).toHaveText("sheesham");
  await expect(preview.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await page.getByLabel("Product class").selectOption({ label: "Furniture" });
  await page.getByRole("group", { name: "Categories" }).getByRole("checkbox").first().check();
  await page.getByLabel("Price incl. GST (₹)").fill(price);
  await page.getByLabel("In stock", { exact: true }).fill("6");
  await page.getByLabel("SKU").fill(`E2E-${stamp()}`);
  await page.getByLabel("SEO title").fill(`${title} | Vanya Living`);
  await page.getByLabel("Published in the shop").check();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. The shop shows it now." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  return new URL(page.url()).pathname;
}

test("the owner creates a product, publishes it, finds it in the shop and changes its price in the list", async ({ page }, testInfo) => {
  test.slow(); // a whole product's life: create, pictures, shop, quick edit, rename, unpublish
  const origin = new URL(testInfo.project.use.baseURL ?? "http://127.0.0.1:3100").origin;
  await signIn(page, origin);
  await page.goto("/admin/products/");
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-products-list");

  const title = `Sheesham Bench ${stamp()}`;
  const editor = await createProduct(page, title, "14999");
  // Pictures: alt text is required; each is stored with the shop's widths; the second moves first.
  for (const [colour, alt] of [["#8a4526", `${title}, from the front`], ["#44628a", `${title}, a closer look at the grain`]]) {
    const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } }).jpeg().toBuffer();
    await page.getByLabel(/^Picture \(JPEG/).setInputFiles({ name: "bench.jpg", mimeType: "image/jpeg", buffer });
    await page.getByLabel("Alt text (what the picture shows)").fill(alt);
    await page.getByRole("button", { name: "Upload picture" }).click();
    await expect(page.getByRole("img", { name: alt })).toBeVisible();
  }
  await page.getByRole("button", { name: "Move picture 2 up" }).click();
  await expect(page.getByRole("list").filter({ has: page.getByRole("img") }).getByRole("img").first()).toHaveAttribute("alt", `${title}, a closer look at the grain`);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-product-editor");

  await page.getByRole("link", { name: "View in shop" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("₹14,999").first()).toBeVisible();
  await expect(page.getByRole("img", { name: `${title}, a closer look at the grain` }).first()).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Vanya Living`);
  const shopPath = new URL(page.url()).pathname;

  // The list's quick edit: found by search, saved, and the shop shows the new price at once.
  await page.goto(`/admin/products/?q=${encodeURIComponent(title)}`);
  const row = page.getByRole("form", { name: `Price and stock of ${title}` });
  await row.getByLabel("Price ₹").fill("12499.50");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByRole("status")).toContainText("Saved: ₹12499.50");
  await page.goto(shopPath);
  await expect(page.getByText("₹12,499.50").first()).toBeVisible();
  const search = await page.request.get(`/api/v2/catalogue/product/list/?q=${encodeURIComponent(title)}`);
  expect((await search.json()).results[0].price.incl_tax).toBe("12499.50");

  // A new slug: the old address leads to the product.
  await page.goto(editor);
  const slug = `${shopPath.split("/")[2]}-new`;
  await page.getByLabel("Address (slug)").fill(slug);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.goto(shopPath);
  await expect(page).toHaveURL(new RegExp(`/p/${slug}/$`));

  // A Hindi title: the Hindi page shows it, the English page keeps the English one (decision 0188).
  await page.goto(editor);
  await page.getByLabel("Title (Hindi)").fill("शीशम का स्टूल");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.goto(`/hi/p/${slug}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("शीशम का स्टूल");
  await page.goto(`/p/${slug}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // Bulk unpublish asks first, then hides it from the shop.
  await page.goto(`/admin/products/?q=${encodeURIComponent(title)}`);
  await page.getByRole("checkbox", { name: `Choose ${title}` }).check();
  await page.getByRole("button", { name: "Unpublish chosen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Unpublish 1 product" })).toHaveText(`Unpublish 1 product: ${title}?`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Yes, unpublish" }).click();
  await expect(page.getByText("1 product hidden from the shop.")).toBeVisible();
  expect((await page.request.get(`/p/${slug}/`)).status()).toBe(404);
});

test("the owner adds two variants and a 360° view to a product and the shop offers both variants at their prices", async ({ page }, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL ?? "http://127.0.0.1:3100").origin;
  await signIn(page, origin);
  const title = `Cane Armchair ${stamp()}`;
  await createProduct(page, title, "18999");
  const form = page.getByRole("form", { name: `Add a variant of ${title}` });
  const rows = page.getByRole("table", { name: `Variants of ${title}` }).getByRole("row");
  const fill = async (colour: string, price: string) => {
    await form.getByLabel("Colour", { exact: true }).fill(colour);
    await form.getByLabel("Variant SKU").fill(`E2E-${colour}-${stamp()}`);
    await form.getByLabel("Variant price incl. GST (₹)").fill(price);
    await form.getByLabel("Variant stock").fill("3");
    await form.getByRole("button", { name: "Add variant" }).click();
  };
  await expect(form).toContainText("its first variant takes over its price, SKU and stock");
  await fill("Indigo", "18999");
  await expect(rows).toHaveCount(2); // the header and the variant
  await fill("Rust", "19999.50");
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole("status").filter({ hasText: "Variant added." })).toBeVisible();
  // The same option values again are refused beside the field, with what was typed kept.
  await fill("indigo", "1");
  await expect(form.getByText(`"${title} – Indigo" already has these option values.`)).toBeVisible();
  await expect(form.getByLabel("Variant price incl. GST (₹)")).toHaveValue("1");
  await expect(rows).toHaveCount(3);
  // A 360° view from the editor: its frames in turntable order.
  const frames = await Promise.all(
    ["#8a4526", "#7a3e22", "#6a361e"].map(async (background, i) => ({
      name: `turn-${i + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background } }).jpeg().toBuffer(),
    })),
  );
  await page.getByLabel(/^Frames in turntable order/).setInputFiles(frames);
  await page.getByRole("button", { name: "Upload 360° view" }).click();
  await expect(page.getByRole("status").filter({ hasText: "360° view added with 3 frames." })).toBeVisible();
  await expect(page.getByRole("list", { name: `360° views of ${title}` })).toContainText(`${title} — 360° view — 3 frames`);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-product-variants");

  await page.getByRole("link", { name: "View in shop" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("360° view", { exact: true }).first()).toBeVisible();
  const picker = page.getByRole("group", { name: "Choose a variant" });
  await expect(picker.getByRole("radio")).toHaveCount(2);
  await expect(picker).toContainText("Indigo");
  await expect(picker).toContainText("₹19,999.50");
});

test("the owner adds an option, a product asks for it, and the shop's product page offers it", async ({ page }, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL ?? "http://127.0.0.1:3100").origin;
  await signIn(page, origin);
  const code = `gift_note_${stamp()}`;
  await page.goto("/admin/options/");
  await expect(page.getByRole("heading", { level: 1, name: "Options" })).toBeVisible();
  const adding = page.getByRole("form", { name: "Add an option" });
  await adding.getByLabel("Code").fill("Gift Note");
  await adding.getByLabel("Name").fill("Gift note");
  await adding.getByRole("button", { name: "Add option" }).click();
  await expect(adding.getByText("Use lower-case letters, digits and _, starting with a letter (apps send it with the basket).")).toBeVisible();
  await adding.getByLabel("Code").fill(code);
  await adding.getByLabel("Help text").fill("Up to 40 letters, written by hand.");
  await adding.getByRole("button", { name: "Add option" }).click();
  await expect(adding.getByRole("status")).toHaveText('Added "Gift note".');
  await expect(page.getByRole("form", { name: `Option Gift note (${code})` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-options");

  const title = `Brass Diya ${stamp()}`;
  await createProduct(page, title, "1299");
  await page.getByRole("group", { name: "Options asked when buying" }).getByRole("checkbox", { name: "Gift note" }).last().check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.getByRole("link", { name: "View in shop" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("group", { name: "Options" }).getByText("Up to 40 letters, written by hand.")).toBeVisible();
});

test("two staff edit one product: the second save is refused with who changed it", async ({ browser }, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL ?? "http://127.0.0.1:3100").origin;
  const [a, b] = [await browser.newContext({ baseURL: origin }), await browser.newContext({ baseURL: origin })];
  const first = await a.newPage();
  const second = await b.newPage();
  await signIn(first, origin);
  await signIn(second, origin);
  const editor = await createProduct(first, `Cane Stool ${stamp()}`, "3999");
  await second.goto(editor);
  await first.getByLabel("SEO description").fill("A light cane stool.");
  await first.getByRole("button", { name: "Save", exact: true }).click();
  await expect(first.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await second.getByLabel("Title", { exact: true }).fill("Cane Stool (renamed)");
  await second.getByRole("button", { name: "Save", exact: true }).click();
  await expect(second.getByRole("alert").filter({ hasText: "Changed by" })).toHaveText(new RegExp(`^Changed by ${ADMIN.firstName} at \\d\\d:\\d\\d — review and save again\\.$`));
  await expect(second.getByLabel("Title", { exact: true })).toHaveValue("Cane Stool (renamed)");
  await expectNoSeriousA11yViolations(second);
  await saveScreenshot(second, testInfo, "admin-product-conflict");
  await a.close();
  await b.close();
});

test("the warehouse member is refused the product pages", async ({ page }, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL ?? "http://127.0.0.1:3100").origin;
  await signIn(page, origin, WAREHOUSE);
  for (const path of ["/admin/products/", "/admin/products/new/"]) {
    expect((await page.goto(path))?.status()).toBe(403);
  }
  expect((await page.request.get("/api/v2/admin/products/")).status()).toBe(403);
});
