// Ports by the codes releases carry (issue 31 item 1) against the real provider and its demo data, in
// zh, en and ru: the picker finds Shanghai by its name in the page's language (Shanghai, 上海, Шанхай;
// D343) and offers it under that name with the released name, code and country beside it, the filter
// finds the bills under every code of the port (the demo's US bills carry its Schedule K code 57035),
// the ports facet lists it once whichever codes its bills carry, the bill's route places it on the
// map, and a code no table knows is offered as written.
// Words written out by hand from the catalogues.

import type { Page } from "@playwright/test";
import type { TradeRecord } from "@portolan/contracts";
import { signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { resultsTable } from "./support/page-helpers.ts";

const DATASETS = "IMP_USA_BL_SEA%2CIMP_MEXICO_CD_SEA";

const WORDS = {
  en: {
    shanghai: "Shanghai",
    option: /^Shanghai \(CNSHA\), China$/,
    places: "Countries and ports",
    ports: "Ports",
    search: "Search",
    loading: "Ports of loading",
    route: "Route",
    port: "Port of loading",
    unknown: "(a code the port tables do not know)",
  },
  zh: {
    shanghai: "上海",
    option: /^上海（Shanghai，CNSHA），中国$/,
    places: "国家和港口",
    ports: "港口",
    search: "搜索",
    loading: "装货港",
    route: "航线",
    port: "装货港",
    unknown: "（港口表中没有此代码）",
  },
  ru: {
    shanghai: "Шанхай",
    option: /^Шанхай \(Shanghai, CNSHA\), Китай$/,
    places: "Страны и порты",
    ports: "Порты",
    search: "Искать",
    loading: "Порты погрузки",
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
  test(`picking Shanghai by its ${lang} name finds its bills under every code, and the bill places it`, async ({
    page,
    provider,
  }) => {
    const words = WORDS[lang];
    await page.context().addCookies([{ name: "lang", value: COOKIE[lang], url: provider.origin }]);
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto(`/shipments/search?datasets=${DATASETS}&kind=description`);
    await expect(rows(page).first()).toBeVisible();
    const before = await count(page);
    // Typed in the page's language, offered under that name with "Shanghai", its code and country.
    await choosePort(page, lang, words.shanghai, words.option);
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

test("the ports facet lists Shanghai once, with the codes its bills were released under", async ({
  page,
  provider,
}) => {
  // The demo's US bills name Shanghai by its Schedule K code 57035, Mexico's by its UN/LOCODE.
  await page.context().addCookies([{ name: "lang", value: COOKIE.en, url: provider.origin }]);
  await signInContext(page.context(), provider, "admin@demo.portolan.test");
  await page.goto(
    "/shipments/search?datasets=IMP_USA_BL_SEA%2CIMP_MEXICO_CD_ALL&kind=description&port=CNSHA",
  );
  await expect(rows(page).first()).toBeVisible();
  const facet = page.getByRole("region", { name: WORDS.en.loading });
  const shanghai = facet.getByRole("button", { name: /Shanghai/ });
  await expect(shanghai).toHaveCount(1);
  await expect(shanghai).toHaveText(/^Shanghai \((CNSHA, 57035|57035, CNSHA)\)$/);
  // Its count is every bill loaded at Shanghai, under either code.
  const found = (
    (await (
      await page.request.get(
        "/searching/cds?datasets=IMP_USA_BL_SEA,IMP_MEXICO_CD_ALL&port=CNSHA&pageSize=100",
      )
    ).json()) as { data: { records: TradeRecord[] } }
  ).data.records.filter((r) => ["CNSHA", "57035"].includes(r.loadingPort ?? "")).length;
  expect(found).toBeGreaterThan(1);
  await expect(shanghai).toHaveAccessibleName(new RegExp(`\\(${found} shipments\\)$`));
});
