// Issue 31 item 10 as a person sees it (D341, D342): a search's monthly trend of values says of how
// many shipments its sums are ("Value known for 12 of 40 shipments."), in its line under the chart,
// each bar's tooltip and the figures' table, in en, zh (at 390 px) and ru; a buyer whose shipments
// carried no value shows "–", never 0. The expected counts are the provider's own answer (the
// conformance suite and the HTTP tests hold those to the stored rows); words from the catalogues.

import type { Page } from "@playwright/test";
import { signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations } from "./support/page-helpers.ts";

// US bills (many without a value: no tariff line) with Mexico's declarations (each with one): months
// and buyers whose sums are of some of their shipments.
const DATASETS = "IMP_USA_BL_SEA,IMP_MEXICO_CD_SEA";
const ADMIN = "admin@demo.portolan.test";
const SEARCH = `/shipments/search?datasets=${DATASETS}&kind=description`;
/** Numbers compared without their group separators (a space, a comma or a narrow no-break space). */
const plain = (text: string | null) => (text ?? "").replace(/[\s,\u00a0\u202f]/g, "");

type Month = { shipments: number; valueKnown: number };
/** The series' shipments and how many had a value, as the provider answers the screen's search. */
const valueCounts = async (page: Page) => {
  const body = (await (
    await page.request.get(`/searching/cds/facets?datasets=${DATASETS}&kind=description&facets=monthly`)
  ).json()) as { data: { monthly: Month[] } };
  const of = body.data.monthly.reduce((n, m) => n + m.shipments, 0);
  const known = body.data.monthly.reduce((n, m) => n + m.valueKnown, 0);
  return { of, known };
};

const WORDS = {
  en: {
    value: "Value (USD)",
    figures: "Show the figures",
    sentence: (k: number, of: number) => `Value known for ${k} of ${of} shipments.`,
    cell: "value known for",
  },
  zh: {
    value: "金额（美元）",
    figures: "显示数据",
    sentence: (k: number, of: number) => `${of}票运单中${k}票金额已知。`,
    cell: "票金额已知",
  },
  ru: {
    value: "Стоимость (USD)",
    figures: "Показать цифры",
    // 41 of them: "из 41 отгрузки"; 40: "из 40 отгрузок" (CLDR: one ends in 1 but not 11).
    sentence: (k: number, of: number) =>
      `Стоимостьизвестнадля${k}из${of}${new Intl.PluralRules("ru").select(of) === "one" ? "отгрузки" : "отгрузок"}.`,
    cell: "стоимость известна для",
  },
} as const;
const COOKIE = { en: "en", zh: "zh-cn", ru: "ru" } as const;
const useLanguage = (page: Page, origin: string, lang: keyof typeof COOKIE) =>
  page.context().addCookies([{ name: "lang", value: COOKIE[lang], url: origin }]);

test.describe("known figures (issue 31 item 10)", () => {
  for (const [lang, width] of [
    ["en", 1280],
    ["zh", 390],
    ["ru", 1280],
  ] as const) {
    test(`the search's trend says of how many shipments its values are (${lang}, ${width} px)`, async ({
      page,
      provider,
    }) => {
      const words = WORDS[lang];
      await page.setViewportSize({ width, height: 900 });
      await useLanguage(page, provider.origin, lang);
      await signInContext(page.context(), provider, ADMIN);
      const { of, known } = await valueCounts(page);
      expect(known).toBeGreaterThan(0);
      expect(known).toBeLessThan(of);
      await page.goto(SEARCH);
      const chart = page.locator("figure").filter({ has: page.locator("svg[data-metric]") });
      await chart.getByRole("radio", { name: words.value }).check();
      await expect(chart.locator("svg[data-metric=valueUsd]")).toBeVisible();
      const line = chart.getByTestId("trend-known");
      await expect(line).toBeVisible();
      expect(plain(await line.textContent())).toBe(plain(words.sentence(known, of)));
      // A month whose sum is of some of its shipments says so in its bar's tooltip and its row.
      await expect(
        chart.locator("svg[data-metric=valueUsd] title").filter({ hasText: words.cell }).first(),
      ).toBeAttached();
      await chart.getByText(words.figures).click();
      await expect(
        chart.getByRole("table").locator("td").filter({ hasText: words.cell }).first(),
      ).toBeVisible();
      await chart.screenshot({ path: test.info().outputPath(`trend-known-${lang}-${width}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("a buyer whose shipments carried no value shows –, never 0 (zh)", async ({ page, provider }) => {
    await useLanguage(page, provider.origin, "zh");
    await signInContext(page.context(), provider, ADMIN);
    const query = `datasets=${DATASETS}&pageSize=100&forwarders=include`;
    type Buyer = { name: string; valueKnown: number; valueUsd: number; shipments: number };
    const body = (await (await page.request.get(`/searching/cds/buyers?${query}`)).json()) as {
      data: { records: Buyer[] };
    };
    const none = body.data.records.find((b) => b.valueKnown === 0);
    const all = body.data.records.find((b) => b.valueKnown === b.shipments && b.valueUsd > 0);
    expect(none).toBeDefined();
    expect(all).toBeDefined();
    await page.goto(`/buyer?${query}`);
    const rowOf = (name: string) =>
      page
        .locator("tbody tr")
        .filter({ has: page.getByRole("link", { name, exact: true }) })
        .first();
    // Columns: buyer, shipments, per month, last shipment, weight, value.
    const unknown = rowOf(none?.name as string)
      .locator("td")
      .nth(5);
    await expect(unknown).toHaveText("–");
    await expect(unknown.locator("span")).toHaveAttribute("title", "金额未知");
    expect(
      plain(
        await rowOf(all?.name as string)
          .locator("td")
          .nth(5)
          .textContent(),
      ),
    ).toBe(String(Math.round(all?.valueUsd ?? 0)));
    await page.screenshot({ path: test.info().outputPath("buyer-unknown-zh-1280.png") });
  });
});
