// The partners report and the richer company profile (issue 15) against the real provider and its
// demo data: a user with the partner report (market@: Russia and Turkey) finds a firm, reads its
// partners, orders them by value both ways, keeps the report in the address (reload, back) and opens
// a partner's profile; a package without it (trade@) is refused in words with the packages; a US
// firm's profile shows its info fields, its latest shipments link to their bills, and its monthly
// series switches to weight; three languages at phone width; axe at 0. Words written out by hand.

import type { Page } from "@playwright/test";
import { setLanguage, signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations } from "./support/page-helpers.ts";

const MARKET = "market@demo.portolan.test";
const TRADE = "trade@demo.portolan.test";
const MARKET_SETS = "IMP_RUSSIA_CD_DEF,EXP_RUSSIA_CD_DEF,IMP_TURKEY_CD_DEF,EXP_TURKEY_CD_DEF";

/** The busiest firm on a side of a data set, asked of the provider with the page's session. */
const busiestFirm = async (page: Page, origin: string, dataset: string, role: "importer" | "exporter") => {
  const response = await page.request.get(`${origin}/searching/cds/company?datasets=${dataset}&role=${role}`);
  const body = (await response.json()) as { data: { records: { id: number; name: string }[] } };
  const firm = body.data.records[0];
  if (firm === undefined) throw new Error(`no ${role} in ${dataset}`);
  return firm;
};

const reportRows = (page: Page) => page.getByRole("region", { name: /partners? ·/ }).locator("tbody tr");
const numbers = async (page: Page, column: number) =>
  (await reportRows(page).locator(`td:nth-child(${column})`).allTextContents()).map((n) =>
    Number(n.replace(/\D/g, "")),
  );

