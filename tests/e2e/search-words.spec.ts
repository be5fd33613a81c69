// The goods search's words as an analyst types them (issue 31 item 5) against the real provider and
// the demo's US bills, in zh, en and ru: OR and a minus (with each language's operator words), a
// "phrase", a prefix, a clause that rules goods out ("other than …"), and a vessel searched through
// the help's field button. Words written out by hand from the demo data and the catalogues.

import type { Page } from "@playwright/test";
import { signInContext } from "./support/console-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations, resultsTable } from "./support/page-helpers.ts";

const rows = (page: Page) => resultsTable(page).locator("tbody tr");
const goodsColumn = 5;
const goods = async (page: Page) =>
  (await rows(page).locator(`td:nth-child(${goodsColumn})`).allTextContents()).map((t) => t.toLowerCase());
const words = (text: string) => text.split(/[^a-z0-9]+/).filter((w) => w !== "");

const LANGUAGES = [
  {
    lang: "en",
    cookie: "en",
    box: "Goods description",
    search: "Search",
    help: "How to write a search",
    vessel: "Vessel",
    field: "vessel",
    or: "OR",
  },
  {
    lang: "zh",
    cookie: "zh-cn",
    box: "货物描述",
    search: "搜索",
    help: "搜索写法",
    vessel: "船舶",
    field: "船名",
    or: "或",
  },
  {
    lang: "ru",
    cookie: "ru",
    box: "Описание товара",
    search: "Искать",
    help: "Как составить запрос",
    vessel: "Судно",
    field: "судно",
    or: "ИЛИ",
  },
] as const;

for (const l of LANGUAGES)
  test(`search words in ${l.lang}: OR, a minus, a phrase, a prefix and a vessel`, async ({
    page,
    provider,
  }) => {
    await page.context().addCookies([{ name: "lang", value: l.cookie, url: provider.origin }]);
    await signInContext(page.context(), provider, "trade@demo.portolan.test");
    await page.goto("/shipments/search?datasets=IMP_USA_BL_SEA&kind=description");
    await expect(rows(page).first()).toBeVisible();
    const box = page.getByRole("searchbox", { name: l.box });
    /** Searches the words; the answer's rows once there are `count` of them. */
    const search = async (text: string, count: number) => {
      await box.fill(text);
      await page.getByRole("button", { name: l.search, exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("keyword")).toBe(text);
      await expect(rows(page)).toHaveCount(count);
      return goods(page);
    };

    // OR, then a minus: cotton gloves and cotton-seed oil-cake, carded wool — not the cotton yarn.
    const either = await search(`cotton ${l.or} wool -yarn`, 3);
    for (const text of either) {
      expect(words(text).some((w) => w === "cotton" || w === "wool")).toBe(true);
      expect(words(text)).not.toContain("yarn");
    }

    // A phrase: the words in this order ("yarn ... of cotton" is not it).
    const phrase = await search('"cotton yarn"', 1);
    expect(phrase[0]).toContain("cotton yarn");

    // A prefix.
    const prefix = await search("pyro*", 1);
    expect(prefix[0]).toContain("pyrotechnic");

    // "Wood, tropical; other than dark red meranti …": tropical wood is found, meranti is not.
    expect((await search("tropical", 1))[0]).toContain("other than dark red meranti");
    await search("meranti", 0);

    // The help says the syntax, and its field button starts a vessel search in the box.
    await box.fill("");
    await page.getByText(l.help).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: l.vessel, exact: true }).click();
    await expect(box).toBeFocused();
    await box.press("End");
    await box.pressSequentially('"ever galaxy"');
    await expect(box).toHaveValue(`${l.field}:"ever galaxy"`);
    const onVessel = await search(`${l.field}:"ever galaxy"`, 2);
    expect(onVessel.some((t) => t.startsWith("head-bands"))).toBe(true);
    expect(onVessel.some((t) => t.startsWith("fibres; waste"))).toBe(true);
  });

test("the search words' help fits a phone's width in Russian, its longest words", async ({
  page,
  provider,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: "lang", value: "ru", url: provider.origin }]);
  await signInContext(page.context(), provider, "trade@demo.portolan.test");
  await page.goto("/shipments/search?datasets=IMP_USA_BL_SEA&kind=description");
  await page.getByText("Как составить запрос").click();
  await expect(page.getByRole("button", { name: "Перевозчик (SCAC)", exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("words-help-ru-390.png"), fullPage: false });
});
