// The console's navigation (issue 5 "Navigation", spec §2.6, §6): for every demo account that can
// sign in, in Chinese and in English, the exact set of menu entries, against core's model and (for
// eight accounts) against lists written by hand from the spec; the utilities list; the account
// dropdown by role; keyboard-only use; the phone accordion; the alternative variant; axe.

import type { Page } from "@playwright/test";
import { buildAccountMenu, CONSOLE_MENU_COLLAPSE_PX, type Locale } from "@portolan/core";
import {
  handWrittenAlternative,
  handWrittenEntries,
  modelEntries,
  SIGN_IN_ACCOUNTS,
} from "./support/console-menus-table.ts";
import {
  entriesIn,
  mainNav,
  openDashboard,
  serverUtilityRows,
  sessionOf,
  signInBrowser,
  startProviderWithEnv,
} from "./support/console-nav-support.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations } from "./support/page-helpers.ts";

const LOCALES: readonly ("zh" | "en")[] = ["zh", "en"];

for (const account of SIGN_IN_ACCOUNTS)
  for (const locale of LOCALES)
    test(`${account} in ${locale}: exactly the menu entries the spec grants`, async ({
      page,
      context,
      provider,
    }) => {
      const token = await signInBrowser(context, provider, account, locale);
      const session = await sessionOf(provider, token);
      const rows = locale === "zh" ? await serverUtilityRows(provider) : [];
      await openDashboard(page, Math.max(0, rows.length - 1));
      const shown = await entriesIn(mainNav(page));
      expect(shown, "the table derived from core's model").toEqual(
        modelEntries(provider.origin, session, locale, rows),
      );
      const byHand = handWrittenEntries(provider.origin, account, locale);
      if (byHand !== undefined)
        expect(
          shown.filter((line) => !line.startsWith("tools.utilities.")),
          "the list written by hand from the spec",
        ).toEqual(byHand);
      // Every top-level dropdown opens on hover and shows its entries.
      const groups = mainNav(page).locator("button[data-nav-top]");
      for (let i = 0; i < (await groups.count()); i += 1) {
        const button = groups.nth(i);
        await button.hover();
        await expect(button).toHaveAttribute("aria-expanded", "true");
        const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
        await expect(panel.locator("a[data-nav-id]").first()).toBeVisible();
      }
    });

