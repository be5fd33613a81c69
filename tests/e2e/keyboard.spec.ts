// Keyboard-only use of the public site's menus and dialogs (issue 4 "every dialog and menu usable by
// keyboard alone"): every step below is a key press; the mouse is never used.

import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { waitForHydration } from "./support/page-helpers.ts";

/** Presses Tab until `target` has the focus (as a keyboard user moves through the page). */
const tabTo = async (page: Page, target: Locator, limit = 80): Promise<void> => {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${String(target)}`);
};

const isFocusedInside = (container: Locator) =>
  container.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== document.body);

test("the desktop navigation's groups open, are walked and close with the keyboard", async ({ page }) => {
  await page.goto("/en");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const group = nav.getByRole("button", { name: /Solutions/ });
  await tabTo(page, group);
  await page.keyboard.press("Enter");
  await expect(group).toHaveAttribute("aria-expanded", "true");
  const firstLink = nav.locator(`#${await group.getAttribute("aria-controls")} a`).first();
  await page.keyboard.press("Tab");
  await expect(firstLink).toBeFocused();
  await expect(firstLink).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(group).toHaveAttribute("aria-expanded", "false");
  await expect(group).toBeFocused();
  // Enter on a link in the group follows it.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(firstLink).toBeFocused();
  const href = await firstLink.getAttribute("href");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
});

test("the request-a-demo dialog opens, keeps the focus inside and closes with Escape", async ({ page }) => {
  await page.goto("/cn");
  await waitForHydration(page);
  const trigger = page.locator("footer").getByRole("button", { name: "预约演示" });
  await tabTo(page, trigger);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect.poll(() => isFocusedInside(dialog)).toBe(true);
  // However far the user tabs, the focus stays in the modal dialog.
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press("Tab");
    expect(await isFocusedInside(dialog)).toBe(true);
  }
  // A field can be filled from the keyboard.
  await tabTo(page, dialog.getByRole("textbox").first());
  await page.keyboard.type("张伟");
  await expect(dialog.getByRole("textbox").first()).toHaveValue("张伟");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hamburger menu opens, its groups toggle and Escape closes it", async ({ page }) => {
    await page.goto("/cn");
    await waitForHydration(page);
    const hamburger = page.locator("#mobile-menu-button");
    await tabTo(page, hamburger);
    await page.keyboard.press("Enter");
    await expect(hamburger).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "网站菜单" });
    const toggle = menu.getByRole("button").first();
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect.poll(() => isFocusedInside(menu)).toBe(true);
    await expect(page.locator(":focus")).toHaveAttribute("href", /.+/);
    await page.keyboard.press("Escape");
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await expect(hamburger).toBeFocused();
  });
});

test("the language bar is reached and followed with the keyboard", async ({ page }) => {
  await page.goto("/cn/contact");
  await waitForHydration(page);
  const english = page.getByRole("navigation", { name: "语言" }).getByRole("link", { name: "English" });
  await tabTo(page, english);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/en/contact");
});
