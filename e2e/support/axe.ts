import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Scans the page for WCAG 2.1 A/AA problems and fails on any serious or critical one (listing them). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // After a client-side transition (a server action's answer) Next streams the new <title> in a moment
  // after the content: give it that moment; a page that never gets a title still fails below.
  await page.waitForFunction(() => document.title.trim() !== "", undefined, { timeout: 5_000 }).catch(() => {});
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, "\n      ")}`);
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join("\n")}`;
    })
    .join("\n\n");
  if (serious.length) console.log(`Accessibility violations on ${page.url()}:\n${report}`);
  expect(serious.map((v) => v.id), `serious or critical accessibility violations on ${page.url()}\n${report}`).toEqual(
    [],
  );
}
