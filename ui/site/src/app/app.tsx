// The whole UI for one address: the language's messages, the router, the frame and the page.
// The same tree renders on the server (prerender) and hydrates in the browser; afterwards the Shell
// navigates between pages of the same language without reloading.

import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Locale } from "@portolan/core";
import { Router } from "wouter";
import type { PageModule } from "../pages/page-module.ts";
import { Shell } from "./shell.tsx";

export interface AppProps {
  readonly i18n: I18n;
  readonly locale: Locale;
  /** The address being shown: path and query. */
  readonly url: string;
  readonly page: PageModule;
  readonly params: Readonly<Record<string, string>>;
  /** Core's route id of the page, or undefined when it is the not-found page. */
  readonly routeId: string | undefined;
}

export function App({ i18n, locale, url, page, params, routeId }: AppProps) {
  const [path = "/", search = ""] = url.split("?");
  return (
    <I18nProvider i18n={i18n}>
      <Router ssrPath={path} ssrSearch={search}>
        <Shell locale={locale} initial={{ url, page, params, routeId }} />
      </Router>
    </I18nProvider>
  );
}
