// My collection (issue 15) against the real provider and its demo shipments: a search, a bill and a
// company saved from their screens, seen in one place by kind, a note and tags edited in place, a bad
// tag refused in words, filtered by a tag, removed and put back with "Undo"; a sub-account sees only
// its own; Chinese, Russian and a phone width; axe at 0. Words written out by hand from the catalogues.

import type { BrowserContext, Page } from "@playwright/test";
import { signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations, resultsTable } from "./support/page-helpers.ts";

const US = "United States imports, bills of lading (sea)";
const rows = (page: Page) => resultsTable(page).locator("tbody tr");
const language = (context: BrowserContext, origin: string, lang: "zh-cn" | "en" | "ru") =>
  context.addCookies([{ name: "lang", value: lang, url: origin }]);
const saveButton = (page: Page) => page.getByTestId("save-to-collection");
/** The collection's item whose link is named so. */
const item = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });

test.describe("my collection", () => {
  test("saves a search, a bill and a company, edits notes and tags, filters by tag, removes and undoes", async ({
    page,
    provider,
  }) => {
    await language(page.context(), provider.origin, "en");
    await signInContext(page.context(), provider, "trade@demo.portolan.test");

    // A search, from the search screen.
    await page.goto("/shipments/search?datasets=IMP_USA_BL_SEA&kind=description&current=2");
    await expect(rows(page).first()).toBeVisible();
    await expect(saveButton(page)).toHaveText("☆ Save this search");
    await expect(saveButton(page)).toHaveAttribute("aria-pressed", "false");
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveText("★ Search saved");
    await expect(saveButton(page)).toHaveAttribute("aria-pressed", "true");

    // A bill, from its detail.
    const date = (await rows(page).first().locator("td").first().textContent()) ?? "";
    await rows(page)
      .first()
      .getByRole("link", { name: `Shipment of ${date}: detail` })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipment detail");
    const facts = page.locator("#bill-facts").locator("xpath=..");
    const goods =
      (await facts
        .locator("dt", { hasText: /^Goods$/ })
        .locator("xpath=following-sibling::dd[1]")
        .textContent()) ?? "";
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveText("★ Saved to collection");
    const importer = facts
      .locator("dt", { hasText: /^Importer$/ })
      .locator("xpath=following-sibling::dd[1]")
      .getByRole("link");

    // A company, from its profile.
    await importer.click();
    await expect(page.getByRole("heading", { name: "Top partners" })).toBeVisible();
    const company = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await expect(saveButton(page)).toHaveText("☆ Save to collection");
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveAttribute("aria-pressed", "true");
    expect(await axeViolations(page)).toEqual([]);

    // All three in one place, by kind, each opening its screen.
    await page.goto("/shipments/collect");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My collection");
    await expect(page.getByRole("heading", { level: 2, name: "Companies (1)" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Shipments (1)" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Searches (1)" })).toBeVisible();
    await expect(page.getByText("3 items saved of 1,000")).toBeVisible();
    await expect(item(page, company).getByRole("link", { name: company })).toHaveAttribute(
      "href",
      /\/shipments\/company\?id=\d+&datasets=IMP_USA_BL_SEA$/,
    );
    await expect(item(page, goods)).toHaveCount(1);
    // The search is described by its query; the page it was saved on is not part of it.
    const search = page.getByRole("link", { name: `All shipments · ${US}` });
    await expect(search).toHaveAttribute("href", "/shipments/search?datasets=IMP_USA_BL_SEA");
    expect(await axeViolations(page)).toEqual([]);

    // A note and tags, in place.
    await item(page, company)
      .getByRole("button", { name: `Edit the note and tags of ${company}` })
      .click();
    const editor = page.getByRole("form", { name: `Note and tags of ${company}` });
    await editor.getByLabel("Note", { exact: true }).fill("Ask for a quote in May");
    await editor.getByLabel("Tags", { exact: true }).fill("Suppliers, #chairs");
    expect(await axeViolations(page)).toEqual([]);
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(editor).toHaveCount(0);
    await expect(item(page, company).getByText("Ask for a quote in May")).toBeVisible();
    await expect(item(page, company).getByRole("list", { name: "Tags" }).getByRole("link")).toHaveText([
      "#suppliers",
      "#chairs",
    ]);

    // A bad tag is refused in words, and nothing is lost.
    await item(page, goods)
      .getByRole("button", { name: `Edit the note and tags of ${goods}` })
      .click();
    const billEditor = page.getByRole("form", { name: `Note and tags of ${goods}` });
    await billEditor.getByLabel("Tags", { exact: true }).fill("suppliers, <b>bold</b>");
    await billEditor.getByRole("button", { name: "Save" }).click();
    await expect(billEditor.getByRole("alert")).toHaveText(
      "A tag takes letters, digits, spaces and - _ . & + / ' only.",
    );
    await billEditor.getByLabel("Tags", { exact: true }).fill("suppliers");
    await billEditor.getByRole("button", { name: "Save" }).click();
    await expect(billEditor).toHaveCount(0);

    // Filtered by a tag: only what carries it; the filter lives in the address.
    const tags = page.getByRole("navigation", { name: "Tags" });
    await tags.getByRole("link", { name: "#chairs (1)" }).click();
    await expect(page).toHaveURL(/\/shipments\/collect\?tag=chairs$/);
    await expect(page.getByRole("link", { name: company, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: goods, exact: true })).toHaveCount(0);
    await page
      .getByRole("navigation", { name: "Tags" })
      .getByRole("link", { name: "#suppliers (2)" })
      .click();
    await page.getByRole("navigation", { name: "Show" }).getByRole("link", { name: "Companies" }).click();
    await expect(page).toHaveURL(/kind=company&tag=suppliers$/);
    await expect(page.getByRole("link", { name: goods, exact: true })).toHaveCount(0);
    await page.getByRole("navigation", { name: "Show" }).getByRole("link", { name: "Everything" }).click();
    await page.getByRole("navigation", { name: "Tags" }).getByRole("link", { name: "All tags" }).click();
    await expect(page).toHaveURL(/\/shipments\/collect$/);

    // Removed, then put back with its note and tags.
    await item(page, company)
      .getByRole("button", { name: `Remove ${company}` })
      .click();
    await expect(page.getByRole("link", { name: company, exact: true })).toHaveCount(0);
    await expect(page.getByTestId("removed")).toContainText(`Removed: ${company}`);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByTestId("removed")).toHaveCount(0);
    await expect(item(page, company).getByText("Ask for a quote in May")).toBeVisible();
    await expect(item(page, company).getByRole("list", { name: "Tags" }).getByRole("link")).toHaveText([
      "#suppliers",
      "#chairs",
    ]);

    // The company's screen knows it is saved; a second press there removes it.
    await page.getByRole("link", { name: company, exact: true }).click();
    await expect(saveButton(page)).toHaveText("★ Saved to collection");
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveText("☆ Save to collection");
    await page.goto("/shipments/collect");
    await expect(page.getByRole("heading", { level: 2, name: "Shipments (1)" })).toBeVisible();
    await expect(page.getByRole("link", { name: company, exact: true })).toHaveCount(0);
  });

  test("a sub-account sees only its own collection", async ({ browser, provider }) => {
    const sub = await browser.newContext();
    const main = await browser.newContext();
    const subPage = await sub.newPage();
    const mainPage = await main.newPage();
    for (const c of [sub, main]) await language(c, provider.origin, "en");
    await signInContext(sub, provider, "sub@demo.portolan.test");
    await signInContext(main, provider, "trade@demo.portolan.test");

    await subPage.goto("/shipments/collect");
    await expect(subPage.getByRole("heading", { level: 2, name: "Nothing is saved yet" })).toBeVisible();
    await expect(subPage.getByRole("link", { name: "Search shipments" })).toHaveAttribute(
      "href",
      "/shipments/search",
    );
    expect(await axeViolations(subPage)).toEqual([]);

    await subPage.goto("/shipments/search?datasets=IMP_USA_BL_SEA&kind=description");
    await expect(rows(subPage).first()).toBeVisible();
    await rows(subPage).first().getByRole("link").first().click();
    await expect(subPage.getByRole("heading", { level: 1 })).toHaveText("Shipment detail");
    await saveButton(subPage).click();
    await expect(saveButton(subPage)).toHaveAttribute("aria-pressed", "true");
    await subPage.goto("/shipments/collect");
    await subPage.getByRole("button", { name: /^Edit the note and tags of / }).click();
    await subPage.getByLabel("Note", { exact: true }).fill("the sub-account's own note");
    await subPage.getByRole("button", { name: "Save" }).click();
    await expect(subPage.getByText("the sub-account's own note")).toBeVisible();
    await expect(subPage.getByText("1 item saved of 1,000")).toBeVisible();

    // The main account does not see its sub-account's items.
    await mainPage.goto("/shipments/collect");
    await expect(mainPage.getByRole("heading", { level: 1 })).toHaveText("My collection");
    await expect(mainPage.locator("main")).not.toContainText("the sub-account's own note");
    await sub.close();
    await main.close();
  });

  test("speaks Chinese and Russian, and fits a phone", async ({ page, provider }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInContext(page.context(), provider, "email@demo.portolan.test");
    await page.request.post("/console/collection", {
      headers: { origin: provider.origin },
      data: {
        kind: "search",
        ref: "datasets=IMP_VIETNAM_CD_DEF&keyword=steel",
        note: "短 note",
        tags: ["供应商"],
      },
    });
    await language(page.context(), provider.origin, "zh-cn");
    await page.goto("/shipments/collect");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("我的收藏");
    await expect(page.getByRole("heading", { level: 2, name: "搜索 (1)" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^“steel” · 货物描述 · / })).toBeVisible();
    await expect(page.getByRole("link", { name: "#供应商", exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    await language(page.context(), provider.origin, "ru");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Моя коллекция");
    await expect(page.getByRole("heading", { level: 2, name: "Поиски (1)" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^«steel» · Описание товара · / })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Изменить заметку и метки: / })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });
});
