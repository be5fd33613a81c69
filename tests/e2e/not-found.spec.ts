// The 404 rules (spec §2.1, §2.5, §8): a visitor on an unknown address goes to the home of its
// language prefix (without one, of the browser's language, else /cn: D286); a lang cookie that is not an allowed value shows the 404 page with
// status 404, 'This page could not be found' and 'Go back to home' in the page's language.

import { errorMessages, HREFLANG, homePathOf, LOCALES, type Locale, segmentOfLocale } from "@portolan/core";
import { expect, test } from "./support/fixtures.ts";
import { waitForHydration } from "./support/page-helpers.ts";

const NOT_FOUND = errorMessages["errors.page.notFound"];
const BACK_HOME = errorMessages["errors.page.backHome"];

/** Text that is written in the locale's script: Han for Chinese, Cyrillic for Russian. */
const SCRIPT: Readonly<Record<Locale, RegExp>> = {
  zh: /\p{Script=Han}/u,
  en: /^[\p{Script=Latin}\s\d\p{P}]+$/u,
  ru: /\p{Script=Cyrillic}/u,
};

const visitorRedirects: readonly (readonly [string, string])[] = [
  ["/cn/no-such-page", "/cn"],
  ["/en/no/such/page", "/en"],
  ["/ru/no-such-page", "/ru"],
];

/** Without a language prefix: the browser's language among zh, en, ru, else /cn (D286). */
const unprefixed: readonly (readonly [string, string, string])[] = [
  ["/no-such-page", "fr-FR", "/cn"],
  ["/fr/aboutus", "de-DE", "/cn"],
  ["/no-such-page", "en-US", "/en"],
  ["/fr/aboutus", "ru-RU", "/ru"],
];

for (const [from, to] of visitorRedirects) {
  test(`a visitor on ${from} is sent to ${to}`, async ({ page }) => {
    const response = await page.goto(from);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(to);
    expect(response?.request().redirectedFrom()?.url()).toContain(from);
  });
}

for (const [from, browserLocale, to] of unprefixed)
  test.describe(browserLocale, () => {
    test.use({ locale: browserLocale });
    test(`a visitor on ${from} with a ${browserLocale} browser is sent to ${to}`, async ({ page }) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(to);
    });
  });

test.describe("an invalid lang cookie", () => {
  // The browser reports the 404 answer of the document itself as a console error.
  test.use({ allowedConsoleErrors: /status of 404/ });

  for (const locale of LOCALES) {
    const path = `${homePathOf(locale)}/aboutus`;
    test(`shows the ${locale} 404 page on ${path}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "lang", value: "xx-yy", url: baseURL ?? "" }]);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      expect(await page.locator("html").getAttribute("lang")).toBe(HREFLANG[locale]);
      await expect(page.getByText("404", { exact: true }).first()).toBeVisible();
      const back = page
        .locator("main")
        .getByRole("link", { name: locale === "en" ? BACK_HOME : SCRIPT[locale] });
      await expect(back.first()).toHaveAttribute(
        "href",
        new RegExp(`^(${baseURL})?/${segmentOfLocale(locale)}/?$`),
      );
      const body = await page.locator("main").textContent();
      if (locale === "en") {
        expect(body).toContain(NOT_FOUND);
        expect(body).toContain(BACK_HOME);
      } else {
        expect(body).not.toContain(NOT_FOUND);
        expect(body).not.toContain(BACK_HOME);
        expect(body).toMatch(SCRIPT[locale]);
      }
    });
  }

  test("'zh' is not an allowed value (Chinese is stored as zh-cn)", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "lang", value: "zh", url: baseURL ?? "" }]);
    expect((await page.goto("/cn"))?.status()).toBe(404);
  });

  test("each allowed value shows the page", async ({ page, context, baseURL }) => {
    for (const value of ["zh-cn", "en", "ru"]) {
      await context.addCookies([{ name: "lang", value, url: baseURL ?? "" }]);
      expect((await page.goto("/en/aboutus"))?.status(), value).toBe(200);
    }
  });
});
