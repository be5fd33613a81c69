// Navigation behaviour of spec §2.1: a page view is tracked on each route, and navigation scrolls to
// the hash anchor when there is one, else to the top. Every page of the public site is a document of
// its own: moving between pages is an ordinary page load.

import type { Page } from "@playwright/test";
import { ABOUT_US_ANCHORS } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";
import { waitForHydration } from "./support/page-helpers.ts";

interface View {
  readonly path: string;
  readonly routeId: string | undefined;
  readonly locale: string;
}

/** The UI exposes its page-view record when the page asks before its scripts run (ui/site/src/browser/page-views.ts). */
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

test("a page view is tracked on each page, and a link is an ordinary page load", async ({ page }) => {
  await exposePageViews(page);
  let documents = 0;
  page.on("request", (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents += 1;
  });
  await page.goto("/en");
  await waitForHydration(page);
  await expect.poll(() => pageViews(page)).toEqual([{ path: "/en", routeId: "home", locale: "en" }]);
  await page.locator('header a[href="/en/contact"]').first().click();
  await expect(page).toHaveURL((url) => url.pathname === "/en/contact");
  await expect
    .poll(() => pageViews(page))
    .toEqual([{ path: "/en/contact", routeId: "contact", locale: "en" }]);
  expect(documents).toBe(2);
});

for (const anchor of ABOUT_US_ANCHORS) {
  test(`/cn/aboutus#${anchor.anchor} opens with ${anchor.anchor} in view`, async ({ page }) => {
    await page.goto(`/cn/aboutus#${anchor.anchor}`);
    await waitForHydration(page);
    await expect(page.locator(`[id="${anchor.anchor}"]`)).toBeInViewport();
  });
}

test("a link to a hash opens the page there; one without a hash opens it at the top", async ({ page }) => {
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

test("each page carries its own canonical address and hreflang alternates, a country's page its query", async ({
  page,
}) => {
  const headLinks = () =>
    page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')].map(
        (l) =>
          `${l.getAttribute("rel")} ${l.getAttribute("hreflang") ?? "-"} ${new URL(l.getAttribute("href") ?? "").pathname}${new URL(l.getAttribute("href") ?? "").search}`,
      ),
    );
  await page.goto("/en");
  await page.locator('header a[href="/en/contact"]').first().click();
  await expect(page).toHaveURL((url) => url.pathname === "/en/contact");
  expect(await headLinks()).toEqual([
    "canonical - /en/contact",
    "alternate zh-CN /cn/contact",
    "alternate en /en/contact",
    "alternate ru /ru/contact",
    "alternate x-default /cn/contact",
  ]);
  await page.goto("/ru/countrydetail?country=kz");
  expect(await headLinks()).toEqual([
    "canonical - /ru/countrydetail?country=KZ",
    "alternate en /en/countrydetail?country=KZ",
    "alternate ru /ru/countrydetail?country=KZ",
  ]);
});
