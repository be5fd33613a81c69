// The page frame of spec §2.5: default (Chinese: header with the Chinese nav groups, footer, contact
// and online-chat widgets), English (used by /en and /ru: header, footer, contact widget) and blank
// (the 404 page). The page itself sits in <main id="main">, reached by the skip link. Everything of
// the frame a visitor touches is an island; the rest is HTML.
import { useLingui } from "@lingui/react";
import { ENTERPRISE_USERS, type Locale } from "@portolan/core";
import { SKIP_LINK_ID } from "@portolan/kit/chrome/skip-link.ts";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import * as styles from "@portolan/kit/layout/layout.css.ts";
import type { ReactNode } from "react";
import DemoDialog from "../islands/demo-dialog.island.tsx";
import Footer from "../islands/footer.island.tsx";
import Header from "../islands/header.island.tsx";
import Notifications from "../islands/notifications.island.tsx";
import Widgets from "../islands/widgets.island.tsx";
import type { LayoutKind } from "../pages/page-module.ts";

export interface LayoutProps {
  readonly locale: Locale;
  readonly kind: LayoutKind;
  /** Path and query of the page (the language bar and the nav read it). */
  readonly url: string;
  readonly children: ReactNode;
}

export function Layout({ locale, kind, url, children }: LayoutProps) {
  const { i18n } = useLingui();
  const framed = kind !== "blank";
  return (
    <div className={styles.frame}>
      <a id={SKIP_LINK_ID} className={styles.skipLink} href="#main">
        {i18n._("chrome.skipToContent")}
      </a>
      {framed && <Header locale={locale} url={url} />}
      <main id="main" tabIndex={-1} className={framed ? styles.main : styles.blankMain}>
        {children}
      </main>
      {framed && <Footer locale={locale} users={formatNumber(ENTERPRISE_USERS, locale)} />}
      {framed && <Widgets locale={locale} chat={kind === "default"} />}
      <DemoDialog />
      <Notifications />
    </div>
  );
}