test.describe("partners report", () => {
  test("finds a firm, orders its partners by value both ways, keeps the report in the address, opens a partner", async ({
    page,
    provider,
  }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, MARKET);
    await page.goto("/shipments/partners-report");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partners report");
    const firm = await busiestFirm(page, provider.origin, "IMP_RUSSIA_CD_DEF", "importer");
    const piece = (firm.name.match(/[A-Za-z]{4,}/g) ?? []).sort((a, b) => b.length - a.length)[0] ?? "";
    await expect(page.getByLabel("Data sets")).toHaveValue("all");
    await expect(page.getByRole("radio", { name: "Importer" })).toBeChecked();
    await page.getByRole("searchbox", { name: "Company name" }).fill(piece.toLowerCase());
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`role=importer&q=${piece.toLowerCase()}$`));
    await expect(page.getByRole("status").filter({ hasText: /compan(y|ies) found/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: firm.name, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/shipments/partners-report\\?id=${firm.id}&datasets=`));
    await expect(page.getByRole("heading", { level: 2, name: firm.name })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: /^\d+ partners? · \d+ shipments?$/ }),
    ).toBeVisible();
    expect(await reportRows(page).count()).toBeGreaterThan(1);
    // The biggest partner first by default: shipments never grow down the page.
    const byShipments = await numbers(page, 2);
    expect(byShipments).toEqual([...byShipments].sort((a, b) => b - a));
    // Each share is a bar and a percent.
    await expect(reportRows(page).first().locator("td").last()).toHaveText(/^\d+(\.\d)?%$/);

    const value = page.getByRole("columnheader", { name: /Value \(USD\)/ });
    await expect(value).toHaveAttribute("aria-sort", "none");
    await value.getByRole("button").click();
    await expect(page).toHaveURL(/&sort=value$/);
    await expect(value).toHaveAttribute("aria-sort", "descending");
    const highest = await numbers(page, 4);
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    const firstByValue = await reportRows(page).first().textContent();
    await value.getByRole("button").click();
    await expect(page).toHaveURL(/&sort=value&order=asc$/);
    await expect(value).toHaveAttribute("aria-sort", "ascending");
    const lowest = await numbers(page, 4);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    expect(lowest[0]).toBeLessThanOrEqual(highest.at(-1) ?? 0);
    const firstAscending = await reportRows(page).first().textContent();
    expect(await axeViolations(page)).toEqual([]);

    // The address is the report: a reload shows the same rows, back the order before.
    await page.reload();
    await expect(value).toHaveAttribute("aria-sort", "ascending");
    await expect(reportRows(page).first()).toHaveText(firstAscending ?? "");
    await page.goBack();
    await expect(page).toHaveURL(/&sort=value$/);
    await expect(value).toHaveAttribute("aria-sort", "descending");
    await expect(reportRows(page).first()).toHaveText(firstByValue ?? "");

    // A partner opens its own profile.
    const partner = reportRows(page).first().getByRole("link");
    const partnerName = (await partner.textContent()) ?? "";
    await partner.click();
    await expect(page).toHaveURL(/\/shipments\/company\?id=\d+&datasets=/);
    await expect(page.getByRole("heading", { name: "Top partners" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(partnerName);
    await page.goBack();
    await expect(reportRows(page).first()).toHaveText(firstByValue ?? "");
  });

  test("a company's profile links to its report, which the address alone opens", async ({
    page,
    provider,
  }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, MARKET);
    const firm = await busiestFirm(page, provider.origin, "IMP_RUSSIA_CD_DEF", "importer");
    await page.goto(`/shipments/company?id=${firm.id}&datasets=${MARKET_SETS}`);
    await expect(page.getByRole("heading", { name: "Top partners" })).toBeVisible();
    await page.getByRole("link", { name: "Every partner of this company: the partners report" }).click();
    await expect(page.getByRole("heading", { level: 2, name: firm.name })).toBeVisible();
    const report = `/shipments/partners-report?id=${firm.id}&datasets=${encodeURIComponent(MARKET_SETS)}`;
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(report);
    const pager = page.getByRole("navigation", { name: "Report pages" });
    await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.goto(`/shipments/partners-report?id=999999999&datasets=${MARKET_SETS}`);
    await expect(
      page.getByRole("alert").filter({ hasText: "There is no such company, or its address is incomplete." }),
    ).toBeVisible();
  });

  test("a package without the report is told so and shown the packages, not an empty table", async ({
    page,
    provider,
  }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, TRADE);
    const firm = await busiestFirm(page, provider.origin, "IMP_USA_BL_SEA", "importer");
    for (const address of [
      "/shipments/partners-report",
      `/shipments/partners-report?id=${firm.id}&datasets=IMP_USA_BL_SEA`,
    ]) {
      await page.goto(address);
      const refusal = page.getByRole("alert").filter({ hasText: "partners report" });
      await expect(refusal).toContainText("Your package does not include the partners report.");
      await expect(refusal.getByRole("link", { name: "See the packages that include it" })).toHaveAttribute(
        "href",
        "/en/package",
      );
      await expect(page.locator("table")).toHaveCount(0);
    }
    expect(await axeViolations(page)).toEqual([]);
    // Its company profile offers no link to the report.
    await page.goto(`/shipments/company?id=${firm.id}&datasets=IMP_USA_BL_SEA`);
    await expect(page.getByRole("heading", { name: "Top partners" })).toBeVisible();
    await expect(page.getByRole("link", { name: /partners report/ })).toHaveCount(0);
  });

  test("a profile shows its info fields, its latest shipments link to their bills, its series switches to weight", async ({
    page,
    provider,
  }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, TRADE);
    const firm = await busiestFirm(page, provider.origin, "IMP_USA_BL_SEA", "importer");
    await page.goto(`/shipments/company?id=${firm.id}&datasets=IMP_USA_BL_SEA`);
    const info = page.getByRole("region", { name: "Company info" });
    await expect(info.getByRole("term").filter({ hasText: "Address" })).toBeVisible();
    // The demo's US firms are in the United States: the address ends with the country.
    await expect(info.getByRole("definition").first()).toContainText("United States");
    await expect(info.getByRole("definition").first()).toContainText(/On the bill of \d{4}-\d{2}-\d{2}/);

    const recent = page.getByRole("region", { name: "Recent shipments" });
    const dates = await recent.locator("tbody tr td:first-child").allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.length).toBeLessThanOrEqual(10);
    expect(dates).toEqual([...dates].sort().reverse());
    await recent
      .getByRole("link", { name: `Shipment of ${dates[0]}: detail` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/shipments\/bill\?id=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipment detail");
    await page.goBack();

    const chart = page.locator("figure").filter({ hasText: "per month" });
    await expect(chart.locator("svg[data-metric=shipments]")).toBeVisible();
    await chart.getByRole("radio", { name: "Weight (kg)" }).check();
    await expect(chart.locator("figcaption")).toHaveText("Weight per month (kg)");
    await expect(chart.locator("svg[data-metric=weightKg]")).toBeVisible();
    await chart.getByText("Show the figures").click();
    const months = page.getByRole("table", { name: "Weight per month (kg)" });
    await expect(months.getByRole("columnheader", { name: "Weight (kg)" })).toBeVisible();
    const perMonth = (await months.locator("tbody td:nth-child(2)").allTextContents()).map((n) =>
      Number(n.replace(/\D/g, "")),
    );
    const total = Number(
      (await page.getByRole("definition").nth(3).textContent())?.replace(/\D/g, "") ?? "0",
    );
    // Each month rounded to the kilogram: the sum is the total within half a kilogram a month.
    expect(Math.abs(perMonth.reduce((a, b) => a + b, 0) - total)).toBeLessThanOrEqual(perMonth.length);
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const [lang, heading, partners] of [
    ["zh-cn", "贸易伙伴报告", /个贸易伙伴/],
    ["en", "Partners report", /partners? ·/],
    ["ru", "Отчёт о партнёрах", /партн[её]р/],
  ] as const)
    test(`reads in ${lang} at phone width`, async ({ page, provider }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.context().addCookies([{ name: "lang", value: lang, url: provider.origin }]);
      await signInContext(page.context(), provider, MARKET);
      const firm = await busiestFirm(page, provider.origin, "IMP_RUSSIA_CD_DEF", "importer");
      await page.goto(`/shipments/partners-report?id=${firm.id}&datasets=${MARKET_SETS}&sort=value`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("status").filter({ hasText: partners })).toBeVisible();
      await expect(page.locator("tbody tr").first()).toBeVisible();
      // The table scrolls in its own frame; the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`/shipments/company?id=${firm.id}&datasets=${MARKET_SETS}`);
      await expect(page.locator("figure svg")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
    });
});
