// The browser entry: loads the language's messages and the page of this address, then hydrates the
// prerendered HTML with exactly the tree the prerender rendered. Afterwards, at idle, the identity
// call finds out whether the visitor is signed in (spec §4 Session).

import "@portolan/kit/theme/global.css.ts";
import { afterIdle, documentCookies } from "@portolan/adapters";
import {
  DEFAULT_LOCALE,
  LANG_COOKIE_NAME,
  type Locale,
  localeOfSegment,
  matchRoute,
  resolveRouteEntry,
} from "@portolan/core";
import { createI18n, withWholeCatalogue } from "@portolan/kit/i18n/i18n.ts";
import { holdEarlyClicks } from "@portolan/kit/layout/deferred-parts.ts";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { $locale } from "@portolan/kit/stores/locale.ts";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { KEPT_META_NAME, PAGE_META_NAME } from "./boot-meta.ts";
import { keptPage } from "./pages/kept-page.ts";
import { loadPageOf } from "./pages/page-loader.ts";
import { isLayoutKind, type LayoutKind, type PageModule } from "./pages/page-module.ts";

/** The layout of a page the prerender kept as it is (pages/kept-content.ts), or undefined. */
const keptLayout = (): LayoutKind | undefined => {
  const kept = document.querySelector(`meta[name="${KEPT_META_NAME}"]`)?.getAttribute("content");
  return isLayoutKind(kept) ? kept : undefined;
};

/**
 * The page the prerender rendered: kept as it is (no module at all), else its module, named in the
 * document (no registry needed).
 */
const firstPage = async (
  match: Parameters<typeof loadPageOf>[0],
  kept: LayoutKind | undefined,
): Promise<PageModule> => {
  if (kept !== undefined) return keptPage(kept);
  const named = document.querySelector(`meta[name="${PAGE_META_NAME}"]`)?.getAttribute("content");
  return named ? import(/* @vite-ignore */ named) : loadPageOf(match);
};

const start = async () => {
  const url = `${location.pathname}${location.search}`;
  // The server answers with the 404 page for an invalid lang cookie (core's first rule), whatever the
  // address: the hydrated tree must be that page too.
  const entry = resolveRouteEntry(url, {
    isLoggedIn: false,
    langCookie: documentCookies().get(LANG_COOKIE_NAME),
  });
  const match = entry.kind === "not-found" ? undefined : matchRoute(url);
  const locale: Locale =
    match?.locale ?? localeOfSegment(location.pathname.split("/")[1] ?? "") ?? DEFAULT_LOCALE;
  $locale.set(locale);
  // Both loads fetch chunks (the catalogue, the page); either failing goes through the reload guard.
  const kept = keptLayout();
  const [i18n, page] = await Promise.all([
    // A kept page shows only its frame's words: the rest of the catalogue follows once hydrated.
    guardedImport(() => createI18n(locale, undefined, kept === undefined ? "all" : "frame")),
    guardedImport(() => firstPage(match, kept)),
  ]);
  const root = document.getElementById("root");
  // A click on the header, footer or widgets before their code arrives is given again afterwards.
  holdEarlyClicks(document);
  if (root === null || page === undefined || i18n === undefined) return;
  // In a transition, hydration yields to the browser between components instead of one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <App
        i18n={i18n}
        locale={locale}
        url={url}
        page={page}
        params={match?.params ?? {}}
        routeId={match?.route.id}
      />,
    );
  });
  afterIdle(0, () => {
    void guardedImport(() => withWholeCatalogue(import("@portolan/kit/data/data-client.ts"))).then((m) =>
      m?.loadIdentity(locale),
    );
  });
};

void start();
