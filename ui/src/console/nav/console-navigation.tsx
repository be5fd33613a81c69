// The signed-in navigation of the console (spec §2.6) from core's buildNavigation, and the account
// area (log in / register for visitors, the account menu when signed in).
import { useLingui } from "@lingui/react";
import { useStore } from "@nanostores/react";
import { buildNavigation, flattenMenu, type Locale } from "@portolan/core";
import { AccountArea } from "../../components/chrome/account-area.tsx";
import * as h from "../../components/chrome/header.css.ts";
import { $session } from "../../stores/session.ts";
import { consoleConfig } from "../console-config.ts";

export function ConsoleNavigation({ locale }: { readonly locale: Locale }) {
  const { i18n } = useLingui();
  const state = useStore($session);
  const session = state.kind === "logged-out" ? undefined : state.session;
  const menu = buildNavigation({
    bases: consoleConfig().bases,
    session,
    locale,
    variant: consoleConfig().variant,
  });
  return (
    <>
      <nav aria-label="main">
        <ul>
          {flattenMenu(menu).map((item) => (
            <li key={item.id}>
              <a href={item.href}>{i18n._(`nav.${item.id}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={h.end}>
        <AccountArea locale={locale} placement="bar" />
      </div>
    </>
  );
}
