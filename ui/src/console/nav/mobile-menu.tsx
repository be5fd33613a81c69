// The main menu below 768 px (spec §2.6 Mobile, §4 Navigation): the hamburger opens the same menu as
// an accordion whose sub-menus toggle. The state is the site's $mobileMenu: the console collapses it
// on every route change (console-navigation.tsx) and the layout's width rule when 768 px is reached.
import { useLingui } from "@lingui/react";
import { useStore } from "@nanostores/react";
import type { NavItem } from "@portolan/core";
import type { KeyboardEvent, ReactNode } from "react";
import { $mobileMenu, CLOSED_MENU, toggleMenu, toggleSubmenu } from "../../stores/mobile-menu.ts";
import { $viewport } from "../../stores/viewport.ts";
import * as s from "./nav.css.ts";
import { hasPath, isCurrent, NavLink, shown, useNavLabel } from "./nav-link.tsx";

export const CONSOLE_MOBILE_MENU_ID = "console-mobile-menu";
const BUTTON_ID = "console-mobile-menu-button";

export function MobileMenuButton() {
  const { i18n } = useLingui();
  const menu = useStore($mobileMenu);
  return (
    <button
      id={BUTTON_ID}
      type="button"
      className={s.hamburger}
      aria-expanded={menu.open}
      aria-controls={CONSOLE_MOBILE_MENU_ID}
      aria-label={i18n._("chrome.menu.toggle")}
      onClick={() => $mobileMenu.set(toggleMenu(menu, $viewport.get().width || window.innerWidth, "console"))}
    >
      <svg width="20" height="20" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
        <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}

function Links({ items, path }: { readonly items: readonly NavItem[]; readonly path: string }) {
  const label = useNavLabel();
  return (
    <>
      {items.map((child) => {
        const entries = shown(child.children);
        if (entries.length > 0)
          return (
            <li key={child.id} data-nav-group={child.id}>
              <p id={`mobile-group-${child.id}`} className={s.mobileGroupHeading}>
                {label(child)}
              </p>
              <ul className={s.mobileSub} aria-labelledby={`mobile-group-${child.id}`}>
                {entries.filter(hasPath).map((e) => (
                  <li key={e.id}>
                    <NavLink item={e} className={s.link} current={isCurrent(e.path, path)} />
                  </li>
                ))}
              </ul>
            </li>
          );
        return hasPath(child) ? (
          <li key={child.id}>
            <NavLink item={child} className={s.link} current={isCurrent(child.path, path)} />
          </li>
        ) : null;
      })}
    </>
  );
}

export function MobileMenuPanel({
  menu,
  path,
  label,
  actions,
}: {
  readonly menu: readonly NavItem[];
  readonly path: string;
  readonly label: string;
  readonly actions: ReactNode;
}) {
  const { i18n } = useLingui();
  const navLabel = useNavLabel();
  const state = useStore($mobileMenu);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    $mobileMenu.set(CLOSED_MENU);
    document.getElementById(BUTTON_ID)?.focus();
  };
  return (
    <div id={CONSOLE_MOBILE_MENU_ID} className={s.mobilePanel} hidden={!state.open}>
      <nav aria-label={label} onKeyDown={onKeyDown} data-nav="mobile">
        <ul className={s.mobileList}>
          {shown(menu).map((item) => {
            const children = shown(item.children);
            if (children.length === 0)
              return hasPath(item) ? (
                <li key={item.id} className={s.mobileItem}>
                  <NavLink item={item} className={s.mobileControl} current={isCurrent(item.path, path)} />
                </li>
              ) : null;
            const open = state.expanded.includes(item.id);
            const listId = `${CONSOLE_MOBILE_MENU_ID}-${item.id}`;
            return (
              <li key={item.id} className={s.mobileItem}>
                <button
                  type="button"
                  className={s.mobileControl}
                  aria-expanded={open}
                  aria-controls={listId}
                  data-nav-group={item.id}
                  onClick={() => $mobileMenu.set(toggleSubmenu(state, item.id))}
                >
                  {navLabel(item)} <span aria-hidden="true">{open ? "−" : "+"}</span>
                </button>
                <ul id={listId} className={s.mobileSub} hidden={!open}>
                  <Links items={children} path={path} />
                  {item.more_href && (
                    <li>
                      <a className={s.link} href={item.more_href}>
                        {i18n._("nav.learnMore")}
                        <span className={s.visuallyHidden}>: {navLabel(item)}</span>
                      </a>
                    </li>
                  )}
                </ul>
              </li>
            );
          })}
        </ul>
        {actions}
      </nav>
    </div>
  );
}