test("the utilities list shows in Chinese only: the server's rows without the first, in new tabs", async ({
  page,
  context,
  provider,
}) => {
  const rows = await serverUtilityRows(provider);
  expect(rows.length).toBeGreaterThan(1);
  await signInBrowser(context, provider, "demo-main", "zh");
  await openDashboard(page, rows.length - 1);
  const links = mainNav(page).locator('a[data-nav-id^="tools.utilities."]');
  await expect(links).toHaveCount(rows.length - 1);
  for (const [i, row] of rows.slice(1).entries()) {
    await expect(links.nth(i)).toHaveAttribute("href", row.info.url);
    await expect(links.nth(i)).toContainText(row.name);
    await expect(links.nth(i)).toHaveAttribute("target", "_blank");
    await expect(links.nth(i)).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(mainNav(page)).not.toContainText(rows[0]?.name ?? "");

  await context.addCookies([{ name: "lang", value: "en", url: provider.origin }]);
  await openDashboard(page, 0);
  await expect(mainNav(page).locator('a[data-nav-id="tools.email"]')).toBeAttached();
  await expect(mainNav(page).locator('a[data-nav-id^="tools.utilities"]')).toHaveCount(0);
});

test("a utilities list that fails to load leaves the list empty", async ({ page, context, provider }) => {
  await signInBrowser(context, provider, "demo-main", "zh");
  await page.route("**/api/public/utilities?**", (route) =>
    route.fulfill({ json: { code: 500, msg: "down", data: null } }),
  );
  await openDashboard(page, 0);
  await expect(mainNav(page).locator('a[data-nav-id="tools.email"]')).toBeAttached();
  await page.waitForLoadState("networkidle");
  await expect(mainNav(page).locator('a[data-nav-id^="tools.utilities"]')).toHaveCount(0);
});

const openAccountMenu = async (page: Page) => {
  await page.locator('[data-account-menu="trigger"]').click();
  const popover = page.locator('[data-account-menu="popover"]');
  await expect(popover).toBeVisible();
  return popover;
};

/** By hand from spec §2.6 Account dropdown and §6 roles. */
const ACCOUNT_LINKS = ["account.recharge", "account.manage", "account.settings", "account.advertising"];
const ADMIN_PAGES = ["account.tsAdmin", "account.admin", "account.infoManage", "account.center"];

// account, admin role, info role, level 0, phone, email (docs/demo-accounts.md, demo-accounts.ts).
for (const [account, admin, info, mainTag, phone, email] of [
  ["demo-admin", true, true, true, "+44 20 7946 0000", "admin@demo.portolan.test"],
  ["demo-info", false, true, true, undefined, "info@demo.portolan.test"],
  ["demo-trade", false, false, true, "+86 138 0000 0001", "trade@demo.portolan.test"],
  ["demo-trade-sub", false, false, false, undefined, "sub@demo.portolan.test"],
] as const)
  test(`the account dropdown of ${account}`, async ({ page, context, provider }) => {
    const token = await signInBrowser(context, provider, account, "en");
    const session = await sessionOf(provider, token);
    await openDashboard(page, 0);
    const popover = await openAccountMenu(page);
    await expect(popover.locator('[data-account-field="account"]')).toHaveText(account);
    await expect(popover.locator('[data-account-field="id"]')).toHaveText(String(session.id));
    await expect(popover.locator('[data-account-field="mainAccount"]')).toHaveCount(mainTag ? 1 : 0);
    if (mainTag)
      await expect(popover.locator('[data-account-field="mainAccount"]')).toHaveText("Main account");
    await expect(popover.locator('[data-account-field="phone"]')).toHaveCount(phone ? 1 : 0);
    if (phone) await expect(popover.locator('[data-account-field="phone"]')).toHaveText(phone);
    await expect(popover.locator('[data-account-field="email"]')).toHaveText(email);
    const ids = await popover
      .locator("[data-nav-id]")
      .evaluateAll((n) => n.map((e) => e.getAttribute("data-nav-id")));
    const pages = admin ? ADMIN_PAGES : info ? ["account.infoManage"] : [];
    expect(ids).toEqual([...ACCOUNT_LINKS, ...pages, "account.signOut"]);
    // The addresses are core's.
    const model = buildAccountMenu(
      {
        home: provider.origin,
        data: provider.origin,
        crm: provider.origin,
        console: provider.origin,
        backend: provider.origin,
      },
      session,
    );
    for (const link of model.links.filter((l) => !l.hide))
      await expect(popover.locator(`[data-nav-id="${link.id}"]`)).toHaveAttribute("href", link.path ?? "");
    // Sign out asks the session for a confirmation (the dialog is the session's).
    await popover.locator('[data-nav-id="account.signOut"]').click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

test("keyboard only: the main menu's dropdowns", async ({ page, context, provider }) => {
  await signInBrowser(context, provider, "demo-admin", "en");
  await openDashboard(page, 0);
  const nav = mainNav(page);
  await nav.locator('a[data-nav-id="dashboard"]').focus();
  await page.keyboard.press("ArrowRight");
  await expect(nav.locator('a[data-nav-id="consoleDashboard"]')).toBeFocused();
  await page.keyboard.press("ArrowRight");
  const data = nav.locator('button[data-nav-group="data"]');
  await expect(data).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(data).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(data).toHaveAttribute("aria-expanded", "false");
  await expect(data).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(data).toHaveAttribute("aria-expanded", "true");
  await expect(nav.locator('a[data-nav-id="data.search"]')).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(nav.locator('a[data-nav-id="data.partnersReport"]')).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(nav.locator('a[data-nav-id="data.collect"]')).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(data).toBeFocused();
  await expect(data).toHaveAttribute("aria-expanded", "false");
  // Moving on to another top-level entry closes the dropdown behind it.
  await page.keyboard.press("Space");
  await expect(data).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(data).toHaveAttribute("aria-expanded", "false");
  await expect(nav.locator('a[data-nav-id="consoleDashboard"]')).toBeFocused();
  // Down opens any dropdown on its first entry.
  await nav.locator('button[data-nav-group="business"]').focus();
  await page.keyboard.press("ArrowDown");
  await expect(nav.locator('a[data-nav-id="business.crm.private"]')).toBeFocused();
});

test("keyboard only: the account menu", async ({ page, context, provider }) => {
  await signInBrowser(context, provider, "demo-admin", "zh");
  await openDashboard(page, 0);
  const trigger = page.locator('[data-account-menu="trigger"]');
  await trigger.focus();
  await page.keyboard.press("Enter");
  const popover = page.locator('[data-account-menu="popover"]');
  await expect(popover).toBeVisible();
  await expect(popover.locator('[data-nav-id="account.recharge"]')).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(popover.locator('[data-nav-id="account.manage"]')).toBeFocused();
  await page.keyboard.press("End");
  await expect(popover.locator('[data-nav-id="account.signOut"]')).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await expect(page.locator('[data-account-menu="trigger"]')).toBeFocused();
  // Sign out by keyboard opens the confirmation.
  await page.keyboard.press("Enter");
  await expect(popover).toBeVisible();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toBeHidden();
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the accordion opens, toggles a sub-menu, and closes on a route change and at 800 px", async ({
    page,
    context,
    provider,
  }) => {
    await signInBrowser(context, provider, "demo-main", "en");
    await openDashboard(page, 0);
    await expect(mainNav(page)).toBeHidden();
    const hamburger = page.locator("#console-mobile-menu-button");
    const panel = page.locator("#console-mobile-menu");
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await hamburger.click();
    await expect(panel).toBeVisible();
    // The same entries as the model.
    const token = await signInBrowser(context, provider, "demo-main", "en");
    expect(await entriesIn(panel)).toEqual(
      modelEntries(provider.origin, await sessionOf(provider, token), "en", []),
    );
    const data = panel.locator('button[data-nav-group="data"]');
    const list = panel.locator(`[id="${await data.getAttribute("aria-controls")}"]`);
    await expect(list).toBeHidden();
    await data.click();
    await expect(data).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();
    await data.click();
    await expect(list).toBeHidden();
    // A route change (the cost entry is a console page, changed in place) collapses it.
    await panel.locator('a[data-nav-id="cost"]').click();
    await expect(page).toHaveURL(/\/cost\/records$/);
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    // Reaching 768 px and more collapses it.
    await hamburger.click();
    await expect(panel).toBeVisible();
    await page.setViewportSize({ width: 800, height: 844 });
    await expect(panel).toBeHidden();
    await expect(hamburger).toBeHidden();
    // The resize handler is throttled (spec §9, 300 ms): the menu collapses once it has run at 800 px.
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
  });

  test("keyboard only: the accordion", async ({ page, context, provider }) => {
    await signInBrowser(context, provider, "demo-trade", "zh");
    await openDashboard(page, 0);
    const hamburger = page.locator("#console-mobile-menu-button");
    await hamburger.focus();
    await page.keyboard.press("Enter");
    const panel = page.locator("#console-mobile-menu");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.locator('a[data-nav-id="dashboard"]')).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(panel.locator('button[data-nav-group="data"]')).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel.locator('button[data-nav-group="data"]')).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  for (const locale of LOCALES)
    test(`axe: the phone menu open, in ${locale}`, async ({ page, context, provider }) => {
      await signInBrowser(context, provider, "demo-admin", locale);
      await openDashboard(page, 0);
      await page.locator("#console-mobile-menu-button").click();
      await page.locator('#console-mobile-menu button[data-nav-group="data"]').click();
      expect(await axeViolations(page)).toEqual([]);
    });
});

