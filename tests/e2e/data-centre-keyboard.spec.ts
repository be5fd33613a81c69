// Keyboard only through the data centre (issue 15 "Tests": "keyboard-only search → result → bill →
// company → back"): from the search screen's first Tab, a goods word typed and sent with Enter, the
// first result reached with Tab and opened with Enter, the bill's importer the same way, its profile,
// then back to the bill and to the same results, which Tab reaches again. Every stop shows its focus
// ring, and no stop holds the focus (each Tab moves it on). Words by hand from the catalogue.

import type { Locator, Page } from "@playwright/test";
import { expect, type Lang, test, US } from "./support/data-centre-session.ts";
import { resultsTable } from "./support/page-helpers.ts";

/** What has the focus, in a few words, and whether it had it before the last Tab. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { lastFocused?: Element | null };
    const e = document.activeElement;
    // A date box takes a Tab for each of its parts (month, day, year) before the next control.
    const same = e === w.lastFocused && (e as HTMLInputElement | null)?.type !== "date";
    w.lastFocused = e;
    if (e === null || e === document.body) return { same, text: "body" };
    const name =
      e.getAttribute("aria-label") ??
      (e.textContent?.trim().slice(0, 40) || (e as HTMLInputElement).name || (e as HTMLInputElement).value);
    return { same, text: `${e.tagName.toLowerCase()}${e.id === "" ? "" : `#${e.id}`} "${name ?? ""}"` };
  });

/**
 * Presses Tab until `target` has the focus, at most `max` times; each press must move the focus on
 * (a control that keeps it is a trap) and the target must show a focus ring.
 */
const tabTo = async (page: Page, target: Locator, max: number) => {
  const path: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press("Tab");
    const { same, text: now } = await focused(page);
    expect(same, `the focus stays on ${now} after Tab: ${path.slice(-5).join(" → ")}`).toBe(false);
    path.push(now);
    if (await target.evaluate((e) => e === document.activeElement)) {
      const ring = await target.evaluate((e) => {
        const style = getComputedStyle(e);
        return style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
      });
      expect(ring, `${now} shows no focus ring`).toBe(true);
      return;
    }
  }
  throw new Error(`not reached in ${max} Tabs: ${path.join(" → ")}`);
};

const WORDS = {
  en: {
    search: "Shipment search",
    bill: "Shipment detail",
    goods: "Goods description",
    importer: "Importer",
  },
  ru: { search: "Поиск поставок", bill: "Детали поставки", goods: "Описание товара", importer: "Импортёр" },
} as const;

for (const [lang, width] of [
  ["en", 1280],
  ["ru", 390],
] as const satisfies readonly (readonly [Lang, number])[])
  test(`keyboard only in ${lang} at ${width} px: search, a result, its bill, its importer, and back`, async ({
    dc,
  }) => {
    const { page, seed } = dc;
    const words = WORDS[lang];
    await dc.open(`/shipments/search?datasets=${US}`, lang, width);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.search);

    // The goods box, from the top of the page; a word and Enter send the search.
    const goods = page.getByRole("searchbox", { name: words.goods });
    await tabTo(page, goods, 60);
    await page.keyboard.type(seed.word);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`keyword=${seed.word}`));
    const first = resultsTable(page).locator("tbody tr").first();
    const date = (await first.locator("td").first().textContent()) ?? "";
    const result = first.getByRole("link").first();
    await tabTo(page, result, 80);

    // The result opens its bill.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shipments\/bill\?id=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.bill);
    // The new page's content has the focus: the next Tab starts there, not at the top.
    await expect(page.locator("main")).toBeFocused();
    const importer = page
      .locator("#bill-facts")
      .locator("xpath=..")
      .locator("dt", { hasText: new RegExp(`^${words.importer}$`) })
      .locator("xpath=following-sibling::dd[1]")
      .getByRole("link");
    const name = (await importer.textContent()) ?? "";
    await tabTo(page, importer, 60);

    // The importer's profile.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shipments\/company\?id=\d+&datasets=/);
    await expect(page.locator("main")).toBeFocused();
    const squash = (t: string | null) => (t ?? "").toUpperCase().replace(/[^A-Z0-9]+/g, "");
    await expect
      .poll(async () => squash(await page.getByRole("heading", { level: 1 }).textContent()))
      .toBe(squash(name));
    // Its save and track buttons are reached too.
    await tabTo(page, page.getByTestId("save-to-collection"), 60);

    // Back (the browser's key): the bill, then the same results, which Tab reaches again.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.bill);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.search);
    await expect(page).toHaveURL(new RegExp(`keyword=${seed.word}`));
    await expect(first.locator("td").first()).toHaveText(date);
    await expect(page.getByRole("searchbox", { name: words.goods })).toHaveValue(seed.word);
    await tabTo(page, result, 140);
  });
