// Issue 31 items 2 and 10 as a person sees them: an export of more than 1,000 rows holds them all
// (the CSV's rows counted) and says what was found and the limit before it starts; a file cut at the
// limit says "20 of 30" in the control and in My exports; a company profile and a partner report show
// "–" for a value no shipment carried (the demo's firms never mix known and unknown values, so "value
// known for N of M" is held by known-figure.test.tsx and the conformance suite). In zh, en and ru, at
// 1280 and 390 px. Words written out by hand from the catalogues.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { CUSTOMS_DATASETS } from "@portolan/core";
import { addFreeMember, FREE_MEMBER } from "@portolan/server";
import { setLanguage, signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations } from "./support/page-helpers.ts";
import type { E2eProvider } from "./support/provider.ts";

const US = "IMP_USA_BL_SEA";
const search = (datasets: string) =>
  `/shipments/search?${new URLSearchParams({ datasets, kind: "description" })}`;
const control = (page: Page) =>
  page.getByRole("region", { name: /^(Export to a file|导出为文件|Выгрузка в файл)$/ });
const n = (v: number) => v.toLocaleString("en-US");

const exportCsv = async (page: Page) => {
  await control(page)
    .getByRole("button", { name: /^(Export|导出|Выгрузить)$/ })
    .click();
  const link = control(page).getByRole("link", { name: /portolan-shipments-/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const text = readFileSync(await file.path(), "utf8")
    .slice(1)
    .trimEnd();
  return { link, lines: text.split("\r\n") };
};

const found = async (page: Page) => {
  const summary = page.getByRole("status").filter({ hasText: /shipments? found/ });
  await expect(summary).toHaveText(/^[\d,]+ shipments? found$/);
  return Number((await summary.textContent())?.replace(/\D/g, ""));
};

const signInFree = async (page: Page, provider: E2eProvider) => {
  await addFreeMember({ kind: "sqlite", file: join(provider.dataDir, "portolan.sqlite") });
  await signInContext(page.context(), provider, FREE_MEMBER.email);
};

test.describe("exports say what was found; unknown figures are not 0", () => {
  test("exports more than 1,000 rows whole, saying the count and the limit first", async ({
    page,
    provider,
  }) => {
    test.setTimeout(120_000);
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "admin@demo.portolan.test");
    await page.goto(search(CUSTOMS_DATASETS.map((d) => d.value).join(",")));
    const total = await found(page);
    expect(total).toBeGreaterThan(1000);
    await expect(control(page)).toContainText(
      `${n(total)} found; your package exports up to 10,000 rows per file.`,
    );
    const { lines } = await exportCsv(page);
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]).toMatch(
      /^Date,Bill of lading,Master bill of lading,Data set,Importer id,Importer,Importer as written,/,
    );
    await page.goto("/shipments/exports");
    const first = page.getByRole("table", { name: "Your exports, newest first" }).locator("tbody tr").first();
    await expect(first).toContainText(`${n(total)} of ${n(total)}`);
  });

  test("a file cut at the limit says so before and after, in three languages and on a phone", async ({
    page,
    provider,
  }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInFree(page, provider);
    await page.goto(search(US));
    const total = await found(page);
    expect(total).toBeGreaterThan(20);
    await expect(control(page)).toContainText(
      `${n(total)} found; your package exports up to 20 rows per file. The file will hold the first 20 rows; narrow the search for the rest.`,
    );
    const { link, lines } = await exportCsv(page);
    expect(lines).toHaveLength(21);
    await expect(link).toHaveText(new RegExp(`\\(20 of ${n(total)} rows, `));
    await page.goto("/shipments/exports");
    const first = page.getByRole("table", { name: "Your exports, newest first" }).locator("tbody tr").first();
    await expect(first).toContainText(`20 of ${n(total)}`);
    await page.screenshot({ path: test.info().outputPath("exports-list-en-1280.png") });
    expect(await axeViolations(page)).toEqual([]);

    await setLanguage(page.context(), provider.origin, "zh");
    await page.goto(search(US));
    await expect(control(page)).toContainText(
      `找到 ${n(total)} 条；您的套餐每个文件最多导出 20 行。文件将只包含前 20 行；如需其余数据，请缩小搜索范围。`,
    );
    await page.screenshot({ path: test.info().outputPath("export-note-zh-1280.png") });

    await page.context().addCookies([{ name: "lang", value: "ru", url: provider.origin }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(search(US));
    await expect(control(page)).toContainText(
      `Найдено: ${total}; ваш пакет выгружает до 20 строк в файл. В файл войдут только первые 20 строк; чтобы получить остальные, сузьте поиск.`,
    );
    await control(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("export-note-ru-390.png") });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a profile and a partner report show – for a value no shipment carried, never 0", async ({
    page,
    provider,
  }) => {
    test.setTimeout(120_000);
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "admin@demo.portolan.test");
    // A quarter of the demo's US bills declare no value (no tariff line): a firm whose bills all lack one.
    type Profile = { id: number; valueKnown: number; valueUsd: number; partners: { key: string }[] };
    let none: Profile | undefined;
    for (const role of ["importer", "exporter"]) {
      const firms = (await (
        await page.request.get(`/searching/cds/company?datasets=${US}&pageSize=100&role=${role}`)
      ).json()) as { data: { records: { id: number }[] } };
      for (const { id } of firms.data.records) {
        const body = (await (
          await page.request.get(`/searching/cds/companies/record?id=${id}&datasets=${US}`)
        ).json()) as { data: Profile };
        if (body.data.valueKnown === 0 && body.data.partners.length > 0) none ??= body.data;
      }
    }
    expect(none).toBeDefined();
    const id = String(none?.id);
    const facts = page.getByRole("region", { name: "Company profile" });
    const factOf = (term: string) =>
      facts.locator("div", { has: page.getByText(term, { exact: true }) }).locator("dd");
    await page.goto(`/shipments/company?${new URLSearchParams({ id, datasets: US })}`);
    await expect(factOf("Value (USD)")).toHaveText("–");
    await expect(factOf("Value (USD)").locator("span")).toHaveAttribute("title", "Value not known");
    await page.screenshot({ path: test.info().outputPath("profile-unknown-en-1280.png") });
    // Its partners' rows: each shares only bills without a value.
    await page.goto(`/shipments/partners-report?${new URLSearchParams({ id, datasets: US })}`);
    const row = page.getByRole("table").locator("tbody tr").first();
    await expect(row.locator("td").nth(3)).toHaveText("–");
    await page.screenshot({ path: test.info().outputPath("partners-unknown-en-1280.png") });

    await page.context().addCookies([{ name: "lang", value: "ru", url: provider.origin }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/shipments/company?${new URLSearchParams({ id, datasets: US })}`);
    await expect(
      page.getByRole("region", { name: "Профиль компании" }).locator("span[title='Стоимость неизвестна']"),
    ).toHaveText("–");
    await page.screenshot({ path: test.info().outputPath("profile-unknown-ru-390.png"), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });
});
