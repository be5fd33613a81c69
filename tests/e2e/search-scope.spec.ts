// Issue 31 items 4, 9 and 12 on the search screen: one firm searched across every data set (Importer
// stays on, the sets without importer names are named, in three languages); an HS filter over US and
// Mexican data says US bills carry no HS code; a shared link with a data set the viewer lacks names it
// and shows the rest; ship data searched by the account that owns it. Words written out by hand from
// the catalogues.

import type { BrowserContext, Page } from "@playwright/test";
import { CUSTOMS_DATASETS } from "@portolan/core";
import { signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations, resultsTable } from "./support/page-helpers.ts";

const COOKIE = { zh: "zh-cn", en: "en", ru: "ru" } as const;
const lang = (context: BrowserContext, origin: string, l: keyof typeof COOKIE) =>
  context.addCookies([{ name: "lang", value: COOKIE[l], url: origin }]);
const rows = (page: Page) => resultsTable(page).locator("tbody tr");
const json = async (page: Page, path: string) =>
  ((await (await page.request.get(path)).json()) as { data: Record<string, unknown> }).data;

const WORDS = {
  en: {
    importer: "Importer",
    leaves: "(leaves out 14 data sets)",
    summary: "Not searched: 14 data sets",
    note: "Not searched, as their records name no importer:",
  },
  zh: {
    importer: "进口商",
    leaves: "（不含 14 个数据集）",
    summary: "未搜索：14 个数据集",
    note: "未搜索以下数据集，其记录不含进口商名称：",
  },
  ru: {
    importer: "Импортёр",
    leaves: "(без 14 наборов данных)",
    summary: "Не искали: 14 наборов данных",
    note: "Не искали в наборах, записи которых не называют импортёра:",
  },
} as const;

test.describe("the data sets a search runs over", () => {
  test("an importer across all 111 customs data sets, in three languages", async ({ page, provider }) => {
    test.setTimeout(90_000);
    await signInContext(page.context(), provider, "admin@demo.portolan.test");
    await page.goto("/dashboard");
    const firms = await json(page, "/searching/cds/company?datasets=IMP_USA_BL_SEA&role=importer");
    const name = (firms.records as { name: string }[])[0]?.name as string;
    const word = name.split(" ")[0] as string;
    const all = CUSTOMS_DATASETS.map((d) => d.value).join(",");
    for (const l of ["en", "zh", "ru"] as const) {
      await lang(page.context(), provider.origin, l);
      await page.goto(`/shipments/search?datasets=${all}&kind=importer&keyword=${encodeURIComponent(word)}`);
      const importer = page.getByRole("radio", { name: new RegExp(WORDS[l].importer) });
      await expect(importer).toBeEnabled();
      await expect(importer).toBeChecked();
      await expect(page.getByText(WORDS[l].leaves)).toBeVisible();
      await expect(rows(page).first()).toBeVisible();
      // Fourteen are counted; their names come on opening.
      await page.getByText(WORDS[l].summary, { exact: true }).click();
      const note = page.getByTestId("search-left-out");
      await expect(note).toBeVisible();
      await expect(note).toContainText(WORDS[l].note);
      await expect(note).toContainText(l === "en" ? "Brazil imports" : l === "zh" ? "巴西" : "Бразил");
      if (l === "en") expect(await axeViolations(page)).toEqual([]);
    }
  });

  test("an HS filter over US and Mexican data names the US bills as without HS codes", async ({
    page,
    provider,
  }) => {
    await lang(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto("/dashboard");
    const mx = await json(page, "/searching/cds?datasets=IMP_MEXICO_CD_SEA");
    const hs = (
      (mx.records as { hsCode?: string }[]).find((r) => r.hsCode !== undefined)?.hsCode ?? ""
    ).slice(0, 4);
    await page.goto(`/shipments/search?datasets=IMP_USA_BL_SEA,IMP_MEXICO_CD_SEA&hs=${hs}`);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByTestId("search-without-hs")).toHaveText(
      "The records of United States imports, bills of lading (sea) carry no HS code, so only the few that do can match the HS filter.",
    );
  });

  test("a shared link with a data set the package lacks names it and shows the rest", async ({
    page,
    provider,
  }) => {
    await lang(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto("/shipments/search?datasets=IMP_INDIA_CD_DEF,IMP_USA_BL_SEA");
    await expect(page.getByTestId("missing-datasets")).toContainText(
      "Your package does not include India imports, customs declarations, so this search shows the other data sets of the link.",
    );
    await expect(rows(page)).toHaveCount(20);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("ship data is searched by the account that owns it", async ({ page, provider }) => {
    await lang(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "download@demo.portolan.test");
    await page.goto("/shipments/search?datasets=SHIP_US");
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /shipments? found/ })).toHaveText(
      /^[\d,]+ shipments? found$/,
    );
  });
});
