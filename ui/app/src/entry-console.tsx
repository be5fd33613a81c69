// The console's browser entry (issue 5): the language from the lang cookie (spec §4 Language), the
// identity call that decides signed-in or visitor (spec §4 Session) together with the catalogues,
// then the console renders in the browser (nothing is prerendered: every page is per user).

import "@portolan/kit/theme/global.css.ts";
import { documentCookies } from "@portolan/adapters";
import { DEFAULT_LOCALE, LANG_COOKIE_NAME, localeFromLangCookie, matchConsoleRoute } from "@portolan/core";
import { configureDataClient, loadIdentity, setSessionNavigator } from "@portolan/kit/data/data-client.ts";
import { createI18n, LANGUAGE_TAGS } from "@portolan/kit/i18n/i18n.ts";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { $locale } from "@portolan/kit/stores/locale.ts";
import { createRoot } from "react-dom/client";
import { ConsoleApp } from "./console-app.tsx";
import { consoleConfig } from "./console-config.ts";
import { leaveConsole, leaveWhenSessionEnds } from "./console-leaving.ts";
import { laterCatalog, laterWordsLoaded, PAGES_WITH_LATER_WORDS } from "./i18n/later-catalog.ts";

const start = async () => {
  const cookie = localeFromLangCookie(documentCookies().get(LANG_COOKIE_NAME));
  const locale = cookie.ok ? cookie.value : DEFAULT_LOCALE;
  $locale.set(locale);
  document.documentElement.lang = LANGUAGE_TAGS[locale];
  // The session's effects navigate out of the console (home after sign-out or expiry): full loads.
  setSessionNavigator(leaveConsole);
  // The utilities list comes from its own host when the provider names one (spec §7).
  const { utilitiesBase } = consoleConfig();
  configureDataClient(utilitiesBase === undefined ? {} : { utilitiesBase });
  // A console opened on a page of the later words (the dashboard, say) loads them at once: added
  // afterwards, they would re-render the whole frame while the person may already be in a menu.
  const route = matchConsoleRoute(location.pathname);
  const later = route !== undefined && PAGES_WITH_LATER_WORDS.has(route.id);
  const [i18n] = await Promise.all([
    guardedImport(() =>
      createI18n(locale, async (l) => {
        const [own, more] = await Promise.all([
          import("./i18n/console-catalog.ts").then((m) => m.consoleCatalog(l)),
          later ? laterCatalog(l) : undefined,
        ]);
        // The console's own words win over the later catalogue's bare ids (later-catalog.ts).
        return { messages: { ...more, ...own } };
      }),
    ),
    loadIdentity(locale),
  ]);
  if (later && i18n !== undefined) laterWordsLoaded(i18n);
  leaveWhenSessionEnds();
  const root = document.getElementById("root");
  if (root === null || i18n === undefined) return;
  createRoot(root).render(<ConsoleApp i18n={i18n} locale={locale} />);
};

void start();
