// Component test: the language bar as the server renders it (the HTML a visitor gets before any
// script), in each language.
import { I18nProvider } from "@lingui/react";
import { LOCALES, type Locale } from "@portolan/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n.ts";
import { LanguageBar } from "./language-bar.tsx";

const render = async (locale: Locale, url: string): Promise<string> =>
  renderToString(
    <I18nProvider i18n={await createI18n(locale)}>
      <LanguageBar locale={locale} url={url} />
    </I18nProvider>,
  );

const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => ({
    href: m[1],
    current: /aria-current="true"/.test(m[0]),
    text: m[2],
  }));

describe("the language bar", () => {
  it.each(LOCALES)(
    "in %s links the same page in every language and marks the current one",
    async (locale) => {
      const html = await render(locale, "/en/aboutus?x=1");
      expect(links(html)).toEqual([
        { href: "/cn/aboutus?x=1", current: locale === "zh", text: "简体中文" },
        { href: "/en/aboutus?x=1", current: locale === "en", text: "English" },
        { href: "/ru/aboutus?x=1", current: locale === "ru", text: "Русский" },
      ]);
    },
  );

  it("sends a page other than the four mapped ones to the other languages' homes (spec §2.1)", async () => {
    expect(links(await render("en", "/en/packageterms")).map((l) => l.href)).toEqual([
      "/cn",
      "/en/packageterms",
      "/ru",
    ]);
    expect(links(await render("zh", "/cn/product/crm")).map((l) => l.href)).toEqual([
      "/cn/product/crm",
      "/en",
      "/ru",
    ]);
  });

  it("names the language list in the page's language", async () => {
    expect(await render("ru", "/ru")).toMatch(/<nav aria-label="[^"]*[а-я][^"]*"/);
    expect(await render("zh", "/cn")).toMatch(/<nav aria-label="[^"]*[\u4e00-\u9fff][^"]*"/);
  });
});
