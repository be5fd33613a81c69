// Server-side render of one address, for the prerender script: the page's HTML, head and language.

import "@portolan/kit/theme/global.css.ts";
import { DEFAULT_LOCALE, type Locale, localeOfSegment, matchRoute } from "@portolan/core";
import { createI18n, LANGUAGE_TAGS } from "@portolan/kit/i18n/i18n.ts";
import { renderToString } from "react-dom/server";
import { App } from "./app/app.tsx";
import { headTags } from "./app/head.ts";
import * as chromeParts from "./layout/chrome-parts.ts";
import { EagerChrome } from "./layout/deferred-chrome.tsx";
import { isKeepable } from "./pages/kept-content.ts";
import { pageFileOf } from "./pages/page-files.ts";
import { type LayoutKind, layoutOf } from "./pages/page-module.ts";
import { loadPage } from "./pages/registry.ts";

export interface Rendered {
  readonly html: string;
  readonly head: string;
  readonly lang: string;
  /** The page file (relative to src/pages), so the prerender can preload its chunk. */
  readonly pageFile: string;
  readonly status: 200 | 404;
  /** The page's layout, and whether the visitor's first view of it can keep this HTML (kept-content.ts). */
  readonly layout: LayoutKind;
  readonly keepable: boolean;
}

export const render = async (url: string, origin: string): Promise<Rendered> => {
  const match = matchRoute(url);
  const path = url.split("?")[0] ?? "/";
  const locale: Locale = match?.locale ?? localeOfSegment(path.split("/")[1] ?? "") ?? DEFAULT_LOCALE;
  const pageFile = pageFileOf(match);
  const [i18n, page] = await Promise.all([createI18n(locale), loadPage(pageFile)]);
  // The frame's deferred parts are rendered here at once (the browser hydrates them later).
  const html = renderToString(
    <EagerChrome.Provider value={chromeParts}>
      <App
        i18n={i18n}
        locale={locale}
        url={url}
        page={page}
        params={match?.params ?? {}}
        routeId={match?.route.id}
      />
    </EagerChrome.Provider>,
  );
  const meta =
    match === undefined
      ? { title: `404 · ${i18n._("errors.page.notFound")}`, description: i18n._("errors.page.notFound") }
      : page.meta;
  return {
    html,
    head: headTags(meta, match, origin, path),
    lang: LANGUAGE_TAGS[locale],
    pageFile,
    status: match ? 200 : 404,
    layout: layoutOf(page, locale),
    keepable: match !== undefined && isKeepable(html, page.live === true),
  };
};
