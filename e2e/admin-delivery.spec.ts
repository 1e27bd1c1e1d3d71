// Delivery edited in a real browser: the owner adds a zone, gives it a pincode prefix as text (a bad line
// is refused beside the field first), sets the standard method's charge there, and the pincode tester
// shows a pincode under that prefix in the new zone with that charge; deleting the zone sends it back to
// the seeded zone for 79. (admin-setup.spec.ts tests the
// tester against the seeded zones.) Each project uses its own prefix, so the two runs never meet.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { signIn } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

async function scan(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, `admin-delivery-${name}`);
}

test("the owner adds a prefix to a zone and a charge for it, and the tester follows", async ({ page, baseURL }, testInfo) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const prefix = testInfo.project.name === "tablet" ? "79502" : "79501";
  const zoneName = `Hills ${stamp}`;
  await signIn(page, new URL(baseURL!).origin);

  await page.goto("/admin/delivery/");
  await page.getByRole("link", { name: "Add a zone" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New shipping zone" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(zoneName);
  await page.getByLabel("Code", { exact: true }).fill(`hills-${stamp}`);
  await page.getByRole("button", { name: "Add the zone" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Zone ${zoneName}` })).toBeVisible();

  // A range written the wrong way round is named beside the field, with its line.
  await page.getByLabel("Pincodes it takes").fill(`${prefix}\n795999-795000`);
  await page.getByRole("button", { name: "Save the zone" }).click();
  await expect(page.getByText("Line 2 (795999-795000): 795999 comes after 795000; write the smaller pincode first.")).toBeVisible();
  await expect(page.getByLabel("Pincodes it takes")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Pincodes it takes").fill(prefix);
  await page.getByRole("button", { name: "Save the zone" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByLabel("Pincodes it takes")).toHaveValue(prefix);
  await scan(page, testInfo, "zone");

  await page.goto("/admin/delivery/");
  await page.getByRole("link", { name: "Standard delivery" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Method Standard delivery" })).toBeVisible();
  await page.getByLabel(`Price in ${zoneName}`).fill("12.345");
  await page.getByRole("button", { name: "Save the method" }).click();
  await expect(page.getByText("Each charge is rupees with at most 2 decimal places, like 499 or 499.50.")).toBeVisible();
  await page.getByLabel(`Price in ${zoneName}`).fill("349.50");
  await page.getByRole("button", { name: "Save the method" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByLabel(`Price in ${zoneName}`)).toHaveValue("349.50");
  await expect(page.getByLabel("Price in Metro cities")).toHaveValue("499.00");
  await scan(page, testInfo, "method");

  await page.goto("/admin/delivery/");
  const tester = page.getByRole("form", { name: "Test a pincode" });
  await tester.getByLabel("Pincode").fill(`${prefix}1`);
  await tester.getByRole("button", { name: "Test" }).click();
  const result = page.getByTestId("delivery-test");
  await expect(result).toContainText(`zone ${zoneName}`);
  await expect(result.getByRole("list").first()).toHaveText("Standard delivery: ₹349.50, 5–8 working days");
  await scan(page, testInfo, "tester");

  // Deleted after the browser's confirmation: the pincode goes back to the default zone at once.
  await page.getByRole("link", { name: zoneName }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Zone ${zoneName}` })).toBeVisible();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete the zone" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delivery" })).toBeVisible();
  await expect(page.getByRole("link", { name: zoneName })).toHaveCount(0);
  await page.getByRole("form", { name: "Test a pincode" }).getByLabel("Pincode").fill(`${prefix}1`);
  await page.getByRole("form", { name: "Test a pincode" }).getByRole("button", { name: "Test" }).click();
  await expect(page.getByTestId("delivery-test")).toContainText(`${prefix}1: zone North East`); // the seeded zone for 79
});
