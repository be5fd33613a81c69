// Market analysis (issue 16; spec §2.6 /stats/cn and /stats/un, §6 market analysis 128) against the
// real provider and its demo statistics: a user with the permission (market@) reads both sources'
// figures, changes filters and sees the figures and the address follow, reloads and goes back to the
// same screen, orders and pages the partners, drills into a trade mode; a package without it
// (main@) is refused in words with the packages; zh, en and ru at desktop and phone width; axe at 0.
// Words written out by hand from the catalogues.

import type { Page } from "@playwright/test";
import { signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations } from "./support/page-helpers.ts";

const MARKET = "market@demo.portolan.test";
const MAIN = "main@demo.portolan.test";

const useLanguage = async (page: Page, origin: string, lang: "zh-cn" | "en" | "ru") =>
  page.context().addCookies([{ name: "lang", value: lang, url: origin }]);

/** The headline tile of a term: its big figure. */
const tile = (page: Page, term: string) =>
  page.locator("dl > div").filter({ has: page.getByRole("term").filter({ hasText: term }) });
const partnerTable = (page: Page) => page.getByRole("region", { name: /^(Partners|贸易伙伴|Партнёры)$/ });
const partnerRows = (page: Page) => partnerTable(page).locator("tbody tr");
/** The figures of the filters before are kept, marked busy, while new ones load: wait for the new. */
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
const figure = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

