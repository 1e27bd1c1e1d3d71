// The gallery and downloads edited in a real browser, with the page cache on: a picture added in the
// admin is on /gallery/ at once, and a PDF added is on /downloads/ at once; a file
// that is not a PDF is refused beside its field; both are deleted again. A video is uploaded from the
// video page (posted to the staff API with the browser's session), a text file named .mp4 refused beside
// its field. The video and 360° set pages are visited and checked for accessibility.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

async function scan(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, `admin-content-media-${name}`);
}

const pdf = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

test("staff add a gallery picture and the gallery shows it at once", async ({ page, baseURL }, testInfo) => {
  test.slow();
  const title = `A courtyard in Jaipur ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signIn(page, new URL(baseURL!).origin);
  await page.goto("/gallery/");
  await expect(page.getByRole("main")).not.toContainText(title);

  await page.goto("/admin/content/");
  await page.getByRole("link", { name: "Gallery", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gallery", exact: true })).toBeVisible();
  await scan(page, testInfo, "gallery-list");
  await page.getByRole("link", { name: "Add a picture" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New gallery picture" })).toBeVisible();
  // The list's page may be kept, hidden, by the router: look inside the form.
  const add = page.getByRole("form", { name: "Add a gallery picture" });
  await add.getByLabel("Title").fill(title);
  await add.getByLabel("Tag").selectOption("Projects");
  await add.getByLabel("Day it happened").fill("2099-01-01");
  await add.getByLabel("Description (optional)").fill("Jharokha seating and a brass lamp under the neem tree.");
  const picture = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: { r: 160, g: 90, b: 60 } } }).jpeg().toBuffer();
  await add.getByLabel("Picture", { exact: true }).setInputFiles({ name: "courtyard.jpg", mimeType: "image/jpeg", buffer: picture });
  await page.getByRole("button", { name: "Add the picture" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Gallery picture ${title}` })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Added. The gallery shows it now." })).toBeVisible();
  await scan(page, testInfo, "gallery-item");

  await page.goto("/gallery/");
  await expect(page.getByRole("main").getByText(title).first()).toBeVisible();
  await scan(page, testInfo, "gallery-shop");

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: `Gallery picture ${title}` })).toBeVisible();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete the picture" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gallery", exact: true })).toBeVisible();
  await page.goto("/gallery/");
  await expect(page.getByRole("main")).not.toContainText(title);
});

test("staff add a PDF and the downloads page shows it at once; a file that is not a PDF is refused", async ({ page, baseURL }, testInfo) => {
  test.slow();
  const title = `Cane care guide ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signIn(page, new URL(baseURL!).origin);
  await page.goto("/downloads/");
  await expect(page.getByRole("main")).not.toContainText(title);

  await page.goto("/admin/content/");
  await page.getByRole("link", { name: "Downloads", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Downloads", exact: true })).toBeVisible();
  await scan(page, testInfo, "downloads-list");
  await page.getByRole("link", { name: "Add a download" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description (optional)").fill("Dusting, the monsoon and re-tightening the weave.");
  await page.getByLabel("PDF file").setInputFiles({ name: "guide.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>not a pdf</html>") });
  await page.getByRole("button", { name: "Add the download" }).click();
  await expect(page.getByText("The file must be a PDF.")).toBeVisible();
  await scan(page, testInfo, "download-refused");
  await page.getByLabel("PDF file").setInputFiles({ name: "guide.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Add the download" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Download ${title}` })).toBeVisible();
  await scan(page, testInfo, "download");

  await page.goto("/downloads/");
  await expect(page.getByRole("main").getByText(title).first()).toBeVisible();
  await scan(page, testInfo, "downloads-shop");

  await page.goBack();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete the download" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Downloads", exact: true })).toBeVisible();
  await page.goto("/downloads/");
  await expect(page.getByRole("main")).not.toContainText(title);
});

/** The start of an MP4 file: an `ftyp` box at offset 4, then media data. */
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom\0\0\u0002\0isomiso2", "latin1"), Buffer.from([0, 0, 0, 8]), Buffer.from("mdat"), Buffer.alloc(4096, 7)]);

test("staff upload a video from the video page; a text file named .mp4 is refused beside its field", async ({ page, baseURL }, testInfo) => {
  test.slow();
  const title = `Polishing teak ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signIn(page, new URL(baseURL!).origin);
  await page.goto("/admin/content/video/");
  const upload = page.getByRole("form", { name: "Upload a video" });
  await upload.getByLabel("Title").fill(title);
  await upload.getByLabel("Video", { exact: true }).setInputFiles({ name: "notes.mp4", mimeType: "video/mp4", buffer: Buffer.from("Notes from the workshop.\n".repeat(40)) });
  await upload.getByRole("button", { name: "Upload the video" }).click();
  await expect(upload.getByText("The video must be an MP4 or WebM file.")).toBeVisible();
  await scan(page, testInfo, "video-refused");
  await upload.getByLabel("Video", { exact: true }).setInputFiles({ name: "polishing.mp4", mimeType: "video/mp4", buffer: mp4 });
  await upload.getByRole("button", { name: "Upload the video" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Added “${title}”.` })).toBeVisible();
  await page.getByRole("table").getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Video ${title}` })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Shown on the landing page/ })).not.toBeChecked();
});

test("staff see the landing page's video and the 360° sets, each page accessible", async ({ page, baseURL }, testInfo) => {
  await signIn(page, new URL(baseURL!).origin);
  await page.goto("/admin/content/");
  await page.getByRole("link", { name: "Home video", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home video" })).toBeVisible();
  await scan(page, testInfo, "video-list");
  // The seed has a video and 360° sets.
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByRole("form", { name: "Edit the video" })).toBeVisible();
  await scan(page, testInfo, "video");
  await page.goto("/admin/content/showroom/");
  await expect(page.getByRole("heading", { level: 1, name: "360° showroom" })).toBeVisible();
  await scan(page, testInfo, "showroom-list");
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByRole("form", { name: "Edit the 360° set" })).toBeVisible();
  await scan(page, testInfo, "showroom-set");
});
