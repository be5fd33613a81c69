// The narrow-screen menu (spec §2.5, §4 Navigation): the hamburger (aria-expanded, aria-controls)
// opens an accordion of the same links whose groups toggle; the header's account links close it.
// Its state is $mobileMenu: it collapses on every route change and on the widths of the rule.
import { useLingui } from "@lingui/react";
import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { $mobileMenu } from "../stores/mobile-menu.ts";
import * as s from "./header.css.ts";
import { closeOnEscape, GroupToggle, HamburgerButton } from "./mobile-menu-parts.tsx";
import type { NavEntryModel } from "./site-nav-model.ts";

export const MOBILE_MENU_ID = "mobile-menu";
const BUTTON_ID = "mobile-menu-button";

export function MenuButton() {
  return (
    <HamburgerButton
      id={BUTTON_ID}
      controls={MOBILE_MENU_ID}
      site="public"
      className={s.hamburger}
      labelShown
    />
  );
}

export function MobileMenu({
  nav,
  actions,
}: {
  readonly nav: readonly NavEntryModel[];
  readonly actions: ReactNode;
}) {
  const { i18n } = useLingui();
  const menu = useStore($mobileMenu);
  return (
    <div id={MOBILE_MENU_ID} className={s.mobilePanel} hidden={!menu.open}>
      <nav aria-label={i18n._("chrome.nav.mobile")} onKeyDown={closeOnEscape(BUTTON_ID)}>
        <ul className={s.mobileList}>
          {nav.map((entry) => {
            if (entry.kind === "link")
              return (
                <li key={entry.id} className={s.mobileItem}>
                  <a
                    className={s.mobileLink}
                    href={entry.href}
                    aria-current={entry.current ? "page" : undefined}
                  >
                    {i18n._(entry.label)}
                  </a>
                </li>
              );
            const open = menu.expanded.includes(entry.id);
            const listId = `${MOBILE_MENU_ID}-${entry.id}`;
            return (
              <li key={entry.id} className={s.mobileItem}>
                <GroupToggle
                  group={entry.id}
                  controls={listId}
                  className={s.mobileLink}
                  current={entry.current}
                >
                  {i18n._(entry.label)}
                </GroupToggle>
                <ul id={listId} className={s.mobileSubList} hidden={!open}>
                  {entry.links.map((l) => (
                    <li key={l.id}>
                      <a className={s.mobileLink} href={l.href} aria-current={l.current ? "page" : undefined}>
                        {i18n._(l.label)}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <div className={s.mobileActions}>{actions}</div>
      </nav>
    </div>
  );
}
