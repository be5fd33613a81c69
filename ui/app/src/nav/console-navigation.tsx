// The console's navigation in the header bar (spec §2.6, issue 5 "Navigation"), all from core's model
// with the run-time configuration (bases, utilities host, menu variant): the main menu (dropdowns at
// 768 px and up, an accordion below), the utilities rows (Chinese only), the system switcher, the
// account menu; for a visitor, log in and free register.
import { useLingui } from "@lingui/react";
import { useStore } from "@nanostores/react";
import {
  buildNavigation,
  buildSystemSwitcher,
  type Locale,
  visibleMenuIds,
  withUtilitiesRows,
} from "@portolan/core";
import { AccountArea } from "@portolan/kit/chrome/account-area.tsx";
import * as h from "@portolan/kit/chrome/header.css.ts";
import { collapseMobileMenu } from "@portolan/kit/stores/mobile-menu.ts";
import { $session } from "@portolan/kit/stores/session.ts";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { consoleConfig } from "../console-config.ts";
import { ConsoleLanguagePicker } from "../console-language.tsx";
import type { ConsoleNavMessageId } from "../i18n/console-nav-messages.ts";
import { AlertsBell } from "./alerts-bell.tsx";
import { DesktopMenu } from "./desktop-menu.tsx";
import { MobileMenuButton, MobileMenuPanel } from "./mobile-menu.tsx";
import { NAV_IMAGES } from "./nav-images.ts";
import { SystemSwitcherButton } from "./system-switcher.tsx";
import { useUtilities } from "./use-utilities.ts";

export function ConsoleNavigation({ locale }: { readonly locale: Locale }) {
  const { i18n } = useLingui();
  const state = useStore($session);
  const session = state.kind === "logged-out" ? undefined : state.session;
  const config = consoleConfig();
  const [path] = useLocation();
  const built = buildNavigation({
    bases: config.bases,
    session,
    locale,
    variant: config.variant,
    images: NAV_IMAGES,
  });
  const rows = useUtilities(visibleMenuIds(built).includes("tools.utilities"));
  const menu = rows.length > 0 ? withUtilitiesRows(built, rows) : built;
  const switcher = session && buildSystemSwitcher(config.bases, session, session.permissions, locale);
  // Every route change collapses the phone menu (spec §4 Navigation).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger.
  useEffect(() => collapseMobileMenu(), [path]);
  const label = i18n._("console.nav.main" satisfies ConsoleNavMessageId);
  return (
    <>
      {menu.length > 0 && <DesktopMenu menu={menu} path={path} label={label} />}
      <div className={h.end}>
        {session && switcher && switcher.entries.length > 0 && (
          <SystemSwitcherButton switcher={switcher} oemDomains={session.oemDomains} />
        )}
        {session && <AlertsBell locale={locale} />}
        <AccountArea locale={locale} placement="bar" bases={config.bases} shortcut={false} />
        <MobileMenuButton />
      </div>
      <MobileMenuPanel
        menu={menu}
        path={path}
        label={label}
        actions={
          <>
            {session ? null : (
              <AccountArea locale={locale} placement="menu" bases={config.bases} shortcut={false} />
            )}
            <ConsoleLanguagePicker locale={locale} />
          </>
        }
      />
    </>
  );
}
