// Server-side render of one address, for the prerender script: the page's HTML (the frame and the
// page, islands included), its head and language.

import "@portolan/kit/theme/global.css.ts";
import { I18nProvider } from "@lingui/react";
import { DEFAULT_LOCALE, type Locale, localeOfSegment, matchRoute } from "@portolan/core";
import { LANGUAGE_TAGS } from "@portolan/kit/i18n/i18n.ts";
import { renderToString } from "react-dom/server";
import { headLinksOf, headTags } from "./head/head.ts";
import { createSiteI18n } from "./i18n/site-catalog.ts";
import { Layout } from "./layout/layout.tsx";
import { pageFileOf } from "./pages/page-files.ts";
import { layoutOf } from "./pages/page-module.ts";
import { loadPage } from "./pages/registry.ts";

export interface Rendered {
  readonly html: string;
  readonly head: string;
  readonly lang: string;
  /** The page file (relative to src/pages), whose stylesheets the page links. */
  readonly pageFile: string;
  readonly status: 200 | 404;
}

/** Renders `url` (path and query: a page's variant is rendered from its query). */
export const render = async (url: string, origin: string): Promise<Rendered> => {
  const match = matchRoute(url);
  const [path = "/", search = ""] = url.split("?");
  const locale: Locale = match?.locale ?? localeOfSegment(path.split("/")[1] ?? "") ?? DEFAULT_LOCALE;
  const pageFile = pageFileOf(match);
  const [i18n, page] = await Promise.all([createSiteI18n(locale), loadPage(pageFile)]);
  const Page = page.default;
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <Layout locale={locale} kind={layoutOf(page, locale)} url={url}>
        <Page params={match?.params ?? {}} query={new URLSearchParams(search)} />
      </Layout>
    </I18nProvider>,
  );
  const meta =
    match === undefined
      ? { title: `404 · ${i18n._("errors.page.notFound")}`, description: i18n._("errors.page.notFound") }
      : page.meta;
  return {
    html,
    head: headTags(meta, headLinksOf(match, origin, path, search === "" ? "" : `?${search}`)),
    lang: LANGUAGE_TAGS[locale],
    pageFile,
    status: match ? 200 : 404,
  };
};
