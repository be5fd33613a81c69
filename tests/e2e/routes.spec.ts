// Every prerendered route in every language (core's prerenderPaths): answers 200, hydrates without a
// console error or hydration warning, carries <html lang>, its own title and description, a canonical
// link and exactly the hreflang alternates core's alternatesOf gives; and axe-core finds no WCAG 2.2 AA
// violation at desktop width; its page view is tracked. The home pages get a second axe pass at phone width (390 px).

import { alternatesOf, HREFLANG, homePathOf, LOCALES, matchRoute, prerenderPaths } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations, waitForHydration } from "./support/page-helpers.ts";

const pathOf = (href: string | null): string =>
  href === null ? "" : new URL(href).pathname + new URL(href).search;

for (const path of prerenderPaths()) {
  test(`${path} answers 200 with its head, hydrates cleanly, and passes axe`, async ({ page }) => {
    const match = matchRoute(path);
    if (match === undefined) throw new Error(`core does not match its own prerender path ${path}`);
    await page.addInitScript(() => {
      (globalThis as { __PORTOLAN_EXPOSE_PAGE_VIEWS__?: boolean }).__PORTOLAN_EXPOSE_PAGE_VIEWS__ = true;
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    // The page view of this route is tracked (spec §2.1).
    await expect
      .poll(() =>
        page.evaluate(() =>
          (
            (globalThis as { __portolanPageViews?: { path: string; routeId?: string }[] })
              .__portolanPageViews ?? []
          ).map((v) => `${v.path} ${v.routeId}`),
        ),
      )
      .toEqual([`${path} ${match.route.id}`]);

    expect.soft(await page.locator("html").getAttribute("lang")).toBe(HREFLANG[match.locale]);
    expect.soft((await page.title()).trim()).not.toBe("");
    await expect.soft(page.locator('head meta[name="description"]')).toHaveAttribute("content", /\S/);
    const canonical = page.locator('head link[rel="canonical"]');
    await expect.soft(canonical).toHaveCount(1);
    expect.soft(pathOf(await canonical.getAttribute("href"))).toBe(path);

    const alternates = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) =>
      links.map((l) => ({
        hreflang: l.getAttribute("hreflang") ?? "",
        href: l.getAttribute("href") ?? "",
      })),
    );
    expect
      .soft(alternates.map((a) => ({ hreflang: a.hreflang, path: pathOf(a.href) })))
      .toEqual(alternatesOf(match.route, match.params).map((a) => ({ hreflang: a.hreflang, path: a.path })));
    await expect.soft(page.locator("h1")).toHaveCount(1);

    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const locale of LOCALES) {
    const home = homePathOf(locale);
    test(`${home} passes axe at 390 px`, async ({ page }) => {
      expect((await page.goto(home))?.status()).toBe(200);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
