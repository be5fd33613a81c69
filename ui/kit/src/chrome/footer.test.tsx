// Component test: the footer as the server renders it for a guest (the HTML a visitor gets before any
// script), in each language: core's footer model with the words of the page's language.
import { I18nProvider } from "@lingui/react";
import { type Locale, segmentOfLocale } from "@portolan/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n.ts";
import { Footer } from "./footer.tsx";

const render = async (locale: Locale): Promise<string> =>
  renderToString(
    <I18nProvider i18n={await createI18n(locale)}>
      <Footer locale={locale} />
    </I18nProvider>,
  );

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((m) => m[1]);

describe("the footer for a guest", () => {
  it.each(["zh", "en", "ru"] as const)(
    "in %s links the HTML sitemap, the privacy and terms pages of its language",
    async (locale) => {
      const links = hrefs(await render(locale));
      const home = `/${segmentOfLocale(locale)}`;
      expect(links).toContain(`${home}/sitemap`);
      expect(links).not.toContain("/sitemap.xml");
      expect(links.some((l) => l.startsWith(`${home}/privacy`))).toBe(true);
      expect(links.some((l) => l.startsWith(`${home}/terms`))).toBe(true);
    },
  );

  it("offers back to top and a demo request, worded in the page's language", async () => {
    expect(buttons(await render("en"))).toEqual(["Back to top", "Request a demo"]);
    expect(buttons(await render("ru"))).toEqual(["Наверх", "Запросить демо"]);
  });

  it("shows the QQ consult link on the Chinese site only", async () => {
    const qq = (html: string) => hrefs(html).some((l) => /qq\.com|tencent:/i.test(l));
    expect(qq(await render("zh"))).toBe(true);
    expect(qq(await render("en"))).toBe(false);
    expect(qq(await render("ru"))).toBe(false);
  });

  it("states the enterprise users with the language's digit grouping", async () => {
    expect(await render("en")).toContain("20,000+");
    expect(await render("ru")).toMatch(/20\s000\+/);
  });
});
