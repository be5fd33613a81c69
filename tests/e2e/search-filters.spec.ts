// The data centre's advanced search (issue 15 "Advanced search") against the real provider and its
// demo shipments: several data sets at once and the ones not owned, the HS picker in zh, en and ru,
// the country, port and weight filters with their chips and messages, the columns a user chooses,
// the address as the whole query (reload, back, forward), axe at 0 with the dialogs open, and a
// phone's width. Words written out by hand from the catalogues.

import type { Locator, Page } from "@playwright/test";
import { hsSectionOf } from "@portolan/core";
import { setLanguage, signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations, resultsTable } from "./support/page-helpers.ts";

const US = "IMP_USA_BL_SEA";
const MX = "IMP_MEXICO_CD_SEA";
const US_NAME = "United States imports, bills of lading (sea)";
const MX_NAME = "Mexico imports, customs declarations (sea)";

/** The rows of the results table (the first table; the trend's figures come after it). */
const rows = (page: Page) => resultsTable(page).locator("tbody tr");
/** A column's cells, found by its header's text (the columns a user shows may move). */
const column = async (page: Page, header: RegExp): Promise<Locator> => {
  // The results may still be loading (the facets can come first): wait for the table's header.
  await resultsTable(page).locator("thead th").first().waitFor();
  const headers = await resultsTable(page).locator("thead th").allTextContents();
  const index = headers.findIndex((h) => header.test(h));
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(" | ")}`);
  return rows(page).locator(`td:nth-child(${index + 1})`);
};
const summary = (page: Page) => page.getByRole("status").filter({ hasText: /\d/ }).first();
const count = async (page: Page) => Number((await summary(page).textContent())?.replace(/\D/g, ""));
const number = (text: string) => Number(text.replace(/[^\d.]/g, ""));

test.describe("advanced search", () => {
  test("searches the owned US and Mexico data sets at once; one not owned leads to the packages", async ({
    page,
    provider,
  }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto("/shipments/search");
    const picker = page.getByRole("button", { name: `Data sets ${US_NAME}` });
    await picker.click();
    const dialog = page.getByRole("dialog", { name: "Choose the data sets to search" });
    await expect(dialog.getByRole("checkbox", { name: US_NAME })).toBeChecked();
    await dialog.getByRole("checkbox", { name: "All of North America · Imports" }).check();
    await expect(dialog.getByRole("checkbox", { name: MX_NAME })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    // India is in the catalogue, not in this package: shown, not choosable, leading to the packages.
    await dialog.getByRole("searchbox", { name: "Filter the data sets" }).fill("india");
    const india = dialog.getByRole("link", {
      name: "India imports, customs declarations: not in your package, see the packages",
    });
    await expect(india).toHaveAttribute("href", "/en/package");
    await expect(dialog.getByRole("checkbox")).toHaveCount(0);
    await dialog.getByRole("searchbox", { name: "Filter the data sets" }).fill("");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("button", { name: "Data sets 2 data sets" })).toBeVisible();
    // US bills carry no HS code: with both chosen that kind stays on, saying it leaves the US out
    // (issue 31 item 4, D336).
    await expect(page.getByRole("radio", { name: /HS code/ })).toBeEnabled();
    await expect(page.getByText(`(leaves out ${US_NAME})`)).toBeVisible();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(`/shipments/search?datasets=${US}%2C${MX}&kind=description`);
    await expect(summary(page)).toHaveText(/shipments found$/);
    const both = await count(page);
    await page.getByLabel("Rows per page").selectOption("100");
    const shown = new Set(await (await column(page, /^Data set$/)).allTextContents());
    expect([...shown].sort()).toEqual([MX_NAME, US_NAME]);

    // Each data set alone: the two together find what each finds, no more, no less.
    await page.goto(`/shipments/search?datasets=${US}&kind=description`);
    await expect(summary(page)).toHaveText(/found$/);
    const us = await count(page);
    await page.goto(`/shipments/search?datasets=${MX}&kind=description`);
    await expect(summary(page)).toHaveText(/found$/);
    const mx = await count(page);
    expect(us).toBeGreaterThan(0);
    expect(mx).toBeGreaterThan(0);
    expect(both).toBe(us + mx);
  });

  for (const [lang, cookie, hsLabel, search, script, how] of [
    ["en", "en", "HS code", "Search", /[A-Za-z]/, "tree"],
    ["zh", "zh-cn", "HS 编码", "搜索", /\p{Script=Han}/u, "tree"],
    ["ru", "ru", "Код ТН ВЭД (HS)", "Искать", /\p{Script=Cyrillic}/u, "find"],
  ] as const)
    test(`the HS picker in ${lang} narrows Mexico's declarations to a heading`, async ({
      page,
      provider,
    }) => {
      await page.context().addCookies([{ name: "lang", value: cookie, url: provider.origin }]);
      await signInContext(page.context(), provider, "trade@demo.portolan.test");
      await page.goto(`/shipments/search?datasets=${MX}&kind=description`);
      await expect(rows(page).first()).toBeVisible();
      const before = await count(page);
      const code = ((await rows(page).first().locator("td").nth(3).textContent()) ?? "").trim();
      expect(code).toMatch(/^\d{6,10}$/);
      const [chapter, heading] = [code.slice(0, 2), code.slice(0, 4)];
      const section = hsSectionOf(chapter)?.section ?? "";
      const label = hsLabel.replace(/[()]/g, "\\$&");
      await page.getByRole("button", { name: new RegExp(`^${label} `) }).click();
      const dialog = page.getByRole("dialog");
      if (how === "tree") {
        await dialog
          .getByRole("button", { name: new RegExp(`[ ]${section}[ :：]`) })
          .first()
          .click();
        const chapterButton = dialog.getByRole("button", { name: new RegExp(`^${chapter} `) });
        // The chapter's name is in the page's language.
        await expect(chapterButton).toHaveText(script);
        expect(await axeViolations(page)).toEqual([]);
        await dialog.getByRole("button", { name: new RegExp(`[ ]${chapter}( 章)?$`) }).click();
      } else {
        await dialog.getByRole("searchbox").fill(heading);
        await expect(dialog.getByRole("button", { name: new RegExp(`^${heading} `) })).toHaveText(script);
      }
      await dialog.getByRole("button", { name: new RegExp(`^${heading} `) }).click();
      await expect(dialog).toHaveCount(0);
      // The form names the chosen heading in the page's language.
      const chosen = page.getByRole("button", { name: new RegExp(`^${label} ${heading} · `) });
      await expect(chosen).toBeVisible();
      await page.getByRole("button", { name: search, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`hs=${heading}`));
      await expect(rows(page).first().locator("td").nth(3)).toHaveText(new RegExp(`^${heading}`));
      const after = await count(page);
      expect(after).toBeGreaterThan(0);
      expect(after).toBeLessThan(before);
      for (const c of await rows(page).locator("td:nth-child(4)").allTextContents())
        expect(c.startsWith(heading)).toBe(true);
    });

  test("a country and a weight range narrow the search, say what is wrong, and their chips remove them", async ({
    page,
    provider,
  }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    const start = `/shipments/search?datasets=${MX}&kind=description`;
    await page.goto(start);
    await expect(rows(page).first()).toBeVisible();
    const before = await count(page);
    const first = rows(page).first();
    const origin = ((await first.locator("td").nth(7).textContent()) ?? "").split(/ →\s/)[0] ?? "";
    // One kilogram under the first row's (its weight is shown rounded).
    const weight = number((await first.locator("td").nth(5).textContent()) ?? "") - 1;
    expect(weight).toBeGreaterThan(0);

    // Countries and ports are a section of their own, opened from its button.
    await page.getByRole("button", { name: "Countries and ports" }).click();
    await page.getByRole("combobox", { name: "Origin countries" }).fill(origin);
    await page.getByRole("option", { name: origin, exact: true }).click();
    await expect(page.getByRole("button", { name: `Remove ${origin}` })).toBeVisible();
    const weights = page.getByRole("group", { name: "Weight (kg)" });
    const atLeast = weights.getByRole("textbox", { name: "At least" });
    const atMost = weights.getByRole("textbox", { name: "At most" });
    // A backwards range and a bound that is no number are said so; nothing is searched or lost.
    await atLeast.fill("500");
    await atMost.fill("10");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(weights.getByRole("alert")).toHaveText("The minimum must not be above the maximum.");
    await expect(page).toHaveURL(start);
    await atMost.fill("ten");
    await expect(weights.getByRole("alert")).toHaveText(
      "Enter a number such as 1000 or 2.5 (digits and a point only).",
    );
    await expect(atLeast).toHaveValue("500");
    await expect(page.getByRole("button", { name: `Remove ${origin}` })).toBeVisible();
    await atMost.fill("");
    await atLeast.fill(String(weight));
    await expect(weights.getByRole("alert")).toHaveCount(0);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`origin=[A-Z]{2}&wmin=${weight}$`));
    await expect(summary(page)).toHaveText(/found$/);
    const narrowed = await count(page);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(before);
    for (const route of await rows(page).locator("td:nth-child(8)").allTextContents())
      expect(route.startsWith(`${origin} →`)).toBe(true);
    for (const w of await rows(page).locator("td:nth-child(6)").allTextContents())
      expect(number(w)).toBeGreaterThanOrEqual(weight);

    // The address is the whole query: reload, back and forward give the same screen.
    const firstRow = await rows(page).first().textContent();
    await page.reload();
    await expect(rows(page).first()).toHaveText(firstRow ?? "");
    expect(await count(page)).toBe(narrowed);
    await expect(page.getByRole("button", { name: `Remove ${origin}` })).toBeVisible();
    await expect(
      page.getByRole("group", { name: "Weight (kg)" }).getByRole("textbox", { name: "At least" }),
    ).toHaveValue(String(weight));
    await page.goBack();
    await expect(page).toHaveURL(start);
    await expect(summary(page)).toHaveText(new RegExp(`^${before.toLocaleString("en")} shipments found$`));
    await page.goForward();
    await expect(rows(page).first()).toHaveText(firstRow ?? "");

    const originChip = page.getByRole("button", { name: `Remove the filter Origin: ${origin}` });
    await originChip.click();
    await expect(page).not.toHaveURL(/origin=/);
    await expect(page).toHaveURL(/wmin=/);
    await page.getByRole("button", { name: /^Remove the filter Weight \(kg\): at least / }).click();
    await expect(page).toHaveURL(start);
    await expect(summary(page)).toHaveText(new RegExp(`^${before.toLocaleString("en")} shipments found$`));
  });

  test("finds a port by name and filters by it", async ({ page, provider }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto(`/shipments/search?datasets=${MX}&kind=description`);
    await expect(rows(page).first()).toBeVisible();
    const facet = page.getByRole("region", { name: "Ports of loading" }).getByRole("button");
    await expect(facet.first()).toBeVisible();
    // A port is named "Name (CODE)" where the port tables know it, else by its code alone.
    const codes = (await facet.allTextContents()).map(
      (c) => /\(([A-Z0-9]{5})\)$/.exec(c.trim())?.[1] ?? c.trim(),
    );
    // The first loading port the port tables know (Mexico's demo declarations carry UN/LOCODEs).
    const known = (await (
      await page.request.get(`/searching/cds/ports?codes=${codes.join(",")}`)
    ).json()) as {
      data: { ports: { code: string; name: string }[] };
    };
    const port = known.data.ports.find((p) => codes.includes(p.code));
    const code = port?.code ?? "";
    expect(code).toMatch(/^[A-Z]{2}[A-Z0-9]{3}$/);
    const before = await count(page);
    // Found by its name as the index writes it, in lower case.
    await page.getByRole("button", { name: "Countries and ports" }).click();
    await page.getByRole("combobox", { name: "Ports" }).fill((port?.name ?? "").toLowerCase());
    // Offered as "Name (CODE), Country" (issue 31); the chip names it "Name (CODE)".
    const option = page.getByRole("option", { name: new RegExp(`\\(${code}\\), \\S`) });
    await option.click();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`port=${code}`));
    await expect(
      page.getByRole("button", { name: `Remove the filter Port: ${port?.name} (${code})` }),
    ).toBeVisible();
    await expect(summary(page)).toHaveText(/found$/);
    expect(await count(page)).toBeLessThan(before);
    await expect(
      page.getByRole("region", { name: "Ports of loading" }).getByRole("button", { name: code }),
    ).toBeVisible();
  });

  test("the columns a user chooses stay chosen after a reload", async ({ page, provider }) => {
    await setLanguage(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto(`/shipments/search?datasets=${US}&kind=description`);
    await expect(page.getByRole("columnheader", { name: "Importer" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Carrier" })).toHaveCount(0);
    await page.getByRole("button", { name: "Columns" }).click();
    const menu = page.getByRole("menu", { name: "Columns" });
    await expect(menu.getByRole("menuitemcheckbox", { name: "Importer" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await menu.getByRole("menuitemcheckbox", { name: "Importer" }).click();
    await menu.getByRole("menuitemcheckbox", { name: "Carrier" }).click();
    await expect(menu.getByRole("menuitemcheckbox", { name: "Carrier" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.keyboard.press("Escape");
    await expect(page.getByRole("columnheader", { name: "Carrier" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Importer" })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("columnheader", { name: "Carrier" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Importer" })).toHaveCount(0);
    // Sorting still works with the columns moved.
    await page
      .getByRole("columnheader", { name: /Weight \(kg\)/ })
      .getByRole("button")
      .click();
    await expect(page).toHaveURL(/sort=weight/);
    const weights = (await (await column(page, /^Weight/)).allTextContents()).map(number);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  test("at phone width the form and its dialogs fit, with axe at 0", async ({ page, provider }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().addCookies([{ name: "lang", value: "ru", url: provider.origin }]);
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto(`/shipments/search?datasets=${US}%2C${MX}&kind=description&origin=CN&wmin=100`);
    await expect(rows(page).first()).toBeVisible();
    // The address filters by a country: its section is open, with its box.
    await expect(page.getByRole("button", { name: "Страны и порты (1)" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page.getByRole("combobox", { name: "Страны происхождения" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: /^Код ТН ВЭД \(HS\) / }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Раздел XVI:/ })
      .click();
    await expect(page.getByRole("dialog").getByRole("button", { name: /^84 / })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Наборы данных / }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });
});
