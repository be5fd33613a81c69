// The language rules of spec §2.1 and §4 Language, through the header's language bar: only the first
// segment changes on the pages that exist in every language, any other page goes to the chosen
// language's home, Russian on a service path goes to /ru, and the lang cookie records the choice
// (Chinese stored as zh-cn).

import type { Page } from "@playwright/test";
import { formatLangCookie, type Locale } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";
import { waitForHydration } from "./support/page-helpers.ts";

/** The language bar names each language in its own script. */
const NATIVE_NAMES: Readonly<Record<Locale, string>> = { zh: "简体中文", en: "English", ru: "Русский" };

const cases: readonly { from: string; to: Locale; expected: string }[] = [
  { from: "/cn/aboutus", to: "en", expected: "/en/aboutus" },
  { from: "/en/aboutus", to: "ru", expected: "/ru/aboutus" },
  { from: "/ru/contact", to: "zh", expected: "/cn/contact" },
  { from: "/en/service/cedarRose", to: "zh", expected: "/cn/service/cedarRose" },
  { from: "/cn/service/debtcollection", to: "en", expected: "/en/service/debtcollection" },
  { from: "/cn/investment", to: "en", expected: "/en" },
  { from: "/cn/product/trade", to: "ru", expected: "/ru" },
  { from: "/en/package", to: "zh", expected: "/cn" },
  { from: "/cn/service/debtcollection", to: "ru", expected: "/ru" },
  { from: "/en/service/cedarRose", to: "ru", expected: "/ru" },
];

const langCookie = async (page: Page): Promise<string | undefined> =>
  (await page.context().cookies()).find((c) => c.name === "lang")?.value;

for (const { from, to, expected } of cases) {
  test(`${NATIVE_NAMES[to]} on ${from} goes to ${expected} and sets lang=${formatLangCookie(to)}`, async ({
    page,
  }) => {
    await page.goto(from);
    await waitForHydration(page);
    await page.locator("header").getByRole("link", { name: NATIVE_NAMES[to], exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === expected);
    await waitForHydration(page);
    expect(await langCookie(page)).toBe(formatLangCookie(to));
  });
}

test("a kept page keeps its hash", async ({ page }) => {
  await page.goto("/cn/aboutus#section2");
  await waitForHydration(page);
  await page.locator("header").getByRole("link", { name: NATIVE_NAMES.en, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/en/aboutus" && url.hash === "#section2");
});

test("the chosen language's link is marked as current", async ({ page }) => {
  await page.goto("/ru");
  const current = page.locator("header").getByRole("link", { name: NATIVE_NAMES.ru, exact: true });
  await expect(current).toHaveAttribute("aria-current", "true");
});
