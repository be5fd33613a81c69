// The mobile menu at phone width (spec §2.5, §4 Navigation): the hamburger opens an accordion whose
// sub-menus toggle; it collapses on every route change and when the width reaches 768 px or more (the
// public site: 1200 px or more keeps it closed); it works by keyboard alone.

import type { Locator, Page } from "@playwright/test";
import { CONSOLE_MENU_COLLAPSE_PX, PUBLIC_MENU_COLLAPSE_PX } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";
import { waitForHydration } from "./support/page-helpers.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The id of the panel the hamburger (the header's one visible disclosure button at phone width) controls. */
const panelIds = new WeakMap<Page, string>();
const findPanelId = async (page: Page): Promise<string> => {
  const known = panelIds.get(page);
  if (known !== undefined) return known;
  const button = page.locator("header button[aria-controls][aria-expanded]").filter({ visible: true });
  await expect(button).toHaveCount(1);
  const id = (await button.getAttribute("aria-controls")) ?? "";
  panelIds.set(page, id);
  return id;
};
const hamburger = (page: Page): Locator =>
  page.locator(`header button[aria-controls="${panelIds.get(page)}"]`);
const panelOf = async (page: Page): Promise<Locator> => page.locator(`[id="${await findPanelId(page)}"]`);

const openMenu = async (page: Page, path: string): Promise<Locator> => {
  await page.goto(path);
  await waitForHydration(page);
  await findPanelId(page);
  const button = hamburger(page);
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  const panel = await panelOf(page);
  await expect(panel).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  return panel;
};

for (const path of ["/cn", "/en", "/ru"]) {
  test(`${path}: the hamburger opens the menu and closes it again`, async ({ page }) => {
    await openMenu(page, path);
    await hamburger(page).click();
    await expect(hamburger(page)).toHaveAttribute("aria-expanded", "false");
    await expect(await panelOf(page)).toBeHidden();
  });
}

test("a sub-menu toggles", async ({ page }) => {
  const panel = await openMenu(page, "/cn");
  const group = panel.locator("button[aria-expanded][aria-controls]").first();
  const list = panel.locator(`[id="${await group.getAttribute("aria-controls")}"]`);
  await expect(list).toBeHidden();
  await group.click();
  await expect(group).toHaveAttribute("aria-expanded", "true");
  await expect(list).toBeVisible();
  await group.click();
  await expect(group).toHaveAttribute("aria-expanded", "false");
  await expect(list).toBeHidden();
});

test("the menu collapses on a route change", async ({ page }) => {
  const panel = await openMenu(page, "/en");
  await panel.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/en/contact");
  await expect(hamburger(page)).toHaveAttribute("aria-expanded", "false");
  await expect(await panelOf(page)).toBeHidden();
});

test(`the menu collapses when the width reaches ${CONSOLE_MENU_COLLAPSE_PX} px`, async ({ page }) => {
  await openMenu(page, "/en");
  await page.setViewportSize({ width: CONSOLE_MENU_COLLAPSE_PX, height: 844 });
  await expect(await panelOf(page)).toBeHidden();
  await expect(hamburger(page)).toHaveAttribute("aria-expanded", "false");
});

test(`the menu collapses and stays closed at ${PUBLIC_MENU_COLLAPSE_PX} px`, async ({ page }) => {
  await openMenu(page, "/ru");
  await page.setViewportSize({ width: PUBLIC_MENU_COLLAPSE_PX, height: 844 });
  await expect(await panelOf(page)).toBeHidden();
  await expect(page.locator("header").getByRole("navigation").first()).toBeVisible();
});

test("the menu works by keyboard alone", async ({ page }) => {
  await page.goto("/en");
  await waitForHydration(page);
  await findPanelId(page);
  const button = hamburger(page);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const panel = await panelOf(page);
  // Tab reaches the menu's first control; Space toggles a sub-menu; Escape closes and returns focus.
  const group = panel.locator("button[aria-expanded][aria-controls]").first();
  for (let i = 0; i < 40 && !(await group.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press("Tab");
  }
  await expect(group).toBeFocused();
  await page.keyboard.press("Space");
  await expect(group).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
});
