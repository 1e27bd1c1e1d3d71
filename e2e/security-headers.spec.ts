// Every shop page carries the security headers, and its Content-Security-Policy (one static policy, no
// nonce, so cached pages can share it) still lets the page hydrate: no violation is reported, and a
// link click is a client-side navigation, which only a hydrated page makes.
import { expect, test } from "@playwright/test";

const PAGES = ["/", "/search/?q=sofa", "/policies/return-policy/", "/no-such-page/"];

test("shop pages send the security headers and hydrate under their Content-Security-Policy", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/content security policy|securitypolicyviolation|refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`securitypolicyviolation: ${e.violatedDirective} ${e.blockedURI}`));
  });

  for (const path of PAGES) {
    const response = await page.goto(path);
    const headers = response!.headers();
    expect(headers["content-security-policy"], path).toContain("default-src 'self'");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("object-src 'none'");
    expect(headers["content-security-policy"], path).not.toContain("nonce-");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"], path).toBe("DENY");
    await page.waitForLoadState("load");
  }

  await page.goto("/");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Returns and refunds" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Return and Refund Policy");
  // A full page load would have started a new window object.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(violations).toEqual([]);
});
