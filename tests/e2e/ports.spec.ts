// Ports by the codes releases carry (issue 31 item 1) against the real provider and its demo data, in
// zh, en and ru: the picker finds "Shanghai" (its country in the page's language), the filter finds
// the bills under every code of the port (the demo's US bills carry its Schedule K code 57035), the
// bill's route places it on the map, and a code no table knows is offered as written.
// Words written out by hand from the catalogues.

import type { Page } from "@playwright/test";
import type { TradeRecord } from "@portolan/contracts";
import { signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { resultsTable } from "./support/page-helpers.ts";

const DATASETS = "IMP_USA_BL_SEA%2CIMP_MEXICO_CD_SEA";

const WORDS = {
  en: {
    places: "Countries and ports",
    ports: "Ports",
    search: "Search",
    loading: "Ports of loading",
    china: "China",
    route: "Route",
    port: "Port of loading",
    unknown: "(a code the port tables do not know)",
  },
  zh: {
    places: "国家和港口",
    ports: "港口",
    search: "搜索",
    loading: "装货港",
    china: "中国",
    route: "航线",
    port: "装货港",
    unknown: "（港口表中没有此代码）",
  },
  ru: {
    places: "Страны и порты",
    ports: "Порты",
    search: "Искать",
    loading: "Порты погрузки",
    china: "Китай",
    route: "Маршрут",
    port: "Порт погрузки",
    unknown: "(такого кода нет в таблицах портов)",
  },
} as const;

const COOKIE = { en: "en", zh: "zh-cn", ru: "ru" } as const;

const rows = (page: Page) => resultsTable(page).locator("tbody tr");
const summary = (page: Page) => page.getByRole("status").filter({ hasText: /\d/ }).first();
const count = async (page: Page) => Number((await summary(page).textContent())?.replace(/\D/g, ""));

const choosePort = async (page: Page, lang: keyof typeof WORDS, typed: string, option: RegExp) => {
  const words = WORDS[lang];
  await page.getByRole("button", { name: words.places }).click();
  await page.getByRole("combobox", { name: words.ports }).fill(typed);
  await page.getByRole("option", { name: option }).click();
  await page.getByRole("button", { name: words.search, exact: true }).click();
};

for (const lang of ["en", "zh", "ru"] as const) {
  test(`picking Shanghai by name in ${lang} finds its bills under every code, and the bill places it`, async ({
    page,
    provider,
  }) => {
    const words = WORDS[lang];
    await page.context().addCookies([{ name: "lang", value: COOKIE[lang], url: provider.origin }]);
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto(`/shipments/search?datasets=${DATASETS}&kind=description`);
    await expect(rows(page).first()).toBeVisible();
    const before = await count(page);
    // Offered as "Shanghai (CNSHA), China" with the country in the page's language.
    await choosePort(page, lang, "Shanghai", new RegExp(`^Shanghai.{1,2}CNSHA.+${words.china}$`));
    await expect(page).toHaveURL(/port=CNSHA/);
    await expect(rows(page).first()).toBeVisible();
    const found = await count(page);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(before);
    // Every loading port of what was found is Shanghai, under whichever code the release used.
    const facet = page.getByRole("region", { name: words.loading }).getByRole("button");
    await expect(facet.first()).toBeVisible();
    for (const text of await facet.allTextContents()) expect(text).toContain("Shanghai");

    // The same search over the API: the demo's US bills name Shanghai by its Schedule K code
    // (57035), never CNSHA, and are what the screen found (Mexico's demo has none from Shanghai).
    const search = async (datasets: string) =>
      (
        (await (
          await page.request.get(`/searching/cds?datasets=${datasets}&port=CNSHA&pageSize=100`)
        ).json()) as {
          data: { total: number; records: TradeRecord[] };
        }
      ).data;
    const us = await search("IMP_USA_BL_SEA");
    expect(us.total).toBe(found);
    expect(new Set(us.records.map((r) => r.loadingPort))).toEqual(new Set(["57035"]));
    const answer = { data: us };
    const bill = answer.data.records[0] as TradeRecord;
    await page.goto(`/shipments/bill?id=${bill.id}`);
    const route = page.getByRole("region", { name: words.route, exact: true });
    await expect(
      route
        .locator("dt", { hasText: new RegExp(`^${words.port}$`) })
        .locator("xpath=following-sibling::dd[1]"),
    ).toContainText(`Shanghai`);
    await expect(page.getByTestId("route-map")).toBeVisible();
  });
}

test("a code no table knows is offered as written and searched as written", async ({ page, provider }) => {
  await page.context().addCookies([{ name: "lang", value: COOKIE.ru, url: provider.origin }]);
  await signInContext(page.context(), provider, "trade@demo.portolan.test");
  await page.goto(`/shipments/search?datasets=${DATASETS}&kind=description`);
  await expect(rows(page).first()).toBeVisible();
  await choosePort(page, "ru", "XXZZZ", new RegExp(`^XXZZZ ${WORDS.ru.unknown.replace(/[()]/g, "\\$&")}$`));
  await expect(page).toHaveURL(/port=XXZZZ/);
  await expect(summary(page)).toBeVisible();
  expect(await count(page)).toBe(0);
});
