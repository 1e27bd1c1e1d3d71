// Categories in a real browser: the owner adds a subcategory, renames it, moves it to another room,
// gives it a picture, publishes it and finds it on the shop's category page; the warehouse member
// (orders only) is refused the page.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { signIn, WAREHOUSE } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

test("the owner adds, renames, moves and publishes a category, and the shop shows it", async ({ page, baseURL }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  await signIn(page, new URL(baseURL!).origin);
  await page.goto("/admin/categories/");
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  const tree = page.getByRole("table", { name: "The category tree, in the shop's order" });
  await expect(tree.getByRole("rowheader", { name: "Living Room" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Added under Living Room: hidden until published.
  const form = page.getByRole("form", { name: "Add a category" });
  await form.getByLabel("Name", { exact: true }).fill(`Nook ${stamp}`);
  await form.getByLabel("Place it under").selectOption({ label: "Living Room" });
  await form.getByRole("button", { name: "Add the category" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Nook ${stamp}` })).toBeVisible();
  await expect(page.getByText("Under Living Room")).toBeVisible();
  await expect(page.getByText("Hidden from shoppers.")).toBeVisible();

  // Renamed, with a slug of its own; a broken slug is refused beside its field first, keeping what was typed.
  const details = page.getByRole("form", { name: "Name and description" });
  await details.getByLabel("Name", { exact: true }).fill(`Reading Nooks ${stamp}`);
  await details.getByLabel("Slug", { exact: true }).fill("Not a slug");
  await details.getByRole("button", { name: "Save the name and description" }).click();
  await expect(details.getByRole("alert").filter({ hasText: "Use lower-case letters, digits and hyphens" })).toBeVisible();
  await expect(details.getByLabel("Slug", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(details.getByLabel("Name", { exact: true })).toHaveValue(`Reading Nooks ${stamp}`);
  await details.getByLabel("Slug", { exact: true }).fill(`reading-nooks-${stamp}`);
  await details.getByLabel("Description", { exact: true }).fill("Corners for a book and a cup of chai.");
  await details.getByRole("button", { name: "Save the name and description" }).click();
  await expect(details.getByRole("status")).toHaveText("Saved. The shop shows the change now.");
  await expect(page.getByRole("heading", { level: 1, name: `Reading Nooks ${stamp}` })).toBeVisible();

  // Moved to the Bedroom.
  const move = page.getByRole("form", { name: "Place in the tree" });
  await move.getByLabel("Parent").selectOption({ label: "Bedroom" });
  await move.getByRole("button", { name: "Move the category" }).click();
  await expect(move.getByRole("status")).toHaveText("Moved. The shop shows it in its new place now.");
  await expect(page.getByText("Under Bedroom")).toBeVisible();

  // A picture.
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 180, g: 120, b: 70 } } }).png().toBuffer();
  const picture = page.getByRole("form", { name: "Picture" });
  await picture.getByLabel("Choose a picture").setInputFiles({ name: "nook.png", mimeType: "image/png", buffer: png });
  await picture.getByRole("button", { name: "Save the picture" }).click();
  await expect(picture.getByRole("status")).toHaveText("Picture saved. The shop shows it now.");
  await expect(picture.getByRole("img", { name: `The picture of Reading Nooks ${stamp}` })).toBeVisible();

  // Published.
  const publish = page.getByRole("form", { name: "In the shop" });
  await publish.getByRole("button", { name: "Publish" }).click();
  await expect(publish.getByRole("status")).toHaveText("Published: shoppers see it when its parents are shown.");
  await expect(page.getByText("Published: shoppers see it.")).toBeVisible();
  await expect(page.getByRole("table", { name: `Changes of Reading Nooks ${stamp}` }).getByRole("row")).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "category-edited");

  // The shop's Bedroom page lists it, and its own page answers at its new address.
  const shop = await page.context().browser()!.newPage();
  await shop.goto("/c/bedroom/");
  const link = shop.getByRole("navigation", { name: "Bedroom categories" }).getByRole("link", { name: `Reading Nooks ${stamp}` });
  await expect(link).toBeVisible();
  await link.click();
  await expect(shop.getByRole("heading", { level: 1, name: `Reading Nooks ${stamp}` })).toBeVisible();
  expect(new URL(shop.url()).pathname).toBe(`/c/bedroom/reading-nooks-${stamp}/`);
  await expect(shop.getByText("Corners for a book and a cup of chai.")).toBeVisible();
  await shop.close();

  // In the tree, under Bedroom.
  await page.goto("/admin/categories/");
  const row = tree.getByRole("row").filter({ has: page.getByRole("rowheader", { name: `Reading Nooks ${stamp}` }) });
  await expect(row.getByRole("cell").nth(1)).toHaveText("Published");
  // Moved up among the Bedroom's subcategories (it came last).
  const before = await tree.getByRole("rowheader").allTextContents();
  await row.getByRole("button", { name: `Move Reading Nooks ${stamp} up` }).click();
  await expect.poll(async () => (await tree.getByRole("rowheader").allTextContents()).indexOf(`↳ Reading Nooks ${stamp}`)).toBeLessThan(before.indexOf(`↳ Reading Nooks ${stamp}`));
  await expect(row.getByRole("button", { name: `Move Reading Nooks ${stamp} down` })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "category-tree");
});

test("the warehouse member is refused the categories", async ({ page, baseURL }) => {
  await signIn(page, new URL(baseURL!).origin, WAREHOUSE);
  expect((await page.goto("/admin/categories/"))?.status()).toBe(403);
  expect((await page.request.get("/api/v2/admin/categories/")).status()).toBe(403);
  await page.goto("/admin/");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Categories" })).toHaveCount(0);
});
