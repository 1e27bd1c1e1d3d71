// The header's room menu (components/shop/category-menu.tsx): a shopper moves from one room to a
// subcategory of another without going home, with the pointer and with the keyboard, on a phone (one
// "Rooms" button opens the list) and on a desktop (a row of rooms, each with a subcategories button).
// Every page visited is scanned for accessibility, with the menu open too.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveScreenshot } from "./support/screenshot.ts";

interface Room {
  name: string;
  href: string;
  children: { name: string; href: string }[];
}

const menu = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Room menu" });

/** The rooms and their subcategories as the menu's markup holds them (hidden parts included). */
async function roomsOf(page: Page): Promise<Room[]> {
  return menu(page).evaluate((nav) =>
    Array.from(nav.querySelectorAll(":scope > ul > li")).map((li) => {
      const link = li.querySelector(":scope > div > a")!;
      return {
        name: link.textContent!.trim(),
        href: link.getAttribute("href")!,
        children: Array.from(li.querySelectorAll(":scope > ul a"))
          .filter((a) => !a.textContent!.startsWith("All of "))
          .map((a) => ({ name: a.textContent!.trim(), href: a.getAttribute("href")! })),
      };
    }),
  );
}

/** Two rooms with subcategories: the shopper starts in the first and moves to the second's. */
async function twoRooms(page: Page): Promise<[Room, Room]> {
  const rooms = (await roomsOf(page)).filter((r) => r.children.length > 0);
  expect(rooms.length, "rooms with subcategories in the menu").toBeGreaterThan(1);
  return [rooms[0], rooms[1]];
}

/** On a phone the rooms sit behind one "Rooms" button; on a desktop they are always shown. */
async function isPhone(page: Page): Promise<boolean> {
  return menu(page).getByRole("button", { name: "Rooms", exact: true }).isVisible();
}

function toggleOf(page: Page, room: Room): Locator {
  return menu(page).getByRole("button", { name: `${room.name}: subcategories`, exact: true });
}

