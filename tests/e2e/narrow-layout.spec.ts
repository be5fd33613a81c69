// The public pages (and the console's account page) at phone width (390 x 844): the page never scrolls sideways (wide tables scroll in
// their own frame, which axe-core accepts), a headline figure such as "20,000+" stays inside its card, and a package's
// "per year" sits on its price's line, at phone and desktop width.

import type { Locator, Page } from "@playwright/test";
import { prerenderPaths } from "@portolan/core";
import { signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations, waitForHydration } from "./support/page-helpers.ts";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const open = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await waitForHydration(page);
  // The live figures arrive after hydration and may widen a table: wait for them.
  await page.waitForLoadState("networkidle");
};

const sideways = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));

/** Whether every line fragment of the element's text shares the first one's line box. */
const onOneLine = (element: Locator) =>
  element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const [first, ...rest] = [...range.getClientRects()].filter((r) => r.width > 0);
    return first !== undefined && rest.every((r) => r.top < first.bottom && r.bottom > first.top);
  });

/** The figure's text is no wider than its box, and its box lies inside the card. */
const fitsCard = (card: Locator) =>
  card.evaluate((li) => {
    const value = li.firstElementChild as HTMLElement;
    const inner = value.getBoundingClientRect();
    const outer = li.getBoundingClientRect();
    return {
      text: value.textContent,
      textFits: value.scrollWidth <= value.clientWidth,
      inside: inner.left >= outer.left && inner.right <= outer.right,
      cardFits: li.scrollWidth <= li.clientWidth,
    };
  });

test.describe("at 390 px", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("no prerendered page scrolls sideways at 390 px", async ({ page }) => {
    test.setTimeout(120_000);
    const wide: string[] = [];
    for (const path of prerenderPaths()) {
      await page.goto(path);
      const { scrollWidth, clientWidth } = await sideways(page);
      if (scrollWidth > clientWidth) wide.push(`${path}: ${scrollWidth} px`);
    }
    expect(wide).toEqual([]);
  });

  for (const path of [
    "/en/package",
    "/en/datacountries",
    "/ru/datacountries",
    "/ru/package",
    "/en",
    "/en/aboutus",
    "/ru/aboutus",
    "/cn",
    "/en/content/press-scmp",
  ]) {
    test(`${path} does not scroll sideways, and a wide table scrolls in a frame axe accepts`, async ({
      page,
    }) => {
      await open(page, path);
      const { scrollWidth, clientWidth } = await sideways(page);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const path of ["/en", "/en/aboutus", "/ru/aboutus", "/cn", "/en/content/press-scmp"]) {
    test(`${path}: "20,000+" fits its stat card`, async ({ page }) => {
      await open(page, path);
      const card = page.locator("main li").filter({ hasText: /^20[,\u00a0 ]000\+/ });
      await expect(card).toHaveCount(1);
      expect(await fitsCard(card)).toEqual({
        text: expect.stringMatching(/^20.000\+$/),
        textFits: true,
        inside: true,
        cardFits: true,
      });
    });
  }
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`package prices at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const [path, section, per] of [
      ["/en/package", "#tiers", "per year"],
      ["/ru/package", "#packages", "в год"],
    ] as const) {
      test(`${path}: "${per}" sits on each price's line`, async ({ page }) => {
        await open(page, path);
        const prices = page.locator(`${section} li p`).filter({ hasText: per });
        await expect(prices).toHaveCount(5);
        for (const price of await prices.all())
          expect(await onOneLine(price), (await price.textContent()) ?? "").toBe(true);
      });
    }
  });
}

// The console's account page at phone width (issue 31 item 12): it scrolled sideways (en 427 px,
// ru 495 px) because the keys table's hidden "Revoke" header escaped its scrolling frame.
test.describe("the account page at 390 px", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const lang of ["zh-cn", "en", "ru"]) {
    test(`/account does not scroll sideways (${lang})`, async ({ page, provider }) => {
      await page.context().addCookies([{ name: "lang", value: lang, url: provider.origin }]);
      await signInContext(page.context(), provider, "trade@demo.portolan.test");
      await page.goto("/account");
      await expect(page.getByTestId("api-keys").locator("table")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const { scrollWidth, clientWidth } = await sideways(page);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
