// The site's data figures agree with each other and with the provider (decisions D190, D193): the
// country count printed on the pages is core's DATA_COUNTRIES, the same as the live count of the
// data-countries page, and the live records and "updated" date are the statistics call's, which the
// provider reads from the loaded shipments.

import { DATA_COUNTRIES, HREFLANG, type Locale } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";
import { waitForHydration } from "./support/page-helpers.ts";

interface SiteStatistics {
  readonly countries: number;
  readonly records: number;
  readonly updatedOn?: string;
}

const PAGES: readonly { path: string; locale: Locale }[] = [
  { path: "/en/datacountries", locale: "en" },
  { path: "/ru/datacountries", locale: "ru" },
];

for (const { path, locale } of PAGES) {
  test(`${path} shows the provider's live records and the date of the newest one`, async ({
    page,
    request,
  }) => {
    const answer = (await (await request.get("/api/public/statistics")).json()) as { data: SiteStatistics };
    const stats = answer.data;
    expect(stats.countries).toBe(DATA_COUNTRIES);
    expect(stats.records).toBeGreaterThan(0);
    expect(stats.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.goto(path);
    await waitForHydration(page);
    const live = page.locator("#live");
    await expect(live.locator("li").first()).toContainText(String(DATA_COUNTRIES));
    await expect(live).toContainText(new Intl.NumberFormat(HREFLANG[locale]).format(stats.records));
    await expect(live.getByRole("status")).toContainText(stats.updatedOn ?? "");
    // The hero states the same country count as the live tile.
    await expect(page.locator("main header").first()).toContainText(`${DATA_COUNTRIES}`);
  });
}

for (const path of ["/cn", "/en", "/ru"]) {
  test(`${path}: the home page claims the catalogue's countries, not 250+`, async ({ page }) => {
    await page.goto(path);
    const main = page.locator("main");
    await expect(main).toContainText(String(DATA_COUNTRIES));
    await expect(main).not.toContainText("250");
  });
}
