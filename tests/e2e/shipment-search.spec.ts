// The data centre's shipment search (issue 15) against the real provider and its demo shipments: a
// search from the form, paging, the query in the address (reload, back), a goods-word search whose
// rows all carry the word, a kind the data set does not support, a data set the package does not
// grant, a package without data, three languages and a phone width; axe at 0. Words written out by
// hand from the catalogues.

import type { Page } from "@playwright/test";
import { setLanguage, signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations, resultsTable } from "./support/page-helpers.ts";

/** The rows of the results table (the first table; the trend's figures come after it). */
const rows = (page: Page) => resultsTable(page).locator("tbody tr");
const goodsColumn = 4;

test.describe("shipment search", () => {
  test("searches the user's data set, pages, and keeps the query in the address", async ({
    page,
    provider,
  }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto("/shipments/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipment search");
    await expect(page).toHaveTitle(/^Shipment search · /);
    // The first data set of the package is chosen (search-filters.spec.ts chooses others).
    await expect(
      page.getByRole("button", { name: "Data sets United States imports, bills of lading (sea)" }),
    ).toBeVisible();
    // US bills carry no HS code: that kind is offered but disabled, with the reason.
    await expect(page.getByRole("radio", { name: /HS code/ })).toBeDisabled();
    await expect(page.getByText("(not in this data set)")).toBeVisible();
    await page.getByRole("button", { name: "Search", exact: true }).click();

    await expect(page).toHaveURL(/\/shipments\/search\?datasets=IMP_USA_BL_SEA&kind=description$/);
    const summary = page.getByRole("status").filter({ hasText: /shipments? found/ });
    await expect(summary).toHaveText(/^(About )?[\d,]+ shipments found$/);
    await expect(rows(page)).toHaveCount(20);
    expect(await axeViolations(page)).toEqual([]);

    const firstOfPage1 = await rows(page).first().textContent();
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/current=2/);
    await expect(page.getByText(/^Page 2 of /)).toBeVisible();
    await expect(rows(page).first()).not.toHaveText(firstOfPage1 ?? "");
    const firstOfPage2 = await rows(page).first().textContent();
    await page.reload();
    await expect(page.getByText(/^Page 2 of /)).toBeVisible();
    await expect(rows(page).first()).toHaveText(firstOfPage2 ?? "");
    await page.goBack();
    await expect(page.getByText(/^Page 1 of /)).toBeVisible();
    await expect(rows(page).first()).toHaveText(firstOfPage1 ?? "");

    const total = Number((await summary.textContent())?.replace(/\D/g, ""));
    await page.getByLabel("Rows per page").selectOption("50");
    await expect(page).toHaveURL(/pageSize=50/);
    await expect(rows(page)).toHaveCount(Math.min(total, 50));
  });

  test("orders the results by weight, heaviest first, then lightest first", async ({ page, provider }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto("/shipments/search?datasets=IMP_USA_BL_SEA&kind=description");
    const header = page.getByRole("columnheader", { name: /Weight \(kg\)/ });
    await expect(header).toHaveAttribute("aria-sort", "none");
    await expect(page.getByRole("columnheader", { name: /Date/ })).toHaveAttribute("aria-sort", "descending");
    const weights = async () =>
      (await rows(page).locator("td:nth-child(6)").allTextContents()).map((n) =>
        Number(n.replace(/\D/g, "")),
      );
    await header.getByRole("button").click();
    await expect(page).toHaveURL(/sort=weight/);
    await expect(header).toHaveAttribute("aria-sort", "descending");
    const heaviestFirst = await weights();
    expect(heaviestFirst).toEqual([...heaviestFirst].sort((a, b) => b - a));
    await header.getByRole("button").click();
    await expect(page).toHaveURL(/sort=weight&order=asc/);
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    const lightestFirst = await weights();
    expect(lightestFirst).toEqual([...lightestFirst].sort((a, b) => a - b));
    expect(lightestFirst[0]).toBeLessThanOrEqual(heaviestFirst.at(-1) ?? 0);
  });

  test("a goods word finds only shipments whose goods carry it", async ({ page, provider }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto("/shipments/search?datasets=IMP_USA_BL_SEA&kind=description");
    const goods = await rows(page).first().locator("td").nth(goodsColumn).textContent();
    const word = (goods ?? "").split(/[^A-Za-z]+/).find((w) => w.length >= 5);
    if (word === undefined) throw new Error(`no word in "${goods}"`);
    await page.getByRole("searchbox", { name: "Goods description" }).fill(word.toLowerCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`keyword=${word.toLowerCase()}`));
    await expect(page.getByRole("status").filter({ hasText: /found/ })).toBeVisible();
    const texts = await rows(page)
      .locator(`td:nth-child(${goodsColumn + 1})`)
      .allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.toLowerCase()).toContain(word.toLowerCase());
  });

  test("a facet narrows the search, its chip widens it again, and the trend has its figures", async ({
    page,
    provider,
  }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto("/shipments/search?datasets=IMP_USA_BL_SEA&kind=description");
    const facets = page.getByRole("region", { name: "Who and what is behind these shipments" });
    await expect(facets.getByRole("heading", { name: "Top importers" })).toBeVisible();
    const origins = facets.getByRole("region", { name: "Origin countries" });
    const first = origins.getByRole("button").first();
    const country = (await first.textContent()) ?? "";
    const count = Number(
      (await origins.locator("li").first().locator("span").last().textContent())?.replace(/\D/g, ""),
    );
    await first.click();
    await expect(page).toHaveURL(/origin=[A-Z]{2}/);
    const chip = page.getByRole("button", { name: `Remove the filter Origin: ${country}` });
    await expect(chip).toBeVisible();
    const summary = page.getByRole("status").filter({ hasText: /found/ });
    await expect(summary).toHaveText(new RegExp(`^${count} shipments? found$`));
    for (const route of await rows(page).locator("td:nth-child(8)").allTextContents())
      expect(route.startsWith(`${country} →`)).toBe(true);
    // The chart's figures as a table, for keyboard and screen-reader users.
    await page.getByText("Show the figures").click();
    const months = page.getByRole("table", { name: "Shipments per month" }).locator("tbody tr");
    const perMonth = (await months.locator("td:nth-child(2)").allTextContents()).map((n) =>
      Number(n.replace(/\D/g, "")),
    );
    expect(perMonth.reduce((a, b) => a + b, 0)).toBe(count);
    await expect(page.locator("figure svg")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await chip.click();
    await expect(page).not.toHaveURL(/origin=/);
    await expect(chip).toHaveCount(0);
    // A firm in the facets opens its profile over the data set searched.
    const firm = facets.getByRole("region", { name: "Top importers" }).getByRole("link").first();
    await firm.click();
    await expect(page).toHaveURL(/\/shipments\/company\?id=\d+&datasets=IMP_USA_BL_SEA$/);
    await expect(page.getByRole("heading", { name: "Top partners" })).toBeVisible();
  });

  test("from a result to its bill and its companies, by keyboard, and back", async ({ page, provider }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto("/shipments/search?datasets=IMP_USA_BL_SEA&kind=description");
    const first = rows(page).first();
    const date = (await first.locator("td").first().textContent()) ?? "";
    const importer = (await first.locator("td").nth(1).textContent()) ?? "";
    const goods = (await first.locator("td").nth(goodsColumn).textContent()) ?? "";
    await first.getByRole("link", { name: `Shipment of ${date}: detail` }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shipments\/bill\?id=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipment detail");
    const facts = page.getByRole("region", { name: /bill|Shipment/ }).first();
    await expect(facts.getByText(goods, { exact: true })).toBeVisible();
    await expect(facts.getByText(date, { exact: true })).toBeVisible();
    // A US bill shows its release data grouped, every field it carries named.
    await expect(page.getByRole("region", { name: "Voyage and vessel" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await facts.getByRole("link", { name: importer }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shipments\/company\?id=\d+&datasets=IMP_USA_BL_SEA$/);
    // Once loaded (until then the heading says "Company profile"):
    await expect(page.getByRole("heading", { name: "Top partners" })).toBeVisible();
    // The firm's name (its spellings grouped: punctuation and spacing may differ from this bill's).
    const words = (text: string | null) =>
      (text ?? "")
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, " ")
        .trim();
    expect(words(await page.getByRole("heading", { level: 1 }).textContent())).toBe(words(importer));
    const asImporter = page.getByRole("definition").nth(1);
    expect(Number((await asImporter.textContent())?.replace(/\D/g, ""))).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipment detail");
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipment search");
    await expect(rows(page).first().locator("td").first()).toHaveText(date);
  });

  test("an unknown shipment or company is said so", async ({ page, provider }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto("/shipments/bill?id=999999999");
    await expect(
      page.getByRole("alert").filter({ hasText: "There is no such shipment, or its address is incomplete." }),
    ).toBeVisible();
    await page.goto("/shipments/company?id=999999999&datasets=IMP_USA_BL_SEA");
    await expect(
      page.getByRole("alert").filter({ hasText: "There is no such company, or its address is incomplete." }),
    ).toBeVisible();
  });

  test("a data set the package does not grant is refused in words", async ({ page, provider }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto("/shipments/search?datasets=IMP_INDIA_CD_DEF");
    await expect(
      page.getByRole("alert").filter({ hasText: "Your package does not include this data set." }),
    ).toBeVisible();
  });

  test("a package without data sets is told so and shown the packages", async ({ page, provider }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "main@demo.portolan.test");
    await page.goto("/shipments/search");
    await expect(page.getByText("Your package includes no customs data set to search.")).toBeVisible();
    await expect(page.getByRole("link", { name: "See the packages" })).toHaveAttribute("href", "/en/package");
  });

  for (const [lang, heading, found] of [
    ["zh-cn", "货运搜索", /找到约? ?[\d,]+ ?条货运记录/],
    ["ru", "Поиск поставок", /Найдено/],
  ] as const)
    test(`reads in ${lang} at phone width`, async ({ page, provider }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.context().addCookies([{ name: "lang", value: lang, url: provider.origin }]);
      await signInContext(page.context(), provider, "trade@demo.portolan.test");
      await page.goto("/shipments/search?datasets=IMP_USA_BL_SEA&kind=description");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("status").filter({ hasText: found })).toBeVisible();
      await expect(rows(page)).toHaveCount(20);
      // The table scrolls in its own frame; the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
    });
});
