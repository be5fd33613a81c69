// The console's page and frame: follows the address (wouter), asks core's consoleDecision whether
// this user may see the page (or where to go instead), loads the page's chunk and shows it.
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useStore } from "@nanostores/react";
import {
  type ConsoleRoute,
  consoleDecision,
  type Locale,
  matchConsoleRoute,
  type Session,
} from "@portolan/core";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { $session } from "@portolan/kit/stores/session.ts";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { ConsoleLayout } from "./console-layout.tsx";
import { $leavingConsole } from "./console-leaving.ts";
import type { ConsolePageProps } from "./console-page.ts";
import { CONSOLE_PAGES } from "./console-pages.ts";
import type { ConsoleMessageId } from "./i18n/console-messages.ts";
import { addLaterWords, PAGES_WITH_LATER_WORDS } from "./i18n/later-catalog.ts";
import { messageById } from "./i18n/message-by-id.ts";

const sessionOf = (state: ReturnType<typeof $session.get>): Session | undefined =>
  state.kind === "logged-out" ? undefined : state.session;

function usePage(route: ConsoleRoute | undefined, i18n: I18n, locale: Locale) {
  const [loaded, setLoaded] = useState<{ id: string; Page: ComponentType<ConsolePageProps> }>();
  // Read when a page is loaded, not followed: the context's value is new on every render, and an
  // effect that followed it would start loading the page again each time (never showing it).
  const words = useRef({ i18n, locale });
  words.current = { i18n, locale };
  useEffect(() => {
    if (route === undefined) return;
    let live = true;
    // A page of the later catalogue shows once its words are there too.
    const load = async () => {
      const [page] = await Promise.all([
        CONSOLE_PAGES[route.id](),
        PAGES_WITH_LATER_WORDS.has(route.id)
          ? addLaterWords(words.current.i18n, words.current.locale)
          : undefined,
      ]);
      return page;
    };
    void guardedImport(load).then((m) => {
      if (live && m) setLoaded({ id: route.id, Page: m.default });
    });
    return () => {
      live = false;
    };
  }, [route]);
  return loaded !== undefined && loaded.id === route?.id ? loaded.Page : undefined;
}

export function ConsoleShell({ locale }: { readonly locale: Locale }) {
  const { i18n } = useLingui();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const session = sessionOf(useStore($session));
  const leaving = useStore($leavingConsole);
  const url = search === "" ? path : `${path}?${search}`;
  const route = matchConsoleRoute(path);
  const decision = route && consoleDecision(route, url, session);
  const Page = usePage(decision?.kind === "render" ? route : undefined, i18n, locale);
  const redirectTo = decision?.kind === "redirect" && !leaving ? decision.to : undefined;
  useEffect(() => {
    // Only console addresses reach this router; anything else is another document.
    if (route === undefined) location.assign(url);
    else if (redirectTo !== undefined) navigate(redirectTo, { replace: true });
  }, [route, redirectTo, url, navigate]);
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    // Another page: the link pressed went with the old one and the focus fell to the body. The new
    // page's content takes it, so that the next Tab and a screen reader start there, not at the top.
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected)
      document.getElementById("main")?.focus({ preventScroll: true });
  }, [path]);
  useEffect(() => {
    if (route === undefined) return;
    const title = messageById(i18n, `console.title.${route.id}`);
    document.title = `${title} · ${i18n._("console.title.suffix" satisfies ConsoleMessageId)}`;
  }, [route, i18n]);
  return (
    <ConsoleLayout locale={locale} navigate={navigate}>
      {route && Page ? (
        <Page
          key={route.id}
          route={route}
          locale={locale}
          session={session}
          query={new URLSearchParams(search)}
        />
      ) : (
        <p role="status">{i18n._("console.loading" satisfies ConsoleMessageId)}</p>
      )}
    </ConsoleLayout>
  );
}
