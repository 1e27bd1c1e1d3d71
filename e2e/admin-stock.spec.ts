// Stock and prices in a real browser: the owner imports a stock CSV with one bad row — the preview
// shows every change and the refused row, and nothing reaches the shop until it is confirmed — then
// confirms, and the shop shows the new price and stock; the warehouse member edits a stock level.
import { expect, test } from "@playwright/test";
import { signIn, WAREHOUSE } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

interface Record {
  id: number;
  partner_sku: string;
  price: string;
  num_in_stock: number | null;
  num_allocated: number;
  product: { title: string; slug: string };
}

test("the owner imports a stock CSV: preview with a refused row, nothing applied, then confirmed", async ({ page, baseURL }, testInfo) => {
  const origin = new URL(baseURL!).origin;
  await signIn(page, origin);
  const listing = await (await page.request.get("/api/v2/catalogue/product/list/?page_size=1&in_stock=1")).json();
  const card = listing.results[0] as { title: string; slug: string };
  const found = await (await page.request.get(`/api/v2/admin/stockrecords/?q=${encodeURIComponent(card.title)}`)).json();
  const record = (found.results as Record[]).find((r) => r.product.slug === card.slug)!;
  expect(record, "the product's stock record").toBeTruthy();
  const stock = (record.num_in_stock ?? 0) + 7;
  // Another project's run on the same server may have set the price already.
  const [price, shown] = record.price === "12345.00" ? ["12346.00", "12,346"] : ["12345.00", "12,345"];

  await page.goto("/admin/stock/");
  await expect(page.getByRole("heading", { level: 1, name: "Stock and prices" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "stock-list");

  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import stock and prices" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const csv = `sku,price,num_in_stock\n${record.partner_sku},${price},${stock}\nNO-SUCH-SKU,100,1\n`;
  await page.getByLabel("CSV file").setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Preview the changes" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Preview" })).toHaveText("Preview — nothing has been applied yet: 1 change, 1 refused row, 0 unchanged.");
  const changes = page.getByRole("table", { name: "Changes the import will apply" });
  await expect(changes.getByRole("row").nth(1)).toContainText(`${record.partner_sku}${record.product.title}₹${record.price} → ₹${price}${record.num_in_stock} → ${stock}`);
  const refused = page.getByRole("table", { name: "Rows the import leaves out, with why" });
  await expect(refused.getByRole("row").nth(1)).toHaveText("3NO-SUCH-SKUNo product has this SKU.");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "stock-import-preview");

  // Nothing applied before the confirmation.
  const before = await (await page.request.get(`/api/v2/admin/stockrecords/${record.id}/`)).json();
  expect([before.price, before.num_in_stock]).toEqual([record.price, record.num_in_stock]);

  await page.getByRole("button", { name: "Apply 1 change" }).click();
  await expect(page.getByRole("status")).toHaveText("Applied 1 change; 1 refused rows were left out.");
  await saveScreenshot(page, testInfo, "stock-import-done");

  await page.goto(`/p/${card.slug}/`);
  await expect(page.locator("main")).toContainText(shown);
});

test("the warehouse member edits a stock level", async ({ page, baseURL }, testInfo) => {
  const origin = new URL(baseURL!).origin;
  await signIn(page, origin, WAREHOUSE);
  const found = await (await page.request.get("/api/v2/admin/stockrecords/?page_size=100")).json();
  const record = (found.results as Record[]).find((r) => r.num_in_stock !== null && r.partner_sku !== "")!;
  await page.goto(`/admin/stock/?q=${encodeURIComponent(record.partner_sku)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Stock and prices" })).toBeVisible();
  const field = page.getByLabel(`Stock of ${record.partner_sku}`, { exact: true });
  const next = record.num_allocated + 42;
  await field.fill(String(next));
  await page.getByRole("button", { name: `Save stock of ${record.partner_sku}`, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  const after = await (await page.request.get(`/api/v2/admin/stockrecords/${record.id}/`)).json();
  expect(after.num_in_stock).toBe(next);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "stock-warehouse-edit");

  // The warehouse member sees the price but cannot change it.
  await page.goto(`/admin/stock/${record.id}/`);
  await expect(page.getByLabel("Price incl. GST (₹)")).toHaveCount(0);
  await expect(page.getByText("prices are changed by the catalogue group")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
