// The public header (spec §2.5): the language bar, which slides away once the page is scrolled; the
// brand; the navigation (wide screens) or the hamburger and its accordion (narrow screens); and the
// visitor's or the signed-in user's links.
import { useLingui } from "@lingui/react";
import { homePathOf, type Locale } from "@portolan/core";
import { useHydratingStore } from "../stores/use-hydrating-store.ts";
import { $languageBarHidden } from "../stores/viewport.ts";
import { AccountArea } from "./account-area.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import * as s from "./header.css.ts";
import { LanguageBar } from "./language-bar.tsx";
import { MenuButton, MobileMenu } from "./mobile-menu.tsx";
import { siteNav } from "./site-nav-model.ts";

export function BrandMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#0b5394" />
      <path d="M16 5l4 11-4 11-4-11z" fill="#fff" />
    </svg>
  );
}

export function Header({ locale, url }: { readonly locale: Locale; readonly url: string }) {
  const { i18n } = useLingui();
  const hidden = useHydratingStore($languageBarHidden, false);
  const nav = siteNav(locale, url.split(/[?#]/)[0] ?? "/");
  return (
    <header className={s.header} data-bar-hidden={hidden}>
      <LanguageBar locale={locale} url={url} />
      <div className={s.bar}>
        <a className={s.brand} href={homePathOf(locale)} aria-label={i18n._("chrome.brand.home")}>
          <BrandMark />
          Portolan
        </a>
        <DesktopNav nav={nav} />
        <div className={s.end}>
          <AccountArea locale={locale} placement="bar" />
          <MenuButton />
        </div>
        <MobileMenu nav={nav} actions={<AccountArea locale={locale} placement="menu" />} />
      </div>
    </header>
  );
}
