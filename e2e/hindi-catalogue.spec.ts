// The catalogue in Hindi (issue 24): a shopper on /hi/ opens a room, pages through it, narrows it with the
// filter panel and sorts it, searches from the header's box and lands on the Hindi search page, opens a
// product and reads its details, delivery estimate and pincode picker in Hindi, and meets a Hindi 404 for a room that
// does not exist. On a phone the header shows the shop's whole name in both languages. Every
// page visited is scanned for accessibility and photographed.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

interface Root {
  id: number;
  name: string;
  slug: string;
}
interface Card {
  title: string;
  slug: string;
  structure: string;
  availability: { is_available_to_buy: boolean };
}

const HINDI_MONTH = /(जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|अक्टूबर|नवंबर|दिसंबर)/;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function scan(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, `hindi-catalogue-${name}`);
}

/** The room with the most products: more than a page of them, so the listing has pagination. */
async function roomWithPages(request: APIRequestContext): Promise<Root> {
  const roots = (await (await request.get("/api/v2/categories/")).json()) as Root[];
  let best: { root: Root; count: number } | null = null;
  for (const root of roots) {
    const { count } = (await (await request.get(`/api/v2/catalogue/product/count/?category=${root.id}`)).json()) as { count: number };
    if (!best || count > best.count) best = { root, count };
  }
  expect(best?.count ?? 0).toBeGreaterThan(24);
  return best!.root;
}

/** A standalone piece in stock with details and a description. */
async function describedPiece(request: APIRequestContext): Promise<Card> {
  const r = await request.get("/api/v2/catalogue/product/list/?in_stock=1&page_size=100");
  const cards = ((await r.json()) as { results: Card[] }).results.filter((c) => c.structure === "standalone" && c.availability.is_available_to_buy);
  for (const card of cards) {
    const detail = (await (await request.get(`/api/v2/catalogue/d/${encodeURIComponent(card.slug)}/`)).json()) as { attributes: unknown[]; description: string };
    if (detail.attributes.length > 0 && detail.description.trim()) return card;
  }
  throw new Error("No piece in stock with details and a description");
}

