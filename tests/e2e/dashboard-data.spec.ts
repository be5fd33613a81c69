// The dashboard's data (issue 15) against the real provider: its search box starts a search at once
// over the user's data sets, the search shows among the recent searches and opens again from there,
// a company tracked from its profile shows among the tracked companies (and leaves when untracked),
// and the data sets owned come with their shipments and dates; Chinese, Russian, a phone width; axe
// at 0. Words written out by hand from the catalogues.

import type { BrowserContext, Page } from "@playwright/test";
import { signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations, resultsTable } from "./support/page-helpers.ts";

const rows = (page: Page) => resultsTable(page).locator("tbody tr");
const language = (context: BrowserContext, origin: string, lang: "zh-cn" | "en" | "ru") =>
  context.addCookies([{ name: "lang", value: lang, url: origin }]);
const RUSSIA = "IMP_RUSSIA_CD_DEF";

test.describe("dashboard data", () => {
  test("the search box starts a search, which shows in recent searches and opens again", async ({
    page,
    provider,
  }) => {
    await language(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "market@demo.portolan.test");
    // A goods word the market account's data holds (Russian imports).
    await page.goto(`/shipments/search?datasets=${RUSSIA}&kind=description`);
    const goods = (await rows(page).first().locator("td").nth(4).textContent()) ?? "";
    const word = (goods.split(/[^A-Za-z]+/).find((w) => w.length >= 5) ?? "").toLowerCase();
    expect(word).not.toBe("");

    await page.goto("/dashboard");
    const box = page.getByRole("form", { name: "Search shipments" });
    await box.getByRole("button", { name: "Search" }).click();
    await expect(box.getByRole("alert")).toHaveText("Type the goods to look for.");
    await box.getByLabel("Search your data sets by goods").fill(`  ${word} `);
    await box.getByRole("button", { name: "Search" }).click();
    // Over every data set the account owns that is searched by goods: Russia and Turkey, both ways.
    await expect(page).toHaveURL(
      `/shipments/search?datasets=EXP_RUSSIA_CD_DEF%2CEXP_TURKEY_CD_DEF%2CIMP_RUSSIA_CD_DEF%2CIMP_TURKEY_CD_DEF&keyword=${word}`,
    );
    const found = page.getByRole("status").filter({ hasText: /shipments? found/ });
    await expect(found).toBeVisible();
    const total = (await found.textContent())?.replace(/\D/g, "") ?? "";
    for (const text of await rows(page).locator("td:nth-child(5)").allTextContents())
      expect(text.toLowerCase()).toContain(word);

    await page.goto("/dashboard");
    const recent = page.getByTestId("recent-searches");
    const link = recent.getByRole("link").first();
    await expect(link).toHaveText(`“${word}” · Goods description · Russia exports, customs declarations +3`);
    await expect(recent.getByRole("listitem").first()).toContainText(
      new RegExp(`${Number(total).toLocaleString("en")} shipments? ·`),
    );
    expect(await axeViolations(page)).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`keyword=${word}$`));
    await expect(page.getByRole("status").filter({ hasText: /shipments? found/ })).toHaveText(
      `${Number(total).toLocaleString("en")} ${Number(total) === 1 ? "shipment" : "shipments"} found`,
    );
  });

  test("a company tracked from its profile shows on the dashboard, and leaves when untracked", async ({
    page,
    provider,
  }) => {
    await language(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "market@demo.portolan.test");
    await page.goto(`/shipments/search?datasets=${RUSSIA}&kind=description`);
    await rows(page).first().locator("td").nth(1).getByRole("link").click();
    await expect(page.getByRole("heading", { name: "Top partners" })).toBeVisible();
    const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    const asImporter = page.getByRole("button", { name: "Track as importer" });
    await expect(asImporter).toHaveAttribute("aria-pressed", "false");
    await asImporter.click();
    await expect(asImporter).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Track as exporter" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    const profile = page.url();

    await page.goto("/dashboard");
    const tracked = page.getByTestId("tracked-companies");
    const entry = tracked.getByRole("listitem").filter({ hasText: name });
    await expect(entry).toContainText(/as importer, since \d{4}-\d{2}-\d{2}/);
    await entry.getByRole("link", { name }).click();
    await expect(page).toHaveURL(profile);
    await page.getByRole("button", { name: "Track as importer" }).click();
    await expect(page.getByRole("button", { name: "Track as importer" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await page.goto("/dashboard");
    await expect(
      page.getByTestId("tracked-companies").getByRole("listitem").filter({ hasText: name }),
    ).toHaveCount(0);
  });

  test("lists the data sets owned with their shipments and dates, in three languages and on a phone", async ({
    page,
    provider,
  }) => {
    await language(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "market@demo.portolan.test");
    await page.goto("/dashboard");
    const datasets = page.getByTestId("datasets");
    await expect(datasets.getByRole("heading", { level: 3 })).toHaveText(["Europe", "Asia"]);
    const europe = datasets.getByRole("table", { name: "Europe" });
    await expect(europe.getByRole("rowheader")).toHaveText([
      "Russia imports, customs declarations",
      "Russia exports, customs declarations",
    ]);
    const russia = europe.getByRole("row", { name: /^Russia imports/ }).getByRole("cell");
    await expect(russia.nth(0)).toHaveText(/^[\d,]+$/);
    await expect(russia.nth(1)).toHaveText(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/);
    const [first = "", last = ""] = ((await russia.nth(1).textContent()) ?? "").split(" – ");
    expect(first <= last).toBe(true);
    await expect(datasets).toContainText(
      /4 data sets · [\d,]+ shipments · \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}/,
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    for (const [lang, words] of [
      ["zh-cn", ["最近搜索", "追踪的公司", "已拥有的数据", "按商品搜索您的数据集"]],
      [
        "ru",
        [
          "Недавние поиски",
          "Отслеживаемые компании",
          "Ваши наборы данных",
          "Поиск по товарам в ваших наборах данных",
        ],
      ],
    ] as const) {
      await language(page.context(), provider.origin, lang);
      await page.reload();
      await expect(page.getByRole("heading", { level: 2, name: words[0] })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: words[1] })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: words[2] })).toBeVisible();
      await expect(page.getByLabel(words[3])).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
