// How much JavaScript a first visit to the home page downloads (bytes on the wire, compressed),
// measured from Chromium's network events. Fails when it grows past the budget.
import { expect, test } from "@playwright/test";

const BUDGET_BYTES = 200 * 1024;

test("the home page's first-load JavaScript stays within budget", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "measured once, on the desktop project");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on("Network.responseReceived", (e) => {
    if (e.type === "Script") scripts.set(e.requestId, e.response.url);
  });
  cdp.on("Network.loadingFinished", (e) => sizes.set(e.requestId, e.encodedDataLength));

  await page.goto("/", { waitUntil: "load" });
  await page.waitForTimeout(1500); // scripts the page loads after "load" (route prefetches are not scripts)

  const files = [...scripts].map(([id, url]) => ({ url: new URL(url).pathname, bytes: sizes.get(id) ?? 0 }));
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  const lines = files.sort((a, b) => b.bytes - a.bytes).map((f) => `${(f.bytes / 1024).toFixed(1).padStart(7)} kB  ${f.url}`);
  const summary = `First-load JS of /: ${(total / 1024).toFixed(1)} kB in ${files.length} files\n${lines.join("\n")}`;
  console.log(summary);
  await testInfo.attach("first-load-js.txt", { body: summary, contentType: "text/plain" });
  expect(files.length).toBeGreaterThan(0);
  expect(total, summary).toBeLessThan(BUDGET_BYTES);
});
