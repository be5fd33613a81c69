// The console's frame: the site's header parts around the signed-in navigation (core's model, in
// nav/), the page in <main>, the signed-in or guest footer, the contact widget and notifications.
// Clicks on links to other console pages change the page in place.
import { useLingui } from "@lingui/react";
import { homePathOf, type Locale } from "@portolan/core";
import { DemoDialogHost } from "@portolan/kit/chrome/demo-dialog-host.tsx";
import { FloatingWidgets } from "@portolan/kit/chrome/floating-widgets.tsx";
import { Footer } from "@portolan/kit/chrome/footer.tsx";
import * as h from "@portolan/kit/chrome/header.css.ts";
import { BrandMark } from "@portolan/kit/chrome/header.tsx";
import { SKIP_LINK_ID } from "@portolan/kit/chrome/skip-link.ts";
import * as styles from "@portolan/kit/layout/layout.css.ts";
import { useViewportTracking } from "@portolan/kit/layout/use-viewport-tracking.ts";
import { NotificationArea } from "@portolan/kit/notifications/notification-area.tsx";
import type { ReactNode } from "react";
import * as c from "./console.css.ts";
import { ConsoleLanguagePicker } from "./console-language.tsx";
import { inPlaceTarget } from "./console-links.ts";
import { ConsoleNavigation } from "./nav/console-navigation.tsx";

/** Words of the kit's catalogue (the site's frame), which the console's does not repeat. */
const KIT_WORDS = { skipToContent: "chrome.skipToContent", brandHome: "chrome.brand.home" } as const;

export interface ConsoleLayoutProps {
  readonly locale: Locale;
  readonly navigate: (to: string) => void;
  readonly children: ReactNode;
}

export function ConsoleLayout({ locale, navigate, children }: ConsoleLayoutProps) {
  const { i18n } = useLingui();
  useViewportTracking();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation of link clicks, not a control.
    // biome-ignore lint/a11y/useKeyWithClickEvents: links keep their own keyboard behaviour.
    <div
      className={styles.frame}
      onClick={(event) => {
        const to = inPlaceTarget(event);
        if (to === undefined) return;
        event.preventDefault();
        navigate(to);
        window.scrollTo(0, 0);
      }}
    >
      <a id={SKIP_LINK_ID} className={styles.skipLink} href="#main">
        {i18n._(KIT_WORDS.skipToContent)}
      </a>
      <header className={h.header}>
        <div className={c.bar}>
          <a
            className={`${h.brand} ${c.barRow}`}
            href={homePathOf(locale)}
            aria-label={i18n._(KIT_WORDS.brandHome)}
          >
            <BrandMark />
            Portolan
          </a>
          <ConsoleNavigation locale={locale} />
          <div className={`${c.barRow} ${c.barLanguages}`}>
            <ConsoleLanguagePicker locale={locale} />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer locale={locale} />
      <FloatingWidgets locale={locale} chat={locale === "zh"} />
      <DemoDialogHost />
      <NotificationArea />
    </div>
  );
}
