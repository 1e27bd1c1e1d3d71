import type { Page, TestInfo } from "@playwright/test";

/** Saves a full-page screenshot as test-results/screenshots/<project>-<name>.png. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Lazy images below the fold load only when scrolled into view: load them all first.
  await page.evaluate(() => {
    for (const img of Array.from(document.images)) img.loading = "eager";
  });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });
}
