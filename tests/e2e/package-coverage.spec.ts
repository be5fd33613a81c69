// Issue 29 item 15 (decision D294): every coverage figure is the one counted from the package grants.
// The package tables of the three languages, the packages call and the country statistics call all
// say what core's packageCountryCount says; Deluxe is the whole catalogue (the site's country figure),
// never §9's advertised "62 import and 47 export".

import { DATA_COUNTRIES, PACKAGE_TIER_IDS, type PackageTierId, packageCountryCount } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";

/** The numbers a tier's coverage cell must hold: none for PRO ("USA import"), then imports, exports. */
const expectedNumbers = (id: PackageTierId): number[] => {
  const { importCountries, exportCountries } = packageCountryCount(id);
  if (id === "PRO") return [];
  return exportCountries === 0 ? [importCountries] : [importCountries, exportCountries];
};
const numbersIn = (text: string): number[] => (text.match(/\d+/g) ?? []).map(Number);

test("Deluxe's figure is the catalogue's, as the site claims it", () => {
  expect(packageCountryCount("DELUXE")).toEqual({
    importCountries: DATA_COUNTRIES,
    exportCountries: DATA_COUNTRIES,
  });
});

// Each page's table of the five packages (by its caption), and the column that states the coverage.
const TABLES = [
  { path: "/en/package", caption: /^Price and country coverage of each package$/, column: 4 },
  { path: "/ru/package", caption: /^Годовые пакеты: цена и охват данных$/, column: 2 },
  { path: "/cn/product/global", caption: /^年度数据套餐/, column: 1 },
] as const;

for (const { path, caption, column } of TABLES) {
  test(`${path}: each package's coverage is the counted figure`, async ({ page }) => {
    await page.goto(path);
    const rows = page.getByRole("table", { name: caption }).locator("tbody tr");
    await expect(rows).toHaveCount(PACKAGE_TIER_IDS.length);
    for (const [i, id] of PACKAGE_TIER_IDS.entries()) {
      const cell = rows.nth(i).locator("td").nth(column);
      expect(numbersIn((await cell.textContent()) ?? ""), `${path} ${id}`).toEqual(expectedNumbers(id));
    }
  });
}

test("/en/package: the columns and the cards state the counted figures", async ({ page }) => {
  await page.goto("/en/package");
  const rows = page
    .getByRole("table", { name: "Price and country coverage of each package" })
    .locator("tbody tr");
  for (const [i, id] of PACKAGE_TIER_IDS.entries()) {
    const { importCountries, exportCountries } = packageCountryCount(id);
    const cells = rows.nth(i).locator("td");
    await expect(cells.nth(2)).toHaveText(String(importCountries));
    await expect(cells.nth(3)).toHaveText(String(exportCountries));
  }
  const deluxe = page.locator("#tiers li").filter({ hasText: "Buy Deluxe" });
  await expect(deluxe).toContainText(`${DATA_COUNTRIES} countries import and ${DATA_COUNTRIES} export`);
});

test("the packages call and the country statistics call give the same figures", async ({ request }) => {
  const packages = (await (await request.get("/public/overseas/packages")).json()) as {
    data: { id: PackageTierId; importCountries: number; exportCountries: number }[];
  };
  for (const tier of packages.data)
    expect({ importCountries: tier.importCountries, exportCountries: tier.exportCountries }, tier.id).toEqual(
      packageCountryCount(tier.id),
    );
  const stats = (await (await request.get("/api/public/country/statistics")).json()) as {
    data: { countryCode: string; dataSources: string[] }[];
  };
  const withSource = (prefix: string) =>
    new Set(
      stats.data.filter((c) => c.dataSources.some((d) => d.startsWith(prefix))).map((c) => c.countryCode),
    );
  expect(stats.data).toHaveLength(DATA_COUNTRIES);
  expect(withSource("IMP_").size).toBe(packageCountryCount("DELUXE").importCountries);
  expect(withSource("EXP_").size).toBe(packageCountryCount("DELUXE").exportCountries);
});
