// Careers in a real browser: the owner posts a job, a candidate applies to it, the owner closes it and it
// is gone at once from the careers pages, the sitemap and the public API; the owner shortlists the
// application with a note, downloads its résumé (the audit log shows the download) and mails the
// candidate; a content staff member is refused the careers admin (403).
import { expect, test } from "@playwright/test";
import { CONTENT, signIn } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

function pdf(): Buffer {
  return Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
}

test("the owner closes a job post — gone from the careers pages and the API — and shortlists its application, downloading the résumé", async ({ page, playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const title = `Cane Weaver ${stamp}`;
  await signIn(page, origin);

  // A new job post.
  await page.goto("/admin/careers/");
  await expect(page.getByRole("heading", { level: 1, name: "Job posts" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "New job post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New job post" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Department", { exact: true }).fill("Workshop");
  await page.getByLabel("Location", { exact: true }).fill("Jodhpur");
  await page.getByLabel("Experience", { exact: true }).fill("2+ years");
  await page.getByLabel("Description", { exact: true }).fill("Weave **cane** seats and backs by hand.");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Create the job post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const slug = `cane-weaver-${stamp}`.toLowerCase();
  await expect(page.getByRole("main").getByRole("link", { name: `/careers/${slug}/` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // It is on the careers pages and in the API; a candidate applies to it.
  const visitor = await playwright.request.newContext({ baseURL: origin });
  expect((await visitor.get(`/careers/${slug}/`)).status()).toBe(200);
  const job = await visitor.get(`/api/v2/jobalerts/${slug}/`);
  expect(job.status()).toBe(200);
  const { id: jobId } = (await job.json()) as { id: number };
  const professions = (await (await visitor.get("/api/v2/profession/")).json()) as { results: { id: number }[] };
  const applied = await visitor.post("/api/v2/resumes/", {
    headers: { Origin: origin },
    multipart: {
      full_name: "Lakshmi Devi",
      email: `lakshmi-${stamp}@example.in`,
      phone_number: "9876543210",
      profession: String(professions.results[0].id),
      job_alert: String(jobId),
      experience_years: "4",
      resume: { name: "Lakshmi CV.pdf", mimeType: "application/pdf", buffer: pdf() },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  // Closed: gone from the careers pages, the sitemap and the public API at once.
  await page.getByRole("button", { name: "Close the job post" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Closed: the post has left the careers pages" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Closed: not on the careers pages");
  await saveScreenshot(page, testInfo, "careers-job-closed");
  expect((await visitor.get(`/careers/${slug}/`)).status()).toBe(404);
  expect(await (await visitor.get("/careers/")).text()).not.toContain(title);
  expect((await visitor.get(`/api/v2/jobalerts/${slug}/`)).status()).toBe(404);
  const list = (await (await visitor.get("/api/v2/jobalerts/?page_size=100")).json()) as { results: { slug: string }[] };
  expect(list.results.map((j) => j.slug)).not.toContain(slug);
  expect(await (await visitor.get("/sitemap.xml")).text()).not.toContain(`/careers/${slug}/`);
  await visitor.dispose();
  await page.goto("/admin/careers/?state=closed");
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Closed");

  // The application: listed under the post with the day its résumé is erased.
  await page.goto(`/admin/careers/applications/?job_alert=${jobId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Lakshmi Devi" });
  await expect(row).toContainText("New");
  await expect(row.getByRole("cell").nth(5)).toHaveText(/^\d{1,2} \w{3} \d{4}$/);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "careers-applications");
  await row.getByRole("link", { name: "Lakshmi Devi" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lakshmi Devi" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Shortlisted with a note; the timeline shows it.
  await page.getByLabel("Move to").selectOption("shortlisted");
  await page.getByLabel("Note", { exact: true }).fill("Neat cane work in the photos.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Moved to shortlisted." })).toBeVisible();
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText("New → Shortlisted: “Neat cane work in the photos.”");
  await expect(page.getByLabel("Move to").locator("option")).toHaveText(["Keep the status (note only)", "Interviewed", "Rejected"]);

  // The résumé downloads; the audit log shows the download.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /^Download the résumé/ }).click()]);
  expect(download.suggestedFilename()).toBe("Lakshmi CV.pdf");
  const applicationId = /\/applications\/(\d+)\//.exec(page.url())![1];

  // A mail to the candidate from the interview template, edited, queued and listed.
  await page.getByRole("link", { name: "Interview invitation" }).click();
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(/^Interview invitation from /);
  await page.getByLabel("Message", { exact: true }).fill("Namaste Lakshmi,\n\nCould you come to the Jodhpur workshop on Friday at 11?");
  await page.getByRole("button", { name: "Send the mail" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The mail is queued" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Mails to the candidate" })).toContainText("Interview invitation");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "careers-application");

  await page.goto(`/admin/audit-log/?entity_type=Resume&entity_id=${applicationId}`);
  const log = page.getByRole("main");
  await expect(log).toContainText("resume.download");
  await expect(log).toContainText("resume.status");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "careers-audit-log");

  // Professions page.
  await page.goto("/admin/careers/professions/");
  await expect(page.getByRole("heading", { level: 1, name: "Professions" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "careers-professions");
});

test("a content staff member is refused the careers admin", async ({ page, baseURL }) => {
  await signIn(page, new URL(baseURL!).origin, CONTENT);
  expect((await page.goto("/admin/careers/"))?.status()).toBe(403);
  expect((await page.goto("/admin/careers/applications/"))?.status()).toBe(403);
  expect((await page.request.get("/api/v2/admin/resumes/")).status()).toBe(403);
  await page.goto("/admin/");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Careers" })).toHaveCount(0);
});