test.describe("market analysis", () => {
  test("China customs: real figures, a filter changes them and the address, reload and back keep the screen", async ({
    page,
    provider,
  }) => {
    await useLanguage(page, provider.origin, "en");
    await signInContext(page.context(), provider, MARKET);
    await page.goto("/stats/cn");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("China customs statistics");
    await expect(page).toHaveTitle(/^China customs statistics · /);
    const sources = page.getByRole("navigation", { name: "Source of the statistics" });
    await expect(sources.getByRole("link", { name: "China customs" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // The headline: a value in dollars, its change signed, the period said in words.
    const value = tile(page, "Trade value").locator("dd").first();
    await expect(value).toHaveText(/^\$\d+(\.\d)?[KMBT]$/);
    const exact = figure(await tile(page, "Trade value").locator("dd").nth(1).textContent());
    expect(exact).toBeGreaterThan(1_000_000);
    await expect(tile(page, "Change on a year earlier").locator("dd").first()).toHaveText(
      /^(▲ \+|▼ -)?\d+(\.\d)?%$|^new$/,
    );
    await expect(
      page.getByRole("status").filter({ hasText: /compared with the same months a year earlier/ }),
    ).toHaveText(/^\d{4}-\d{2} to \d{4}-\d{2}, /);
    // The trend and the map are drawn; their figures are tables.
    await expect(page.getByTestId("stats-trend").locator("svg")).toBeVisible();
    await expect(page.getByTestId("stats-map").locator("path[fill]").first()).toBeAttached();
    // The partners: ranked by value, biggest first, each with a share bar.
    const rows = partnerRows(page);
    // The partners come in their own call: wait for them before counting (count() does not wait).
    await expect(rows.nth(3)).toBeVisible();
    const values = (await rows.locator("td:nth-child(3)").allTextContents()).map(figure);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    await expect(rows.first().locator("td").nth(3)).toHaveText(/^\d+(\.\d)?%$/);
    expect(await axeViolations(page)).toEqual([]);
    // The table's export: the same partners as a file, in the table's order.
    const csv = page.getByRole("link", { name: "CSV", exact: true });
    const file = await page.request.get(
      new URL((await csv.getAttribute("href")) ?? "", provider.origin).href,
    );
    expect(file.status()).toBe(200);
    const lines = (await file.text()).trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThan(values.length);
    await expect(page.getByRole("link", { name: "Excel (XLSX)" })).toHaveAttribute("href", /format=xlsx/);

    // A filter: exports instead of imports. The address and the figures follow.
    await page.getByRole("radio", { name: "Exports" }).check();
    await expect(page).toHaveURL(/\/stats\/cn\?flow=export$/);
    await expect
      .poll(async () => figure(await tile(page, "Trade value").locator("dd").nth(1).textContent()))
      .not.toBe(exact);
    await settled(page);
    const exportValue = await tile(page, "Trade value").locator("dd").nth(1).textContent();
    const firstExportPartner = await rows.first().locator("td").nth(1).textContent();
    await page.reload();
    await expect(page.getByRole("radio", { name: "Exports" })).toBeChecked();
    await expect(tile(page, "Trade value").locator("dd").nth(1)).toHaveText(exportValue ?? "");
    await expect(rows.first().locator("td").nth(1)).toHaveText(firstExportPartner ?? "");
    await page.goBack();
    await expect(page).toHaveURL(/\/stats\/cn$/);
    await expect(page.getByRole("radio", { name: "Imports" })).toBeChecked();
    await expect(tile(page, "Trade value").locator("dd").nth(1)).not.toHaveText(exportValue ?? "");

    // Renminbi: the same figures in yuan.
    await page.getByRole("radio", { name: "Renminbi (yuan)" }).check();
    await expect(page).toHaveURL(/currency=CNY/);
    await expect(tile(page, "Trade value").locator("dd").first()).toHaveText(/^CN¥\d/);

    // The partners ordered by change, largest first, then the other way.
    const change = partnerTable(page).getByRole("columnheader", { name: /^Change/ });
    await change.getByRole("button").click();
    await expect(page).toHaveURL(/sort=change/);
    await settled(page);
    await expect(change).toHaveAttribute("aria-sort", "descending");
    await change.getByRole("button").click();
    await expect(page).toHaveURL(/sort=change&order=asc/);
    await expect(change).toHaveAttribute("aria-sort", "ascending");

    // Drill down: a trade mode narrows the screen to it.
    const modes = page.getByRole("region", { name: "By trade mode" });
    const mode = modes.getByRole("button").first();
    const modeName = (await mode.textContent()) ?? "";
    await mode.click();
    await expect(page).toHaveURL(/tradeMode=\w+/);
    await expect(page.getByRole("combobox", { name: "Trade mode" })).toHaveValue(/\w+/);
    await expect(page.getByRole("combobox", { name: "Trade mode" }).locator("option:checked")).toHaveText(
      modeName,
    );
    await expect(page.getByRole("button", { name: "Show every trade mode" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("UN Comtrade: a reporter, pages of partners, and a switch to China customs keeping the shared filters", async ({
    page,
    provider,
  }) => {
    await useLanguage(page, provider.origin, "en");
    await signInContext(page.context(), provider, MARKET);
    await page.goto("/stats/un");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("UN Comtrade statistics");
    await expect(tile(page, "Trade value").locator("dd").first()).toHaveText(/^\$\d/);
    const before = await tile(page, "Trade value").locator("dd").nth(1).textContent();
    const reporter = page.getByLabel("Reporter");
    const choice = await reporter.locator("option").nth(1).getAttribute("value");
    await reporter.selectOption(choice ?? "");
    await expect(page).toHaveURL(new RegExp(`/stats/un\\?reporter=${choice}$`));
    await expect(tile(page, "Trade value").locator("dd").nth(1)).not.toHaveText(before ?? "");
    await expect(partnerRows(page).first()).toBeVisible();
    const pager = page.getByRole("navigation", { name: "Partner pages" });
    await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.getByRole("radio", { name: "Exports" }).check();
    await expect(page).toHaveURL(new RegExp(`flow=export&reporter=${choice}`));
    await page
      .getByRole("navigation", { name: "Source of the statistics" })
      .getByRole("link", { name: "China customs" })
      .click();
    await expect(page).toHaveURL(/\/stats\/cn\?flow=export$/);
    await expect(page.getByRole("radio", { name: "Exports" })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);

    // From the first month the data holds, a year earlier is not in the data: no change is claimed.
    const options = (await (
      await page.request.get(`${provider.origin}/console/stats/options?source=un`)
    ).json()) as {
      data: { firstPeriod: string };
    };
    await page.goto(`/stats/un?from=${options.data.firstPeriod}`);
    await expect(page.getByRole("textbox", { name: "From month" })).toHaveValue(options.data.firstPeriod);
    await expect(tile(page, "Change on a year earlier").locator("dd").first()).toHaveText(
      "—no comparison: a year earlier is not in the data",
    );
    // …and no year-earlier amount beside it (issue 31 item 12): the sum of a part of a year is not one.
    await expect(tile(page, "Change on a year earlier").locator("dd").nth(1)).toHaveText(
      "The same months a year earlier are not all in the data.",
    );
    await expect(tile(page, "Change on a year earlier")).not.toContainText("A year earlier:");
  });

  test("a package without market analysis is told so and shown the packages, on both pages", async ({
    page,
    provider,
  }) => {
    await useLanguage(page, provider.origin, "en");
    await signInContext(page.context(), provider, MAIN);
    for (const address of ["/stats/cn", "/stats/un?flow=export"]) {
      await page.goto(address);
      const refusal = page.getByRole("alert").filter({ hasText: "market analysis" });
      await expect(refusal).toContainText("Your package does not include market analysis.");
      await expect(refusal.getByRole("link", { name: "See the packages that include it" })).toHaveAttribute(
        "href",
        "/en/package",
      );
      await expect(page.locator("table")).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    }
    // The provider refuses the same package too, with its code.
    const answer = await page.request.get(`${provider.origin}/console/stats/summary?source=cn`);
    expect(((await answer.json()) as { code: number }).code).toBe(57001);
  });

  for (const [lang, cn, un, value, partners] of [
    ["zh-cn", "中国海关统计", "联合国贸易统计", "贸易额", "贸易伙伴"],
    ["en", "China customs statistics", "UN Comtrade statistics", "Trade value", "Partners"],
    ["ru", "Статистика таможни Китая", "Статистика UN Comtrade", "Стоимость торговли", "Партнёры"],
  ] as const)
    for (const width of [1280, 390])
      test(`reads in ${lang} at ${width} px`, async ({ page, provider }) => {
        await page.setViewportSize({ width, height: 900 });
        await useLanguage(page, provider.origin, lang);
        await signInContext(page.context(), provider, MARKET);
        for (const [address, heading] of [
          ["/stats/cn", cn],
          ["/stats/un", un],
        ] as const) {
          await page.goto(address);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
          await expect(tile(page, value).locator("dd").first()).toHaveText(/\d/);
          await expect(
            page.getByRole("region", { name: partners }).locator("tbody tr").first(),
          ).toBeVisible();
          await expect(page.getByTestId("stats-map").locator("path[fill]").first()).toBeAttached();
          // Tables scroll in their own frames; the page does not scroll sideways.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          expect(await axeViolations(page)).toEqual([]);
        }
      });
});