/** The subcategory list a room's button controls. */
async function panelOf(page: Page, room: Room): Promise<Locator> {
  const id = await toggleOf(page, room).getAttribute("aria-controls");
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test("a shopper moves from one room to a subcategory of another through the header's menu", async ({ page }, testInfo) => {
  await page.goto("/");
  const [from, to] = await twoRooms(page);
  const phone = await isPhone(page);
  expect(phone).toBe(testInfo.project.name === "phone");
  const roomsButton = menu(page).getByRole("button", { name: "Rooms", exact: true });
  const roomLink = (room: Room) => menu(page).getByRole("link", { name: room.name, exact: true });

  // To the first room through the menu.
  if (phone) {
    await expect(roomLink(from)).toBeHidden();
    await roomsButton.click();
    await expect(roomsButton).toHaveAttribute("aria-expanded", "true");
  }
  await roomLink(from).click();
  await expect(page).toHaveURL(new RegExp(`${from.href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(from.name);
  await expect(menu(page).locator(`a[href="${from.href}"]`).first()).toHaveAttribute("aria-current", "page"); // the room link, not "All of"
  if (phone) {
    // The new page closed the menu.
    await expect(roomsButton).toHaveAttribute("aria-expanded", "false");
    await expect(roomLink(from)).toBeHidden();
  }
  await expectNoSeriousA11yViolations(page);

  // Open the other room's subcategories: its panel shows them, and only them.
  if (phone) await roomsButton.click();
  const toggle = toggleOf(page, to);
  const panel = await panelOf(page, to);
  await expect(panel).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("link")).toHaveText([...to.children.map((c) => c.name), `All of ${to.name}`]);
  await expect(await panelOf(page, from)).toBeHidden();
  // The open panel lies inside the window, on top of the page, and every subcategory can be clicked.
  const box = (await panel.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-category-menu-open.png` });

  // A click elsewhere (the header's corner, outside the menu; on a phone the open list covers the page) closes it.
  await page.mouse.click(2, 2);
  await expect(panel).toBeHidden();
  if (phone) await expect(roomsButton).toHaveAttribute("aria-expanded", "false"); // the whole list closed
  else await expect(toggle).toHaveAttribute("aria-expanded", "false");

  // Reopen and go to the other room's last subcategory.
  if (phone) await roomsButton.click();
  await toggle.click();
  const target = to.children[to.children.length - 1];
  await panel.getByRole("link", { name: target.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target.href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.name);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(to.name);
  await expect(panel).toBeHidden();
  if (phone) await expect(roomsButton).toHaveAttribute("aria-expanded", "false");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "category-menu-subcategory");
});

test("the header's menu works from the keyboard: Enter and Space open, Escape closes and focus returns", async ({ page }, testInfo) => {
  await page.goto("/");
  const [from, to] = await twoRooms(page);
  await page.goto(from.href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(from.name);
  await expectNoSeriousA11yViolations(page);
  const phone = await isPhone(page);
  const roomsButton = menu(page).getByRole("button", { name: "Rooms", exact: true });

  if (phone) {
    await roomsButton.focus();
    await page.keyboard.press("Enter");
    await expect(roomsButton).toHaveAttribute("aria-expanded", "true");
    await expect(toggleOf(page, to)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(roomsButton).toHaveAttribute("aria-expanded", "false");
    await expect(toggleOf(page, to)).toBeHidden();
    await expect(roomsButton).toBeFocused();
    await page.keyboard.press(" ");
    await expect(roomsButton).toHaveAttribute("aria-expanded", "true");
  }

  // Tab through the menu to the other room's button (the room links and buttons come in order).
  const toggle = toggleOf(page, to);
  for (let i = 0; i < 40 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) {
    if (!phone && i === 0) await menu(page).getByRole("link").first().focus();
    else await page.keyboard.press("Tab");
  }
  await expect(toggle).toBeFocused();
  const panel = await panelOf(page, to);

  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
  if (phone) await expect(roomsButton).toHaveAttribute("aria-expanded", "true"); // only the room's list closed

  await page.keyboard.press(" ");
  await expect(panel).toBeVisible();
  // Escape from inside the list closes it and focus goes back to the room's button.
  await page.keyboard.press("Tab");
  const first = panel.getByRole("link", { name: to.children[0].name, exact: true });
  await expect(first).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();

  // Open it again and follow the first subcategory with Enter.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(first).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${to.children[0].href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(to.children[0].name);
  await expect(panel).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "category-menu-keyboard");

  // Focus moving out of the menu (here to the search box) closes what was open, which would otherwise
  // cover what has focus; an Escape meant for the search box then leaves focus there.
  if (phone) {
    await roomsButton.focus();
    await page.keyboard.press("Enter");
    await expect(roomsButton).toHaveAttribute("aria-expanded", "true");
  }
  const back = toggleOf(page, from);
  const backPanel = await panelOf(page, from);
  await back.focus();
  await page.keyboard.press("Enter");
  await expect(backPanel).toBeVisible();
  const searchBox = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
  await searchBox.focus();
  await expect(backPanel).toBeHidden();
  if (phone) await expect(roomsButton).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Escape");
  await expect(searchBox).toBeFocused();
});

// Found while writing the journey above: once the search box has had focus, a link followed from the
// menu (or anywhere in the page) fetches the next page but the navigation never commits (the URL and
// the page stay), on both projects. Not a defect of the menu; left for the search box's owner.
test("after the search box has had focus, a subcategory link in the menu still navigates", async ({ page }) => {
  await page.goto("/");
  const [from, to] = await twoRooms(page);
  await page.goto(from.href);
  await page.getByRole("banner").getByRole("combobox", { name: "Search products" }).focus();
  await page.keyboard.press("Escape");
  if (await isPhone(page)) await menu(page).getByRole("button", { name: "Rooms", exact: true }).click();
  await toggleOf(page, to).click();
  await (await panelOf(page, to)).getByRole("link", { name: to.children[0].name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(to.children[0].name);
});
