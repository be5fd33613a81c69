// Issue 31 item 4, second pass (D344, D345): buyer search, trade search, the partners report's firm
// search and the dashboard's search box offer every data set the account owns — customs, ship and
// transit — search those that carry what is asked and name the rest with why, as the search screen
// does. download@ owns ship and transit data; admin@ owns every data set. Words written out by hand
// from the catalogues.

import type { Page } from "@playwright/test";
import { setLanguage, signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations, resultsTable } from "./support/page-helpers.ts";

const ADMIN = "admin@demo.portolan.test";
const DOWNLOAD = "download@demo.portolan.test";

const json = async (page: Page, path: string) =>
  ((await (await page.request.get(path)).json()) as { data: Record<string, unknown> }).data;
/** The importer of the first bill of a data set, with its name's first two words (a piece few firms share). */
const importerWord = async (page: Page, dataset: string) => {
  const found = await json(page, `/searching/cds?datasets=${dataset}`);
  const first = (found.records as { importer?: { id: number; name: string } }[]).find(
    (r) => r.importer !== undefined,
  )?.importer as { id: number; name: string };
  const word = first.name
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .slice(0, 2)
    .join(" ");
  return { ...first, word };
};

test.describe("every data set the account owns", () => {
  test("buyer search over ship and transit data, naming the sets without HS codes (zh)", async ({
    page,
    provider,
  }) => {
    await setLanguage(page.context(), provider.origin, "zh");
    await signInContext(page.context(), provider, DOWNLOAD);
    await page.goto("/buyer");
    const scope = page.getByLabel("数据集");
    // The global bills of lading, 43 ship-data countries and the Eurasian transit data.
    await expect(scope.locator("option").first()).toHaveText("我的全部数据集（45）");
    await expect(scope.locator('option[value="SHIP_DE"]')).toHaveCount(1);
    await expect(scope.locator('option[value="TRANSIT_EURASIAN"]')).toHaveCount(1);
    await scope.selectOption("SHIP_DE");
    await page.getByRole("button", { name: "查找采购商" }).click();
    await expect(page).toHaveURL(/\/buyer\?datasets=SHIP_DE$/);
    await expect(page.getByRole("region", { name: /找到/ }).locator("tbody tr").first()).toBeVisible();

    await page.goto("/buyer?hs=94");
    await expect(page.getByRole("region", { name: /找到/ }).locator("tbody tr").first()).toBeVisible();
    const note = page.getByTestId("search-without-hs");
    await expect(note).toContainText("以下数据集的记录不含 HS 编码");
    await expect(note).toContainText("欧亚过境");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("buyer search over all of admin's data sets names the 14 without importer names (zh)", async ({
    page,
    provider,
  }) => {
    await setLanguage(page.context(), provider.origin, "zh");
    await signInContext(page.context(), provider, ADMIN);
    await page.goto("/buyer");
    await expect(page.getByRole("region", { name: /找到/ }).locator("tbody tr").first()).toBeVisible();
    await page.getByText("未搜索：14 个数据集", { exact: true }).click();
    const left = page.getByTestId("search-left-out");
    await expect(left).toContainText("未搜索以下数据集，其记录不含进口商名称：");
    await expect(left).toContainText("巴西");
    expect(await axeViolations(page)).toEqual([]);
  });

  const SO = {
    en: {
      words: "Words",
      search: "Search",
      note: "Not searched, as their records name no company: Brazil imports, customs declarations; Brazil exports, customs declarations.",
    },
    ru: {
      words: "Слова",
      search: "Искать",
      note: "Не искали в наборах, записи которых не называют ни одной компании:",
    },
  } as const;

  for (const l of ["en", "ru"] as const)
    test(`trade search finds a firm of ship data and names the sets that name no firm (${l})`, async ({
      page,
      provider,
    }) => {
      await page.context().addCookies([{ name: "lang", value: l, url: provider.origin }]);
      await signInContext(page.context(), provider, ADMIN);
      await page.goto("/dashboard");
      const firm = await importerWord(page, "SHIP_DE");
      await page.goto("/so");
      await page.getByRole("searchbox", { name: SO[l].words }).fill(firm.word);
      await page.getByRole("button", { name: SO[l].search, exact: true }).click();
      // The firm by its id: a list shows its display name, which may differ from this bill's spelling.
      await expect(page.locator(`a[href*="id=${firm.id}&"]`)).toBeVisible();
      const left = page.getByTestId("search-left-out");
      if (l === "en") await expect(left).toHaveText(SO.en.note);
      else {
        await expect(left).toContainText(SO.ru.note);
        await expect(left).toContainText("Бразил");
      }
      if (l === "en") expect(await axeViolations(page)).toEqual([]);
    });

  test("the partners report finds a firm of ship data across every set and reports on it (en)", async ({
    page,
    provider,
  }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, ADMIN);
    await page.goto("/dashboard");
    const firm = await importerWord(page, "SHIP_CN");
    await page.goto("/shipments/partners-report");
    await page.getByRole("searchbox", { name: "Company name" }).fill(firm.word);
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await page.getByText("Not searched: 14 data sets", { exact: true }).click();
    await expect(page.getByTestId("search-left-out")).toContainText(
      "Not searched, as their records name no importer:",
    );
    await page.locator(`a[href*="id=${firm.id}&"]`).click();
    await expect(page).toHaveURL(/SHIP_CN/);
    await expect(page.getByRole("table").first().locator("tbody tr").first()).toBeVisible();
  });

  test("the dashboard's search box searches ship and transit data too (en)", async ({ page, provider }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, DOWNLOAD);
    await page.goto("/dashboard");
    const sample = await json(page, "/searching/cds?datasets=SHIP_US");
    const goods = ((sample.records as { description?: string }[])[0]?.description ?? "").split(
      " ",
    )[0] as string;
    await page.getByLabel("Search your data sets by goods").fill(goods);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/shipments\/search\?.*SHIP_US/);
    await expect(page).toHaveURL(/TRANSIT_EURASIAN/);
    await expect(resultsTable(page).locator("tbody tr").first()).toBeVisible();
  });
});