test("a shopper browses, filters, pages, searches and opens a product in Hindi, and meets a 404", async ({ page, request }, testInfo) => {
  test.slow();
  const room = await roomWithPages(request);
  const piece = await describedPiece(request);
  const listing = page.getByRole("region", { name: "सामान" });

  // The landing page, then the room.
  await page.goto("/hi/");
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "कार्यशाला से चिट्ठियाँ" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "सदस्य बनें" })).toBeVisible();
  await scan(page, testInfo, "home");
  const roomLink = page.getByRole("main").locator(`a[href="/hi/c/${room.slug}/"]`);
  if (await roomLink.count()) await roomLink.first().click();
  else await page.goto(`/hi/c/${room.slug}/`);
  await expect(page).toHaveURL(new RegExp(`/hi/c/${literal(room.slug)}/$`));
  // The room's name is the staff's Hindi name where they gave one (decision 0188), else its English one.
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  await expect(listing.getByText(/^[\d,]+ में से 1–24 सामान$/)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "क्रम" }).locator("option")).toHaveText(["सबसे नए", "कीमत: कम से ज़्यादा", "कीमत: ज़्यादा से कम", "नाम", "रेटिंग"]);
  await scan(page, testInfo, "category");

  // Pagination keeps the language.
  const pages = page.getByRole("navigation", { name: "पेज" });
  await pages.getByRole("link", { name: "अगला पेज" }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/c/${literal(room.slug)}/page=2/$`));
  await expect(pages.locator("[aria-current=page]")).toHaveText("पेज 2");
  await expect(pages.getByRole("link", { name: "पिछला पेज" })).toHaveAttribute("href", `/hi/c/${room.slug}/`);
  await expect(listing.getByText(/^[\d,]+ में से 25–\d+ सामान$/)).toBeVisible();
  await scan(page, testInfo, "category-page-2");

  // The filter panel (behind a button on a phone, where ticks wait for "N नतीजे दिखाएँ").
  const filters = page.getByRole("form", { name: "सामान छाँटें" });
  const opener = page.getByRole("button", { name: "फ़िल्टर", exact: true });
  const phone = await opener.isVisible();
  if (phone) await opener.click();
  await expect(filters.getByRole("heading", { name: "फ़िल्टर" })).toBeAttached();
  await expect(filters.getByRole("group", { name: "कीमत (₹, GST सहित)" })).toBeVisible();
  await filters.getByRole("checkbox", { name: "सिर्फ़ स्टॉक में मौजूद" }).check();
  if (phone) await filters.getByRole("button", { name: /^[\d,]+ (नतीजा|नतीजे) दिखाएँ$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/c/${literal(room.slug)}/in_stock=1/$`));
  await expect(page.getByRole("list", { name: "लगे हुए फ़िल्टर" }).getByRole("link")).toHaveText(["सिर्फ़ स्टॉक में मौजूद × (हटाएँ)"]);
  if (phone) await expect(page.getByRole("button", { name: "फ़िल्टर (लगे हैं)" })).toBeVisible();
  await page.getByRole("combobox", { name: "क्रम" }).selectOption("price");
  await expect(page).toHaveURL(new RegExp(`/hi/c/${literal(room.slug)}/in_stock=1/sort=price/$`));
  await scan(page, testInfo, "category-filtered");

  // The header's search box searches in Hindi.
  const box = page.getByRole("banner").getByRole("combobox", { name: "सामान खोजें" });
  await box.fill(piece.title);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/hi/search/q=[^/]+/$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^“${literal(piece.title)}” के लिए [\\d,]+ (नतीजा|नतीजे)$`));
  await expect(page).toHaveTitle(new RegExp(`^खोज: ${literal(piece.title)}`));
  await scan(page, testInfo, "search");

  // Without JavaScript the box's form goes to the Hindi search too.
  await expect(page.getByRole("search", { name: "साइट में खोजें" })).toHaveAttribute("action", "/hi/search/");

  // The product page: details, availability, delivery and the pincode picker in Hindi.
  await listing.locator(`a[href="/hi/p/${encodeURIComponent(piece.slug)}/"]`).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/hi/p/${literal(encodeURIComponent(piece.slug))}/$`));
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  await expect(page.getByText("GST सहित").first()).toBeVisible();
  await expect(page.getByTestId("product-availability")).toHaveText(/^(उपलब्ध|स्टॉक में \(\d+ उपलब्ध\))$/);
  await expect(page.getByRole("heading", { name: "विवरण" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "इस सामान के बारे में" })).toBeVisible();
  await expect(page.getByRole("form", { name: "टोकरी में डालें" })).toHaveAttribute("action", "/hi/basket/add/");
  await expect(page.getByText("और देखें कि हम कब डिलीवरी कर सकते हैं।")).toBeVisible();
  await page.getByRole("button", { name: "अपना पिनकोड लिखें" }).click();
  await expect(page.getByLabel("डिलीवरी का पिनकोड")).toBeFocused();
  await expect(page.getByText("हम वहाँ की डिलीवरी की तारीख़ें और वहाँ पहुँचने वाला सामान दिखाते हैं।")).toBeVisible();
  await page.getByLabel("डिलीवरी का पिनकोड").fill("560001");
  await page.getByRole("button", { name: "लागू करें" }).click();
  await expect(page.getByRole("status").filter({ hasText: "में डिलीवरी करते हैं।" })).toContainText("560001");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: /^डिलीवरी: 560001$/ })).toBeVisible();
  await expect(page.getByTestId("delivery-estimate")).toContainText("560001");
  await expect(page.getByTestId("delivery-estimate")).toContainText(HINDI_MONTH);
  await scan(page, testInfo, "product");

  // An address that names no page gets the root's 404, which is English whatever the address (a catch-all
  // under [locale] for a Hindi one drew an empty error shell on the server: docs/decisions/0186).
  const missing = await page.goto("/hi/no-such-page/");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
  await expectNoSeriousA11yViolations(page);

  // notFound() in a shop page: the Hindi 404 inside the shop's frame, with the rooms.
  const unknownRoom = await page.goto("/hi/c/no-such-room/");
  expect(unknownRoom?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("हमें वह पेज नहीं मिला");
  await expect(page.getByRole("heading", { name: "कमरे के हिसाब से ख़रीदें" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "कमरे", exact: true }).getByRole("link").first()).toHaveAttribute("href", /^\/hi\/c\//);
  await scan(page, testInfo, "not-found-room");
});

test("the header shows the shop's whole name in both languages", async ({ page }, testInfo) => {
  for (const [path, lang] of [
    ["/", "en"],
    ["/hi/", "hi"],
  ] as const) {
    await page.goto(path);
    const name = page.getByRole("banner").getByRole("link", { name: "Vanya Living" }).locator("span");
    await expect(name).toHaveText("Vanya Living");
    // Not cut short with an ellipsis: the name's box is as wide as its text.
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(page.getByTestId("language-switch").filter({ visible: true })).toBeVisible();
    await expect(page.getByTestId("delivery-picker")).toBeVisible();
    await expect(page.getByTestId("basket-link").filter({ visible: true })).toBeVisible();
    // Nothing in the header overlaps the name.
    const nameBox = (await name.boundingBox())!;
    for (const other of [page.getByTestId("language-switch").filter({ visible: true }), page.getByTestId("delivery-picker"), page.getByTestId("basket-link").filter({ visible: true })]) {
      const box = (await other.boundingBox())!;
      const apart = box.x >= nameBox.x + nameBox.width || box.x + box.width <= nameBox.x || box.y >= nameBox.y + nameBox.height || box.y + box.height <= nameBox.y;
      expect(apart).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, `header-${lang}`);
  }
});
