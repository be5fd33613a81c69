// Navigation behaviour of spec §2.1: a page view is tracked on each route (first load and client-side
// navigation), and navigation scrolls to the hash anchor when there is one, else to the top.

import type { Page } from "@playwright/test";
import { ABOUT_US_ANCHORS } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";
import { waitForHydration } from "./support/page-helpers.ts";

interface View {
  readonly path: string;
  readonly routeId: string | undefined;
  readonly locale: string;
}

/** The UI exposes its page-view record when the page asks before its scripts run (ui/site/src/app/page-views.ts). */
const exposePageViews = (page: Page) =>
  page.addInitScript(() => {
    (globalThis as { __PORTOLAN_EXPOSE_PAGE_VIEWS__?: boolean }).__PORTOLAN_EXPOSE_PAGE_VIEWS__ = true;
  });
const pageViews = (page: Page): Promise<View[]> =>
  page.evaluate(() =>
    ((globalThis as { __portolanPageViews?: View[] }).__portolanPageViews ?? []).map((v) => ({
      path: v.path,
      routeId: v.routeId,
      locale: v.locale,
    })),
  );

test("a page view is tracked on the first page and on each client-side navigation", async ({ page }) => {
  await exposePageViews(page);
  await page.goto("/en");
  await waitForHydration(page);
  await expect.poll(() => pageViews(page)).toEqual([{ path: "/en", routeId: "home", locale: "en" }]);
  await page.locator('header a[href="/en/contact"]').first().dispatchEvent("click");
  await expect(page).toHaveURL((url) => url.pathname === "/en/contact");
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      { path: "/en", routeId: "home", locale: "en" },
      { path: "/en/contact", routeId: "contact", locale: "en" },
    ]);
});

for (const anchor of ABOUT_US_ANCHORS) {
  test(`/cn/aboutus#${anchor.anchor} opens with ${anchor.anchor} in view`, async ({ page }) => {
    await page.goto(`/cn/aboutus#${anchor.anchor}`);
    await waitForHydration(page);
    await expect(page.locator(`[id="${anchor.anchor}"]`)).toBeInViewport();
  });
}

test("a client-side navigation to a hash scrolls to it; one without a hash scrolls to the top", async ({
  page,
}) => {
  await page.goto("/cn");
  await waitForHydration(page);
  await page.locator('a[href="/cn/aboutus#section3"]').first().dispatchEvent("click");
  await expect(page).toHaveURL((url) => url.pathname === "/cn/aboutus" && url.hash === "#section3");
  await expect(page.locator('[id="section3"]')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.locator('a[href="/cn/contact"]').first().dispatchEvent("click");
  await expect(page).toHaveURL((url) => url.pathname === "/cn/contact");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a page opened while the view still scrolls smoothly is shown from its top", async ({ page }) => {
  // Opened once first, so that its module is at hand and the second opening is immediate.
  await page.goto("/cn/contact");
  await waitForHydration(page);
  await page.locator('a[href="/cn/aboutus"]').first().dispatchEvent("click");
  await expect(page.locator('[id="section3"]')).toBeAttached();
  // The user sends the page smoothly down (the site's scroll-behavior) and follows a link before it stops.
  await page.evaluate(() => {
    window.scrollTo({ top: document.body.scrollHeight });
    const link = document.querySelector<HTMLAnchorElement>('a[href="/cn/contact"]');
    if (link === null) throw new Error("no link to /cn/contact");
    link.click();
  });
  await expect(page).toHaveURL((url) => url.pathname === "/cn/contact");
  await page.waitForTimeout(1_000); // a smooth scroll lasts a few hundred milliseconds
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("client-side navigation replaces the canonical address and hreflang alternates with the new page's", async ({
  page,
}) => {
  const headLinks = () =>
    page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')].map(
        (l) => `${l.getAttribute("rel")} ${l.getAttribute("hreflang") ?? "-"} ${l.getAttribute("href")}`,
      ),
    );
  // The prerendered head of /en/contact, read from a full load: what the client must reproduce.
  await page.goto("/en/contact");
  const expected = await headLinks();
  expect(expected.find((l) => l.startsWith("canonical "))).toMatch(/\/en\/contact$/);
  expect(expected.find((l) => l.startsWith("alternate ru "))).toMatch(/\/ru\/contact$/);
  await page.goto("/en");
  await waitForHydration(page);
  expect((await headLinks()).find((l) => l.startsWith("canonical "))).toMatch(/\/en$/);
  await page.locator('header a[href="/en/contact"]').first().dispatchEvent("click");
  await expect(page).toHaveURL((url) => url.pathname === "/en/contact");
  await expect.poll(headLinks).toEqual(expected);
});