test("the alternative variant: the same components render core's alternative menu", async ({ browser }) => {
  const alt = await startProviderWithEnv({ PORTOLAN_NAV_VARIANT: "alternative" });
  try {
    const context = await browser.newContext({ baseURL: alt.origin });
    const page = await context.newPage();
    const token = await signInBrowser(context, alt, "demo-admin", "en");
    await openDashboard(page, 0);
    const shown = await entriesIn(mainNav(page));
    expect(shown).toEqual(handWrittenAlternative(alt.origin));
    expect(shown).toEqual(modelEntries(alt.origin, await sessionOf(alt, token), "en", [], "alternative"));
    const messages = mainNav(page).locator('button[data-nav-group="alt.messages"]');
    await messages.hover();
    await expect(mainNav(page).locator('a[data-nav-id="alt.messages.chats"]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  } finally {
    await alt.stop();
  }
});

for (const locale of LOCALES satisfies readonly Locale[])
  test(`axe: /dashboard with the menus open, in ${locale}`, async ({ page, context, provider }) => {
    await signInBrowser(context, provider, "demo-admin", locale);
    await openDashboard(page, locale === "zh" ? 1 : 0);
    await mainNav(page).locator('button[data-nav-group="marketing"]').click();
    await expect(mainNav(page).locator('a[data-nav-id="marketing.pool"]')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await openAccountMenu(page);
    expect(await axeViolations(page)).toEqual([]);
  });

test(`the desktop menu starts at ${CONSOLE_MENU_COLLAPSE_PX} px`, async ({ page, context, provider }) => {
  await page.setViewportSize({ width: CONSOLE_MENU_COLLAPSE_PX, height: 800 });
  await signInBrowser(context, provider, "demo-main", "en");
  await openDashboard(page, 0);
  await expect(mainNav(page)).toBeVisible();
  await expect(page.locator("#console-mobile-menu-button")).toBeHidden();
  await page.setViewportSize({ width: CONSOLE_MENU_COLLAPSE_PX - 1, height: 800 });
  await expect(mainNav(page)).toBeHidden();
  await expect(page.locator("#console-mobile-menu-button")).toBeVisible();
});

test("a visitor on /login sees log in and free register", async ({ page }) => {
  await page.goto("/login");
  await expect(page.locator('a[data-nav-id="header.login"]').first()).toHaveAttribute("href", /\/login$/);
  await expect(page.locator('a[data-nav-id="header.register"]').first()).toHaveAttribute(
    "href",
    /\/register$/,
  );
  await expect(page.locator('nav[data-nav="main"]')).toHaveCount(0);
});
