// A policy edited in a real browser: the owner previews a change (nothing published), publishes it and
// the shop's page shows it at once (page cache on), then restores the earlier version from the list and
// the shop's page shows the earlier text again.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
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
