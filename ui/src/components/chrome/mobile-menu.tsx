// The narrow-screen menu (spec §2.5, §4 Navigation): the hamburger (aria-expanded, aria-controls)
// opens an accordion of the same links whose groups toggle; the header's account links close it.
// Its state is $mobileMenu: it collapses on every route change and on the widths of the rule.
import { useLingui } from "@lingui/react";
import { useStore } from "@nanostores/react";
import type { KeyboardEvent, ReactNode } from "react";
import { $mobileMenu, CLOSED_MENU, toggleMenu, toggleSubmenu } from "../../stores/mobile-menu.ts";
import { $viewport } from "../../stores/viewport.ts";
import * as s from "./header.css.ts";
import type { NavEntryModel } from "./site-nav-model.ts";

export const MOBILE_MENU_ID = "mobile-menu";
const BUTTON_ID = "mobile-menu-button";

export function MenuButton() {
  const { i18n } = useLingui();
  const menu = useStore($mobileMenu);
  return (
    <button
      id={BUTTON_ID}
      type="button"
      className={s.hamburger}
      aria-expanded={menu.open}
      aria-controls={MOBILE_MENU_ID}
      onClick={() => $mobileMenu.set(toggleMenu(menu, $viewport.get().width || window.innerWidth, "public"))}
    >
      <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
        <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2" />
      </svg>
      {i18n._("chrome.menu.toggle")}
    </button>
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
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    $mobileMenu.set(CLOSED_MENU);
    document.getElementById(BUTTON_ID)?.focus();
  };
  return (
    <div id={MOBILE_MENU_ID} className={s.mobilePanel} hidden={!menu.open}>
      <nav aria-label={i18n._("chrome.nav.mobile")} onKeyDown={onKeyDown}>
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
                <button
                  type="button"
                  className={s.mobileLink}
                  aria-expanded={open}
                  aria-controls={listId}
                  data-current={entry.current}
                  onClick={() => $mobileMenu.set(toggleSubmenu(menu, entry.id))}
                >
                  {i18n._(entry.label)} <span aria-hidden="true">{open ? "−" : "+"}</span>
                </button>
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
