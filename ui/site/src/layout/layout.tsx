// The page frame of spec §2.5: default (Chinese: header with the Chinese nav groups, footer, contact
// and online-chat widgets), English (used by /en and /ru: header, footer, contact widget) and blank
// (the 404 page). The page itself sits in <main id="main">, reached by the skip link.
import { useLingui } from "@lingui/react";
import type { Locale } from "@portolan/core";
import { DemoDialogHost } from "@portolan/kit/chrome/demo-dialog-host.tsx";
import { SKIP_LINK_ID } from "@portolan/kit/chrome/skip-link.ts";
import * as styles from "@portolan/kit/layout/layout.css.ts";
import { useViewportTracking } from "@portolan/kit/layout/use-viewport-tracking.ts";
import { NotificationArea } from "@portolan/kit/notifications/notification-area.tsx";
import type { ReactNode } from "react";
import type { LayoutKind } from "../pages/page-module.ts";
import { DeferredFooter, DeferredHeader, DeferredWidgets } from "./deferred-chrome.tsx";

export interface LayoutProps {
  readonly locale: Locale;
  readonly kind: LayoutKind;
  /** Path and query of the page shown (the language bar and the nav read it). */
  readonly url: string;
  readonly children: ReactNode;
  /** Keep the prerendered content of <main> as it is (a kept first page, kept-page.ts). */
  readonly keptContent?: boolean | undefined;
}

// React leaves the children of an element with dangerouslySetInnerHTML unhydrated, so an empty one
// keeps the server's content; a new key replaces the element when a rendered page follows.
const keptProps = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true } as const;

export function Layout({ locale, kind, url, children, keptContent }: LayoutProps) {
  const { i18n } = useLingui();
  useViewportTracking();
  const framed = kind !== "blank";
  return (
    <div className={styles.frame}>
      <a id={SKIP_LINK_ID} className={styles.skipLink} href="#main">
        {i18n._("chrome.skipToContent")}
      </a>
      {framed && <DeferredHeader locale={locale} url={url} />}
      <main
        key={keptContent ? "kept" : "rendered"}
        id="main"
        tabIndex={-1}
        className={framed ? styles.main : styles.blankMain}
        {...(keptContent ? keptProps : { children })}
      />
      {framed && <DeferredFooter locale={locale} />}
      {framed && <DeferredWidgets locale={locale} chat={kind === "default"} />}
      <DemoDialogHost />
      <NotificationArea />
    </div>
  );
}
