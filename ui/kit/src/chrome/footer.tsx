// The footer (spec §2.5): core's buildFooter for guests and for signed-in users — QQ online consult,
// back to top, request a demo (guests), privacy, terms, sitemap, blog, browse manufacturers, contact.
import { useLingui } from "@lingui/react";
import {
  buildFooter,
  ENTERPRISE_USERS,
  type FooterEntry,
  firstSegment,
  type Locale,
  localeOfSegment,
} from "@portolan/core";
import { FOOTER } from "../config/site-config.ts";
import { formatNumber } from "../format/numbers.ts";
import { LANGUAGE_TAGS } from "../i18n/i18n.ts";
import { $demoDialog } from "../stores/demo-dialog.ts";
import { $isLogin } from "../stores/session.ts";
import { useHydratingStore } from "../stores/use-hydrating-store.ts";
import { preloadDemoDialog } from "./demo-dialog-host.tsx";
import * as s from "./footer.css.ts";
import { SKIP_LINK_ID } from "./skip-link.ts";

/** Back to top: scroll up and put the focus at the top of the page (the skip link). */
export const backToTop = (): void => {
  document.getElementById(SKIP_LINK_ID)?.focus({ preventScroll: true });
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
};

function Entry({ entry, locale }: { readonly entry: FooterEntry; readonly locale: Locale }) {
  const { i18n } = useLingui();
  if (entry.kind === "link") {
    const target = localeOfSegment(firstSegment(entry.href.split(/[?#]/)[0] ?? ""));
    return (
      <a
        className={s.link}
        href={entry.href}
        {...(target !== undefined && target !== locale ? { hrefLang: LANGUAGE_TAGS[target] } : {})}
      >
        {i18n._(entry.name)}
      </a>
    );
  }
  if (entry.action === "backToTop")
    return (
      <button type="button" className={s.link} onClick={backToTop}>
        {i18n._(entry.name)}
      </button>
    );
  return (
    <button
      type="button"
      className={s.link}
      aria-haspopup="dialog"
      onClick={() => $demoDialog.set(true)}
      onPointerEnter={preloadDemoDialog}
      onFocus={preloadDemoDialog}
    >
      {i18n._(entry.name)}
    </button>
  );
}

export interface FooterProps {
  readonly locale: Locale;
  /**
   * The enterprise-user figure as written in the language. The public site's footer island gets it
   * from the prerender, so that hydrating the footer constructs no Intl.NumberFormat: a page's first
   * one costs some 70 ms in Chromium (more at mobile CPU speeds, one long task after the first paint).
   */
  readonly users?: string;
}

export function Footer({ locale, users = formatNumber(ENTERPRISE_USERS, locale) }: FooterProps) {
  const { i18n } = useLingui();
  const signedIn = useHydratingStore($isLogin, false);
  return (
    <footer className={s.footer}>
      <div className={s.inner}>
        <div>
          <p className={s.brand}>Portolan</p>
          <p className={s.about}>{i18n._("chrome.footer.about", { users })}</p>
        </div>
        <nav aria-label={i18n._("chrome.nav.footer")}>
          <ul className={s.links}>
            {buildFooter(locale, signedIn, FOOTER[locale]).map((entry) => (
              <li key={entry.id}>
                <Entry entry={entry} locale={locale} />
              </li>
            ))}
          </ul>
        </nav>
        <p className={s.copyright}>{i18n._("chrome.footer.copyright")}</p>
      </div>
    </footer>
  );
}
